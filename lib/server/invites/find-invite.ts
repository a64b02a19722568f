import "server-only";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { hashInviteToken } from "./invite-token";

/**
 * unknown/revoked/expired/campaign-archived: the link itself no longer works.
 * removed: an organiser removed this person from the campaign; only an invite made for them by name lets them back.
 * not-for-you: the invite was made for another person by name.
 * used-up: as many people as the link allows have joined with it (someone who is one of them is not refused).
 */
export type InviteRefusal = "unknown" | "expired" | "revoked" | "campaign-archived" | "removed" | "not-for-you" | "used-up";

export const INVITE_REFUSAL_MESSAGES: Record<InviteRefusal, string> = {
  unknown: "That invite link is not valid. Check that you copied all of it, or ask the organiser for a new one.",
  expired: "That invite link has expired. Ask the organiser for a new one.",
  revoked: "That invite link was withdrawn by the organiser. Ask them for a new one.",
  "campaign-archived": "That campaign has ended and no longer takes new members.",
  removed: "You were removed from this campaign, so invite links for the group do not work for you. If you should come back, ask an organiser to invite you by name.",
  "not-for-you": "That invite link was made for someone else. Ask the organiser for your own.",
  "used-up": "That invite link has already been used by as many people as it allows. Ask the organiser for a new one.",
};

export interface UsableInvite {
  id: string;
  campaignId: string;
  campaignName: string;
  role: CampaignRole;
  /** The person asking has joined with this link before (and was not removed since): coming back takes no new use. */
  hasAccepted: boolean;
}

export type FindInviteResult = { ok: true; invite: UsableInvite } | ServiceFailure<InviteRefusal>;

/**
 * Looks an invite up by the token in its link and says whether it can still be used, by `userId`
 * when given (the signed-in person), else by anyone. The token is the capability: whoever holds a
 * working one may see the campaign's name and the role offered.
 */
export async function findUsableInvite(token: string, now = new Date(), tx: Prisma.TransactionClient = db, userId?: string): Promise<FindInviteResult> {
  const invite = await tx.invite.findUnique({
    where: { tokenHash: hashInviteToken(token) },
    select: {
      id: true,
      role: true,
      expiresAt: true,
      revokedAt: true,
      maxUses: true,
      useCount: true,
      inviteeId: true,
      campaign: { select: { id: true, name: true, archivedAt: true } },
    },
  });
  const refuse = (code: InviteRefusal): ServiceFailure<InviteRefusal> => ({ ok: false, code, message: INVITE_REFUSAL_MESSAGES[code] });
  if (!invite) return refuse("unknown");
  if (invite.revokedAt) return refuse("revoked");
  if (invite.expiresAt <= now) return refuse("expired");
  if (invite.campaign.archivedAt) return refuse("campaign-archived");
  const [acceptance, membership] = userId
    ? await Promise.all([
        tx.inviteAcceptance.findUnique({ where: { inviteId_userId: { inviteId: invite.id, userId } }, select: { revokedAt: true } }),
        tx.membership.findUnique({ where: { campaignId_userId: { campaignId: invite.campaign.id, userId } }, select: { leftAt: true, removedAt: true } }),
      ])
    : [null, null];
  // Someone in the campaign already is sent in whatever the link's uses: acceptInvite changes nothing for them.
  const isActiveMember = membership !== null && membership.leftAt === null;
  if (userId && invite.inviteeId && invite.inviteeId !== userId) return refuse("not-for-you");
  // Removal is the person's, not the link's: every group link refuses them, only one made for them by name does not.
  if (!isActiveMember && (membership?.removedAt || acceptance?.revokedAt) && invite.inviteeId !== userId) return refuse("removed");
  if (!isActiveMember && !acceptance && invite.useCount >= invite.maxUses) return refuse("used-up");
  return {
    ok: true,
    invite: { id: invite.id, campaignId: invite.campaign.id, campaignName: invite.campaign.name, role: invite.role, hasAccepted: acceptance !== null },
  };
}
