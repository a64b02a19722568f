import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { checkFromFace } from "./check";
import { DISEASE_RANKS, examplesAtRank, FIRE_RANKS, POISON_RANKS, RADIATION_RANKS } from "./data/hazard-ranks";
import {
  advanceSuffocation,
  blocksRecovery,
  breathRounds,
  endHazard,
  caughtFallDamage,
  fallingDamageRank,
  hazardDc,
  hazardSchedule,
  resolveHazardCheck,
  rollHazardCheck,
  startHazard,
  type HazardState,
} from "./hazards";

/** Runs checks with the given faces at Fortitude 0 and returns each DC faced and the final state. */
function run(state: HazardState, faces: number[]): { dcs: number[]; state: HazardState; effects: string[][] } {
  const dcs: number[] = [];
  const effects: string[][] = [];
  let s = state;
  for (const face of faces) {
    dcs.push(hazardDc(s));
    const step = resolveHazardCheck(s, checkFromFace(face, { modifier: 0, dc: hazardDc(s) }, "x"));
    effects.push(step.effects);
    s = step.state;
  }
  return { dcs, state: s, effects };
}

describe("heat and cold (L123–L127)", () => {
  test("DC 10, +1 per previous check, passed or not; failures go down the fatigue track", () => {
    const { dcs, state, effects } = run(startHazard("heat-cold", { severity: "intense" }), [19, 2, 19, 2, 2, 2]);
    expect(dcs).toEqual([10, 11, 12, 13, 14, 15]);
    expect(effects).toEqual([[], ["fatigued"], [], ["exhausted"], ["incapacitated"], ["dying"]]);
    expect(state.fatigue).toBe("dying");
  });

  test("checks come hourly, every 10 minutes or every minute", () => {
    expect(["uncomfortable", "intense", "extreme"].map((severity) => hazardSchedule("heat-cold", { severity: severity as "intense" }).every)).toEqual([60, 10, 1]);
  });
});

describe("thirst and hunger (L131)", () => {
  test("a day without water, then hourly checks from DC 10 up by one each", () => {
    expect(hazardSchedule("thirst")).toEqual({ graceBefore: 24, every: 1, unit: "hour" });
    expect(run(startHazard("thirst"), [15, 15, 1]).dcs).toEqual([10, 11, 12]);
    expect(run(startHazard("thirst"), [15, 15, 1]).state.fatigue).toBe("fatigued");
  });

  test("three days without food, then daily checks", () => {
    expect(hazardSchedule("hunger")).toEqual({ graceBefore: 3, every: 1, unit: "day" });
    expect(run(startHazard("hunger"), [1, 1]).dcs).toEqual([10, 11]);
  });
});

describe("suffocation (L135)", () => {
  test("breath lasts 10 + 2 × Stamina rounds", () => {
    expect(breathRounds(3)).toBe(16);
    expect(hazardSchedule("suffocation", { stamina: 2 }).graceBefore).toBe(14);
  });

  test("DC 10, +1 per previous success only; a failure incapacitates, the next round dying", () => {
    const { dcs, state, effects } = run(startHazard("suffocation"), [15, 18, 1]);
    expect(dcs).toEqual([10, 11, 12]);
    expect(effects.at(-1)).toEqual(["incapacitated"]);
    expect(state.over).toBe(true);
    expect(advanceSuffocation(state.fatigue)).toBe("dying");
  });
});

describe("vacuum (L214–L216)", () => {
  test("the bends from the third round: DC 20; a failure stuns, two degrees incapacitate", () => {
    expect(hazardSchedule("vacuum-bends").graceBefore).toBe(2);
    expect(run(startHazard("vacuum-bends"), [16]).state).toMatchObject({ stunned: true, fatigue: "none" });
    expect(run(startHazard("vacuum-bends"), [10]).state).toMatchObject({ stunned: true, fatigue: "incapacitated" });
    expect(run(startHazard("vacuum-bends"), [20]).state.stunned).toBe(false);
  });

  test("holding breath: DC 15 up by one a round, each success costs a Stamina rank; a failure starts suffocation", () => {
    const { dcs, state } = run(startHazard("vacuum-breath"), [18, 19, 3]);
    expect(dcs).toEqual([15, 16, 17]);
    expect(state.staminaLost).toBe(2);
    expect(state.over).toBe(true);
  });
});

describe("falling, disease and radiation", () => {
  test("falling: rank 4 + 2 × distance rank, at most 16; a catch subtracts Strength (L139–L141)", () => {
    expect([0, 3, 6, 7, 10].map(fallingDamageRank)).toEqual([4, 10, 16, 16, 16]);
    expect(caughtFallDamage(12, 6)).toBe(6);
    expect(caughtFallDamage(4, 6)).toBe(0);
  });

  test("disease: one check at DC 10 + rank (L177); radiation: the same, every day (L199)", () => {
    expect(hazardDc(startHazard("disease", { rank: 7 }))).toBe(17);
    expect(run(startHazard("disease", { rank: 7 }), [5]).effects).toEqual([["infected"]]);
    const radiation = run(startHazard("radiation", { rank: 6 }), [3, 3]);
    expect(radiation.dcs).toEqual([16, 16]);
    expect(radiation.state.over).toBe(false);
    expect(hazardSchedule("radiation").unit).toBe("day");
  });

  test("rollHazardCheck throws one d20 with the hazard's purpose", () => {
    const dice = scriptedDice([12], 20);
    const step = rollHazardCheck(dice, startHazard("heat-cold", { severity: "extreme" }), 2);
    dice.assertExhausted();
    expect(step.check?.thrown).toEqual([{ sides: 20, face: 12, purpose: "hazard: heat-cold", status: "kept" }]);
    expect(step.summary).toContain("DC 10");
  });
});

describe("rank lists (L145–L208)", () => {
  test("the tables hold the chapter's ranks", () => {
    expect(FIRE_RANKS.map((r) => r.from)).toEqual([1, 2, 4, 6, 8, 10]);
    expect(POISON_RANKS.map((r) => r.from)).toEqual([1, 2, 3, 4, 7, 8, 9, 11, 13, 14, 15, 16]);
    expect(DISEASE_RANKS).toHaveLength(11);
    expect(RADIATION_RANKS.map((r) => r.line)).toEqual([203, 204, 205, 206, 207, 208]);
  });

  test("overlapping ranges both answer (D20-R10); open top rows cover every higher rank", () => {
    expect(examplesAtRank(DISEASE_RANKS, 4).map((r) => r.example)).toEqual(["influenza", "malaria"]);
    expect(examplesAtRank(RADIATION_RANKS, 4).map((r) => r.example)).toEqual(["nuclear fallout", "radioactive materials"]);
    expect(examplesAtRank(FIRE_RANKS, 14).map((r) => r.example)).toEqual(["chemical accelerants, fire powers"]);
    expect(examplesAtRank(POISON_RANKS, 5)).toEqual([]);
  });
});

describe("thirst and hunger block recovery (L131)", () => {
  test("until the character drinks or eats", () => {
    const parched = run(startHazard("thirst"), [1]).state;
    expect(blocksRecovery(parched)).toBe(true);
    expect(blocksRecovery(endHazard(parched))).toBe(false);
    expect(blocksRecovery(run(startHazard("heat-cold", { severity: "extreme" }), [1]).state)).toBe(false);
  });
});
