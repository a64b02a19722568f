import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";
import type { VsgmrTrackPayload } from "@/lib/rules/vsgmr";
import { vsgmrRequestKeyField } from "./battles";

/**
 * The battle tracker's taps (components/games/vsgmr/battles/battle-tracker.tsx). Each tap posts
 * `battleId`, a fresh `requestKey` and `kind`, with the fields of its kind: `figureId` (defeated,
 * returned, escaped, and a Spawner's figure entering), `side` (arrived, object-home) and `bySide`
 * (defeated, when more than two sides play). Undo posts `battleId`, `requestKey` and `entryId`.
 */
type FormLike = Pick<FormData, "get">;

const text = (value: FormDataEntryValue | null): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

const tapSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("defeated"), figureId: idField, bySide: idField.optional() }),
    z.object({ kind: z.literal("returned"), figureId: idField }),
    z.object({ kind: z.literal("arrived"), side: idField, figureId: idField.optional() }),
    z.object({ kind: z.literal("building-hit") }),
    z.object({ kind: z.literal("escaped"), figureId: idField }),
    z.object({ kind: z.literal("object-home"), side: idField }),
    z.object({ kind: z.literal("round-over") }),
  ],
  { error: "That is not something the tracker records." },
);

export const trackVsgmrBattleSchema = z.object({ battleId: idField, requestKey: vsgmrRequestKeyField, tap: tapSchema });
export type TrackVsgmrBattleInput = z.infer<typeof trackVsgmrBattleSchema>;

export function trackVsgmrFromForm(form: FormLike) {
  const tap = Object.fromEntries(
    Object.entries({ kind: text(form.get("kind")), figureId: text(form.get("figureId")), side: text(form.get("side")), bySide: text(form.get("bySide")) }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return { battleId: form.get("battleId"), requestKey: form.get("requestKey"), tap };
}

export const strikeVsgmrTapSchema = z.object({ battleId: idField, requestKey: vsgmrRequestKeyField, entryId: idField });

export function strikeVsgmrTapFromForm(form: FormLike) {
  return { battleId: form.get("battleId"), requestKey: form.get("requestKey"), entryId: form.get("entryId") };
}

/** A stored payload (BattleTrackEntry.payload), read back: a row that does not fit is left out of the fold. */
export const vsgmrTrackPayloadSchema = z.union([tapSchema.and(z.object({ v: z.literal(1) })), z.strictObject({ v: z.literal(1), kind: z.literal("strike"), entryId: idField })]);

export function readVsgmrTrackPayload(value: unknown): VsgmrTrackPayload | null {
  const parsed = vsgmrTrackPayloadSchema.safeParse(value);
  return parsed.success ? (parsed.data as VsgmrTrackPayload) : null;
}
