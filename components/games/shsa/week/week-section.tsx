import { SessionLive } from "@/components/sessions/session-live";
import type { WeekSectionView } from "@/lib/games/shsa/views/week-view";
import { actionName } from "@/lib/games/shsa/week/week-labels";
import { CloseWeekForm, ConditionForm, WeekPlanForm, WeekRollForm } from "../client";

function HeroLines({ heroes, label }: { heroes: WeekSectionView["preview"]; label: string }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {heroes.map((hero) => (
        <li key={hero.teamId} className="flex flex-col gap-1">
          <p className="font-semibold break-words">{hero.name}</p>
          <ul className="list-disc pl-5 text-sm break-words">
            {hero.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * A week of downtime on its session page: each hero's plan of Activity Periods and what its
 * actions rolled, then the close of the week (its summary before it commits, what it did after).
 * Kept in step with the other phones at the table by the session's live updates.
 */
export function WeekSection({ week }: { week: WeekSectionView }) {
  const isOpen = !week.closed && !week.isUndone;
  return (
    <section aria-labelledby="week-heading" className="flex min-w-0 flex-col gap-6">
      <SessionLive campaignId={week.campaignId} sessionId={week.sessionId} version={week.version} />
      <h2 id="week-heading" className="text-xl font-bold">
        The week
      </h2>
      {week.heroes.map((hero) => (
        <section
          key={hero.teamId}
          aria-labelledby={`week-hero-${hero.teamId}`}
          className="flex min-w-0 flex-col gap-3 rounded-md border border-stone-300 p-3"
          data-week-hero={hero.name}
        >
          <h3 id={`week-hero-${hero.teamId}`} className="text-lg font-bold break-words">
            {hero.name}
          </h3>
          <p className="text-sm text-stone-700" data-week-hero-status>
            Condition: {hero.condition} · VP {hero.sheet.vp} · Reputation {hero.sheet.reputation} · Lifestyle D{hero.sheet.lifestyle} · Resources D{hero.sheet.resources}
          </p>
          <p className="text-sm" data-week-periods>
            Periods planned: {hero.used} of {hero.allowance}
            {hero.owed > 0 ? ` (${hero.owed} more finalise last week's sponsor)` : ""}
            {hero.plan.items.length > 0
              ? ` (${hero.plan.items.map((item) => `${item.periods} ${actionName(item.action)}`).join(", ")}${hero.plan.medicalSkill ? `, Medical task ${hero.plan.medicalSkill}` : ""})`
              : ""}
          </p>
          {hero.done.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm" aria-label={`What ${hero.name} rolled this week`}>
              {hero.done.map((done) => (
                <li key={done.key} className="break-words">
                  <span className="font-semibold">{actionName(done.action)}:</span> {done.summary}.{done.lines.length > 0 ? ` ${done.lines.join("; ")}` : ""}
                </li>
              ))}
            </ul>
          ) : null}
          {isOpen && hero.canPlan ? (
            <>
              <WeekPlanForm
                teamId={hero.teamId}
                sessionId={week.sessionId}
                name={hero.name}
                allowance={hero.allowance}
                medicalPeriods={week.medicalPeriods}
                isHurt={hero.isHurt}
                plan={hero.plan}
              />
              <WeekRollForm teamId={hero.teamId} sessionId={week.sessionId} name={hero.name} sheet={hero.sheet} settings={week.settings} appDiceOnly={week.appDiceOnly} />
              {hero.canEdit ? <ConditionForm teamId={hero.teamId} name={hero.name} condition={hero.condition} /> : null}
            </>
          ) : null}
        </section>
      ))}
      <section aria-labelledby="week-close-heading" className="flex min-w-0 flex-col gap-3">
        <h3 id="week-close-heading" className="text-lg font-bold">
          {week.closed ? "The week is closed" : "Close the week"}
        </h3>
        {week.closed ? (
          <HeroLines heroes={week.closed} label="What closing the week did" />
        ) : week.isUndone ? (
          <p className="text-stone-700">This week was undone.</p>
        ) : (
          <>
            <p className="text-sm text-stone-700">What closing it will do, in the order its dice are thrown:</p>
            <HeroLines heroes={week.preview} label="What closing the week will do" />
            {week.canClose ? (
              <CloseWeekForm campaignId={week.campaignId} sessionId={week.sessionId} appDiceOnly={week.appDiceOnly} />
            ) : (
              <p className="text-sm text-stone-700">An organiser closes the week.</p>
            )}
          </>
        )}
      </section>
    </section>
  );
}
