import { describe, expect, test } from "vitest";
import type { ModelEndState } from "./model-end-state";
import { scoreBattle, type ScoreBattleInput } from "./score-battle";

const m = (modelId: string, level: number, state: ModelEndState["state"], isLeader = false): ModelEndState => ({ modelId, level, state, isLeader, isSuper: level >= 3 });

const sides = [
  { sideId: "ana", models: [m("ace", 6, "active", true), m("spark", 5, "ko"), m("goon", 2, "incapacitated")] },
  { sideId: "ben", models: [m("brick", 8, "ko", true), m("blip", 4, "incapacitated"), m("mook", 1, "active")] },
];

function score(input: Partial<ScoreBattleInput>, settings?: { scoreTiesAtZero: boolean }) {
  const result = scoreBattle({ scenarioId: "slugfest", sides, ...input }, settings);
  if (!result.ok) throw new Error(result.error.message);
  return result.score;
}

describe("scoreBattle", () => {
  test("Slugfest counts Levels from end states (L1378): 6 + 3 against 4 + 1", () => {
    const s = score({});
    expect(s.scenarioTotals).toEqual({ ana: 9, ben: 5 });
    expect(s.vp).toEqual({ ana: 2, ben: 0 });
    expect(s.lines).toEqual([
      { sideId: "ana", source: "scenario", vp: 2, detail: "Slugfest: 9 Levels on the table, highest" },
      { sideId: "ben", source: "scenario", vp: 0, detail: "Slugfest: 5 Levels on the table, not the highest" },
    ]);
  });

  test("a Claim scenario ties at 1 VP each (L1418)", () => {
    const holding = [
      { sideId: "ana", models: [m("ace", 6, "active", true), m("spark", 5, "active"), m("goon", 2, "incapacitated")] },
      { sideId: "ben", models: [m("brick", 8, "active", true), m("blip", 4, "ko"), m("mook", 1, "active")] },
    ];
    const s = score({ scenarioId: "hold-ground", sides: holding, claimed: { ana: 2, ben: 2 } });
    expect(s.vp).toEqual({ ana: 1, ben: 1 });
    expect(s.lines[0]!.detail).toBe("Hold Ground: 2 Table Quarters Claimed, tied highest");
  });

  test("nobody scores a 0–0 when the group turns off ties at zero (SU-R17)", () => {
    const s = score({ scenarioId: "danger-zone", claimed: { ana: 0, ben: 0 } }, { scoreTiesAtZero: false });
    expect(s.vp).toEqual({ ana: 0, ben: 0 });
    expect(s.lines[0]!.detail).toBe("Danger Zone: 0 Power Markers Claimed, nobody scores at 0");
  });

  test("Subplots add a line each: First Blood rolled twice, Take Their Leader, Prize, V.I.P.", () => {
    const s = score({
      subplots: [
        { subplotId: "first-blood", times: 2 },
        { subplotId: "take-their-leader", times: 1 },
        { subplotId: "prize", times: 1 },
        { subplotId: "vip", times: 1 },
      ],
      incapacitations: [{ modelId: "goon" }, { modelId: "blip" }],
      prizeStudies: [
        { sideId: "ben", successes: 3 },
        { sideId: "ana", successes: 3 },
      ],
      vipConvictions: [{ sideId: "ben", successes: 5 }],
    });
    expect(s.firstSuperIncapacitated).toEqual({ modelId: "blip", sideId: "ben", scoringSideId: "ana" });
    expect(s.firstLeaderIncapacitated).toBeNull();
    expect(s.lines.slice(2)).toEqual([
      { sideId: "ana", source: "first-blood", vp: 2, detail: "First Blood! (rolled twice): blip of ben, the first Super Incapacitated" },
      { sideId: "ana", source: "prize", vp: 1, detail: "Prize!: took the shared Study Points to 6" },
      { sideId: "ben", source: "vip", vp: 1, detail: "V.I.P!: 5 Conviction Points" },
    ]);
    expect(s.vp).toEqual({ ana: 2 + 2 + 1, ben: 1 });
  });

  test("Take Their Leader scores for the other side of the first Leader out", () => {
    const leaderOut = [sides[0]!, { sideId: "ben", models: [m("brick", 8, "incapacitated", true), m("mook", 1, "active")] }];
    const s = score({ sides: leaderOut, subplots: [{ subplotId: "take-their-leader", times: 1 }], incapacitations: [{ modelId: "goon" }, { modelId: "brick" }] });
    expect(s.lines.find((l) => l.source === "take-their-leader")).toMatchObject({ sideId: "ana", vp: 1 });
  });

  test("facts of a Subplot not in play score nothing", () => {
    const s = score({ incapacitations: [{ modelId: "blip" }], vipConvictions: [{ sideId: "ben", successes: 9 }] });
    expect(s.lines.map((l) => l.source)).toEqual(["scenario", "scenario"]);
  });

  test.each([
    { label: "claims missing outside Slugfest", input: { scenarioId: "enemy-territory" as const }, code: "claims-missing" },
    { label: "more Quest Markers than there are", input: { scenarioId: "super-quest" as const, claimed: { ana: 3, ben: 2 } }, code: "claims-invalid" },
    { label: "more Enemy Objectives than the enemy has", input: { scenarioId: "enemy-territory" as const, claimed: { ana: 3, ben: 0 } }, code: "claims-invalid" },
    { label: "an unknown model", input: { incapacitations: [{ modelId: "nobody" }] }, code: "unknown-model" },
    { label: "an active model Incapacitated", input: { incapacitations: [{ modelId: "ace" }] }, code: "incapacitation-state-mismatch" },
    { label: "the same model twice", input: { incapacitations: [{ modelId: "goon" }, { modelId: "goon" }] }, code: "incapacitated-twice" },
    { label: "one side", input: { sides: [sides[0]!] }, code: "too-few-sides" },
    { label: "a Level 11", input: { sides: [sides[0]!, { sideId: "ben", models: [m("x", 11, "active")] }] }, code: "level-invalid" },
    {
      label: "a Prize studied after it was won",
      input: {
        subplots: [{ subplotId: "prize" as const, times: 1 }],
        prizeStudies: [
          { sideId: "ana", successes: 7 },
          { sideId: "ben", successes: 1 },
        ],
      },
      code: "prize-already-resolved",
    },
  ])("refuses $label", ({ input, code }) => {
    expect(scoreBattle({ scenarioId: "slugfest", sides, ...input })).toMatchObject({ ok: false, error: { code } });
  });
});
