import { describe, expect, test } from "vitest";
import type { SuCard } from "../card/card";
import { rosterSettings, SU_ROSTER_DEFAULTS } from "../card/roster-settings";
import { ACE } from "../samples/ace";
import { member } from "../samples/test-members";
import { summarizeTeam, validateEntry, validateTeam } from "./validate-team";

const S = SU_ROSTER_DEFAULTS; // a medium game, 25 Levels
const codes = (r: ReturnType<typeof validateTeam>) => (r.ok ? [] : r.problems.map((p) => `${p.code}@${p.field}`));
const messages = (r: ReturnType<typeof validateTeam>) => (r.ok ? [] : r.problems.map((p) => p.message));

describe("validateTeam (SU L378–L401)", () => {
  test.each<[string, SuCard[]]>([
    ["Ace alone", [ACE]],
    ["a Super Force of 25 Levels", [member("Titan", 9), member("Nova", 8), member("Ace", 4), member("Blue", 4)]],
    ["a Combined Team", [member("Titan", 7), member("Ace", 5), member("Goon", 2), member("Goon 2", 2), member("Goon 3", 2)]],
    ["a Goon Squad", [member("Boss", 4), member("Goon", 2), member("Goon 2", 2), member("Goon 3", 2), member("Goon 4", 2)]],
    ["an Alignment Team of mixed Factions", [member("A", 4, { faction: "Claw" }), member("B", 4, { faction: "Fang" }), member("C", 4, { faction: null })]],
  ])("legal: %s", (_label, cards) => {
    expect(validateTeam(S, cards)).toEqual({ ok: true });
  });

  test("no characters", () => {
    expect(codes(validateTeam(S, []))).toEqual(["empty-team@cards"]);
  });

  test("over the budget (SU L382)", () => {
    const r = validateTeam(S, [member("Titan", 10), member("Nova", 10), member("Ace", 6)]);
    expect(r).toEqual({ ok: false, problems: [{ code: "over-budget", field: "cards", message: "The team has 26 Levels; this game allows 25.", rule: { line: 382 } }] });
  });

  test("an agreed game without its number", () => {
    expect(codes(validateTeam(rosterSettings({ gameSize: "agreed" }), [ACE]))).toEqual(["invalid-budget@agreedLevels"]);
  });

  test("a card's problems come under its place on the team, with its name", () => {
    const r = validateTeam(S, [ACE, member("Blue", 0)]);
    expect(r).toEqual({
      ok: false,
      problems: [
        {
          code: "invalid-level",
          field: "cards[1].level",
          message: "Blue: A Level runs from 1 to 10 (Henchmen 1–2, Supers 3–10); this card has 0.",
          rule: { line: 380 },
          characters: ["blue"],
        },
      ],
    });
  });

  test("the same character twice", () => {
    expect(codes(validateTeam(S, [ACE, ACE]))).toEqual(["duplicate-character@cards[1]"]);
  });

  test("a named Formation the team breaks: each condition, worded for the player", () => {
    const r = validateTeam(S, [member("Titan", 8), member("Nova", 7), member("Goon", 2), member("Goon 2", 2), member("Goon 3", 2), member("Goon 4", 2)], {
      formation: "combined-team",
    });
    expect(r.ok ? [] : r.problems.map((p) => [p.code, p.field, p.message, p.characters])).toEqual([
      ["formation", "formation", "Breaks the Combined Team Formation: the Supers' Levels (15) must be at least twice the Henchmen's (8).", undefined],
      [
        "formation",
        "formation",
        "Breaks the Combined Team Formation: only one Super may be Level 7 or above, and the team has 2: Titan (Level 8) and Nova (Level 7).",
        ["titan", "nova"],
      ],
    ]);
  });

  test("a named Formation is checked even when another would fit", () => {
    const r = validateTeam(S, [member("Ace", 4), member("Blue", 4)], { formation: "goon-squad" });
    expect(messages(r)).toEqual([
      "Breaks the Goon Squad Formation: the Henchmen's Levels (0) must be at least twice the Supers' (8).",
      "Breaks the Goon Squad Formation: it allows one Super per 50 Levels, so 1 in this game, and the team has 2: Ace and Blue.",
    ]);
  });

  test("no Formation fits: one problem giving each Formation's reason", () => {
    const r = validateTeam(S, [member("Ace", 4), member("Goon", 2), member("Goon 2", 2)]);
    expect(r.ok ? [] : r.problems).toEqual([
      {
        code: "formation",
        field: "cards",
        message:
          "Fits none of the three Formations. Super Force: it allows no Henchmen, and the team has 2 Henchmen: Goon and Goon 2. Combined Team: the Supers' Levels (4) must be at least twice the Henchmen's (4). Goon Squad: the Henchmen's Levels (4) must be at least twice the Supers' (4).",
        rule: { line: 386, ruling: "SU-R39" },
        characters: ["goon", "goon-2"],
      },
    ]);
  });

  test("neither a Faction Team nor an Alignment Team", () => {
    const cards = [
      member("A", 4, { alignment: "hero", faction: "Claw" }),
      member("B", 4, { alignment: "villain", faction: "Fang" }),
      member("C", 4, { alignment: "villain", faction: "Tusk" }),
    ];
    expect(messages(validateTeam(S, cards))).toEqual([
      "Is neither a Faction Team nor an Alignment Team. Faction Team: 2 characters are not of the Claw Faction (B and C), and one Guest Star per 25 Levels is allowed, so 1 in this game. Alignment Team: the characters who are not Villains must be Anti-Heroes, and A is a Hero.",
    ]);
  });

  test("a named Faction Team is checked as one", () => {
    const cards = [member("A", 4, { faction: "Claw" }), member("B", 4, { faction: "Fang" }), member("C", 4, { faction: "Tusk" })];
    expect(codes(validateTeam(S, cards))).toEqual([]);
    expect(messages(validateTeam(S, cards, { composition: "faction" }))).toEqual([
      "Breaks the Faction Team rule: 2 characters are not of the Claw Faction (B and C), and one Guest Star per 25 Levels is allowed, so 1 in this game.",
    ]);
  });

  test("a Team Leader the rules don't allow (SU L384)", () => {
    const cards = [member("Ace", 4), member("Captain", 4, { abilities: ["Leadership"] })];
    const r = validateTeam(S, cards, { leaderId: "ace" });
    expect(r.ok ? [] : r.problems.map((p) => [p.code, p.field, p.message, p.characters])).toEqual([
      ["invalid-leader", "leaderId", "Ace cannot be the Team Leader: it is Captain (the highest Level with Leadership, or the highest Level when none has it).", ["ace"]],
    ]);
    expect(validateTeam(S, cards, { leaderId: "captain" })).toEqual({ ok: true });
  });

  test("a tied leader chosen by the owner is fine; another is not", () => {
    const cards = [member("Ace", 6), member("Blue", 6), member("Goon", 2)];
    expect(validateTeam(S, cards, { leaderId: "blue" })).toEqual({ ok: true });
    expect(messages(validateTeam(S, cards, { leaderId: "goon" }))).toEqual([
      "Goon cannot be the Team Leader: it is Ace and Blue, as the owner chooses (the highest Level with Leadership, or the highest Level when none has it).",
    ]);
  });

  test("every problem at once", () => {
    const cards = [member("Titan", 10, { alignment: "villain", faction: "Claw" }), member("Nova", 10, { classes: [] }), member("Nova", 10), member("Goon", 2, { faction: "Fang" })];
    expect(codes(validateTeam(S, cards, { leaderId: "goon" }))).toEqual([
      "missing-class@cards[1].classes",
      "duplicate-character@cards[2]",
      "over-budget@cards",
      "formation@cards",
      "faction-or-alignment@cards",
      "invalid-leader@leaderId",
    ]);
  });
});

describe("validateEntry: one card joining the roster (GameSystem roster hook)", () => {
  test("a legal card within the budget", () => {
    expect(validateEntry(S, ACE, [member("Titan", 10), member("Nova", 10)])).toEqual({ ok: true });
  });

  test("the card's own problems, on the card's fields", () => {
    const r = validateEntry(S, { ...ACE, level: 0, hp: 0 }, []);
    expect(codes(r)).toEqual(["invalid-level@level", "invalid-value@hp"]);
  });

  test("joining would break the budget", () => {
    const r = validateEntry(S, member("Blue", 6), [member("Titan", 10), member("Nova", 10)]);
    expect(r).toEqual({
      ok: false,
      problems: [{ code: "over-budget", field: "level", message: "With Blue the team has 26 Levels; this game allows 25.", rule: { line: 382 }, characters: ["blue"] }],
    });
  });

  test("an edited card replaces its earlier version in the roster", () => {
    expect(validateEntry(S, member("Titan", 5), [member("Titan", 10), member("Nova", 10)])).toEqual({ ok: true });
  });

  test("a mix no Formation allows yet is fine while the team is built", () => {
    expect(validateEntry(S, member("Goon", 2), [member("Ace", 4), member("Goon 2", 2)])).toEqual({ ok: true });
  });
});

test("summarizeTeam: what a team builder shows", () => {
  const cards = [member("Titan", 7, { abilities: ["Leadership"] }), member("Ace", 5, { faction: "Claw" }), member("Goon", 2), member("Goon 2", 2)];
  expect(summarizeTeam(S, cards)).toEqual({
    levels: 16,
    budget: 25,
    supers: 2,
    henchmen: 2,
    neither: 0,
    superLevels: 12,
    henchmanLevels: 4,
    formations: ["combined-team"],
    compositions: ["faction", "alignment"],
    faction: "Shield",
    guestStars: 1,
    guestStarsAllowed: 1,
    supersAllowedInGoonSquad: 1,
    leader: { kind: "leader", leader: { id: "titan", name: "Titan", level: 7 }, byLeadership: true },
  });
});

describe("a Level outside 1–10 is neither a Super nor a Henchman (SU L380)", () => {
  test.each<[string, number]>([
    ["Level 0", 0],
    ["Level 11", 11],
  ])("%s: counted in neither, and the team refused with invalid-level", (_label, level) => {
    const cards = [member("Titan", 7), member("Odd", level)];
    const summary = summarizeTeam(S, cards);
    expect(summary).toMatchObject({ supers: 1, henchmen: 0, neither: 1, superLevels: 7, henchmanLevels: 0 });
    const result = validateTeam(S, cards);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toContainEqual(expect.objectContaining({ code: "invalid-level", field: "cards[1].level", characters: ["odd"] }));
  });
});
