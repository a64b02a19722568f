import { z } from "zod";
import type { ConflictEvent } from "@/lib/rules/d20";
import { d20RanksSchema, type D20Ranks } from "./hero-sheet";

/**
 * Where a conflict lives: inside its adventure, in the adventure's PlaySession.details (STORED AS
 * JSON; changing the shape needs a data migration). A conflict happens within one adventure, is
 * read and written only with it, and goes when the adventure is undone, so it needs no table of
 * its own. Each conflict keeps its combatants (with the ranks its checks read, copied when it
 * started, so a later change to a hero's sheet never rewrites a past conflict) and its taps as an
 * append-only list of the rules library's conflict events (lib/rules/d20/conflict.ts): the state
 * is always `foldConflict(events)`, a tapped undo is one more event, and nothing is ever edited.
 * Every event carries the request key that made it, so a retried tap is found and not applied or
 * rolled twice. Undoing a whole conflict marks it undone (and reverses its hero points); it stays
 * on record, struck through. Every hero-point entry an adventure writes is named here by its id (a
 * tap's `entryId`, the adventure's `starts`), so its undo reverses exactly those rows, found by id,
 * also in a copy read from a campaign file (whose ledger keys are the import's own).
 */
export const D20_DETAILS_VERSION = 1;

export interface ConflictCombatant {
  id: string;
  name: string;
  kind: "hero" | "villain" | "minion";
  /** The hero's team, for a hero. */
  teamId?: string;
  /** A minion group's id: its members share one initiative roll (D20-R9). */
  group?: string;
  ranks: D20Ranks;
}

export interface StoredConflictEvent {
  key: string;
  at: string;
  by: string;
  /** The line the tracker's log shows (the check with its die, or what was tapped). */
  summary: string;
  event: ConflictEvent;
  /** The hero-point ledger entry this tap wrote (a hero point spent on its check): its undo reverses that entry by id. */
  entryId?: string;
}

export interface StoredConflict {
  id: string;
  /** The request that started it. */
  key: string;
  name: string;
  combatants: ConflictCombatant[];
  events: StoredConflictEvent[];
  /** When it ended: each hero's damage before the conflict's was carried onto its sheet, to put back on undo. */
  carried: Array<{ teamId: string; before: unknown }> | null;
  undone: { by: string; at: string; key: string } | null;
}

export interface D20AdventureDetails {
  v: typeof D20_DETAILS_VERSION;
  /** How many times the adventure's record was written: an open page compares it with the one it shows (SessionLive). */
  version: number;
  conflicts: StoredConflict[];
  /** The starting hero points the adventure gave (D20-R3), each hero's ledger entry by id: the adventure's undo reverses them from here. */
  starts: Array<{ teamId: string; entryId: string }>;
}

const combatantSchema = z.strictObject({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  kind: z.enum(["hero", "villain", "minion"]),
  teamId: z.string().optional(),
  group: z.string().optional(),
  ranks: d20RanksSchema,
});

const detailsSchema = z.strictObject({
  v: z.literal(D20_DETAILS_VERSION),
  // Absent in a record written before pages followed it live: read as 0.
  version: z.number().int().min(0).optional().default(0),
  conflicts: z.array(
    z.strictObject({
      id: z.string().min(1),
      key: z.string().min(1),
      name: z.string().min(1).max(80),
      combatants: z.array(combatantSchema),
      // The events are the rules library's own shapes; foldConflict checks that they apply.
      events: z.array(
        z.strictObject({
          key: z.string().min(1),
          at: z.string(),
          by: z.string(),
          summary: z.string(),
          event: z.custom<ConflictEvent>((value) => typeof value === "object" && value !== null && "type" in value),
          entryId: z.string().min(1).optional(),
        }),
      ),
      carried: z.array(z.strictObject({ teamId: z.string(), before: z.unknown() })).nullable(),
      undone: z.strictObject({ by: z.string(), at: z.string(), key: z.string() }).nullable(),
    }),
  ),
  // Absent in a record written before the adventure kept its starting points: none.
  starts: z
    .array(z.strictObject({ teamId: z.string().min(1), entryId: z.string().min(1) }))
    .optional()
    .default([]),
});

export class D20DetailsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "D20DetailsError";
  }
}

/** An adventure's stored details, checked; null (nothing recorded yet) is an adventure with no conflicts. */
export function readAdventureDetails(stored: unknown): D20AdventureDetails {
  if (stored === null || stored === undefined) return { v: D20_DETAILS_VERSION, version: 0, conflicts: [], starts: [] };
  const parsed = detailsSchema.safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new D20DetailsError(`The stored adventure does not fit at ${issue.path.join(".") || "its root"}: ${issue.message}`);
  }
  return parsed.data as D20AdventureDetails;
}
