import type { ActivityKind } from "@/lib/activity/activity-payload";
import type { BattleStatus } from "@/lib/battles/battle-status";

/**
 * VSGMR's words in the shared tables (GameSystem.battleStatuses and activityKinds): a series battle
 * uses the generic statuses, and its services write only generic activity lines.
 */
export const VSGMR_BATTLE_STATUSES = ["SETUP", "REPORTING", "RESOLVED", "UNDONE", "CANCELLED"] as const satisfies readonly BattleStatus[];

export const VSGMR_ACTIVITY_KINDS = [] as const satisfies readonly ActivityKind[];
