import "server-only";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { RemovedMemberSummary } from "@/lib/views/removed-member";

export interface MemberSummary {
  userId: string;
  name: string;
  role: CampaignRole;
  joinedAt: Date;
}

const ROLE_ORDER: Record<CampaignRole, number> = { ORGANISER: 0, CO_ORGANISER: 1, PLAYER: 2, VIEWER: 3 };

/** Active members, organisers first. Emails are not shown to the group, only names. */
export async function listMembers(access: CampaignAccess): Promise<MemberSummary[]> {
  const rows = await db.membership.findMany({
    where: { campaignId: access.campaignId, leftAt: null },
    orderBy: { joinedAt: "asc" },
    select: { userId: true, role: true, joinedAt: true, user: { select: { name: true } } },
  });
  return rows
    .map((row) => ({ userId: row.userId, name: displayName({ id: row.userId, name: row.user.name }), role: row.role, joinedAt: row.joinedAt }))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
}

/**
 * People an organiser removed and nobody has let back in, most recent first, for those who may
 * invite (they rejoin only through an invite made for them by name). Served by Membership's
 * [campaignId, userId] unique index (prefix campaignId).
 */
export async function listRemovedMembers(access: CampaignAccess): Promise<RemovedMemberSummary[]> {
  const rows = await db.membership.findMany({
    where: { campaignId: access.campaignId, removedAt: { not: null } },
    orderBy: { removedAt: "desc" },
    take: 50,
    select: { userId: true, role: true, removedAt: true, user: { select: { name: true } } },
  });
  return rows.map((row) => ({ userId: row.userId, name: displayName({ id: row.userId, name: row.user.name }), role: row.role, removedAt: row.removedAt! }));
}
