import { describe, expect, test } from "vitest";
import { newHeroSheet } from "@/lib/games/shsa/hero-sheet";
import { scriptedDice } from "@/lib/rules/dice";
import { DEFAULT_SHSA_SETTINGS, type HeroSheet } from "@/lib/rules/shsa";
import { previewCloseWeek, rollCloseWeek, type WeekHero } from "./close-week";
import { resolveWeekRoll, weekRollOdds, WeekRollRefused, type WeekRollInput } from "./week-actions";
import { EMPTY_WEEK, readWeekRecord, withWeekRecord, type WeekRecord } from "./week-record";

const settings = DEFAULT_SHSA_SETTINGS;
const sheet = (changes: Partial<HeroSheet> = {}): HeroSheet => ({ ...newHeroSheet("Nightjar"), ...changes });
const roll = (faces: number[], input: WeekRollInput, on: HeroSheet = sheet()) => {
  const dice = scriptedDice(faces, 30);
  const result = resolveWeekRoll(dice, input, on, settings);
  dice.assertExhausted();
  return result;
};

describe("the week's record in a session's details", () => {
  test("reads an empty week from details without one, keeps the other keys when written, and names the field of a stored week that does not fit", () => {
    expect(readWeekRecord(null)).toEqual(EMPTY_WEEK);
    expect(readWeekRecord({ episode: { steps: [] } })).toEqual(EMPTY_WEEK);
    const week: WeekRecord = { ...EMPTY_WEEK, plans: { t1: { items: [{ action: "patrol", periods: 2 }], medical: null, by: "Alice" } } };
    const details = withWeekRecord({ episode: { steps: [] } }, week);
    expect(details).toEqual({ episode: { steps: [] }, week });
    expect(readWeekRecord(details)).toEqual(week);
    expect(() => readWeekRecord({ week: { ...week, plans: { t1: { items: [{ action: "sleeping", periods: 2 }], medical: null, by: "Alice" } } } })).toThrow(
      /^The stored week does not fit at week\.plans\.t1\.items\.0\.action/,
    );
  });
});

describe("what the week's actions roll (resolveWeekRoll)", () => {
  test("recruiting is Persuasion against 2D6 after a successful episode, 2D8 otherwise (L172)", () => {
    expect(roll([6, 6, 6, 6], { action: "recruiting", skill: "2D6", lastEpisodeSucceeded: true }).lines[0]).toBe("2D6 [6,6] = 12 vs 2D6 [6,6] = 12: minor success tied");
    expect(roll([6, 6, 8, 8], { action: "recruiting", skill: "2D6", lastEpisodeSucceeded: false })).toMatchObject({
      summary: "The recruit says no",
      lines: [expect.stringContaining("vs 2D8 [8,8]")],
    });
  });

  test("construction earns its roll's total in Build points, converts them at 3 for 1, and regains an item for 40; purchase converts the other way", () => {
    expect(roll([3, 4], { action: "construction", mode: "earn", skill: "2D8" }).changes).toEqual([{ kind: "points", points: "buildPoints", delta: 7, reason: "construction" }]);
    expect(roll([], { action: "construction", mode: "convert", amount: 10 }).changes).toEqual([
      { kind: "points", points: "buildPoints", delta: -9, reason: "construction" },
      { kind: "points", points: "resourcePoints", delta: 3, reason: "construction" },
    ]);
    expect(roll([], { action: "construction", mode: "regain" }).changes).toEqual([
      { kind: "points", points: "buildPoints", delta: -40, reason: "construction", note: "regain an item (L112)" },
    ]);
    expect(roll([], { action: "purchase", amount: 6 }).changes).toEqual([
      { kind: "points", points: "resourcePoints", delta: -6, reason: "purchase" },
      { kind: "points", points: "buildPoints", delta: 2, reason: "purchase" },
    ]);
    expect(() => roll([], { action: "purchase", amount: 2 })).toThrow(new WeekRollRefused("Give the Resource points to convert as a whole number of at least 3."));
  });

  test("a legend costs 40 Legend points and 10 Resource points (L116); training buys DP at 20 × Level (L180); research throws nothing", () => {
    expect(roll([], { action: "establish-legend", mode: "establish" }).changes).toEqual([
      { kind: "points", points: "legendPoints", delta: -40, reason: "establish-legend" },
      { kind: "points", points: "resourcePoints", delta: -10, reason: "establish-legend" },
    ]);
    expect(roll([], { action: "training", mode: "buy", amount: 2 }, sheet({ level: 3 }))).toMatchObject({
      summary: "2 DP bought for 120 Training points",
      changes: [
        { points: "trainingPoints", delta: -120 },
        { points: "dp", delta: 2 },
      ],
    });
    expect(roll([], { action: "research" })).toMatchObject({ thrown: [], changes: [] });
  });

  test("allies come on 4+ (arrival D8 + 2, 2D8 mooks); the bystander table is a D8", () => {
    expect(roll([3], { action: "allies", mode: "mooks" }).summary).toBe("The allies do not come this week");
    expect(roll([4, 5, 2, 7], { action: "allies", mode: "mooks" })).toMatchObject({ summary: "The allies come on turn 7", lines: ["Call: D6 4", "9 mooks"] });
    expect(roll([6, 1], { action: "allies", mode: "name" })).toMatchObject({ summary: "The allies come on turn 3", lines: ["Call: D6 6", "One Name"] });
    expect(roll([7], { action: "bystander" }).summary).toBe("Bystander: move off map");
  });

  test("the odds shown before a roll are the rules library's exact ones", () => {
    expect(weekRollOdds({ action: "allies", mode: "mooks" }, sheet(), settings)).toBe("The allies come on 4+ on a D6: 50.0%.");
    expect(weekRollOdds({ action: "recruiting", skill: "2D6", lastEpisodeSucceeded: true }, sheet(), settings)).toMatch(/^2D6 against 2D6: \d+\.\d% to recruit\.$/);
    expect(weekRollOdds({ action: "patrol", skill: "nonsense" }, sheet(), settings)).toBeNull();
    expect(weekRollOdds({ action: "research" }, sheet(), settings)).toBeNull();
  });
});

describe("closing the week", () => {
  const heroes: WeekHero[] = [
    { teamId: "a", name: "Nightjar", sheet: sheet(), condition: { status: "hurt" } },
    { teamId: "b", name: "Bulwark", sheet: sheet({ name: "Bulwark", lifestyle: 16 }), condition: { status: "dead", cadence: "weekly" } },
  ];
  const week: WeekRecord = { ...EMPTY_WEEK, plans: { a: { items: [{ action: "make-a-living", periods: 1 }], medical: { skill: "2D8" }, by: "Alice" } } };

  test("the summary names each step the close then takes, hero by hero in the same order", () => {
    const preview = previewCloseWeek(heroes, week, settings);
    expect(preview.map((hero) => hero.lines.map((line) => line.split(":")[0]))).toEqual([
      ["Hurt", "Lifestyle upkeep"],
      ["Dead (checks weekly)", "Lifestyle upkeep"],
    ]);
    // Nightjar: the Medical task 2D8 [8,8] vs 2D8 [1,1], D6 4 (no change); one period short, D6 3 (no drop). Bulwark, a Plutocrat: D10 10, D6 2 (no change).
    const dice = scriptedDice([8, 8, 1, 1, 4, 3, 10, 2], 30);
    const closed = rollCloseWeek(dice, heroes, week, settings);
    dice.assertExhausted();
    expect(closed.map((hero) => [hero.name, hero.condition, hero.lines])).toEqual([
      [
        "Nightjar",
        { status: "well" },
        ["Medical task: 2D8 [8,8] = 16 vs 2D8 [1,1] = 2: major success by 14.", "D6 4 − 4: 0 change(s).", "Upkeep 1 period(s) short: D6 3, no drop."],
      ],
      ["Bulwark", { status: "well" }, ["Return D10 10: back from the dead.", "D6 2 − 2: 0 change(s)."]],
    ]);
  });

  test("SHSA-R16: a dead Name on a monthly cadence is checked every 4th week, the weeks counted on its condition; the setting moves it", () => {
    const dead = (weeksSinceCheck?: number): WeekHero => ({
      teamId: "b",
      name: "Bulwark",
      sheet: sheet({ name: "Bulwark", lifestyle: 16 }),
      condition: { status: "dead", cadence: "monthly", ...(weeksSinceCheck ? { weeksSinceCheck } : {}) },
    });
    expect(previewCloseWeek([dead(1)], EMPTY_WEEK, settings)[0]!.lines[0]).toBe(
      "Dead (checks monthly, every 4 weeks): no check this week; this week makes 2 of 4, the next in 2 weeks.",
    );
    const waiting = rollCloseWeek(scriptedDice([], 30), [dead(1)], EMPTY_WEEK, settings)[0]!;
    expect([waiting.condition, waiting.thrown, waiting.lines]).toEqual([
      { status: "dead", cadence: "monthly", weeksSinceCheck: 2 },
      [],
      ["No return check this week (monthly): 2 of 4 weeks."],
    ]);

    expect(previewCloseWeek([dead(3)], EMPTY_WEEK, settings)[0]!.lines[0]).toBe(
      "Dead (checks monthly, every 4 weeks): a D10 this week, back on a 10 (10.0%) with a D6 − 2 changes; a 1 (10.0%) slows the checks to yearly.",
    );
    // The 4th week: D10 5, still dead, the count starts again.
    const checked = rollCloseWeek(scriptedDice([5], 30), [dead(3)], EMPTY_WEEK, settings)[0]!;
    expect([checked.condition, checked.lines]).toEqual([{ status: "dead", cadence: "monthly" }, ["Return D10 5: still dead."]]);
    // A 1 slows it to yearly; a 10 brings it back with D6 − 2 changes (D6 3: one change, D20 19 → +1 to its one skill).
    expect(rollCloseWeek(scriptedDice([1], 30), [dead(3)], EMPTY_WEEK, settings)[0]!.condition).toEqual({ status: "dead", cadence: "yearly" });
    const back = rollCloseWeek(scriptedDice([10, 3, 19], 30), [{ ...dead(3), sheet: sheet({ name: "Bulwark", lifestyle: 16, skills: { Medical: 8 } }) }], EMPTY_WEEK, settings)[0]!;
    expect([back.condition, back.changes]).toEqual([
      { status: "well" },
      [{ kind: "step-die", target: { skill: "Medical" }, steps: 1, reason: "recovery", note: "change table 19 (L601)" }],
    ]);

    // A five-week month: the 4th week is not yet due.
    const five = { ...settings, monthlyCheckWeeks: 5 };
    expect(rollCloseWeek(scriptedDice([], 30), [dead(3)], EMPTY_WEEK, five)[0]!.condition).toEqual({ status: "dead", cadence: "monthly", weeksSinceCheck: 4 });
    // Weekly checks roll every week, whatever the setting.
    expect(rollCloseWeek(scriptedDice([5], 30), [{ ...dead(), condition: { status: "dead", cadence: "weekly" } }], EMPTY_WEEK, five)[0]!.lines).toEqual([
      "Return D10 5: still dead.",
    ]);
  });

  test("change-table rows the sheet cannot hold are kept as the hero's pending changes, not lost in a line (SHSA-R11)", () => {
    // Weekly D10 8 (back), D6 6 − 4 = 2 changes: D20 9 (remove a random advantage), D20 15 (add a random trait); upkeep 2 short, D6 6.
    const closed = rollCloseWeek(scriptedDice([8, 6, 9, 15, 6], 30), [{ teamId: "a", name: "Nightjar", sheet: sheet(), condition: { status: "hurt" } }], EMPTY_WEEK, settings)[0]!;
    const from = "close of the week: recovered from Hurt (L583)";
    expect(closed.pending).toEqual([
      { face: 9, row: "remove-advantage", text: "Remove a random advantage.", line: "L591", from },
      { face: 15, row: "add-trait", text: "Add a random trait.", line: "L597", from },
    ]);
    expect(closed.changes).toEqual([]);
    expect(closed.lines).toContain("Change D20 9: Remove a random advantage. Kept on the hero as a pending change to apply.");
  });
});
