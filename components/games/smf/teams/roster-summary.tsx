import { characterStatus, type StatusTone } from "@/components/games/smf/character-card/card-format";
import type { RosterEntry } from "@/lib/games/smf/views/roster-entry";

const ORDER: readonly { tone: StatusTone; label: string }[] = [
  { tone: "active", label: "active" },
  { tone: "injured", label: "injured" },
  { tone: "captured", label: "captured" },
  { tone: "dead", label: "in memoriam" },
];

/** "4 active · 1 injured": the roster's statuses at a glance, the same ones the cards' badges show. */
export function RosterSummary({ roster }: { roster: readonly RosterEntry[] }) {
  const counts = new Map<StatusTone, number>();
  for (const { character } of roster) {
    const tone = characterStatus(character.state).tone;
    counts.set(tone, (counts.get(tone) ?? 0) + 1);
  }
  const parts = ORDER.filter(({ tone }) => counts.has(tone)).map(({ tone, label }) => `${counts.get(tone)} ${label}`);
  if (parts.length === 0) return null;
  return <p className="text-sm text-stone-700">{parts.join(" · ")}</p>;
}
