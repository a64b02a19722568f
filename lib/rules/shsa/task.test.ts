import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "../dice";
import { DEFAULT_SHSA_SETTINGS, shsaSettings } from "./settings";
import { gradeTask, rollTask, rollThreshold, traitDice, TASK_GRADES, type TaskGrade, type TaskSettings } from "./task";
import { highestDistribution, taskGradeOdds, taskSuccessChance, thresholdChance, totalDistribution } from "./task-odds";
import { dice, fixed, type DiceExpression } from "./val";

const S = DEFAULT_SHSA_SETTINGS;

/** Every sequence of faces an expression pair can throw, actor's dice first. */
function allFaces(exprs: readonly DiceExpression[]): { faces: number[]; weight: number }[] {
  const sides = exprs.flatMap((e) => Array<number>(e.count).fill(e.sides));
  let out: number[][] = [[]];
  for (const s of sides) out = out.flatMap((prefix) => Array.from({ length: s }, (_, i) => [...prefix, i + 1]));
  const weight = sides.reduce((w, s) => w / s, 1);
  return out.map((faces) => ({ faces, weight }));
}

function enumeratedGradeOdds(actor: DiceExpression, resistance: DiceExpression, settings: TaskSettings): Record<TaskGrade, number> {
  const odds = Object.fromEntries(TASK_GRADES.map((g) => [g, 0])) as Record<TaskGrade, number>;
  for (const { faces, weight } of allFaces([actor, resistance])) {
    const source = scriptedDice(faces, 30);
    odds[rollTask(source, actor, resistance, settings, "check").grade] += weight;
    source.assertExhausted();
  }
  return odds;
}

describe("SHSA-R1 grading", () => {
  test.each([
    { label: "a tie is a minor success", a: 7, r: 7, grade: "minor-success" },
    { label: "ahead by 4 is minor", a: 11, r: 7, grade: "minor-success" },
    { label: "ahead by 5 is major", a: 12, r: 7, grade: "major-success" },
    { label: "behind by 1 is a minor failure", a: 6, r: 7, grade: "minor-failure" },
    { label: "behind by 5 is a major failure", a: 2, r: 7, grade: "major-failure" },
  ] as const)("$label", ({ a, r, grade }) => {
    expect(gradeTask(a, r, S)).toBe(grade);
  });

  test("SHSA-R1: with tieIsSuccess off a tie fails; majorMargin moves the major line", () => {
    expect(gradeTask(7, 7, shsaSettings({ tieIsSuccess: false }))).toBe("minor-failure");
    expect(gradeTask(10, 7, shsaSettings({ majorMargin: 3 }))).toBe("major-success");
  });

  test("SHSA-R1: the highest comparator reads the best die, the total comparator the sum", () => {
    const faces = [2, 6, 5, 4];
    const total = rollTask(scriptedDice(faces), dice(2, 6), dice(2, 6), S, "t");
    const highest = rollTask(scriptedDice(faces), dice(2, 6), dice(2, 6), shsaSettings({ comparator: "highest" }), "t");
    expect([total.actorScore, total.resistanceScore, total.grade]).toEqual([8, 9, "minor-failure"]);
    expect([highest.actorScore, highest.resistanceScore, highest.grade]).toEqual([6, 5, "minor-success"]);
  });

  test("SHSA-R1: a D8 skill throws traitDice D8s, ±nD on top", () => {
    expect(traitDice(8, S)).toEqual(dice(2, 8));
    expect(traitDice(8, shsaSettings({ traitDice: 1 }), 1)).toEqual(dice(2, 8));
    expect(traitDice(8, S, -3)).toEqual(dice(1, 8));
  });

  test("a task keeps every die, actor's first, and says what happened", () => {
    const roll = rollTask(scriptedDice([3, 7, 2, 2], 8), dice(2, 8), dice(2, 6), S, "persuasion");
    expect(roll.thrown.map((d) => [d.sides, d.face, d.purpose])).toEqual([
      [8, 3, "persuasion:actor"],
      [8, 7, "persuasion:actor"],
      [6, 2, "persuasion:resistance"],
      [6, 2, "persuasion:resistance"],
    ]);
    expect(roll.summary).toBe("2D8 [3,7] = 10 vs 2D6 [2,2] = 4: major success by 6");
  });

  test("a fixed resistance throws nothing", () => {
    const roll = rollTask(scriptedDice([1, 2]), dice(2, 6), fixed(4), S, "tactics");
    expect(roll.grade).toBe("minor-failure");
    expect(roll.resistance.thrown).toEqual([]);
  });

  test("threshold rolls: 4+ on a D6", () => {
    expect(rollThreshold(scriptedDice([4]), dice(1, 6), 4, "allies").isSuccess).toBe(true);
    expect(rollThreshold(scriptedDice([3]), dice(1, 6), 4, "allies").isSuccess).toBe(false);
  });
});

describe("exact odds", () => {
  test("distributions sum to 1 and have the right range", () => {
    const total = totalDistribution(dice(2, 6, -1));
    expect(total[0]!.value).toBe(1);
    expect(total.at(-1)!.value).toBe(11);
    expect(total.reduce((s, r) => s + r.p, 0)).toBeCloseTo(1, 12);
    expect(total.find((r) => r.value === 6)!.p).toBeCloseTo(6 / 36, 12);
    expect(highestDistribution(dice(2, 4)).map((r) => r.p * 16)).toEqual([1, 3, 5, 7]);
  });

  test.each([
    { label: "2D4 vs 2D6, totals", actor: dice(2, 4), resistance: dice(2, 6), settings: S },
    { label: "2D8 vs 2D6, highest die", actor: dice(2, 8), resistance: dice(2, 6), settings: shsaSettings({ comparator: "highest", majorMargin: 3 }) },
    { label: "3D6 vs 9, ties fail", actor: dice(3, 6), resistance: fixed(9), settings: shsaSettings({ tieIsSuccess: false }) },
    { label: "D10+1 vs 2D4", actor: dice(1, 10, 1), resistance: dice(2, 4), settings: S },
  ])("match a full enumeration of rollTask: $label", ({ actor, resistance, settings }) => {
    const exact = taskGradeOdds(actor, resistance, settings);
    const enumerated = enumeratedGradeOdds(actor, resistance, settings);
    for (const grade of TASK_GRADES) expect(exact[grade]).toBeCloseTo(enumerated[grade], 12);
    expect(Object.values(exact).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  test("match 20,000 seeded runs of rollTask: 3D10 vs 2D12", () => {
    const actor = dice(3, 10);
    const resistance = dice(2, 12);
    const exact = taskGradeOdds(actor, resistance, S);
    const source = seededDice(25);
    const counts = Object.fromEntries(TASK_GRADES.map((g) => [g, 0])) as Record<TaskGrade, number>;
    const runs = 20_000;
    for (let i = 0; i < runs; i++) counts[rollTask(source, actor, resistance, S, "sim").grade]++;
    for (const grade of TASK_GRADES) {
      const p = exact[grade];
      const sigma = Math.sqrt((p * (1 - p)) / runs);
      expect(Math.abs(counts[grade] / runs - p)).toBeLessThan(4.5 * sigma + 1e-9);
    }
    expect(taskSuccessChance(actor, resistance, S)).toBeCloseTo(exact["minor-success"] + exact["major-success"], 12);
  });

  test("threshold odds: 4+ on a D6 is a half; 7+ on a D10 four in ten", () => {
    expect(thresholdChance(dice(1, 6), 4)).toBeCloseTo(0.5, 12);
    expect(thresholdChance(dice(1, 10), 7)).toBeCloseTo(0.4, 12);
  });
});
