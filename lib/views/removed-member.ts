import type { CampaignRole } from "@/lib/generated/prisma/enums";

/** Someone an organiser removed from a campaign, as the members page lists them for inviting back. */
export interface RemovedMemberSummary {
  userId: string;
  name: string;
  /** The role they had when they were removed. */
  role: CampaignRole;
  removedAt: Date;
}
