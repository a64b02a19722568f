import { describe, expect, test } from "vitest";
import type { ScenarioId } from "../set-up/tables";
import {
  endgameStillOwed,
  foldSuTracker,
  outOfAction,
  scoreTracked,
  suTapProblem,
  trackedReport,
  type SuTap,
  type SuTrackedEntry,
  type SuTrackerBattle,
  type SuTrackerModel,
} from "./battle-tracker";

const model = (modelId: string, level: number, extra: Partial<SuTrackerModel> = {}): SuTrackerModel => ({
  modelId,
  level,
  isSuper: level >= 3,
  isLeader: false,
  hp: 6,
  power: 3,
  ...extra,
});

/** Three a side (a Slugfest 3 v 3): 5 + 4 + 1 Levels, the 1 a Henchman (SU L380). */
const battleOf = (scenarioId: ScenarioId): SuTrackerBattle => ({
  scenarioId,
  sides: [
    { sideId: "ana", models: [model("a1", 5, { isLeader: true }), model("a2", 4), model("a3", 1)] },
    { sideId: "ben", models: [model("b1", 5, { isLeader: true }), model("b2", 4), model("b3", 1)] },
  ],
});

/** Taps as the server stores them, numbered in order. */
function taps(...list: SuTap[]): SuTrackedEntry[] {
  return list.map((tap, i) => ({ id: `e${i + 1}`, payload: { v: 1, ...tap } as SuTrackedEntry["payload"], actorName: "Ana" }));
}

const ko = (modelId: string): SuTap => ({ kind: "state", modelId, state: "ko" });
const out = (modelId: string): SuTap => ({ kind: "state", modelId, state: "incapacitated" });
const turn = (modelId: string): SuTap => ({ kind: "turn", modelId });
const claim = (objective: number, sideId: string): SuTap => ({ kind: "objective", objective, state: "claimed", sideId });
const resolve = (objective: number): SuTap => ({ kind: "resolved", objective });

describe("tracks (SU L278, L292–L296)", () => {
  test("Health and Power Points start at the card's and stay within it; the last Health Point lost Incapacitates (L296)", () => {
    const battle = battleOf("slugfest");
    const state = foldSuTracker(
      battle,
      taps(
        { kind: "hp", modelId: "a1", change: -2 },
        { kind: "pp", modelId: "a1", change: -5 },
        { kind: "pp", modelId: "a1", change: 1 },
        { kind: "hp", modelId: "b2", change: -6 },
      ),
    );
    expect(state.models.a1).toMatchObject({ hp: 4, maxHp: 6, pp: 1, maxPp: 3, state: "active" });
    expect(state.models.b2).toMatchObject({ hp: 0, state: "incapacitated", outOrder: 1 });
  });

  test("KO'ed, back up, and out of play for good; a strike undoes a tap as if never made", () => {
    const battle = battleOf("slugfest");
    const entries = taps(ko("a2"), { kind: "state", modelId: "a2", state: "up" }, out("a3"));
    expect(foldSuTracker(battle, entries).models.a2!.state).toBe("active");
    const struck = [...entries, { id: "e9", payload: { v: 1 as const, kind: "strike" as const, entryId: "e3" }, actorName: "Ben" }];
    const state = foldSuTracker(battle, struck);
    expect(state.models.a3!.state).toBe("active");
    expect(state.live.map((e) => e.id)).toEqual(["e1", "e2"]);
  });

  test("a KO'ed or Incapacitated model cannot use a Class Gimmick: they are the ones out of action (SU L979)", () => {
    const state = foldSuTracker(battleOf("slugfest"), taps(ko("a1"), out("b3")));
    expect(outOfAction(state).sort()).toEqual(["a1", "b3"]);
  });

  test("refusals say why, and a fitting tap has none", () => {
    const battle = battleOf("slugfest");
    const state = foldSuTracker(battle, taps(out("a3"), ko("a2")));
    expect(suTapProblem(battle, state, turn("a3"))).toMatch(/out of play/);
    expect(suTapProblem(battle, state, ko("a2"))).toMatch(/already KO'ed/);
    expect(suTapProblem(battle, state, { kind: "state", modelId: "a1", state: "up" })).toMatch(/standing on the table/);
    expect(suTapProblem(battle, state, { kind: "hp", modelId: "zz", change: -1 })).toMatch(/not in this battle/);
    expect(suTapProblem(battle, state, { kind: "hp", modelId: "a1", change: 0 })).toMatch(/whole number/);
    expect(suTapProblem(battle, state, { kind: "pass", sideId: "ana" })).toMatch(/once the Endgame has begun/);
    expect(suTapProblem(battle, state, { kind: "strike", entryId: "nope" })).toMatch(/not on this battle's list/);
    expect(suTapProblem(battle, state, turn("a1"))).toBeUndefined();
  });
});

describe("Slugfest (SU L1376–L1378)", () => {
  const battle = battleOf("slugfest");

  test("the Endgame begins with the tap that takes a team's standing Levels below half its starting 10 (L1376)", () => {
    // 10 Levels; the 5 KO'ed leaves 5 standing: half is not below. The 4 KO'ed too: 1 standing.
    const state = foldSuTracker(battle, taps(turn("a1"), ko("b1"), turn("b2"), ko("b2")));
    expect(state.endgame.triggeredBy).toBe("e4");
    expect(foldSuTracker(battle, taps(turn("a1"), ko("b1"))).endgame.triggeredBy).toBeNull();
  });

  test("each Super in play owes one more Turn and no Henchman plays (L421, L427); a pass ends a side's", () => {
    const entries = taps(ko("b1"), ko("b2"), turn("a1"), turn("a3"), turn("a1"));
    const state = foldSuTracker(battle, entries);
    // Supers still in play at the Endgame: a1, a2, b1, b2 (KO'ed Supers are still in play).
    expect(state.endgame.owed.sort()).toEqual(["a1", "a2", "b1", "b2"]);
    expect(state.endgame.done).toEqual(["a1"]);
    expect(state.models.a1!.turns).toBe(1);
    expect(suTapProblem(battle, state, turn("a3"))).toMatch(/Henchman/);
    expect(suTapProblem(battle, state, turn("a1"))).toMatch(/one Turn of the Endgame/);
    const finished = foldSuTracker(battle, [...entries, ...taps(turn("a2"), { kind: "pass", sideId: "ben" }).map((e) => ({ ...e, id: `x${e.id}` }))]);
    expect(finished.endgame.isComplete).toBe(true);
  });

  test("the Endgame stays begun when a KO'ed model gets back up (L419), and moves when its tap is undone", () => {
    const entries = taps(ko("b1"), ko("b2"), { kind: "state", modelId: "b2", state: "up" });
    expect(foldSuTracker(battle, entries).endgame.triggeredBy).toBe("e2");
    const undone = [...entries.slice(0, 2), { id: "s1", payload: { v: 1 as const, kind: "strike" as const, entryId: "e2" }, actorName: "Ben" }];
    expect(foldSuTracker(battle, undone).endgame.triggeredBy).toBeNull();
  });

  test("VP: Levels on the table, KO'ed halved rounded up (L1378); the report starts from the tracked states", () => {
    // ana all standing: 10. ben: b1 KO'ed (5 → 3), b2 Incapacitated, b3 standing (1): 4.
    const state = foldSuTracker(battle, taps(ko("b1"), out("b2")));
    const score = scoreTracked(battle, state);
    expect(score).toMatchObject({ ok: true, score: { vp: { ana: 2, ben: 0 }, scenarioTotals: { ana: 10, ben: 4 } } });
    expect(trackedReport(battle, state)).toEqual({
      models: [
        { characterId: "a1", state: "active" },
        { characterId: "a2", state: "active" },
        { characterId: "a3", state: "active" },
        { characterId: "b1", state: "ko" },
        { characterId: "b2", state: "incapacitated", order: 1 },
        { characterId: "b3", state: "active" },
      ],
      claimed: null,
    });
  });

  test("tied Levels score 1 VP each (L1378)", () => {
    const state = foldSuTracker(battle, taps(ko("a1"), ko("a2"), ko("b1"), ko("b2")));
    expect(scoreTracked(battle, state)).toMatchObject({ ok: true, score: { vp: { ana: 1, ben: 1 } } });
  });
});

describe("Danger Zone (SU L1380–L1396)", () => {
  const battle = battleOf("danger-zone");
  test("a Power Marker is Claimed only once resolved (L1392); the Endgame needs all 6 Claimed (L1394)", () => {
    const first = foldSuTracker(battle, taps());
    expect(first.objectives).toHaveLength(6);
    expect(suTapProblem(battle, first, claim(0, "ana"))).toMatch(/resolved before/);
    const all = taps(...[0, 1, 2, 3, 4, 5].flatMap((i) => [resolve(i), claim(i, i < 4 ? "ana" : "ben")]));
    const fiveOnly = foldSuTracker(battle, all.slice(0, 10));
    expect(fiveOnly.endgame.triggeredBy).toBeNull();
    const state = foldSuTracker(battle, all);
    expect(state.endgame.triggeredBy).toBe("e12");
    expect(state.claimed).toEqual({ ana: 4, ben: 2 });
  });

  test("VP on the markers Claimed after the Endgame Turns (L1396); a Contested marker counts for nobody", () => {
    const entries = taps(...[0, 1, 2, 3, 4, 5].flatMap((i) => [resolve(i), claim(i, i < 3 ? "ana" : "ben")]), { kind: "objective", objective: 5, state: "contested" });
    const state = foldSuTracker(battle, entries);
    expect(state.claimed).toEqual({ ana: 3, ben: 2 });
    expect(scoreTracked(battle, state)).toMatchObject({ ok: true, score: { vp: { ana: 2, ben: 0 } } });
  });
});

describe("Enemy Territory (SU L1398–L1406)", () => {
  const battle = battleOf("enemy-territory");
  test("two Objectives a side; a team Claims only an enemy's; the Endgame is both of one enemy's (L1402–L1404)", () => {
    const state = foldSuTracker(battle, taps(claim(2, "ana")));
    expect(state.objectives.map((o) => o.ownerSideId)).toEqual(["ana", "ana", "ben", "ben"]);
    expect(suTapProblem(battle, state, claim(0, "ana"))).toMatch(/own/);
    expect(state.endgame.triggeredBy).toBeNull();
    const both = foldSuTracker(battle, taps(claim(2, "ana"), claim(0, "ben"), claim(3, "ana")));
    expect(both.endgame.triggeredBy).toBe("e3");
    expect(both.claimed).toEqual({ ana: 2, ben: 1 });
    expect(scoreTracked(battle, both)).toMatchObject({ ok: true, score: { vp: { ana: 2, ben: 0 } } });
  });
});

describe("Hold Ground (SU L1408–L1418)", () => {
  const battle = battleOf("hold-ground");
  test("the Endgame is 3 Table Quarters Claimed by one team (L1416); VP by Quarters Claimed (L1418)", () => {
    const two = foldSuTracker(battle, taps(claim(0, "ana"), claim(1, "ana"), claim(2, "ben")));
    expect(two.endgame.triggeredBy).toBeNull();
    const three = foldSuTracker(battle, taps(claim(0, "ana"), claim(1, "ana"), claim(2, "ben"), claim(2, "ana")));
    expect(three.endgame.triggeredBy).toBe("e4");
    expect(three.claimed).toEqual({ ana: 3, ben: 0 });
    expect(scoreTracked(battle, three)).toMatchObject({ ok: true, score: { vp: { ana: 2, ben: 0 } } });
  });

  test("KO'ed models do not Claim (L1368): a team with none standing is refused", () => {
    const state = foldSuTracker(battle, taps(ko("b1"), ko("b2"), ko("b3")));
    expect(suTapProblem(battle, state, claim(0, "ben"))).toMatch(/no model standing/);
  });
});

describe("Super Quest (SU L1420–L1439)", () => {
  const battle = battleOf("super-quest");
  test("4 Quest Markers, each resolved then Claimed; the Endgame is all 4 Claimed (L1435–L1437); ties score 1 VP each (L1439)", () => {
    const entries = taps(...[0, 1, 2, 3].flatMap((i) => [resolve(i), claim(i, i % 2 === 0 ? "ana" : "ben")]));
    const state = foldSuTracker(battle, entries);
    expect(state.objectives).toHaveLength(4);
    expect(state.endgame.triggeredBy).toBe("e8");
    expect(state.claimed).toEqual({ ana: 2, ben: 2 });
    expect(scoreTracked(battle, state)).toMatchObject({ ok: true, score: { vp: { ana: 1, ben: 1 } } });
  });
});

// Ruling SU-R45: Climb High takes a model off the table for a while (SU L641–L647); back on, it plays on.
describe("off the table (SU L647, Ruling SU-R45)", () => {
  const battle = battleOf("slugfest");
  const off = (modelId: string): SuTap => ({ kind: "state", modelId, state: "off-board" });
  const back = (modelId: string): SuTap => ({ kind: "state", modelId, state: "on-board" });

  test("a standing model leaves and comes back; off the table it takes no hit and no Turn", () => {
    const state = foldSuTracker(battle, taps(off("a1")));
    expect(state.models.a1!.state).toBe("off-board");
    expect(state.models.a1!.outOrder).toBeUndefined();
    expect(suTapProblem(battle, state, { kind: "hp", modelId: "a1", change: -1 })).toMatch(/off the table/);
    expect(suTapProblem(battle, state, turn("a1"))).toMatch(/Back on the table/);
    expect(suTapProblem(battle, state, ko("a1"))).toMatch(/off the table/);
    expect(suTapProblem(battle, state, back("a1"))).toBeUndefined();
    // Back on the table is its own tap: "back up" is for a KO'ed model, and a standing one does not come back on.
    expect(suTapProblem(battle, state, { kind: "state", modelId: "a1", state: "up" })).toMatch(/not KO'ed: tap Back on the table/);
    expect(suTapProblem(battle, foldSuTracker(battle, taps()), back("a1"))).toMatch(/has not left the table/);
    expect(foldSuTracker(battle, taps(off("a1"), { kind: "state", modelId: "a1", state: "up" })).models.a1!.state).toBe("active");
    const returned = foldSuTracker(battle, taps(off("a1"), back("a1"), turn("a1")));
    expect(returned.models.a1).toMatchObject({ state: "active", turns: 1 });
  });

  test("a KO'ed model cannot Climb High", () => {
    const state = foldSuTracker(battle, taps(ko("a1")));
    expect(suTapProblem(battle, state, off("a1"))).toMatch(/Only a standing model/);
  });

  test("off the table counts as standing for the Slugfest trigger (neither KO'ed nor Incapacitated, L1376) and Claims nothing", () => {
    // ben: b1 (5) off the table, b2 (4) KO'ed: 6 of 10 not KO'ed nor Incapacitated, not below half.
    const state = foldSuTracker(battle, taps(off("b1"), ko("b2")));
    expect(state.endgame.triggeredBy).toBeNull();
    const quarters = battleOf("hold-ground");
    const alone = foldSuTracker({ ...quarters, sides: [{ sideId: "ana", models: [model("a1", 5)] }, quarters.sides[1]!] }, taps(off("a1")));
    expect(suTapProblem(quarters, alone, { kind: "objective", objective: 0, state: "claimed", sideId: "ana" })).toMatch(/no model standing/);
  });

  test("still off the table at the end: Incapacitated for the score (no Levels, L647), and the report says off the table", () => {
    const state = foldSuTracker(battle, taps(off("b1"), out("b2")));
    expect(trackedReport(battle, state).models.find((m) => m.characterId === "b1")).toEqual({ characterId: "b1", state: "off-board" });
    // ben: b1 gone (0), b2 out, b3 standing (1): 1 of 10.
    expect(scoreTracked(battle, state)).toMatchObject({ ok: true, score: { scenarioTotals: { ana: 10, ben: 1 } } });
  });
});

// Ruling SU-R46: with three or more teams, the tap that puts a model out names the team that did it (SU-R18).
describe("three teams: who Incapacitated whom (Ruling SU-R46)", () => {
  const three: SuTrackerBattle = {
    scenarioId: "slugfest",
    sides: [
      { sideId: "ana", models: [model("a1", 5, { isLeader: true }), model("a2", 4, { hp: 1 })] },
      { sideId: "ben", models: [model("b1", 5, { isLeader: true }), model("b2", 4)] },
      { sideId: "cy", models: [model("c1", 5, { isLeader: true }), model("c2", 4)] },
    ],
  };
  const outBy = (modelId: string, bySideId: string): SuTap => ({ kind: "state", modelId, state: "incapacitated", bySideId });

  test("an Out, or the hit that takes the last HP, must name an enemy team; a KO may", () => {
    const state = foldSuTracker(three, []);
    expect(suTapProblem(three, state, out("b1"))).toMatch(/say which team Incapacitated b1/);
    expect(suTapProblem(three, state, outBy("b1", "ben"))).toMatch(/name the enemy team/);
    expect(suTapProblem(three, state, outBy("b1", "zed"))).toMatch(/not in this battle/);
    expect(suTapProblem(three, state, { kind: "hp", modelId: "a2", change: -1 })).toMatch(/say which team Incapacitated a2/);
    expect(suTapProblem(three, state, { kind: "hp", modelId: "a2", change: -1, bySideId: "cy" })).toBeUndefined();
    expect(suTapProblem(three, state, ko("b1"))).toBeUndefined();
    expect(suTapProblem(three, state, outBy("b1", "cy"))).toBeUndefined();
  });

  test("a KO'ed model's attacker carries to its Out; the report and First Blood / Take Their Leader read who did it", () => {
    const entries = taps({ kind: "state", modelId: "b1", state: "ko", bySideId: "cy" }, out("b1"), { kind: "hp", modelId: "a2", change: -1, bySideId: "ben" });
    const state = foldSuTracker(three, entries);
    expect(suTapProblem(three, foldSuTracker(three, entries.slice(0, 1)), out("b1"))).toBeUndefined();
    expect(trackedReport(three, state).models.filter((m) => m.state === "incapacitated")).toEqual([
      { characterId: "a2", state: "incapacitated", order: 2, byTeamId: "ben" },
      { characterId: "b1", state: "incapacitated", order: 1, byTeamId: "cy" },
    ]);
    const scored = scoreTracked(three, state, {
      subplots: [
        { subplotId: "first-blood", times: 1 },
        { subplotId: "take-their-leader", times: 1 },
      ],
    });
    expect(scored.ok && scored.score.lines.filter((l) => l.source !== "scenario").map((l) => [l.source, l.sideId])).toEqual([
      ["first-blood", "cy"],
      ["take-their-leader", "cy"],
    ]);
  });
});

// Ruling SU-R44: the result waits for the Endgame Turns; the tracker says what remains.
describe("what the result still waits for (Ruling SU-R44)", () => {
  const battle = battleOf("slugfest");
  test("before the Endgame, during its Turns, and once they are played", () => {
    expect(endgameStillOwed(battle, foldSuTracker(battle, taps(turn("a1"))))).toMatch(/has not begun: it begins once one team's models standing/);
    const begun = taps(ko("b1"), ko("b2"), turn("a1"));
    expect(endgameStillOwed(battle, foldSuTracker(battle, begun))).toBe("The Endgame has begun, but 3 Endgame Turns are still to play: a2, b1, b2 (or their team passes).");
    const played = [...begun, ...taps(turn("a2"), { kind: "pass", sideId: "ben" }).map((e) => ({ ...e, id: `x${e.id}` }))];
    expect(endgameStillOwed(battle, foldSuTracker(battle, played))).toBeUndefined();
  });
});
