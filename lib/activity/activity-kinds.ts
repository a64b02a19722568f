/**
 * Which kinds of "recent activity" line exist (ActivityEvent.kind, text checked by the code, not a
 * Postgres enum: migration 20261128200000_game_words_text). The generic kinds are written by the
 * shared services (campaigns, invites, members, teams, rosters, sharing, the battle lifecycle every
 * game has, ledger corrections); a game declares its own kinds (GameSystem.activityKinds, from its
 * folder), and every kind's payload shape is in activity-payload.ts.
 */
import { ACTIVITY_PAYLOAD_SCHEMAS, type ActivityKind } from "./activity-payload";

export type { ActivityKind } from "./activity-payload";

export const GENERIC_ACTIVITY_KINDS = [
  "CAMPAIGN_CREATED",
  "CAMPAIGN_SETTINGS_CHANGED",
  "STORY_POINT_GOAL_RAISED",
  "CAMPAIGN_ARCHIVED",
  "CAMPAIGN_SHARED",
  "CAMPAIGN_REOPENED",
  "INVITE_CREATED",
  "INVITE_REVOKED",
  "MEMBER_JOINED",
  "MEMBER_ROLE_CHANGED",
  "MEMBER_REMOVED",
  "MEMBER_LEFT",
  "TEAM_CREATED",
  "TEAM_UPDATED",
  "TEAM_ARCHIVED",
  "TEAM_SHARED",
  "CHARACTER_ADDED",
  "CHARACTER_UPDATED",
  "CHARACTER_RETIRED",
  "CHARACTER_DELETED",
  "BATTLE_CREATED",
  "BATTLE_CANCELLED",
  "BATTLE_RESOLVED",
  "BATTLE_UNDONE",
  "SESSION_RECORDED",
  "SESSION_UNDONE",
  "STORY_POINTS_CORRECTED",
] as const satisfies readonly ActivityKind[];

/** Every kind a line may have: the generic ones and every game's (the payload schemas' keys). */
export const ACTIVITY_KINDS = Object.keys(ACTIVITY_PAYLOAD_SCHEMAS) as ActivityKind[];

export function isActivityKind(value: string): value is ActivityKind {
  return Object.hasOwn(ACTIVITY_PAYLOAD_SCHEMAS, value);
}

/** A stored kind read back: one no code declares is a data error. */
export function asActivityKind(value: string): ActivityKind {
  if (!isActivityKind(value)) throw new Error(`An activity line holds the kind “${value}”, which no game declares.`);
  return value;
}

/** The kinds a campaign of this game may hold: the generic ones and the game's own. */
export function activityKindsOf(system: { activityKinds?: readonly ActivityKind[] }): ActivityKind[] {
  return [...GENERIC_ACTIVITY_KINDS, ...(system.activityKinds ?? [])];
}
