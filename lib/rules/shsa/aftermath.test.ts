import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "../dice";
import {
  CHANGE_TABLE,
  changeRowOfFace,
  combatLossConditions,
  conditionOfStatus,
  dyingOutcome,
  comebackChance,
  comebackResistance,
  deadNameCheckDue,
  deadNameCheckOdds,
  weeksBetweenChecks,
  rollChanges,
  rollComeback,
  rollDeadNameReturn,
  rollHurtMedical,
  rollHurtWeekly,
  rollMookReturns,
  rollPostCombatStatus,
  rollSaveDying,
  statusOfTotal,
  type ChangeSubjects,
  type CombatSide,
} from "./aftermath";
import { DEFAULT_SHSA_SETTINGS, shsaSettings } from "./settings";
import { dice } from "./val";

const S = DEFAULT_SHSA_SETTINGS;

describe("the Comeback challenge (L544–L552)", () => {
  test.each([
    { turn: 1, sides: 4 },
    { turn: 3, sides: 4 },
    { turn: 4, sides: 6 },
    { turn: 6, sides: 6 },
    { turn: 7, sides: 8 },
    { turn: 8, sides: 8 },
    { turn: 9, sides: 10 },
    { turn: 10, sides: 10 },
    { turn: 11, sides: 12 },
  ])("turn $turn: as many D$sides as times Out of Action", ({ turn, sides }) => {
    expect(comebackResistance(turn, 3, S)).toEqual({ kind: "dice", resistance: dice(3, sides) });
  });

  test("a Comeback rolls WP against the turn's dice; turn 13 throws nothing", () => {
    const source = scriptedDice([6, 5, 3, 4], 8);
    const r = rollComeback(source, dice(2, 8), 5, 2, S);
    source.assertExhausted();
    expect(r.kind === "rolled" && [r.task.resistance.expression, r.task.isSuccess]).toEqual([dice(2, 6), true]);
    expect(rollComeback(scriptedDice([]), dice(2, 8), 13, 2, S)).toEqual({ kind: "fight-ends" });
  });

  test("turn 13 ends the fight (L552)", () => {
    expect(comebackResistance(13, 1, S)).toEqual({ kind: "fight-ends" });
  });

  test("SHSA-R12: turn 12 throws D12 by default, none when the setting is off", () => {
    expect(comebackResistance(12, 2, S)).toEqual({ kind: "dice", resistance: dice(2, 12) });
    expect(comebackResistance(12, 2, shsaSettings({ comebackOnTurn12: false })).kind).toBe("no-comeback");
  });
});

describe("mooks Out of Action (L556–L558)", () => {
  test("one D6 per full team of four: 4–6 returns, 1–3 Defeated", () => {
    const source = scriptedDice([3, 4]);
    const r = rollMookReturns(source, 8);
    source.assertExhausted();
    expect([r.returning, r.defeated, r.thrown.length]).toEqual([4, 4, 2]);
  });

  test("SHSA-R13: mooks outside a full team are Defeated without a roll", () => {
    const source = scriptedDice([6]);
    const r = rollMookReturns(source, 7);
    source.assertExhausted();
    expect([r.returning, r.defeated]).toEqual([4, 3]);
  });
});

describe("ending a combat (L560–L564)", () => {
  const side = (s: Partial<CombatSide> = {}): CombatSide => ({
    hasBeenAbsentWholeTurn: false,
    activeNamesInContestedSpace: 1,
    activeOthersInContestedSpace: 0,
    undefeatedNames: 1,
    mooksPresent: 0,
    mookCasualties: 0,
    ...s,
  });

  test("Knockout at any turn", () => {
    expect(combatLossConditions(side({ hasBeenAbsentWholeTurn: true }), side(), 2)).toEqual(["knockout"]);
  });

  test("Overmatched from turn 7: absent against 3 Names or 8 others", () => {
    const absent = side({ activeNamesInContestedSpace: 0 });
    expect(combatLossConditions(absent, side({ activeNamesInContestedSpace: 3 }), 6)).toEqual([]);
    expect(combatLossConditions(absent, side({ activeNamesInContestedSpace: 3 }), 7)).toEqual(["overmatched"]);
    expect(combatLossConditions(absent, side({ activeNamesInContestedSpace: 2, activeOthersInContestedSpace: 8 }), 7)).toEqual(["overmatched"]);
    expect(combatLossConditions(absent, side({ activeNamesInContestedSpace: 2, activeOthersInContestedSpace: 7 }), 7)).toEqual([]);
  });

  test("Rout from turn 7: no undefeated Names and over half the mooks down", () => {
    expect(combatLossConditions(side({ undefeatedNames: 0, mooksPresent: 8, mookCasualties: 5 }), side(), 7)).toEqual(["rout"]);
    expect(combatLossConditions(side({ undefeatedNames: 0, mooksPresent: 8, mookCasualties: 4 }), side(), 7)).toEqual([]);
    expect(combatLossConditions(side({ undefeatedNames: 0, mooksPresent: 8, mookCasualties: 5 }), side(), 6)).toEqual([]);
  });

  test("SHSA-R13: no mooks, no Rout", () => {
    expect(combatLossConditions(side({ undefeatedNames: 0 }), side(), 9)).toEqual([]);
  });
});

describe("the post-combat status roll (L566–L579)", () => {
  test.each([
    { total: -2, status: "dying" },
    { total: 1, status: "dying" },
    { total: 2, status: "hurt" },
    { total: 3, status: "hurt" },
    { total: 4, status: "shaken" },
    { total: 10, status: "shaken" },
  ] as const)("$total is $status", ({ total, status }) => {
    expect(statusOfTotal(total)).toBe(status);
  });

  test.each([
    { label: "no modifier", causes: [], face: 4, modifier: 0, status: "shaken" },
    { label: "a Bullet: −2", causes: ["bullet-or-short-range-held-item"], face: 4, modifier: -2, status: "hurt" },
    { label: "only the worst applies: Killing −3, not −5", causes: ["bullet-or-short-range-held-item", "killing-attack"], face: 4, modifier: -3, status: "dying" },
    { label: "a failed Breakout: −2", causes: ["failed-breakout"], face: 6, modifier: -2, status: "shaken" },
  ] as const)("$label", ({ causes, face, modifier, status }) => {
    const r = rollPostCombatStatus(scriptedDice([face], 10), causes);
    expect([r.modifier, r.total, r.status]).toEqual([modifier, face + modifier, status]);
    expect(r.thrown).toEqual([{ sides: 10, face, purpose: "post-combat-status", status: "kept" }]);
  });

  test("saving the Dying: Medical against 2D6 (L574)", () => {
    const r = rollSaveDying(scriptedDice([4, 4, 3, 3], 8), dice(2, 8), S);
    expect([r.resistance.expression, r.isSuccess]).toEqual([dice(2, 6), true]);
  });
});

describe("what the status roll and the save leave (SHSA-R15)", () => {
  test("Shaken passes; Hurt and Dying stay", () => {
    expect(["shaken", "hurt", "dying"].map((status) => conditionOfStatus(status as "shaken" | "hurt" | "dying"))).toEqual(["well", "hurt", "dying"]);
  });

  test("a saved Dying hero is Hurt; one not saved is dead, its return checks weekly", () => {
    const saved = rollSaveDying(scriptedDice([6, 6, 1, 1], 8), dice(2, 8), S);
    const lost = rollSaveDying(scriptedDice([1, 1, 6, 6], 8), dice(2, 8), S);
    expect([saved.isSuccess, lost.isSuccess]).toEqual([true, false]);
    expect(dyingOutcome(saved)).toEqual({ status: "hurt" });
    expect(dyingOutcome(lost)).toEqual({ status: "dead", cadence: "weekly" });
  });
});

describe("re-entering play (L583, SHSA-R10)", () => {
  test.each([
    { label: "a 6 keeps them out", faces: [6], isRecovered: false, count: undefined },
    { label: "a 7 brings them back, D6 − 4 changes", faces: [7, 6], isRecovered: true, count: 2 },
    { label: "never fewer than 0 changes", faces: [10, 2], isRecovered: true, count: 0 },
  ])("Hurt, weekly D10: $label", ({ faces, isRecovered, count }) => {
    const source = scriptedDice(faces, 10);
    const r = rollHurtWeekly(source);
    source.assertExhausted();
    expect([r.isRecovered, r.changes?.count]).toEqual([isRecovered, count]);
  });

  test("Hurt, Medical against 2D8", () => {
    const source = scriptedDice([8, 8, 1, 1, 5], 8);
    const r = rollHurtMedical(source, dice(2, 8), S);
    source.assertExhausted();
    expect([r.medical!.resistance.expression, r.isRecovered, r.changes!.count]).toEqual([dice(2, 8), true, 1]);
  });

  test.each([
    { label: "a 10 returns, D6 − 2 changes", cadence: "weekly", faces: [10, 5], returns: true, after: "weekly", count: 3 },
    { label: "a 1 slows weekly to monthly", cadence: "weekly", faces: [1], returns: false, after: "monthly", count: undefined },
    { label: "another 1 slows monthly to yearly", cadence: "monthly", faces: [1], returns: false, after: "yearly", count: undefined },
    { label: "yearly stays yearly", cadence: "yearly", faces: [1], returns: false, after: "yearly", count: undefined },
    { label: "a 10 returns even yearly; D6 − 2 never below 0", cadence: "yearly", faces: [10, 1], returns: true, after: "yearly", count: 0 },
    { label: "anything else: no change", cadence: "monthly", faces: [9], returns: false, after: "monthly", count: undefined },
  ] as const)("dead powered Name: $label", ({ cadence, faces, returns, after, count }) => {
    const source = scriptedDice(faces, 10);
    const r = rollDeadNameReturn(source, cadence);
    source.assertExhausted();
    expect([r.returns, r.cadenceAfter, r.changes?.count]).toEqual([returns, after, count]);
  });
});

describe("the Comeback's odds (L544)", () => {
  test("match 20,000 seeded runs of the real roll; turn 13 ends the fight and SHSA-R12 decides turn 12", () => {
    const settings = shsaSettings({});
    const chance = comebackChance(dice(2, 8), 5, 2, settings);
    if (chance.kind !== "chance") throw new Error("turn 5 has a Comeback");
    expect(chance.resistance).toEqual(dice(2, 6));
    const source = seededDice(2026);
    let backs = 0;
    for (let run = 0; run < 20_000; run++) {
      const rolled = rollComeback(source, dice(2, 8), 5, 2, settings);
      if (rolled.kind === "rolled" && rolled.task.isSuccess) backs++;
    }
    expect(Math.abs(backs / 20_000 - chance.p)).toBeLessThan(0.015);
    expect(comebackChance(dice(2, 8), 13, 1, settings).kind).toBe("fight-ends");
    expect(comebackChance(dice(2, 8), 12, 1, shsaSettings({ comebackOnTurn12: false })).kind).toBe("no-comeback");
  });
});

describe("when a dead Name's check is rolled (L583, SHSA-R16)", () => {
  test("weekly checks are rolled every week; monthly every 4th week and yearly every 52nd by default", () => {
    expect(deadNameCheckDue("weekly", 0, DEFAULT_SHSA_SETTINGS)).toEqual({ due: true, weeksBetween: 1 });
    expect(deadNameCheckDue("monthly", 0, DEFAULT_SHSA_SETTINGS)).toEqual({ due: false, weeksBetween: 4, weeksSinceCheck: 1, weeksLeft: 3 });
    expect(deadNameCheckDue("monthly", 2, DEFAULT_SHSA_SETTINGS)).toEqual({ due: false, weeksBetween: 4, weeksSinceCheck: 3, weeksLeft: 1 });
    expect(deadNameCheckDue("monthly", 3, DEFAULT_SHSA_SETTINGS)).toEqual({ due: true, weeksBetween: 4 });
    expect(deadNameCheckDue("yearly", 50, DEFAULT_SHSA_SETTINGS)).toEqual({ due: false, weeksBetween: 52, weeksSinceCheck: 51, weeksLeft: 1 });
    expect(deadNameCheckDue("yearly", 51, DEFAULT_SHSA_SETTINGS)).toEqual({ due: true, weeksBetween: 52 });
  });

  test("SHSA-R16: the setting moves the check (a five-week month, a 48-week year)", () => {
    const settings = shsaSettings({ monthlyCheckWeeks: 5, yearlyCheckWeeks: 48 });
    expect(deadNameCheckDue("monthly", 3, settings)).toMatchObject({ due: false, weeksLeft: 1 });
    expect(deadNameCheckDue("monthly", 4, settings)).toEqual({ due: true, weeksBetween: 5 });
    expect(deadNameCheckDue("yearly", 47, settings)).toEqual({ due: true, weeksBetween: 48 });
    expect(weeksBetweenChecks("weekly", settings)).toBe(1);
    // A count kept past a setting lowered since is due at once.
    expect(deadNameCheckDue("monthly", 9, settings).due).toBe(true);
    expect(() => deadNameCheckDue("monthly", -1, settings)).toThrow();
  });

  test("the check's exact odds match the D10 enumerated", () => {
    for (const cadence of ["weekly", "monthly", "yearly"] as const) {
      let returns = 0;
      let slows = 0;
      for (let face = 1; face <= 10; face++) {
        const check = rollDeadNameReturn(scriptedDice([face, 3], 10), cadence);
        if (check.returns) returns += 1 / 10;
        if (check.cadenceAfter !== cadence) slows += 1 / 10;
      }
      const odds = deadNameCheckOdds(cadence);
      expect(odds.returns).toBeCloseTo(returns, 12);
      expect(odds.slows).toBeCloseTo(slows, 12);
    }
  });
});

describe("the D20 change table (L585–L602)", () => {
  test("every face maps to exactly one row", () => {
    for (let face = 1; face <= 20; face++) expect(CHANGE_TABLE.filter((r) => face >= r.from && face <= r.to)).toHaveLength(1);
    expect(() => changeRowOfFace(21)).toThrow();
  });

  test.each([
    { face: 1, id: "reroll-ability" },
    { face: 3, id: "remove-ability" },
    { face: 4, id: "add-ability" },
    { face: 6, id: "reroll-advantage" },
    { face: 8, id: "add-disadvantage" },
    { face: 9, id: "remove-advantage" },
    { face: 10, id: "add-disadvantage" },
    { face: 11, id: "remove-disadvantage" },
    { face: 12, id: "light-evolution" },
    { face: 13, id: "dark-evolution" },
    { face: 14, id: "reroll-trait" },
    { face: 15, id: "add-trait" },
    { face: 16, id: "relationship-minus-2" },
    { face: 17, id: "relationship-plus-2" },
    { face: 18, id: "skill-minus-2-plus-2" },
    { face: 19, id: "skill-plus-1" },
    { face: 20, id: "skill-minus-1" },
  ])("SHSA-R11: face $face is $id", ({ face, id }) => {
    expect(changeRowOfFace(face).id).toBe(id);
  });

  const subjects: ChangeSubjects = { ability: 3, advantage: 0, disadvantage: 1, trait: 1, relationship: 2, skill: 4, hasPersonality: true };

  test("a row that does not apply is kept without effect and not re-rolled (L585)", () => {
    const source = scriptedDice([9], 20);
    const [change] = rollChanges(source, 1, subjects);
    source.assertExhausted();
    expect([change!.row.id, change!.applies, change!.picks]).toEqual(["remove-advantage", false, []]);
  });

  test("random picks use a die of the count; one of a kind needs no die; row 18 picks two skills", () => {
    const source = scriptedDice([3, 2, 18, 4, 1, 11], 20);
    const changes = rollChanges(source, 3, subjects);
    source.assertExhausted();
    expect(changes.map((c) => [c.row.id, c.picks.map((p) => p.index)])).toEqual([
      ["remove-ability", [1]],
      ["skill-minus-2-plus-2", [3, 0]],
      ["remove-disadvantage", [0]],
    ]);
    expect(changes[1]!.thrown.map((d) => [d.sides, d.purpose])).toEqual([
      [20, "change-table"],
      [4, "change-pick-skill"],
      [4, "change-pick-skill"],
    ]);
  });
});
