import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { ROLE_LABELS } from "@/lib/schemas/campaign-role";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { displayName } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { findUsableInvite, INVITE_REFUSAL_MESSAGES, type InviteRefusal } from "./find-invite";
import { hashInviteToken } from "./invite-token";

export type AcceptInviteResult = { ok: true; campaignId: string; wasAlreadyMember: boolean } | ServiceFailure<InviteRefusal>;

/**
 * The signed-in user joins with the invite's role. Someone already active in the campaign keeps
 * their membership and role unchanged (no duplicate, no demotion by an old link); someone who
 * left earlier comes back on their old row with the invite's role. A first use by a person takes
 * one of the link's uses, guarded on useCount < maxUses in the same transaction as the membership,
 * so simultaneous accepts of a 1-use link let exactly one person in. Someone removed from the
 * campaign is refused every link but one an organiser made for them by name (Invite.inviteeId);
 * accepting that one ends the removal. The campaign's lock is taken first, as removals, role
 * changes and account deletions take it, so a join cannot slip between their checks and writes.
 */
export async function acceptInvite(user: { id: string; name: string | null; email: string }, token: string, now = new Date()): Promise<AcceptInviteResult> {
  const actor = { userId: user.id, actorName: displayName(user) };
  try {
    return await db.$transaction(async (tx) => {
      const target = await tx.invite.findUnique({ where: { tokenHash: hashInviteToken(token) }, select: { campaignId: true } });
      if (target) await lockCampaign(tx, target.campaignId);
      const found = await findUsableInvite(token, now, tx, user.id);
      if (!found.ok) return found;
      const { invite } = found;

      const existing = await tx.membership.findUnique({
        where: { campaignId_userId: { campaignId: invite.campaignId, userId: user.id } },
        select: { id: true, leftAt: true },
      });
      if (existing && !existing.leftAt) return { ok: true, campaignId: invite.campaignId, wasAlreadyMember: true };

      if (!invite.hasAccepted) {
        // The row lock of this update makes a simultaneous accept wait and then re-check the guard.
        const { count } = await tx.invite.updateMany({
          where: { id: invite.id, revokedAt: null, expiresAt: { gt: now }, useCount: { lt: tx.invite.fields.maxUses } },
          data: { useCount: { increment: 1 } },
        });
        if (count === 0) {
          // The same person accepting in another tab may have taken the last use: then they are in.
          const mine = await tx.inviteAcceptance.findUnique({ where: { inviteId_userId: { inviteId: invite.id, userId: user.id } }, select: { revokedAt: true } });
          if (mine && !mine.revokedAt) return { ok: true, campaignId: invite.campaignId, wasAlreadyMember: true };
          return { ok: false, code: "used-up", message: INVITE_REFUSAL_MESSAGES["used-up"] };
        }
        await tx.inviteAcceptance.create({ data: { inviteId: invite.id, userId: user.id, acceptedAt: now } });
      }

      if (existing) {
        // Guarded: a second tab accepting at the same moment finds the row already active.
        const { count } = await tx.membership.updateMany({
          where: { id: existing.id, leftAt: { not: null } },
          data: { leftAt: null, removedAt: null, role: invite.role, joinedAt: now },
        });
        if (count === 0) return { ok: true, campaignId: invite.campaignId, wasAlreadyMember: true };
      } else {
        await tx.membership.create({ data: { campaignId: invite.campaignId, userId: user.id, role: invite.role, joinedAt: now } });
      }
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
    // Two first-time accepts by one person at once: the unique indexes on (inviteId, userId) and
    // (campaignId, userId) let one through and roll the other back whole, use included.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const found = await findUsableInvite(token, now, db, user.id);
      if (found.ok) return { ok: true, campaignId: found.invite.campaignId, wasAlreadyMember: true };
    }
    throw error;
  }
}
