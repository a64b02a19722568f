/** Shared formatting for the journal and the roll log (server-rendered, one time zone for all). */
export const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
export const dateOnly = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export const RESULT_LABELS = { WON: "Won", LOST: "Lost", DRAW: "Draw" } as const;

/** "+2", "−1", "±0" with a real minus sign. */
export function signedStoryPoints(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0";
}
