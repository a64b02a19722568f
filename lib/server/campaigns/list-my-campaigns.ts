import "server-only";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db";

export interface MyCampaignSummary {
  id: string;
  name: string;
  role: CampaignRole;
  storyPointGoal: number;
  memberCount: number;
  teamCount: number;
  isArchived: boolean;
}

/** The campaigns the user is an active member of, newest first. */
export async function listMyCampaigns(userId: string): Promise<MyCampaignSummary[]> {
  const memberships = await db.membership.findMany({
    where: { userId, leftAt: null },
    orderBy: { campaign: { createdAt: "desc" } },
    select: {
      role: true,
      campaign: {
        select: {
          id: true,
          name: true,
          storyPointGoal: true,
          archivedAt: true,
          _count: { select: { memberships: { where: { leftAt: null } }, teams: { where: { archivedAt: null } } } },
        },
      },
    },
  });
  return memberships.map(({ role, campaign }) => ({
    id: campaign.id,
    name: campaign.name,
    role,
    storyPointGoal: campaign.storyPointGoal,
    memberCount: campaign._count.memberships,
    teamCount: campaign._count.teams,
    isArchived: campaign.archivedAt !== null,
  }));
}
