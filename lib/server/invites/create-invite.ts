import "server-only";
import type { CreateInviteInput } from "@/lib/schemas/invite";
import { ROLE_LABELS } from "@/lib/schemas/campaign-role";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { newInviteToken } from "./invite-token";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates an invite link. The caller passed authorizeCampaign(…, "invite:create", { grantsRole }).
 * The token is returned once, for the organiser to copy; only its hash is stored.
 */
export async function createInvite(access: CampaignAccess, input: Pick<CreateInviteInput, "role" | "expiresInDays">, now = new Date()) {
  const { token, tokenHash } = newInviteToken();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  return db.$transaction(async (tx) => {
    const invite = await tx.invite.create({
      data: { campaignId: access.campaignId, tokenHash, role: input.role, expiresAt, createdById: access.userId },
      select: { id: true, role: true, expiresAt: true },
    });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "INVITE_CREATED",
      summary: `${access.actorName} created an invite link for a ${ROLE_LABELS[input.role].toLowerCase()}.`,
      payload: { v: 1, inviteId: invite.id, role: invite.role, expiresAt: invite.expiresAt.toISOString() },
    });
    return { ok: true as const, invite, token };
  });
}
