import { STORY_POINTS_PER_MILESTONE } from "@/lib/rules/smf/data/bump-tables";
import type { StoryPointProgress } from "./story-point-progress";

/**
 * The balance toward the campaign goal, with SP earned drawn faintly behind it and a tick at every
 * milestone (5 earned SP). `label` names the bar for screen readers, which read the numbers.
 */
export function GoalBar({ progress, label }: { progress: StoryPointProgress; label: string }) {
  const { balance, earned, goal } = progress;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={goal}
      aria-valuenow={Math.min(balance, goal)}
      aria-valuetext={`${balance} of ${goal} story points; ${earned} earned`}
      className="relative h-3 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div className="absolute inset-y-0 left-0 bg-brand-100" style={{ width: `${progress.earnedPercent}%` }} />
      <div className="absolute inset-y-0 left-0 bg-brand-700" style={{ width: `${progress.goalPercent}%` }} />
      {progress.milestoneTicks.map((tick) => (
        <div key={tick.at} data-milestone-tick={tick.at} className="absolute inset-y-0 w-0.5 bg-stone-500/70" style={{ left: `${tick.percent}%` }} />
      ))}
    </div>
  );
}

/** Earned SP toward the next milestone, one segment per story point (L2625). */
export function MilestoneBar({ progress, label }: { progress: StoryPointProgress; label: string }) {
  const milestone = progress.milestonesReached + 1;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={STORY_POINTS_PER_MILESTONE}
      aria-valuenow={progress.towardNextMilestone}
      aria-valuetext={`${progress.towardNextMilestone} of ${STORY_POINTS_PER_MILESTONE} story points toward milestone ${milestone}`}
      className="grid h-3 w-full gap-1"
      style={{ gridTemplateColumns: `repeat(${STORY_POINTS_PER_MILESTONE}, minmax(0, 1fr))` }}
    >
      {Array.from({ length: STORY_POINTS_PER_MILESTONE }, (_, i) => (
        <div key={i} className={`rounded-sm ${i < progress.towardNextMilestone ? "bg-hero" : "bg-stone-200"}`} />
      ))}
    </div>
  );
}
