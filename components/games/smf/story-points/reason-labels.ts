import { isSmfLedgerReason, type SmfLedgerReason } from "@/lib/rules/smf";

/**
 * What each stored SMF ledger reason is called on screen, in Longbox's own words. A full Record, so a
 * reason added to SMF_LEDGER_REASONS fails the type check until it has a label.
 */
export const STORY_POINT_REASON_LABELS: Record<SmfLedgerReason, string> = {
  STARTING: "Starting story point",
  REWARD: "Battle reward",
  OBJECTIVE: "Scenario objective",
  EVENT: "Special event",
  INSPIRED_RECOVERY: "Inspired recovery",
  BASE_INCOME: "Base income",
  BASE_LOST: "Base lost",
  ARTIFACT_UPKEEP: "Magic Artifact upkeep",
  GUEST_STAR: "Guest star booked",
  VEHICLE: "Vehicle fielded",
  QUIVER: "Quiver restocked",
  GRIMOIRE: "Grimoire rewritten",
  CURSE_LIFT: "Curse lifted",
  CORRECTION: "Organiser correction",
};

/** A stored reason's label; a word no label knows (another system's) is shown as it is stored. */
export function storyPointReasonLabel(reason: string): string {
  return isSmfLedgerReason(reason) ? STORY_POINT_REASON_LABELS[reason] : reason;
}
