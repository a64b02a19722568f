import "server-only";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import { ROLE_LABELS } from "@/lib/schemas/campaign-role";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { countActiveOrganisers, lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";

export const LAST_ORGANISER_DEMOTE_MESSAGE = "A campaign needs an organiser. Make another member organiser before you step down.";
export const MEMBER_CHANGED_MESSAGE = "That member's place in the campaign changed meanwhile. Reload the page and try again.";

export type ChangeMemberRoleResult = { ok: true; wasChanged: boolean } | ServiceFailure<"last-organiser" | "conflict">;

/**
 * `target` comes from authorizeMemberChange, which checked rank and the role granted.
 * last-organiser: the only organiser tries to step down. conflict: the target's role or
 * membership changed since it was authorized. Both change nothing.
 */
export async function changeMemberRole(access: CampaignAccess, target: CampaignAccess, role: CampaignRole): Promise<ChangeMemberRoleResult> {
  if (target.role === role) return { ok: true, wasChanged: false };
  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    if (target.role === "ORGANISER" && (await countActiveOrganisers(tx, access.campaignId)) <= 1) {
      return { ok: false, code: "last-organiser", message: LAST_ORGANISER_DEMOTE_MESSAGE };
    }
    const { count } = await tx.membership.updateMany({
      where: { id: target.membershipId, role: target.role, leftAt: null },
      data: { role },
    });
    if (count === 0) return { ok: false, code: "conflict", message: MEMBER_CHANGED_MESSAGE };
    const isSelf = target.userId === access.userId;
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "MEMBER_ROLE_CHANGED",
      summary: isSelf ? `${access.actorName} is now ${ROLE_LABELS[role].toLowerCase()}.` : `${access.actorName} made ${target.actorName} ${ROLE_LABELS[role].toLowerCase()}.`,
      payload: { v: 1, userId: target.userId, memberName: target.actorName, from: target.role, to: role },
    });
    return { ok: true, wasChanged: true };
  });
}
