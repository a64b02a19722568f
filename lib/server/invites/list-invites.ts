import "server-only";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

export type InviteStatus = "active" | "used-up" | "expired" | "revoked";

/** The campaign's invites, newest first, for organisers (the links themselves cannot be shown again). */
export async function listInvites(access: CampaignAccess, now = new Date()) {
  const rows = await db.invite.findMany({
    where: { campaignId: access.campaignId },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: {
      id: true,
      role: true,
      expiresAt: true,
      revokedAt: true,
      maxUses: true,
      useCount: true,
      createdAt: true,
      createdBy: { select: { name: true } },
      invitee: { select: { id: true, name: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    expiresAt: row.expiresAt,
    maxUses: row.maxUses,
    useCount: row.useCount,
    createdAt: row.createdAt,
    createdByName: row.createdBy?.name ?? null,
    /** The one person a personal invite by name is for (someone removed, invited back). */
    inviteeName: row.invitee ? displayName(row.invitee) : null,
    status: (row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : row.useCount >= row.maxUses ? "used-up" : "active") as InviteStatus,
  }));
}
