/** One conflict of an adventure, as the journal tells it. */
export interface D20JournalConflict {
  id: string;
  name: string;
  /** "ended after round 3", "running, round 2", "undone by Gemma GM". */
  status: string;
  undone: boolean;
  lines: string[];
}

/** The d20 series' journal: every adventure, newest first, with its conflicts. */
export interface D20JournalView {
  campaignId: string;
  entries: Array<{
    sessionId: string;
    heading: string;
    playedOn: string;
    undone: boolean;
    lines: string[];
    conflicts: D20JournalConflict[];
  }>;
  /** Awards and injuries recorded before the first adventure. */
  before: string[];
}
