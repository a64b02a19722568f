import { SPECIAL_EVENTS, scenarioById, type PreBattleResult } from "@/lib/rules/smf";
import { TextWithRuleRefs } from "@/components/ui/text-with-rule-refs";

export function scenarioName(id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  try {
    return scenarioById(id as Parameters<typeof scenarioById>[0]).name;
  } catch {
    return id;
  }
}

export function specialEventName(id: string | null | undefined): string | undefined {
  return id ? (SPECIAL_EVENTS.find((e) => e.id === id)?.name ?? id) : undefined;
}

/**
 * The pre-battle as the table needs it: the scenario and its special event, then one card per
 * team with the rules' own lines (driver, subplot dice, connections, late arrivals…).
 */
export function PreBattleSummary({ result, headingLevel = 2 }: { result: PreBattleResult; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  const scenario = scenarioById(result.scenario.scenarioId);
  const event = SPECIAL_EVENTS.find((e) => e.id === result.specialEvent.eventId);
  return (
    <section aria-labelledby="pre-battle-heading" className="flex flex-col gap-3">
      <Heading id="pre-battle-heading" className="text-xl font-bold">
        Pre-battle
      </Heading>
      <div className="flex flex-col gap-1 rounded-lg border border-stone-300 bg-white p-4">
        <p>
          <span className="font-semibold">Scenario:</span> {scenario.name}{" "}
          <span className="text-sm text-stone-600">({result.scenario.source === "rolled" ? "rolled" : "agreed"})</span>
        </p>
        <p className="text-sm text-stone-700">
          {scenario.summary} Ends: {scenario.ends}
        </p>
        {event ? (
          <>
            <p>
              <span className="font-semibold">Special event:</span> {event.name}{" "}
              <span className="text-sm text-stone-600">({result.specialEvent.source === "rolled" ? "rolled" : "agreed"})</span>
            </p>
            <p className="text-sm text-stone-700">{event.summary}</p>
          </>
        ) : null}
        <p className="text-sm text-stone-700">{result.subplotTable.summary}</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Team cards">
        {result.teams.map((card) => (
          <li key={card.teamId} className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4">
            <Sub className="font-bold">{card.teamName}</Sub>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
              {card.lines.map((line, i) => (
                <li key={i}>
                  <TextWithRuleRefs text={line} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
