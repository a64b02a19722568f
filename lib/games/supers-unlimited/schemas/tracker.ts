import { z } from "zod";
import { MAX_TRACK_CHANGE, SU_OBJECTIVE_STATES, SU_STATE_TAPS, type SuTrackPayload } from "@/lib/rules/supers-unlimited";
import { idField } from "@/lib/schemas/campaign";
import { suRequestKeyField } from "./battles";

/**
 * The battle tracker's taps (components/games/supers-unlimited/battles/su-tracker.tsx). Each posts
 * `battleId`, a fresh `requestKey` and `kind`, with its kind's fields:
 * - hp, pp: `modelId`, `change` (a whole number, negative for lost points);
 * - state: `modelId`, `state` (ko | up | incapacitated | off-board);
 * - hp and state: `bySideId`, the attacking team (with three or more teams, when the tap puts a model out; Ruling SU-R46);
 * - turn: `modelId`; pass: `sideId`;
 * - resolved: `objective` (its place, from 0); objective: `objective`, `state` (open | claimed | contested), `sideId` for a Claim;
 * - strike (undo): `entryId`.
 */
type FormLike = Pick<FormData, "get">;

const text = (value: FormDataEntryValue | null): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

const change = z.coerce
  .number({ error: "Enter how many points: a whole number." })
  .int({ error: "Enter how many points: a whole number." })
  .min(-MAX_TRACK_CHANGE, { error: `At most ${MAX_TRACK_CHANGE} points in one tap.` })
  .max(MAX_TRACK_CHANGE, { error: `At most ${MAX_TRACK_CHANGE} points in one tap.` })
  .refine((n) => n !== 0, { error: "A tap moves a track by at least one point." });
const objective = z.coerce
  .number({ error: "Pick an objective." })
  .int({ error: "Pick an objective." })
  .min(0, { error: "Pick an objective." })
  .max(15, { error: "Pick an objective." });

export const suTapSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("hp"), modelId: idField, change, bySideId: idField.optional() }),
    z.object({ kind: z.literal("pp"), modelId: idField, change }),
    z.object({
      kind: z.literal("state"),
      modelId: idField,
      state: z.enum(SU_STATE_TAPS, { error: "Pick KO'ed, back up, Incapacitated, off the table or back on it." }),
      bySideId: idField.optional(),
    }),
    z.object({ kind: z.literal("turn"), modelId: idField }),
    z.object({ kind: z.literal("pass"), sideId: idField }),
    z.object({ kind: z.literal("resolved"), objective }),
    z.object({ kind: z.literal("objective"), objective, state: z.enum(SU_OBJECTIVE_STATES, { error: "Pick open, Claimed or Contested." }), sideId: idField.optional() }),
    z.object({ kind: z.literal("strike"), entryId: idField }),
  ],
  { error: "That is not something the tracker records." },
);

export const trackSuBattleSchema = z.object({ battleId: idField, requestKey: suRequestKeyField, tap: suTapSchema });
export type TrackSuBattleInput = z.infer<typeof trackSuBattleSchema>;
export type SuTrackTap = TrackSuBattleInput["tap"];

export function trackSuFromForm(form: FormLike) {
  const tap = Object.fromEntries(
    Object.entries({
      kind: text(form.get("kind")),
      modelId: text(form.get("modelId")),
      sideId: text(form.get("sideId")),
      bySideId: text(form.get("bySideId")),
      change: text(form.get("change")),
      state: text(form.get("state")),
      objective: text(form.get("objective")),
      entryId: text(form.get("entryId")),
    }).filter(([, value]) => value !== undefined),
  );
  return { battleId: form.get("battleId"), requestKey: form.get("requestKey"), tap };
}

/** A stored payload read back (BattleTrackEntry.payload): a row that does not fit is left out of the fold rather than breaking the page. */
const payloadSchema = suTapSchema.and(z.object({ v: z.literal(1) }));

export function readSuTrackPayload(value: unknown): SuTrackPayload | null {
  const parsed = payloadSchema.safeParse(value);
  return parsed.success ? (parsed.data as SuTrackPayload) : null;
}
