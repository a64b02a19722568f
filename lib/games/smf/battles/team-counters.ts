import type { SmfTeamState } from "@/lib/rules/smf";

/**
 * Team.state for SMF: a team's campaign counters other than story points (those come from the ledger),
 * plus what one battle leaves for the next pre-battle. STORED AS JSON; a missing key reads as its
 * default, so teams created before a key existed need no migration.
 */
export interface TeamCounters {
  milestonesReached: number;
  base?: { wonInIssue: number; battlesWhileHeld: number };
  carriedSubplotDice: number;
  guestStarsPending: number;
  replacedSidekickIds: string[];
  /** Magic Artifact bearers whose upkeep was declined after the last battle (L898). */
  artifactUpkeepDeclined: string[];
  /** Henchmen groups wiped out in the team's last battle (L1901). */
  wipedOutHenchmenIds: string[];
}

export function readCounters(value: unknown): TeamCounters {
  const raw = (value && typeof value === "object" ? value : {}) as Partial<TeamCounters>;
  return {
    milestonesReached: raw.milestonesReached ?? 0,
    ...(raw.base ? { base: raw.base } : {}),
    carriedSubplotDice: raw.carriedSubplotDice ?? 0,
    guestStarsPending: raw.guestStarsPending ?? 0,
    replacedSidekickIds: raw.replacedSidekickIds ?? [],
    artifactUpkeepDeclined: raw.artifactUpkeepDeclined ?? [],
    wipedOutHenchmenIds: raw.wipedOutHenchmenIds ?? [],
  };
}

/** The counters a team state carries after the post-battle, keeping the app's own keys given. */
export function countersFromState(team: SmfTeamState, appKeys: Pick<TeamCounters, "artifactUpkeepDeclined" | "wipedOutHenchmenIds">): TeamCounters {
  return {
    milestonesReached: team.milestonesReached,
    ...(team.base ? { base: team.base } : {}),
    carriedSubplotDice: team.carriedSubplotDice,
    guestStarsPending: team.guestStarsPending,
    replacedSidekickIds: team.replacedSidekickIds,
    ...appKeys,
  };
}
