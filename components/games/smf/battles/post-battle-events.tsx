import { TextWithRuleRefs } from "@/components/ui/text-with-rule-refs";
import type { EventLine } from "@/lib/games/smf/views/tap-answer";

const PHASE_TITLES: Record<number, string> = {
  1: "Phase 1 · Aftermath and injuries",
  2: "Phase 2 · Story points and milestones",
  3: "Phase 3 · Guest stars and spending",
  4: "Phase 4 · Tally and the end check",
};

/** The post-battle sequence so far, phase by phase, each event with the rules' own explanation line. */
export function PostBattleEvents({ events }: { events: readonly EventLine[] }) {
  if (events.length === 0) return null;
  const phases = [...new Set(events.map((e) => e.phase))].sort();
  return (
    <section aria-labelledby="events-heading" className="flex flex-col gap-3">
      <h2 id="events-heading" className="text-xl font-bold">
        Post-battle
      </h2>
      {phases.map((phase) => (
        <div key={phase} className="flex flex-col gap-1">
          <h3 className="font-semibold">{PHASE_TITLES[phase]}</h3>
          <ol className="flex flex-col gap-1 border-l-2 border-stone-300 pl-3 text-sm" aria-label={PHASE_TITLES[phase]}>
            {events
              .filter((e) => e.phase === phase)
              .map((event, i) => (
                <li key={i}>
                  <TextWithRuleRefs text={event.summary} />
                </li>
              ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
