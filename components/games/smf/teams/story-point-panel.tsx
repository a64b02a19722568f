import Link from "next/link";
import { GoalBar, MilestoneBar } from "./story-point-bars";
import type { StoryPointProgress } from "./story-point-progress";

/** Members' pages: the team's history, and spending for those allowed. The public page passes none. */
export interface StoryPointLinks {
  ledgerHref: string;
  spendHref?: string;
}

const LINK = "font-semibold text-brand-700 underline underline-offset-4";

/** A team's story points: the two counters (Ruling R8), the next milestone and the campaign goal. */
export function StoryPointPanel({ progress, links }: { progress: StoryPointProgress; links?: StoryPointLinks }) {
  const { balance, earned, goal, milestonesReached } = progress;
  return (
    <section aria-labelledby="story-points-heading" className="flex flex-col gap-4 rounded-lg border border-stone-300 bg-white p-4 print:hidden">
      <h2 id="story-points-heading" className="text-xl font-bold">
        Story points
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ["Balance", balance],
          ["Earned", earned],
          ["Milestones", milestonesReached],
        ].map(([label, value]) => (
          <div key={label} className="rounded border border-stone-300 px-2 py-1">
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
            <dd data-story-points={label} className="font-mono text-2xl font-bold tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1">
        <p className="text-sm">
          <span className="font-semibold">Next milestone</span> at {progress.nextMilestoneAt} earned: {progress.towardNextMilestone} of 5 so far.
        </p>
        <MilestoneBar progress={progress} label="Progress to the next milestone" />
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm">
          <span className="font-semibold">Campaign goal</span>: {balance} of {goal} story points{progress.hasReachedGoal ? " — goal reached!" : "."}
        </p>
        <GoalBar progress={progress} label="Progress to the campaign goal" />
        <p className="text-xs text-stone-600">The dark bar is the balance, which decides the goal; the light one behind it is SP earned. Ticks mark the milestones.</p>
      </div>
      {links ? (
        <p className="flex flex-wrap gap-4 text-sm">
          <Link href={links.ledgerHref} className={LINK}>
            Story point history
          </Link>
          {links.spendHref ? (
            <Link href={links.spendHref} className={LINK}>
              Spend story points
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
