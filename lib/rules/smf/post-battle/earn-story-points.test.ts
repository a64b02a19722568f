import { describe, expect, test } from "vitest";
import type { SmfCharacter } from "../character";
import type { ScenarioId } from "../data/scenarios";
import type { SpecialEventId } from "../data/special-events";
import type { SmfTeamState } from "../team";
import { artifactUpkeepBearers, earnStoryPoints } from "./earn-story-points";
import { battleInput, member, squad, teamReport } from "../testing/fixtures";
import { characterById, initialPostBattleState } from "./state";
import type { PostBattleChoices, PostBattleState, TeamBattleReport } from "./types";

interface Setup {
  scenarioId?: ScenarioId;
  specialEventId?: SpecialEventId;
  home?: Partial<TeamBattleReport>;
  foes?: Partial<TeamBattleReport>;
  homeTeam?: Partial<SmfTeamState>;
  homeMembers?: SmfCharacter[];
  state?: Partial<PostBattleState>;
  choices?: PostBattleChoices;
  results?: [TeamBattleReport["result"], TeamBattleReport["result"]];
}

function earn(setup: Setup = {}) {
  const home = squad("home", setup.homeMembers ?? [member("h1"), member("h2")], { name: "Home", storyPoints: { earned: 3, balance: 2 }, ...setup.homeTeam });
  const foes = squad("foes", [member("f1")], { name: "Foes" });
  const [homeResult, foeResult] = setup.results ?? ["won", "lost"];
  const input = battleInput([home, foes], [teamReport(home, homeResult, setup.home), teamReport(foes, foeResult, setup.foes)], {
    report: { scenarioId: setup.scenarioId ?? "rooftop-rumble", ...(setup.specialEventId ? { specialEventId: setup.specialEventId } : {}) },
    choices: setup.choices ?? {},
  });
  const result = earnStoryPoints({ ...initialPostBattleState(input), ...setup.state }, input);
  if (!result.ok) throw new Error("failed");
  const ledger = (teamId: string) => result.events.flatMap((e) => (e.kind === "story-points" && e.teamId === teamId ? [[e.entry.reason, e.entry.delta]] : []));
  return { ...result, ledger, sp: (i: number) => result.state.teams[i]!.storyPoints };
}

describe("Phase 2 story points — rewards", () => {
  test("winner 2, loser 1 (L2114)", () => {
    const r = earn();
    expect(r.ledger("home")).toEqual([["reward", 2]]);
    expect(r.ledger("foes")).toEqual([["reward", 1]]);
    expect(r.sp(0)).toEqual({ earned: 5, balance: 4 });
  });

  test("Ruling R9: a draw pays everyone the loser's reward", () => {
    const r = earn({ results: ["draw", "draw"] });
    expect([r.ledger("home"), r.ledger("foes")]).toEqual([[["reward", 1]], [["reward", 1]]]);
  });

  test("Ruling R10: with three teams one wins and both others get the loser's reward", () => {
    const a = squad("a", [member("a1")]);
    const b = squad("b", [member("b1")]);
    const c = squad("c", [member("c1")]);
    const input = battleInput([a, b, c], [teamReport(a, "lost"), teamReport(b, "won"), teamReport(c, "lost")]);
    const result = earnStoryPoints(initialPostBattleState(input), input);
    expect(result.ok && result.state.teams.map((t) => t.storyPoints.earned)).toEqual([2, 3, 2]);
  });
});

describe("Phase 2 story points — scenario objectives", () => {
  test.each<[string, number, number, number]>([
    ["the team with most fragments +1 (L2260)", 3, 2, 1],
    ["a tie for most fragments: nobody", 2, 2, 0],
    ["no fragments: nothing", 0, 0, 0],
  ])("%s", (_label, mine, theirs, bonus) => {
    const r = earn({ scenarioId: "seek-and-find", home: { fragmentsCarriedOff: mine }, foes: { fragmentsCarriedOff: theirs } });
    expect(r.ledger("home").filter(([reason]) => reason === "objective")).toEqual(bonus ? [["objective", bonus]] : []);
  });

  test("The Fissure: closing the rift and stealing secrets is at most +1 per team (L2378)", () => {
    const r = earn({ scenarioId: "the-fissure", home: { riftClosedOrSecretsStolen: 3 }, foes: { riftClosedOrSecretsStolen: 1 } });
    expect(r.ledger("home")).toContainEqual(["objective", 1]);
    expect(r.ledger("foes")).toContainEqual(["objective", 1]);
    expect(r.ledger("home").filter(([reason]) => reason === "objective")).toHaveLength(1);
  });
});

describe("Phase 2 story points — event rewards", () => {
  test("Alien Artifact carrier +1 (L2463)", () => {
    expect(earn({ specialEventId: "alien-artifact", home: { artifactCarrierId: "h1" } }).ledger("home")).toContainEqual(["event", 1]);
  });

  test.each([
    [1, 1],
    [2, 2],
    [5, 2],
  ])("Civilians: %i rescued → +%i (at most +2, L2467)", (rescued, sp) => {
    expect(earn({ specialEventId: "civilians", home: { civiliansRescued: rescued } }).ledger("home")).toContainEqual(["event", sp]);
  });

  test("Rogue Alien Diplomat held +1 (L2541)", () => {
    expect(earn({ specialEventId: "rogue-alien-diplomat", foes: { hasDiplomat: true } }).ledger("foes")).toEqual([
      ["reward", 1],
      ["event", 1],
    ]);
  });

  test("Space God: a survivor who communed gets +1 SP and +1D Magical/Science for the campaign (L2553)", () => {
    const r = earn({ specialEventId: "toga-wearing-space-god", home: { spaceGodCommunions: [{ characterId: "h1", goals: 4 }] } });
    expect(r.ledger("home")).toContainEqual(["event", 1]);
    expect(characterById(r.state, "h1").state.hasSpaceGodBonus).toBe(true);
  });

  test("Space God: each character who communes earns its own +1", () => {
    const r = earn({
      specialEventId: "toga-wearing-space-god",
      home: {
        spaceGodCommunions: [
          { characterId: "h1", goals: 4 },
          { characterId: "h2", goals: 6 },
        ],
      },
    });
    expect(r.ledger("home")).toEqual([
      ["reward", 2],
      ["event", 1],
      ["event", 1],
    ]);
    expect([characterById(r.state, "h1"), characterById(r.state, "h2")].map((c) => c.state.hasSpaceGodBonus)).toEqual([true, true]);
  });

  test.each<[string, number, Partial<SmfCharacter["state"]>]>([
    ["failed the TN4 check", 3, {}],
    ["a curse raised the TN to 5 (L2473)", 4, { curses: 1 }],
    ["did not survive the injury roll", 4, { status: "dead" }],
  ])("Space God: nothing when the character %s", (_label, goals, state) => {
    const r = earn({
      specialEventId: "toga-wearing-space-god",
      homeMembers: [member("h1", { state }), member("h2")],
      home: { fieldedCharacterIds: ["h1", "h2"], spaceGodCommunions: [{ characterId: "h1", goals }] },
    });
    expect(r.ledger("home")).toEqual([["reward", 2]]);
    expect(characterById(r.state, "h1").state.hasSpaceGodBonus).toBe(false);
    expect(r.events.some((e) => e.kind === "note")).toBe(true);
  });
});

describe("Phase 2 story points — recoveries, bases and upkeep", () => {
  test("Inspired Recovery +1 each (L2593)", () => {
    const r = earn({
      state: {
        inspiredRecoveries: [
          { teamId: "home", characterId: "h1" },
          { teamId: "home", characterId: "h2" },
        ],
      },
    });
    expect(r.ledger("home")).toEqual([
      ["reward", 2],
      ["inspired-recovery", 1],
      ["inspired-recovery", 1],
    ]);
  });

  test("Ruling R16: +1 for a team that fought while holding a base", () => {
    expect(earn({ homeTeam: { base: { wonInIssue: 1, battlesWhileHeld: 1 } } }).ledger("home")).toContainEqual(["base-income", 1]);
  });

  test.each<[string, number, number, Array<[string, number]>]>([
    [
      "held 3 battles: −2 (L2183)",
      3,
      2,
      [
        ["reward", 1],
        ["base-lost", -2],
      ],
    ],
    ["held 2 battles: no penalty", 2, 2, [["reward", 1]]],
    [
      "held 4 battles, balance 0 + reward 1: capped at −1 (Ruling R8)",
      4,
      0,
      [
        ["reward", 1],
        ["base-lost", -1],
      ],
    ],
  ])("Ruling R16: losing a base %s", (_label, held, balance, ledger) => {
    const r = earn({
      results: ["lost", "won"],
      homeTeam: { storyPoints: { earned: 6, balance } },
      state: { lostBases: [{ teamId: "home", battlesWhileHeld: held }] },
    });
    expect(r.ledger("home")).toEqual(ledger);
    expect(r.sp(0).balance).toBeGreaterThanOrEqual(0);
    expect(r.sp(0).earned).toBe(7);
  });

  const bearer = () => member("bearer", { name: "Bearer", powers: ["magic-artifact"] });

  test("Magic Artifact upkeep −1 after the battle (L898)", () => {
    const r = earn({ homeMembers: [bearer()] });
    expect(r.ledger("home")).toEqual([
      ["reward", 2],
      ["artifact-upkeep", -1],
    ]);
    expect(characterById(r.state, "bearer").state.nextBattle.arrivesRound).toBeUndefined();
  });

  test("declined upkeep: no SP, the bearer arrives at round 3", () => {
    const r = earn({ homeMembers: [bearer()], choices: { declinedArtifactUpkeep: ["bearer"] } });
    expect(r.ledger("home")).toEqual([["reward", 2]]);
    expect(characterById(r.state, "bearer").state.nextBattle.arrivesRound).toBe(3);
  });

  test("unaffordable upkeep is not paid: the balance never goes below 0", () => {
    const r = earn({
      homeMembers: [bearer(), member("b2", { powers: ["magic-artifact"] }), member("b3", { powers: ["magic-artifact"] })],
      homeTeam: { storyPoints: { earned: 3, balance: 0 } },
    });
    expect(r.ledger("home")).toEqual([
      ["reward", 2],
      ["artifact-upkeep", -1],
      ["artifact-upkeep", -1],
    ]);
    expect(r.sp(0).balance).toBe(0);
    expect(characterById(r.state, "b3").state.nextBattle.arrivesRound).toBe(3);
  });
});

describe("artifactUpkeepBearers", () => {
  test("fielded living bearers of every team, in report order; the dead, the unfielded and the rest are left out", () => {
    const home = squad("home", [
      member("bearer", { powers: ["magic-artifact"] }),
      member("fallen", { powers: ["magic-artifact"], state: { status: "dead" } }),
      member("benched", { powers: ["magic-artifact"] }),
      member("plain"),
    ]);
    const foes = squad("foes", [member("foe-bearer", { powers: ["magic-artifact"] })]);
    const input = battleInput([home, foes], [teamReport(home, "won", { fieldedCharacterIds: ["bearer", "fallen", "plain"] }), teamReport(foes, "lost")]);
    expect(artifactUpkeepBearers(initialPostBattleState(input), input)).toEqual([
      { teamId: "home", characterId: "bearer" },
      { teamId: "foes", characterId: "foe-bearer" },
    ]);
  });

  test("none when nobody who fought holds a Magic Artifact", () => {
    const home = squad("home", [member("h1")]);
    const foes = squad("foes", [member("f1")]);
    const input = battleInput([home, foes], [teamReport(home, "won"), teamReport(foes, "lost")]);
    expect(artifactUpkeepBearers(initialPostBattleState(input), input)).toEqual([]);
  });
});
