import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { MEMBER_CHANGED_MESSAGE } from "./change-member-role";

export type RemoveMemberResult = { ok: true } | ServiceFailure<"conflict">;

/**
 * Ends another member's membership (`target` from authorizeMemberChange) and remembers the removal
 * (Membership.removedAt): no group link lets them back in, only an invite an organiser makes for them
 * by name (reinviteMember). The live links they made are withdrawn with them. Their teams stay in the
 * campaign with their name on them. conflict: the target changed since it was authorized.
 */
export async function removeMember(access: CampaignAccess, target: CampaignAccess, now = new Date()): Promise<RemoveMemberResult> {
  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const { count } = await tx.membership.updateMany({
      where: { id: target.membershipId, role: target.role, leftAt: null },
      data: { leftAt: now, removedAt: now },
    });
    if (count === 0) return { ok: false, code: "conflict", message: MEMBER_CHANGED_MESSAGE };
    // Their uses of the links they came through are marked, for the invite list's history.
    await tx.inviteAcceptance.updateMany({
      where: { userId: target.userId, revokedAt: null, invite: { campaignId: access.campaignId } },
      data: { revokedAt: now },
    });
    // A co-organiser's 25-person link would otherwise keep letting people in, them included.
    const withdrawn = await tx.invite.updateMany({
      where: { campaignId: access.campaignId, createdById: target.userId, revokedAt: null },
      data: { revokedAt: now },
    });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "MEMBER_REMOVED",
      summary: `${access.actorName} removed ${target.actorName} from the campaign${withdrawn.count > 0 ? ` and withdrew the invite link${withdrawn.count === 1 ? "" : "s"} they made` : ""}.`,
      payload: { v: 1, userId: target.userId, memberName: target.actorName },
    });
    return { ok: true };
  });
}
