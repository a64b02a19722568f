import type { ActivityKind } from "@/lib/activity/activity-payload";
import type { BattleStatus } from "@/lib/battles/battle-status";

/**
 * SMF's words in the shared tables (GameSystem.battleStatuses and activityKinds): its staged
 * battles' statuses, the generic ones and its own three stages (PRE_BATTLE, AWAITING_CONFIRMATION,
 * POST_BATTLE), and the activity lines only its services write.
 */
export const SMF_BATTLE_STATUSES = [
  "SETUP",
  "PRE_BATTLE",
  "REPORTING",
  "AWAITING_CONFIRMATION",
  "POST_BATTLE",
  "RESOLVED",
  "UNDONE",
  "CANCELLED",
] as const satisfies readonly BattleStatus[];

export const SMF_ACTIVITY_KINDS = [
  "BATTLE_PRE_BATTLE_DONE",
  "BATTLE_REPORTED",
  "BATTLE_CONFIRMED",
  "BATTLE_REDONE",
  "STORY_POINTS_SPENT",
  "CAMPAIGN_FINISHED",
] as const satisfies readonly ActivityKind[];
