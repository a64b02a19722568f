/** Shared formatting for the journal and the roll log; instants are written by components/ui/date-time.tsx. */

export const RESULT_LABELS = { WON: "Won", LOST: "Lost", DRAW: "Draw" } as const;

/** "+2", "−1", "±0" with a real minus sign. */
export function signedStoryPoints(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0";
}
