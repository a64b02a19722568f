import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { MEMBER_CHANGED_MESSAGE } from "./change-member-role";

export type RemoveMemberResult = { ok: true } | ServiceFailure<"conflict">;

/**
 * Ends another member's membership (`target` from authorizeMemberChange). Their teams stay in the
 * campaign with their name on them, and the invite links they joined through no longer let them
 * back in (acceptInvite refuses them as "removed"). conflict: the target changed since it was authorized.
 */
export async function removeMember(access: CampaignAccess, target: CampaignAccess, now = new Date()): Promise<RemoveMemberResult> {
  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const { count } = await tx.membership.updateMany({
      where: { id: target.membershipId, role: target.role, leftAt: null },
      data: { leftAt: now },
    });
    if (count === 0) return { ok: false, code: "conflict", message: MEMBER_CHANGED_MESSAGE };
    // The links they came through stop working for them; a new link from an organiser still does.
    await tx.inviteAcceptance.updateMany({
      where: { userId: target.userId, revokedAt: null, invite: { campaignId: access.campaignId } },
      data: { revokedAt: now },
    });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "MEMBER_REMOVED",
      summary: `${access.actorName} removed ${target.actorName} from the campaign.`,
      payload: { v: 1, userId: target.userId, memberName: target.actorName },
    });
    return { ok: true };
  });
}
