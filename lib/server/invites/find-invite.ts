import "server-only";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/server/service-result";
import { hashInviteToken } from "./invite-token";

export type InviteRefusal = "unknown" | "expired" | "revoked" | "campaign-archived";

export const INVITE_REFUSAL_MESSAGES: Record<InviteRefusal, string> = {
  unknown: "That invite link is not valid. Check that you copied all of it, or ask the organiser for a new one.",
  expired: "That invite link has expired. Ask the organiser for a new one.",
  revoked: "That invite link was withdrawn by the organiser. Ask them for a new one.",
  "campaign-archived": "That campaign has ended and no longer takes new members.",
};

export type FindInviteResult =
  | { ok: true; invite: { id: string; campaignId: string; campaignName: string; role: CampaignRole } }
  | ServiceFailure<InviteRefusal>;

/**
 * Looks an invite up by the token in its link and says whether it can still be used. The token is
 * the capability: whoever holds a working one may see the campaign's name and the role offered.
 */
export async function findUsableInvite(token: string, now = new Date(), tx: Prisma.TransactionClient = db): Promise<FindInviteResult> {
  const invite = await tx.invite.findUnique({
    where: { tokenHash: hashInviteToken(token) },
    select: { id: true, role: true, expiresAt: true, revokedAt: true, campaign: { select: { id: true, name: true, archivedAt: true } } },
  });
  const refuse = (code: InviteRefusal): ServiceFailure<InviteRefusal> => ({ ok: false, code, message: INVITE_REFUSAL_MESSAGES[code] });
  if (!invite) return refuse("unknown");
  if (invite.revokedAt) return refuse("revoked");
  if (invite.expiresAt <= now) return refuse("expired");
  if (invite.campaign.archivedAt) return refuse("campaign-archived");
  return { ok: true, invite: { id: invite.id, campaignId: invite.campaign.id, campaignName: invite.campaign.name, role: invite.role } };
}
