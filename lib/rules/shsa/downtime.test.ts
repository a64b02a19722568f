import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "../dice";
import {
  buyDp,
  BYSTANDER_ACTIONS,
  bystanderPersuasionTarget,
  checkWeekPlan,
  convertPoints,
  DOWNTIME_ACTIONS,
  establishLegend,
  lifestyleClass,
  makeALiving,
  PATROL_DIFFICULTY,
  PATROL_TASKS,
  patrolLevelBonus,
  patrolOutcome,
  patrolTaskSuccessChance,
  recruitingDifficulty,
  regainItem,
  rollAllies,
  rollBystander,
  rollForPoints,
  rollPatrol,
  rollPatrolVirtue,
  rollSponsorExtraPeriods,
  sponsorDifficulty,
  sponsorModifiers,
  upkeepPeriods,
  withResearch,
  type SponsorSituation,
} from "./downtime";
import { DEFAULT_SHSA_SETTINGS, shsaSettings } from "./settings";
import { applySheetChanges } from "./sheet";
import { rollTask } from "./task";
import { hero } from "./testing/hero";
import { dice, fixed } from "./val";

const S = DEFAULT_SHSA_SETTINGS;
const TOTAL = shsaSettings({ difficultyModifier: "total" });
const task = (isSuccess: boolean) => rollTask(scriptedDice([]), fixed(isSuccess ? 5 : 3), fixed(4), S, "t");

describe("the week (L106–L108)", () => {
  test("twelve actions", () => {
    expect(DOWNTIME_ACTIONS).toHaveLength(12);
  });

  test("SHSA-R5: six periods per hero by default; the setting changes it", () => {
    const plan = [
      { action: "patrol", heroes: ["Nightjar", "Vox"], periods: 2 },
      { action: "training", heroes: ["Nightjar"], periods: 5 },
    ] as const;
    expect(checkWeekPlan(plan, S)).toEqual([{ code: "too-many-periods", hero: "Nightjar", used: 7, allowed: 6 }]);
    expect(checkWeekPlan(plan, shsaSettings({ activityPeriodsPerWeek: 7 }))).toEqual([]);
  });

  test("Patrol and Recruiting take at most two heroes (L155, L172)", () => {
    expect(checkWeekPlan([{ action: "recruiting", heroes: ["a", "b", "c"], periods: 1 }], S)).toEqual([{ code: "too-many-heroes", action: "recruiting", heroes: 3 }]);
  });
});

describe("Patrol (L138–L164)", () => {
  test("SHSA-R7: twelve tasks in printed order, the last rolls twice", () => {
    expect(PATROL_TASKS.map((t) => t.face)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(PATROL_TASKS[0].id).toBe("investigation");
    expect(PATROL_TASKS[11].id).toBe("roll-twice");
  });

  test.each([
    { face: 1, difficulty: dice(2, 4), reputation: 0 },
    { face: 2, difficulty: dice(2, 4), reputation: 0 },
    { face: 3, difficulty: dice(2, 6), reputation: 1 },
    { face: 5, difficulty: dice(2, 6), reputation: 1 },
    { face: 6, difficulty: dice(2, 8), reputation: 2 },
  ])("difficulty D6 $face (L160–L162)", ({ face, difficulty, reputation }) => {
    const row = PATROL_DIFFICULTY.find((r) => face >= r.from && face <= r.to)!;
    expect([row.difficulty, row.reputation]).toEqual([difficulty, reputation]);
    const setUp = rollPatrol(scriptedDice([2, face], 12), 1, S);
    expect(setUp.tasks).toMatchObject([{ task: "athletics", difficulty, reputation }]);
  });

  test("Level bonus: +1 from Level 4, +2 from Level 8 (L157)", () => {
    expect([1, 3, 4, 7, 8, 12].map(patrolLevelBonus)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  test("SHSA-R4: at Level 4 a 2D6 patrol is 2D8 by Val step, 2D6+1 by total", () => {
    expect(rollPatrol(scriptedDice([1, 4], 12), 4, S).tasks[0]).toMatchObject({ difficulty: dice(2, 8), reputation: 2 });
    expect(rollPatrol(scriptedDice([1, 4], 12), 4, TOTAL).tasks[0]).toMatchObject({ difficulty: dice(2, 6, 1), reputation: 2 });
  });

  test("SHSA-R7: roll twice gives two tasks (a further 12 rolled again), each with its difficulty", () => {
    const source = scriptedDice([12, 12, 5, 9, 1, 6], 12);
    const setUp = rollPatrol(source, 1, S);
    source.assertExhausted();
    expect(setUp.tasks.map((t) => [t.task, t.reputation])).toEqual([
      ["medical", 0],
      ["movement-ability", 2],
    ]);
    expect(setUp.thrown.map((d) => d.purpose)).toEqual(["patrol-task", "patrol-task", "patrol-task", "patrol-task", "patrol-difficulty", "patrol-difficulty"]);
  });

  test("SHSA-R7: with a larger task die, faces past 12 are rolled again", () => {
    const source = scriptedDice([15, 3, 2], 20);
    expect(rollPatrol(source, 1, shsaSettings({ patrolTaskDie: 20 })).tasks.map((t) => t.task)).toEqual(["endurance"]);
    source.assertExhausted();
  });

  test.each([
    { label: "success below the indicated Reputation: +1 VP, +1 Reputation", reputation: 0, isSuccess: true, vp: 1, after: 1 },
    { label: "success at it: +1 VP only", reputation: 1, isSuccess: true, vp: 1, after: 1 },
    { label: "failure at it: −1 Reputation", reputation: 1, isSuccess: false, vp: 0, after: 0 },
    { label: "failure below it: nothing", reputation: 0, isSuccess: false, vp: 0, after: 0 },
  ])("L164: $label", ({ reputation, isSuccess, vp, after }) => {
    const setUp = rollPatrol(scriptedDice([1, 3], 12), 1, S);
    const applied = applySheetChanges(hero({ reputation }), patrolOutcome({ reputation }, setUp, [task(isSuccess)]));
    expect(applied.ok && [applied.sheet.vp, applied.sheet.reputation]).toEqual([vp, after]);
  });

  test("the exact chance of a patrol task matches 20,000 seeded patrols of the real rule", () => {
    const skill = dice(2, 8);
    const exact = patrolTaskSuccessChance(skill, 4, S);
    const source = seededDice(138);
    let successes = 0;
    for (let i = 0; i < 20_000; i++) {
      const first = rollPatrol(source, 4, S).tasks[0]!;
      if (rollTask(source, skill, first.difficulty, S, "patrol").isSuccess) successes++;
    }
    expect(Math.abs(successes / 20_000 - exact)).toBeLessThan(4.5 * Math.sqrt((exact * (1 - exact)) / 20_000));
    expect(patrolTaskSuccessChance(skill, 8, S)).toBeLessThan(exact);
  });

  test("SHSA-R6: the patrol's D6 raises Virtue when above it", () => {
    expect(rollPatrolVirtue(scriptedDice([4]), 3).changes).toEqual([{ kind: "score", score: "virtue", delta: 1, reason: "patrol" }]);
    expect(rollPatrolVirtue(scriptedDice([3]), 3).changes).toEqual([]);
  });
});

describe("Sponsors (L118–L130)", () => {
  const base: SponsorSituation = {
    government: "other",
    hasBaseAdvantages: true,
    hasSecretBase: false,
    otherSponsors: 0,
    highestLevel: 1,
    inTheNewsLastFourWeeks: false,
    resourceIncrease: 0,
    isTapping: false,
  };

  test.each([
    { label: "Evil Government +2", s: { government: "evil" }, total: 2 },
    { label: "Neutral Government +1", s: { government: "neutral" }, total: 1 },
    { label: "no Base advantages +2", s: { hasBaseAdvantages: false }, total: 2 },
    { label: "Secret Base +1", s: { hasSecretBase: true }, total: 1 },
    { label: "two other sponsors +2", s: { otherSponsors: 2 }, total: 2 },
    { label: "Level 2+ −1", s: { highestLevel: 3 }, total: -1 },
    { label: "Level 4 −2", s: { highestLevel: 5 }, total: -2 },
    { label: "in the news −1", s: { inTheNewsLastFourWeeks: true }, total: -1 },
    { label: "resource increase counts at most +3", s: { resourceIncrease: 5 }, total: 3 },
    { label: "tapping −2", s: { isTapping: true }, total: -2 },
  ] as const)("$label", ({ s, total }) => {
    expect(sponsorModifiers({ ...base, ...s }).total).toBe(total);
  });

  test("SHSA-R4: the modifiers step 2D6 or add to it", () => {
    const evil = { ...base, government: "evil" as const, hasSecretBase: true };
    expect(sponsorDifficulty(evil, S)).toEqual(dice(2, 12));
    expect(sponsorDifficulty(evil, TOTAL)).toEqual(dice(2, 6, 3));
    expect(sponsorDifficulty({ ...base, isTapping: true, inTheNewsLastFourWeeks: true }, S)).toEqual(dice(2, 4));
  });

  test("a new sponsor takes D6 extra periods", () => {
    expect(rollSponsorExtraPeriods(scriptedDice([5])).face).toBe(5);
  });
});

describe("Recruiting (L170–L172)", () => {
  test("2D6 after a successful episode, else 2D8; SHSA-R4: a relationship of +1 eases it a step", () => {
    expect(recruitingDifficulty(true, 0, S)).toEqual(dice(2, 6));
    expect(recruitingDifficulty(false, 0, S)).toEqual(dice(2, 8));
    expect(recruitingDifficulty(false, 1, S)).toEqual(dice(2, 6));
    expect(recruitingDifficulty(false, 1, TOTAL)).toEqual(dice(2, 8, -1));
  });
});

describe("Making a living (L134–L136)", () => {
  test("SHSA-R9: Lifestyle classes by die; the settings move them", () => {
    expect([6, 12, 14, 16, 20].map((d) => lifestyleClass(d, S))).toEqual([
      { class: "ordinary", plutocratLevel: 0 },
      { class: "ordinary", plutocratLevel: 0 },
      { class: "luxurious", plutocratLevel: 0 },
      { class: "plutocrat", plutocratLevel: 1 },
      { class: "plutocrat", plutocratLevel: 3 },
    ]);
    expect(lifestyleClass(12, shsaSettings({ luxuriousFrom: 12 })).class).toBe("luxurious");
  });

  test("upkeep: 2, Luxurious 1, Plutocrat 0; −1 as a superhero", () => {
    expect([
      upkeepPeriods("ordinary", false),
      upkeepPeriods("luxurious", false),
      upkeepPeriods("plutocrat", false),
      upkeepPeriods("ordinary", true),
      upkeepPeriods("luxurious", true),
    ]).toEqual([2, 1, 0, 1, 0]);
  });

  test("the required periods replenish Resources by 1, an extra period by 2", () => {
    const none = scriptedDice([]);
    expect(makeALiving(none, { lifestyle: 6, worksAsSuperhero: false, periodsWorked: 2 }, S).replenish).toBe(1);
    expect(makeALiving(none, { lifestyle: 6, worksAsSuperhero: false, periodsWorked: 4 }, S).replenish).toBe(2);
  });

  test.each([
    { label: "one short, a 1 drops it", worked: 1, face: 1, drops: true },
    { label: "one short, a 2 does not", worked: 1, face: 2, drops: false },
    { label: "SHSA-R8: two short, a 2 drops it", worked: 0, face: 2, drops: true },
    { label: "SHSA-R8: two short, a 3 does not", worked: 0, face: 3, drops: false },
  ])("$label", ({ worked, face, drops }) => {
    const week = makeALiving(scriptedDice([face]), { lifestyle: 6, worksAsSuperhero: false, periodsWorked: worked }, S);
    expect(week.isDropThreatened).toBe(drops);
    expect(week.changes.some((c) => c.kind === "step-die" && c.target === "lifestyle")).toBe(drops);
  });

  test("SHSA-R8: the setting lifestyleDropWhenTwoShort moves the line", () => {
    const week = makeALiving(scriptedDice([3]), { lifestyle: 6, worksAsSuperhero: false, periodsWorked: 0 }, shsaSettings({ lifestyleDropWhenTwoShort: 3 }));
    expect(week.isDropThreatened).toBe(true);
  });

  test("Resources vs Lifestyle avoids the drop (L136)", () => {
    const week = makeALiving(scriptedDice([1]), { lifestyle: 6, worksAsSuperhero: false, periodsWorked: 1, avoidDrop: task(true) }, S);
    expect([week.isDropThreatened, week.changes]).toEqual([true, []]);
  });

  test("SHSA-R9: a Plutocrat of level 3 regains 2 steps without working", () => {
    expect(makeALiving(scriptedDice([]), { lifestyle: 20, worksAsSuperhero: false, periodsWorked: 0 }, S).replenish).toBe(2);
  });
});

describe("points (L110–L116, L166–L168, L178–L180)", () => {
  test("SHSA-R9: a Construction roll earns its total in BP", () => {
    const { roll, changes } = rollForPoints(scriptedDice([5, 6], 8), dice(2, 8), "buildPoints");
    expect([roll.total, changes]).toEqual([11, [{ kind: "points", points: "buildPoints", delta: 11, reason: "construction" }]]);
  });

  test("BP ↔ RP at one for three; the rest stays", () => {
    const applied = applySheetChanges(hero({ buildPoints: 10 }), convertPoints("buildPoints", 10));
    expect(applied.ok && [applied.sheet.buildPoints, applied.sheet.resourcePoints]).toEqual([1, 3]);
    const back = applySheetChanges(hero({ resourcePoints: 6 }), convertPoints("resourcePoints", 6));
    expect(back.ok && [back.sheet.resourcePoints, back.sheet.buildPoints]).toEqual([0, 2]);
  });

  test("40 BP regain an item; short is refused", () => {
    expect(applySheetChanges(hero({ buildPoints: 40 }), regainItem()).ok).toBe(true);
    expect(applySheetChanges(hero({ buildPoints: 39 }), regainItem()).ok).toBe(false);
  });

  test("a Legend costs 40 LP and 10 RP", () => {
    const applied = applySheetChanges(hero({ legendPoints: 45, resourcePoints: 10 }), establishLegend());
    expect(applied.ok && [applied.sheet.legendPoints, applied.sheet.resourcePoints]).toEqual([5, 0]);
    expect(applySheetChanges(hero({ legendPoints: 45, resourcePoints: 9 }), establishLegend()).ok).toBe(false);
  });

  test("a DP costs 20 × Level Training Points", () => {
    const applied = applySheetChanges(hero({ level: 3, trainingPoints: 130 }), buyDp(3, 2));
    expect(applied.ok && [applied.sheet.trainingPoints, applied.sheet.dp]).toEqual([10, 2]);
  });

  test("Research: +1D to resist (L176)", () => {
    expect([withResearch(dice(2, 6), true), withResearch(dice(2, 6), false)]).toEqual([dice(3, 6), dice(2, 6)]);
  });
});

describe("allies and bystanders (L310–L312, L468–L487)", () => {
  test.each([
    { label: "a 3 brings no one", faces: [3], kind: "mooks", isComing: false },
    { label: "a 4 brings 2D8 mooks on turn D8 + 2", faces: [4, 5, 3, 6], kind: "mooks", isComing: true, turn: 7, mooks: 9 },
    { label: "a Name: no mook dice", faces: [6, 1], kind: "name", isComing: true, turn: 3 },
  ] as const)("$label", (c) => {
    const source = scriptedDice(c.faces, 8);
    const r = rollAllies(source, c.kind);
    source.assertExhausted();
    expect([r.isComing, r.arrivalTurn?.total, r.mooks?.total]).toEqual([c.isComing, "turn" in c ? c.turn : undefined, "mooks" in c ? c.mooks : undefined]);
  });

  test("SHSA-R11: every D8 face is one bystander action; 6 and 7 leave the map", () => {
    for (let face = 1; face <= 8; face++) expect(BYSTANDER_ACTIONS.filter((r) => face >= r.from && face <= r.to)).toHaveLength(1);
    expect([6, 7].map((f) => rollBystander(scriptedDice([f], 8)).action)).toEqual(["move-off-map", "move-off-map"]);
    expect(rollBystander(scriptedDice([8], 8)).action).toBe("take-cover");
  });

  test("Persuasion vs 4, or 6 against violent or fearful bystanders (L487)", () => {
    expect([bystanderPersuasionTarget(false), bystanderPersuasionTarget(true)]).toEqual([4, 6]);
  });
});
