import type { StoryPointReason } from "@/lib/generated/prisma/enums";

/**
 * What each stored ledger reason is called on screen, in Longbox's own words. A full Record, so a
 * reason added to the enum fails the type check until it has a label.
 */
export const STORY_POINT_REASON_LABELS: Record<StoryPointReason, string> = {
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
