import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";

export type RevokeInviteResult = { ok: true; wasAlreadyRevoked: boolean } | ServiceFailure<"not-found">;

/**
 * Withdraws an invite of this campaign (an invite id from another campaign is not-found: IDOR).
 * Revoking twice is harmless and records one activity line.
 */
export async function revokeInvite(access: CampaignAccess, inviteId: string, now = new Date()): Promise<RevokeInviteResult> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.invite.updateMany({
      where: { id: inviteId, campaignId: access.campaignId, revokedAt: null },
      data: { revokedAt: now },
    });
    if (count === 0) {
      const exists = await tx.invite.findFirst({ where: { id: inviteId, campaignId: access.campaignId }, select: { id: true } });
      return exists ? { ok: true, wasAlreadyRevoked: true } : { ok: false, code: "not-found", message: "That invite does not exist." };
    }
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "INVITE_REVOKED",
      summary: `${access.actorName} withdrew an invite link.`,
      payload: { v: 1, inviteId },
    });
    return { ok: true, wasAlreadyRevoked: false };
  });
}
