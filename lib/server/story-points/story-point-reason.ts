import type { StoryPointReason as StoryPointReasonRow } from "@/lib/generated/prisma/enums";
import type { StoryPointReason } from "@/lib/rules/smf";

/**
 * The rules library's ledger reasons (lib/rules/smf/story-points/ledger.ts) as stored. Typed as a
 * full Record, so a reason added to the rules fails the type check until the enum has it too.
 * STARTING has no rules counterpart: the team's first entry is written when the team is created.
 */
export const REASON_TO_ROW: Record<StoryPointReason, StoryPointReasonRow> = {
  reward: "REWARD",
  objective: "OBJECTIVE",
  event: "EVENT",
  "inspired-recovery": "INSPIRED_RECOVERY",
  "base-income": "BASE_INCOME",
  "base-lost": "BASE_LOST",
  "artifact-upkeep": "ARTIFACT_UPKEEP",
  "guest-star": "GUEST_STAR",
  vehicle: "VEHICLE",
  quiver: "QUIVER",
  grimoire: "GRIMOIRE",
  "curse-lift": "CURSE_LIFT",
  correction: "CORRECTION",
};
