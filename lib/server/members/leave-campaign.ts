import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { countActiveOrganisers, lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";

export const LAST_ORGANISER_LEAVE_MESSAGE = "You are this campaign's only organiser. Make another member organiser before you leave.";

export type LeaveCampaignResult = { ok: true } | ServiceFailure<"last-organiser">;

/**
 * The member leaves; a player's teams stay in the campaign (they keep the owner's name).
 * last-organiser: the only organiser tries to leave; nothing changes.
 */
export async function leaveCampaign(access: CampaignAccess, now = new Date()): Promise<LeaveCampaignResult> {
  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const membership = await tx.membership.findUniqueOrThrow({ where: { id: access.membershipId }, select: { role: true, leftAt: true } });
    if (membership.leftAt) return { ok: true };
    if (membership.role === "ORGANISER" && (await countActiveOrganisers(tx, access.campaignId)) <= 1) {
      return { ok: false, code: "last-organiser", message: LAST_ORGANISER_LEAVE_MESSAGE };
    }
    await tx.membership.update({ where: { id: access.membershipId }, data: { leftAt: now } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "MEMBER_LEFT",
      summary: `${access.actorName} left the campaign.`,
      payload: { v: 1, userId: access.userId },
    });
    return { ok: true };
  });
}
