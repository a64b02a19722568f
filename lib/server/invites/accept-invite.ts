import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { ROLE_LABELS } from "@/lib/schemas/campaign-role";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/server/service-result";
import { findUsableInvite, type InviteRefusal } from "./find-invite";

export type AcceptInviteResult = { ok: true; campaignId: string; wasAlreadyMember: boolean } | ServiceFailure<InviteRefusal>;

/**
 * The signed-in user joins with the invite's role. Someone already active in the campaign keeps
 * their membership and role unchanged (no duplicate, no demotion by an old link); someone who
 * left earlier comes back on their old row with the invite's role.
 */
export async function acceptInvite(user: { id: string; name: string | null; email: string }, token: string, now = new Date()): Promise<AcceptInviteResult> {
  const actor = { userId: user.id, actorName: displayName(user) };
  try {
    return await db.$transaction(async (tx) => {
      const found = await findUsableInvite(token, now, tx);
      if (!found.ok) return found;
      const { invite } = found;

      const existing = await tx.membership.findUnique({
        where: { campaignId_userId: { campaignId: invite.campaignId, userId: user.id } },
        select: { id: true, leftAt: true },
      });
      if (existing && !existing.leftAt) return { ok: true, campaignId: invite.campaignId, wasAlreadyMember: true };

      if (existing) {
        // Guarded: a second tab accepting at the same moment finds the row already active.
        const { count } = await tx.membership.updateMany({
          where: { id: existing.id, leftAt: { not: null } },
          data: { leftAt: null, role: invite.role, joinedAt: now },
        });
        if (count === 0) return { ok: true, campaignId: invite.campaignId, wasAlreadyMember: true };
      } else {
        await tx.membership.create({ data: { campaignId: invite.campaignId, userId: user.id, role: invite.role, joinedAt: now } });
      }
      await tx.invite.update({ where: { id: invite.id }, data: { useCount: { increment: 1 } } });
      await recordActivity(tx, {
        campaignId: invite.campaignId,
        actor,
        kind: "MEMBER_JOINED",
        summary: `${actor.actorName} joined as ${ROLE_LABELS[invite.role].toLowerCase()}.`,
        payload: { v: 1, userId: user.id, role: invite.role, inviteId: invite.id },
      });
      return { ok: true, campaignId: invite.campaignId, wasAlreadyMember: false };
    });
  } catch (error) {
    // Two first-time accepts at once: the (campaignId, userId) unique index lets one through.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const found = await findUsableInvite(token, now);
      if (found.ok) return { ok: true, campaignId: found.invite.campaignId, wasAlreadyMember: true };
    }
    throw error;
  }
}
