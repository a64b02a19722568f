import "server-only";
import type { ReinviteMemberInput } from "@/lib/schemas/invite";
import { canManageMember } from "@/lib/authz/permissions";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { createInvite } from "./create-invite";

export const NOT_REMOVED_MESSAGE = "That person was not removed from this campaign.";
export const CANNOT_REINVITE_MESSAGE = "Your role in this campaign does not allow inviting that person back.";

export type ReinviteMemberResult =
  { ok: true; invite: { id: string; role: string; expiresAt: Date; maxUses: number }; token: string; inviteeName: string } | ServiceFailure<"not-removed" | "forbidden">;

/**
 * An invite for one person an organiser removed, by name: the only kind of link that lets them back
 * (findUsableInvite), for one use, and only by their own account. The caller passed
 * authorizeCampaign(…, "invite:create", { grantsRole }).
 *
 * not-removed: the person is not someone removed from this campaign (an id from another campaign, a
 * member, someone who left on their own: they need no invite by name). forbidden: the actor could not
 * have removed them (a co-organiser inviting back a removed co-organiser), as canManageMember says.
 */
export async function reinviteMember(
  access: CampaignAccess,
  input: Pick<ReinviteMemberInput, "userId" | "role" | "expiresInDays">,
  now = new Date(),
): Promise<ReinviteMemberResult> {
  const removed = await db.membership.findUnique({
    where: { campaignId_userId: { campaignId: access.campaignId, userId: input.userId } },
    select: { role: true, removedAt: true, user: { select: { id: true, name: true } } },
  });
  if (!removed?.removedAt) return { ok: false, code: "not-removed", message: NOT_REMOVED_MESSAGE };
  if (!canManageMember(access.role, removed.role)) return { ok: false, code: "forbidden", message: CANNOT_REINVITE_MESSAGE };
  const inviteeName = displayName(removed.user);
  const { invite, token } = await createInvite(access, { role: input.role, expiresInDays: input.expiresInDays, invitee: { userId: input.userId, name: inviteeName } }, now);
  return { ok: true, invite, token, inviteeName };
}
