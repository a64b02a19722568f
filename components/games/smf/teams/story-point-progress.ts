import { STORY_POINTS_PER_MILESTONE } from "@/lib/rules/smf/data/bump-tables";

/**
 * What the story-point bars show, worked out from a team's two counters (Ruling R8): milestones
 * come from SP earned, every 5 (L2625); the campaign goal is reached by the balance (L2700, R14).
 */
export interface StoryPointProgress {
  balance: number;
  earned: number;
  goal: number;
  milestonesReached: number;
  /** Earned SP at which the next milestone falls (5, 10, 15 …). */
  nextMilestoneAt: number;
  /** Earned SP already counted toward the next milestone (0–4). */
  towardNextMilestone: number;
  /** Balance toward the goal, 0–100 (capped). */
  goalPercent: number;
  /** Earned on the goal's scale, 0–100 (capped): how far the team got before spending. */
  earnedPercent: number;
  /** The milestone marks below the goal, as SP and as a percentage along the goal bar. */
  milestoneTicks: { at: number; percent: number }[];
  hasReachedGoal: boolean;
}

// Two decimals: a CSS length, where 55.00000000000001% (11 of 20, in floating point) is noise in the markup.
const percentOf = (value: number, of: number) => Math.round(Math.min(100, Math.max(0, (value / of) * 100)) * 100) / 100;

export function storyPointProgress({ balance, earned }: { balance: number; earned: number }, goal: number): StoryPointProgress {
  const milestonesReached = Math.floor(earned / STORY_POINTS_PER_MILESTONE);
  const milestoneTicks: { at: number; percent: number }[] = [];
  for (let at = STORY_POINTS_PER_MILESTONE; at < goal; at += STORY_POINTS_PER_MILESTONE) milestoneTicks.push({ at, percent: percentOf(at, goal) });
  return {
    balance,
    earned,
    goal,
    milestonesReached,
    nextMilestoneAt: (milestonesReached + 1) * STORY_POINTS_PER_MILESTONE,
    towardNextMilestone: earned - milestonesReached * STORY_POINTS_PER_MILESTONE,
    goalPercent: percentOf(balance, goal),
    earnedPercent: percentOf(earned, goal),
    milestoneTicks,
    hasReachedGoal: balance >= goal,
  };
}
