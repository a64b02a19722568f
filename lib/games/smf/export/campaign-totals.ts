import type { StoryPointTotals } from "@/lib/ledger/ledger-totals";

/**
 * Each team's two counters (Ruling R8) from a file's ledger, as storyPointTotals derives them from
 * the rows: balance = every delta; earned = the gains, less what a reversal took back (a reversal
 * counts only its negative part).
 */
export function campaignTotals(entries: readonly { teamId: string; delta: number; reversesEntryId: string | null }[]): Map<string, StoryPointTotals> {
  const totals = new Map<string, StoryPointTotals>();
  for (const entry of entries) {
    const current = totals.get(entry.teamId) ?? { balance: 0, earned: 0 };
    const earned = entry.reversesEntryId === null ? Math.max(entry.delta, 0) : Math.min(entry.delta, 0);
    totals.set(entry.teamId, { balance: current.balance + entry.delta, earned: current.earned + earned });
  }
  return totals;
}
