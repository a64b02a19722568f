import type { ActivityKind } from "@/lib/activity/activity-payload";
import type { BattleStatus } from "@/lib/battles/battle-status";

/**
 * Supers Unlimited's words in the shared tables (GameSystem.battleStatuses and activityKinds): a
 * league battle is set up, played and resolved (or undone, or cancelled) with the generic statuses,
 * and its services write only generic activity lines.
 */
export const SU_BATTLE_STATUSES = ["SETUP", "REPORTING", "RESOLVED", "UNDONE", "CANCELLED"] as const satisfies readonly BattleStatus[];

export const SU_ACTIVITY_KINDS = [] as const satisfies readonly ActivityKind[];
