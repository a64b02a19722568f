import { describe, expect, test } from "vitest";
import { DEFAULT_SHSA_SETTINGS, shsaSettings, shsaSettingsSchema } from "./settings";

describe("SHSA settings", () => {
  test("the defaults are the rulings' defaults", () => {
    expect(DEFAULT_SHSA_SETTINGS).toEqual({
      traitDice: 2,
      comparator: "total",
      tieIsSuccess: true,
      majorMargin: 5,
      alignmentDie: 6,
      alignmentVillainUpTo: 2,
      alignmentNeutralUpTo: 4,
      personalityTraits: [],
      difficultyModifier: "val-step",
      activityPeriodsPerWeek: 6,
      patrolTaskDie: 12,
      lifestyleDropWhenTwoShort: 2,
      luxuriousFrom: 14,
      plutocratFrom: 16,
      comebackOnTurn12: true,
      monthlyCheckWeeks: 4,
      yearlyCheckWeeks: 52,
    });
  });

  test("a group's choice overrides one value and keeps the rest", () => {
    const s = shsaSettings({ majorMargin: 3, personalityTraits: ["Brooding"] });
    expect([s.majorMargin, s.personalityTraits, s.traitDice]).toEqual([3, ["Brooding"], 2]);
  });

  test("values the rules cannot use are refused", () => {
    expect(shsaSettingsSchema.safeParse({ comparator: "median" }).success).toBe(false);
    expect(shsaSettingsSchema.safeParse({ activityPeriodsPerWeek: 0 }).success).toBe(false);
    expect(shsaSettingsSchema.safeParse({ patrolTaskDie: 10 }).success).toBe(false);
    expect(shsaSettingsSchema.safeParse({ monthlyCheckWeeks: 0 }).success).toBe(false);
    expect(() => shsaSettings({ monthlyCheckWeeks: 8, yearlyCheckWeeks: 6 })).toThrow("Yearly return checks cannot come more often than monthly ones");
    const refused = shsaSettingsSchema.safeParse({ activityPeriodsPerWeek: 2.5 });
    expect(refused.success || refused.error.issues[0]!.message).toBe("Enter Activity Periods per week as a whole number.");
  });
});
