import { describe, expect, test } from "vitest";
import { storyPointProgress } from "./story-point-progress";

describe("storyPointProgress", () => {
  test.each([
    // label, balance, earned, milestones reached, next at, toward next
    ["a new team (the starting 1 SP)", 1, 1, 0, 5, 1],
    ["one short of the first milestone", 4, 4, 0, 5, 4],
    ["exactly on a milestone", 5, 5, 1, 10, 0],
    ["spent SP do not undo a milestone (Ruling R8)", 2, 7, 1, 10, 2],
    ["several milestones", 11, 16, 3, 20, 1],
  ])("%s", (_label, balance, earned, milestonesReached, nextMilestoneAt, towardNextMilestone) => {
    expect(storyPointProgress({ balance, earned }, 20)).toMatchObject({ milestonesReached, nextMilestoneAt, towardNextMilestone });
  });

  test("the goal bar follows the balance, capped at 100%; earned is drawn behind it", () => {
    expect(storyPointProgress({ balance: 5, earned: 8 }, 20)).toMatchObject({ goalPercent: 25, earnedPercent: 40, hasReachedGoal: false });
    expect(storyPointProgress({ balance: 24, earned: 30 }, 20)).toMatchObject({ goalPercent: 100, earnedPercent: 100, hasReachedGoal: true });
  });

  test.each([
    ["the book's goal of 20", 20, [5, 10, 15]],
    ["a goal that is not a multiple of 5", 12, [5, 10]],
    ["the smallest goal", 5, []],
  ])("milestone ticks below %s", (_label, goal, ticks) => {
    expect(storyPointProgress({ balance: 1, earned: 1 }, goal).milestoneTicks.map((tick) => tick.at)).toEqual(ticks);
  });

  test("ticks sit at their share of the goal", () => {
    expect(storyPointProgress({ balance: 1, earned: 1 }, 20).milestoneTicks).toEqual([
      { at: 5, percent: 25 },
      { at: 10, percent: 50 },
      { at: 15, percent: 75 },
    ]);
  });

  test("percentages are CSS lengths to two decimals, not floating-point noise", () => {
    // 11/20 is 55.00000000000001 in floating point; 5/12 is 41.666…
    expect(storyPointProgress({ balance: 11, earned: 11 }, 20)).toMatchObject({ goalPercent: 55, earnedPercent: 55 });
    expect(storyPointProgress({ balance: 1, earned: 1 }, 12).milestoneTicks).toEqual([
      { at: 5, percent: 41.67 },
      { at: 10, percent: 83.33 },
    ]);
  });
});
