import { z } from "zod";
import { CHOSEN_REASONS, POINTS, SCORES, STATS, type SheetChange } from "@/lib/rules/shsa";
import { idField } from "@/lib/schemas/campaign";

export const shsaRequestKeyField = z
  .string({ error: "Missing request key." })
  .trim()
  .regex(/^[A-Za-z0-9-]{16,64}$/, { error: "Missing request key." });

/** What the sheet form may change, as the form names it: "points:vp", "score:ego", "die:lifestyle", "stat:DX". */
export const SHEET_TARGETS = [
  ...POINTS.map((points) => `points:${points}` as const),
  ...SCORES.map((score) => `score:${score}` as const),
  "die:lifestyle",
  "die:resources",
  ...STATS.map((stat) => `stat:${stat}` as const),
] as const;
export type SheetTarget = (typeof SHEET_TARGETS)[number];

/** One change from the sheet form: what, by how much (points, or Val steps for a die), why, and a note. */
export const changeShsaSheetSchema = z
  .object({
    teamId: idField,
    requestKey: shsaRequestKeyField,
    target: z.enum(SHEET_TARGETS, { error: "Choose what changes." }),
    delta: z.coerce
      .number({ error: "Enter the change as a number." })
      .int({ error: "Enter the change as a whole number." })
      .refine((delta) => delta !== 0, { error: "A change of 0 changes nothing." })
      .refine((delta) => Math.abs(delta) <= 100, { error: "Change a value by at most 100 at once." }),
    reason: z.enum(CHOSEN_REASONS, { error: "Choose why it changes." }),
    note: z.string().trim().max(200, { error: "Keep the note under 200 characters." }).optional().default(""),
  })
  .transform(({ teamId, requestKey, target, delta, reason, note }) => ({ teamId, requestKey, change: sheetChangeOf(target, delta, reason, note) }));

/** The rules' change for the form's target. */
export function sheetChangeOf(target: SheetTarget, delta: number, reason: SheetChange["reason"], note: string): SheetChange {
  const why = { reason, ...(note ? { note } : {}) };
  const [kind, name] = target.split(":") as [string, string];
  if (kind === "points") return { kind: "points", points: name as (typeof POINTS)[number], delta, ...why };
  if (kind === "score") return { kind: "score", score: name as (typeof SCORES)[number], delta, ...why };
  if (kind === "die") return { kind: "step-die", target: name as "lifestyle" | "resources", steps: delta, ...why };
  return { kind: "step-die", target: { stat: name as (typeof STATS)[number] }, steps: delta, ...why };
}

/** A pending change-table row marked applied, with what changed in the player's words. */
export const applyShsaPendingChangeSchema = z.object({
  teamId: idField,
  requestKey: shsaRequestKeyField,
  pendingId: z.string({ error: "Choose the pending change." }).trim().min(1, { error: "Choose the pending change." }).max(200),
  what: z
    .string({ error: "Say what changed (which advantage was lost, the new trait …)." })
    .trim()
    .min(1, { error: "Say what changed (which advantage was lost, the new trait …)." })
    .max(200, { error: "Keep what changed under 200 characters." }),
});
