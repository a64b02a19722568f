import type { BattleStatus } from "@/lib/battles/battle-status";

export const BATTLE_STATUS_LABELS: Record<BattleStatus, string> = {
  SETUP: "Set-up",
  PRE_BATTLE: "Pre-battle",
  REPORTING: "Report",
  AWAITING_CONFIRMATION: "Awaiting confirmation",
  POST_BATTLE: "Post-battle",
  RESOLVED: "Resolved",
  UNDONE: "Undone",
  CANCELLED: "Cancelled",
};

const TONES: Record<BattleStatus, string> = {
  SETUP: "border-sky-300 bg-sky-50 text-sky-900",
  PRE_BATTLE: "border-sky-300 bg-sky-50 text-sky-900",
  REPORTING: "border-amber-300 bg-amber-50 text-amber-900",
  AWAITING_CONFIRMATION: "border-amber-300 bg-amber-50 text-amber-900",
  POST_BATTLE: "border-amber-300 bg-amber-50 text-amber-900",
  RESOLVED: "border-emerald-300 bg-emerald-50 text-emerald-900",
  UNDONE: "border-stone-300 bg-stone-100 text-stone-700",
  CANCELLED: "border-stone-300 bg-stone-100 text-stone-700",
};

export const statusBadgeClass = (status: BattleStatus) => `inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[status]}`;

/** The stepper's five steps; a battle's status maps onto one of them. */
export const BATTLE_STEPS = ["Set-up", "Pre-battle", "Report", "Post-battle", "Resolved"] as const;

/**
 * The step a battle had reached, read from what it stored (a cancelled battle keeps no other
 * trace): its post-battle state once the report was accepted, the pre-battle result once that was
 * rolled, the snapshot once the choices were locked.
 */
export function reachedStepIndex(data: { snapshot: unknown; preBattle: unknown; postBattleState: unknown }): number {
  if (data.postBattleState) return 3;
  if (data.preBattle) return 2;
  if (data.snapshot) return 1;
  return 0;
}

export function stepIndex(status: BattleStatus): number {
  switch (status) {
    case "SETUP":
      return 0;
    case "PRE_BATTLE":
      return 1;
    case "REPORTING":
    case "AWAITING_CONFIRMATION":
      return 2;
    case "POST_BATTLE":
      return 3;
    default:
      return 4;
  }
}
