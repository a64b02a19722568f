/** One line of a team's story-point history, as the ledger page shows it. */
export interface LedgerLine {
  id: string;
  createdAt: Date;
  delta: number;
  /** The game system's reason word, as stored (SMF: SMF_LEDGER_REASONS). */
  reason: string;
  note: string;
  actorName: string;
  /** The issue (battle) behind the entry, if any. */
  issue: number | null;
  /** The team's balance right after this entry (Ruling R8: the sum of every delta so far). */
  balanceAfter: number;
  /** This entry cancels another (an organiser undid a battle). */
  isReversal: boolean;
  /** A later entry cancels this one: shown as undone. */
  isUndone: boolean;
}

/** One page of a team's ledger (listLedger), newest line first. */
export interface LedgerPage {
  lines: LedgerLine[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}
