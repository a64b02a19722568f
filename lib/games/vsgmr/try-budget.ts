import { vsgmrSeriesSettingsSchema } from "./campaign-settings";

/** The budget the try-it builder checks a force against, or why the typed text is not one. */
export type TryBudget = { ok: true; points: number } | { ok: false; message: string };

/**
 * The visitor's typed budget on the public force builder, read with the series form's own rule
 * (a whole number of 5 to 200 points, VS-R19), so the sandbox accepts exactly what a series would.
 * Blank or not a number is refused with the same words as the campaign form.
 */
export function readTryBudget(text: string): TryBudget {
  const trimmed = text.trim();
  const parsed = vsgmrSeriesSettingsSchema.shape.pointBudget.safeParse(trimmed === "" ? Number.NaN : Number(trimmed));
  if (parsed.success) return { ok: true, points: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "Enter a number." };
}
