import type { SmfCharacter } from "./character";

/**
 * A team's campaign state as the rules library sees it: the roster plus the counters the
 * pre- and post-battle sequences read and change.
 *
 * STORED AS JSON (battle snapshots and post-battle events). Changing it needs a data migration.
 */
export interface SmfTeamState {
  teamId: string;
  name: string;
  /** Heroes or villains; a heroic character who puts a foe down may capture instead of kill (L2581). */
  alignment: "heroes" | "villains";
  characters: SmfCharacter[];
  /** Ruling R8: earned never falls and drives milestones; balance pays costs and decides the goal. */
  storyPoints: { earned: number; balance: number };
  /** Milestones already paid out (floor(earned / 5) once the bumps are allocated). */
  milestonesReached: number;
  /** A base won in Fortress Assault (A New Fastness) and its age, for Ruling R16. */
  base?: { wonInIssue: number; battlesWhileHeld: number };
  /** Subplot dice a post-battle special earned for the team's next scenario (Media Blitz, Crossover, Followup). */
  carriedSubplotDice: number;
  /** Guest stars bought in Phase 3 for the team's next game (L2694). */
  guestStarsPending: number;
  /** Sidekicks that died and were replaced since the last battle: they need a 2+ arrival roll (L1035). */
  replacedSidekickIds: string[];
}

export const STARTING_STORY_POINTS = 1; // L2615
export const DEFAULT_STORY_POINT_GOAL = 20; // L2700
