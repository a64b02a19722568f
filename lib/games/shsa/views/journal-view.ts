/** SHSA's journal: every episode and week of the campaign, newest first, told from their records. */
export interface ShsaJournalView {
  campaignId: string;
  entries: ReadonlyArray<{
    sessionId: string;
    kind: "EPISODE" | "WEEK";
    heading: string;
    playedOn: string;
    undone: boolean;
    /** What happened, one line each: an episode's steps and aftermath, a week's close. */
    lines: readonly string[];
  }>;
}
