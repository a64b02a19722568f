import { foldConflict, type ConflictState } from "@/lib/rules/d20";
import type { D20AdventureDetails, StoredConflict } from "./conflict-record";
import { HERO_POINT_REASON_LABELS } from "./game-words";
import type { D20JournalConflict } from "./views/journal-view";

/** A hero-point row of the ledger as the journal reads it. */
export interface JournalLedgerRow {
  id: string;
  teamId: string;
  delta: number;
  /** As the ledger stores it ("VILLAIN_ESCAPE"). */
  reason: string;
  note: string;
  /** The row it reverses, for an undo's row. */
  reverses: string | null;
  at: Date;
}

const reasonLabel = (stored: string) => HERO_POINT_REASON_LABELS[stored.toLowerCase().replace(/_/g, "-") as keyof typeof HERO_POINT_REASON_LABELS] ?? stored;
const signed = (delta: number) => (delta > 0 ? `+${delta}` : `−${-delta}`);

const TAKEN_OUT: Record<string, string> = { incapacitated: "incapacitated", dying: "dying", dead: "dead" };

/** The state a conflict reached (its events fold: they applied when written); null when they do not. */
function reached(conflict: StoredConflict): ConflictState | null {
  const folded = foldConflict(conflict.events.map((stored) => stored.event));
  return folded.ok ? folded.state : null;
}

/**
 * One conflict told for the journal (pure): the initiative order with each total, who was taken
 * out (incapacitated, dying or dead where it stands), the hero points spent on its checks (the
 * rows its taps name, less any a later undo reversed), and how it stands (ended, running, undone).
 */
export function conflictStory(conflict: StoredConflict, ledger: ReadonlyMap<string, JournalLedgerRow>, reversed: ReadonlySet<string>): D20JournalConflict {
  const state = reached(conflict);
  const lines: string[] = [];
  if (state) {
    lines.push(`Order: ${state.order.map((id) => `${state.combatants[id]!.name} (${state.combatants[id]!.initiative.total})`).join(", ")}.`);
    const out = state.order.flatMap((id) => {
      const combatant = state.combatants[id]!;
      const how = TAKEN_OUT[combatant.damage.state];
      return how ? [`${combatant.name} ${how}`] : [];
    });
    lines.push(out.length === 0 ? "Nobody was taken out." : `Taken out: ${out.join(", ")}.`);
  }
  const spends = new Map<string, number>();
  for (const stored of conflict.events) {
    if (!stored.entryId || reversed.has(stored.entryId)) continue;
    const row = ledger.get(stored.entryId);
    if (!row) continue;
    const name = conflict.combatants.find((combatant) => combatant.teamId === row.teamId)?.name ?? "A hero";
    spends.set(name, (spends.get(name) ?? 0) + -row.delta);
  }
  if (spends.size > 0) lines.push(`Hero points spent on checks: ${[...spends].map(([name, count]) => `${name} ${count}`).join(", ")}.`);
  const status = conflict.undone ? `undone by ${conflict.undone.by}` : state?.ended ? `ended after round ${state.round}` : state ? `running, round ${state.round}` : "unreadable";
  return { id: conflict.id, name: conflict.name, status, undone: conflict.undone !== null, lines };
}

/**
 * What an adventure's journal entry says beside its conflicts (pure): the starting points it gave
 * (the rows its record names), then the awards and lasting injuries recorded while it was the
 * latest adventure (from its start until the next adventure began), each with the hero's name.
 */
export function adventureLines(
  details: D20AdventureDetails,
  ledger: ReadonlyMap<string, JournalLedgerRow>,
  awards: readonly JournalLedgerRow[],
  injuries: ReadonlyArray<{ teamId: string; text: string }>,
  nameOf: (teamId: string) => string,
): string[] {
  const lines: string[] = [];
  const starts = details.starts.flatMap((start) => {
    const row = ledger.get(start.entryId);
    return row ? [`${nameOf(start.teamId)} ${signed(row.delta)}`] : [];
  });
  if (starts.length > 0) lines.push(`Starting hero points: ${starts.join(", ")}.`);
  for (const award of awards) lines.push(`${nameOf(award.teamId)} was awarded a hero point: ${reasonLabel(award.reason)}${award.note ? ` (${award.note})` : ""}.`);
  for (const injury of injuries) lines.push(`${nameOf(injury.teamId)} took a lasting injury: ${injury.text}.`);
  return lines;
}

/** The index of the adventure an instant belongs to: the latest one begun at or before it (−1: before the first). Adventures oldest first. */
export function adventureAt(startsOldestFirst: readonly Date[], at: Date): number {
  let found = -1;
  startsOldestFirst.forEach((start, index) => {
    if (start.getTime() <= at.getTime()) found = index;
  });
  return found;
}
