/** A team's two story-point counters (Ruling R8), derived from its ledger entries. */
export interface StoryPointTotals {
  /** Sum of every delta: pays costs and decides the campaign goal. */
  balance: number;
  /** Sum of the gains (lib/server/story-points/story-point-totals.ts): never falls by a spend or loss, drives milestones. */
  earned: number;
}

export const NO_STORY_POINTS: StoryPointTotals = { balance: 0, earned: 0 };

/** A team's counters from a map of them; a team without entries has none. */
export function totalsOf(totals: ReadonlyMap<string, StoryPointTotals>, teamId: string): StoryPointTotals {
  return totals.get(teamId) ?? NO_STORY_POINTS;
}
