import { describe, expect, test } from "vitest";
import { ACE, DEFAULT_SU_SCORING_SETTINGS, rosterSettings } from "@/lib/rules/supers-unlimited";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { checkLineUp } from "./line-up";
import type { SuModelReport } from "./su-battle-details";
import { resultsByVp, scoreReport, withNames, type SuBattleSide } from "./score-result";

const entry = (characterId: string, level: number, isLeader = false) => ({ characterId, name: characterId.toUpperCase(), level, isSuper: level >= 3, isLeader, mindDice: 2 });
const sides: SuBattleSide[] = [
  { teamId: "t1", teamName: "Avengers", lineUp: [entry("ace", 6, true), entry("goon", 2)] },
  { teamId: "t2", teamName: "Brood", lineUp: [entry("brick", 8, true), entry("blip", 4)] },
];
const noObjectives = { claimed: null, prizeStudies: [], vipConvictions: [] };

describe("results by VP", () => {
  test.each([
    { label: "the most VP wins", vp: { a: 3, b: 1 }, results: { a: "WON", b: "LOST" } },
    { label: "tied on the most draw", vp: { a: 2, b: 2, c: 0 }, results: { a: "DRAW", b: "DRAW", c: "LOST" } },
    { label: "0–0 is a draw", vp: { a: 0, b: 0 }, results: { a: "DRAW", b: "DRAW" } },
  ])("$label", ({ vp, results }) => {
    expect(resultsByVp(vp as Record<string, number>)).toEqual(results);
  });
});

describe("scoring a report", () => {
  test("Slugfest with First Blood: a VP line per source, WON / LOST", () => {
    const result = scoreReport(
      sides,
      "slugfest",
      [{ subplotId: "first-blood", times: 2 }],
      {
        models: [
          { characterId: "ace", state: "active" },
          { characterId: "goon", state: "ko" },
          { characterId: "brick", state: "ko" },
          { characterId: "blip", state: "incapacitated", order: 1 },
        ],
        ...noObjectives,
      },
      DEFAULT_SU_SCORING_SETTINGS,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.score.vp).toEqual({ t1: 4, t2: 0 });
    expect(result.score.lines.map((l) => [l.sideId, l.source, l.vp])).toEqual([
      ["t1", "scenario", 2],
      ["t2", "scenario", 0],
      ["t1", "first-blood", 2],
    ]);
    expect(result.results).toEqual({ t1: "WON", t2: "LOST" });
  });

  test.each([
    { label: "a model not reported", models: [{ characterId: "ace", state: "active" as const }], message: "Say how GOON ended the battle." },
    {
      label: "an Incapacitated model without its order",
      models: [
        ...["ace", "goon", "brick"].map((id) => ({ characterId: id, state: "active" as const })),
        { characterId: "blip", state: "incapacitated" as const },
      ] as SuModelReport[],
      message: "Say when BLIP was Incapacitated (1 for the first model out).",
    },
    {
      label: "two models out as number 1",
      models: [
        { characterId: "ace", state: "incapacitated" as const, order: 1 },
        { characterId: "goon", state: "active" as const },
        { characterId: "brick", state: "active" as const },
        { characterId: "blip", state: "incapacitated" as const, order: 1 },
      ],
      message: "Two models were Incapacitated as number 1: give each its own place.",
    },
  ])("refuses $label", ({ models, message }) => {
    expect(scoreReport(sides, "slugfest", [], { models, ...noObjectives }, DEFAULT_SU_SCORING_SETTINGS)).toEqual({ ok: false, message });
  });

  test("the library's refusals name teams, not ids", () => {
    const models = ["ace", "goon", "brick", "blip"].map((id) => ({ characterId: id, state: "active" as const }));
    const result = scoreReport(sides, "hold-ground", [], { models, ...noObjectives }, DEFAULT_SU_SCORING_SETTINGS);
    expect(result).toEqual({ ok: false, message: "Say how many each side Claimed in Hold Ground." });
  });
});

test("names replace ids, a model's before its team's (a model's id may hold its team's)", () => {
  const nested = [{ teamId: "t1", teamName: "Avengers", lineUp: [entry("t1-a", 5)] }];
  expect(withNames("t1-a of t1", nested)).toBe("T1-A of Avengers");
});

describe("a line-up within the Levels budget (SU L382)", () => {
  const medium = rosterSettings({ gameSize: "medium" });
  test("fits: copies Level, Super, Leader, Mind dice, and the HP and Power the battle tracker starts from", () => {
    const result = checkLineUp(medium, "Avengers", [member("Ace", 6), member("Goon", 2)]);
    expect(result).toMatchObject({ ok: true, levels: 8, budget: 25 });
    expect(result.ok && result.lineUp).toEqual([
      { characterId: "ace", name: "Ace", level: 6, isSuper: true, isLeader: true, mindDice: ACE.traits.mind.dice, hp: ACE.hp, power: ACE.power },
      { characterId: "goon", name: "Goon", level: 2, isSuper: false, isLeader: false, mindDice: ACE.traits.mind.dice, hp: ACE.hp, power: ACE.power },
    ]);
  });
  test("over the budget is refused with the numbers", () => {
    expect(checkLineUp(medium, "Avengers", [member("A", 10), member("B", 10), member("C", 6)])).toEqual({
      ok: false,
      message: "Avengers: the line-up has 26 Levels; this league's game allows 25.",
    });
  });
  test("an empty line-up is refused", () => {
    expect(checkLineUp(medium, "Avengers", [])).toMatchObject({ ok: false });
  });
  test("a line-up that fits no Formation is refused with the reason (SU L386–L392)", () => {
    const check = checkLineUp(medium, "Avengers", [member("Nova", 4), member("Goon", 2), member("Lug", 2)]);
    expect(check).toMatchObject({ ok: false });
    expect(!check.ok && check.message).toMatch(
      /^Avengers: Fits none of the three Formations\. .*Combined Team: the Supers' Levels \(4\) must be at least twice the Henchmen's \(4\)/,
    );
  });
});
