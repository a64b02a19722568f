import { z } from "zod";
import { COUNTED_OBJECTIVES, HELD_OBJECTIVES, KO_TRACKS, type TrackPayload } from "@/lib/rules/smf";
import { MAX_FURTHER_HARM, requestKeyField } from "./battles";
import { idField } from "@/lib/schemas/campaign";

/**
 * The tracker's taps (components/games/smf/battles/battle-tracker.tsx). Each tap posts `battleId`, a fresh
 * `requestKey` and `kind`, with the fields of its kind:
 * - ko: `characterId`, and any of `track` (body | psyche | both), `by` (a foe's id, or "other"),
 *   `furtherHarm`, `vampireMelee` (yes | no);
 * - recovered: `characterId`;
 * - score: `objective` (fragments | rift | civilians), `teamId`, `characterId` (a fragment's carrier);
 * - holder: `objective` (artifact | diplomat | defender), and `characterId` (the artifact) or
 *   `teamId`; neither: nobody holds it;
 * - communion: `characterId`, `goals` (of that try at communing with the Space God).
 * Undo posts `battleId`, `requestKey` and `entryId`.
 */

type FormLike = Pick<FormData, "get">;

const text = (value: FormDataEntryValue | null): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** The report's own limit on a communion's goals. */
const MAX_COMMUNION_GOALS = 30;

/** "other" is a KO by someone not fielded (or not said): it clears a foe named before. */
export const OTHER_KNOCKER = "other";

const koSchema = z.object({
  kind: z.literal("ko"),
  characterId: idField,
  track: z.enum(KO_TRACKS, { error: "Pick Body, Psyche or both." }).optional(),
  byCharacterId: z.union([idField, z.null()]).optional(),
  furtherHarm: z.coerce
    .number({ error: "Further harm: enter a whole number." })
    .int({ error: "Further harm: enter a whole number." })
    .min(0, { error: "Further harm: enter 0 or more." })
    .max(MAX_FURTHER_HARM, { error: `Further harm: at most ${MAX_FURTHER_HARM}.` })
    .optional(),
  isVampireMelee: z.boolean().optional(),
});

const tapSchema = z.discriminatedUnion(
  "kind",
  [
    koSchema,
    z.object({ kind: z.literal("recovered"), characterId: idField }),
    z.object({ kind: z.literal("score"), objective: z.enum(COUNTED_OBJECTIVES, { error: "Pick what was scored." }), teamId: idField, characterId: idField.optional() }),
    z.object({ kind: z.literal("holder"), objective: z.enum(HELD_OBJECTIVES, { error: "Pick what is held." }), teamId: idField.optional(), characterId: idField.optional() }),
    z.object({
      kind: z.literal("communion"),
      characterId: idField,
      goals: z.coerce
        .number({ error: "Goals: enter a whole number." })
        .int({ error: "Goals: enter a whole number." })
        .min(0, { error: "Goals: enter 0 or more." })
        .max(MAX_COMMUNION_GOALS, { error: `Goals: at most ${MAX_COMMUNION_GOALS}.` }),
    }),
  ],
  { error: "That is not something the tracker records." },
);

export const trackBattleSchema = z.object({ battleId: idField, requestKey: requestKeyField, tap: tapSchema });
export type TrackBattleInput = z.infer<typeof trackBattleSchema>;
export type TrackTap = TrackBattleInput["tap"];

export function trackFromForm(form: FormLike) {
  const kind = text(form.get("kind"));
  const by = text(form.get("by"));
  const melee = text(form.get("vampireMelee"));
  const tap = Object.fromEntries(
    Object.entries({
      kind,
      characterId: text(form.get("characterId")),
      teamId: text(form.get("teamId")),
      objective: text(form.get("objective")),
      track: text(form.get("track")),
      furtherHarm: text(form.get("furtherHarm")),
      goals: text(form.get("goals")),
      byCharacterId: by === OTHER_KNOCKER ? null : by,
      isVampireMelee: melee === "yes" ? true : melee === "no" ? false : undefined,
    }).filter(([, value]) => value !== undefined),
  );
  return { battleId: form.get("battleId"), requestKey: form.get("requestKey"), tap };
}

export const strikeTrackedSchema = z.object({ battleId: idField, requestKey: requestKeyField, entryId: idField });
export type StrikeTrackedInput = z.infer<typeof strikeTrackedSchema>;

export function strikeFromForm(form: FormLike) {
  return { battleId: form.get("battleId"), requestKey: form.get("requestKey"), entryId: form.get("entryId") };
}

/**
 * A stored payload, read back (BattleTrackEntry.payload): a row that does not fit is left out of
 * the fold rather than breaking the battle page.
 */
export const trackPayloadSchema = z.union([tapSchema.and(z.object({ v: z.literal(1) })), z.object({ v: z.literal(1), kind: z.literal("strike"), entryId: idField })]);

export function readTrackPayload(value: unknown): TrackPayload | null {
  const parsed = trackPayloadSchema.safeParse(value);
  return parsed.success ? (parsed.data as TrackPayload) : null;
}
