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
 * The token is returned once, for the organiser to copy; only its hash is stored. `maxUses`
 * (default 1, a personal invite) is how many people may join with it. `invitee`: the one person who
 * may accept it (reinviteMember: someone removed, invited back by name); it then admits one.
 */
export async function createInvite(
  access: CampaignAccess,
  input: Pick<CreateInviteInput, "role" | "expiresInDays"> & { maxUses?: number; invitee?: { userId: string; name: string } },
  now = new Date(),
) {
  const { token, tokenHash } = newInviteToken();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  return db.$transaction(async (tx) => {
    const invite = await tx.invite.create({
      data: {
        campaignId: access.campaignId,
        tokenHash,
        role: input.role,
        expiresAt,
        maxUses: input.invitee ? 1 : (input.maxUses ?? 1),
        createdById: access.userId,
        inviteeId: input.invitee?.userId ?? null,
      },
      select: { id: true, role: true, expiresAt: true, maxUses: true },
    });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "INVITE_CREATED",
      summary: input.invitee
        ? `${access.actorName} invited ${input.invitee.name} back as ${ROLE_LABELS[input.role].toLowerCase()}.`
        : `${access.actorName} created an invite link for ${invite.maxUses === 1 ? "a" : `up to ${invite.maxUses}`} ${ROLE_LABELS[input.role].toLowerCase()}${invite.maxUses === 1 ? "" : "s"}.`,
      payload: { v: 1, inviteId: invite.id, role: invite.role, expiresAt: invite.expiresAt.toISOString() },
    });
    return { ok: true as const, invite, token };
  });
}
