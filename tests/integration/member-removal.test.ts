/**
 * Removal is remembered per person and campaign (issue 23, point 2): a removed member comes back
 * only through an invite an organiser makes for them by name, and the links they made go with them.
 */
import { describe, expect, test } from "vitest";
import { db } from "@/lib/server/db";
import { acceptInvite } from "@/lib/server/invites/accept-invite";
import { createInvite } from "@/lib/server/invites/create-invite";
import { findUsableInvite, INVITE_REFUSAL_MESSAGES } from "@/lib/server/invites/find-invite";
import { listInvites } from "@/lib/server/invites/list-invites";
import { CANNOT_REINVITE_MESSAGE, NOT_REMOVED_MESSAGE, reinviteMember } from "@/lib/server/invites/reinvite-member";
import { leaveCampaign } from "@/lib/server/members/leave-campaign";
import { listRemovedMembers } from "@/lib/server/members/list-members";
import { removeMember } from "@/lib/server/members/remove-member";
import { accessFor, addMember, createCampaignFor, createUser } from "./factories";

async function membershipOf(campaignId: string, userId: string) {
  return db.membership.findUnique({ where: { campaignId_userId: { campaignId, userId } }, select: { role: true, leftAt: true, removedAt: true } });
}

/** What an accept may write: memberships, invite uses, acceptances, activity lines. */
async function joinRows(campaignId: string) {
  const [memberships, invites, acceptances, activity] = await Promise.all([
    db.membership.findMany({ where: { campaignId }, orderBy: { id: "asc" }, select: { userId: true, role: true, leftAt: true, removedAt: true } }),
    db.invite.findMany({ where: { campaignId }, orderBy: { id: "asc" }, select: { id: true, useCount: true, revokedAt: true } }),
    db.inviteAcceptance.count({ where: { invite: { campaignId } } }),
    db.activityEvent.count({ where: { campaignId } }),
  ]);
  return { memberships, invites, acceptances, activity };
}

async function removed(campaignId: string, organiserId: string, userId: string) {
  const access = await accessFor(organiserId, campaignId);
  expect(await removeMember(access, await accessFor(userId, campaignId))).toEqual({ ok: true });
  return access;
}

describe("a removed member does not come back through a group link", () => {
  test("a co-organiser's own 25-use link: removing them withdraws it, and it lets nobody in, them included", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const coOrganiser = await addMember(campaign.id, "CO_ORGANISER", "Cora");
    const { invite, token } = await createInvite(await accessFor(coOrganiser.id, campaign.id), { role: "PLAYER", expiresInDays: 30, maxUses: 25 });
    const joined = await createUser({ name: "Early Bird" });
    expect(await acceptInvite(joined, token)).toMatchObject({ ok: true });

    await removed(campaign.id, organiser.id, coOrganiser.id);
    expect((await db.invite.findUniqueOrThrow({ where: { id: invite.id } })).revokedAt).toEqual(expect.any(Date));
    expect((await db.activityEvent.findFirstOrThrow({ where: { campaignId: campaign.id, kind: "MEMBER_REMOVED" } })).summary).toBe(
      "Olive Organiser removed Cora from the campaign and withdrew the invite link they made.",
    );
    const before = await joinRows(campaign.id);
    expect(await acceptInvite(coOrganiser, token)).toMatchObject({ ok: false });
    expect(await acceptInvite(await createUser(), token)).toEqual({ ok: false, code: "revoked", message: INVITE_REFUSAL_MESSAGES.revoked });
    expect(await joinRows(campaign.id)).toEqual(before);
    expect(await membershipOf(campaign.id, coOrganiser.id)).toMatchObject({ leftAt: expect.any(Date), removedAt: expect.any(Date) });
    // Someone who joined through it before stays.
    expect(await membershipOf(campaign.id, joined.id)).toMatchObject({ leftAt: null });
  });

  test.each([
    { label: "made before the removal", isMadeAfter: false },
    { label: "made after the removal", isMadeAfter: true },
  ])("a removed player is refused another live group link $label; nothing is written", async ({ isMadeAfter }) => {
    const { campaign, organiser } = await createCampaignFor();
    const access = await accessFor(organiser.id, campaign.id);
    const player = await addMember(campaign.id, "PLAYER", "Rex");
    const early = await createInvite(access, { role: "PLAYER", expiresInDays: 7, maxUses: 10 });
    await removed(campaign.id, organiser.id, player.id);
    const { token } = isMadeAfter ? await createInvite(access, { role: "VIEWER", expiresInDays: 7, maxUses: 25 }) : early;

    const before = await joinRows(campaign.id);
    expect(await findUsableInvite(token, new Date(), db, player.id)).toEqual({ ok: false, code: "removed", message: INVITE_REFUSAL_MESSAGES.removed });
    expect(await acceptInvite(player, token)).toEqual({ ok: false, code: "removed", message: INVITE_REFUSAL_MESSAGES.removed });
    expect(await joinRows(campaign.id)).toEqual(before);
    // The link still works for everyone else.
    expect(await acceptInvite(await createUser(), token)).toMatchObject({ ok: true, wasAlreadyMember: false });
  });

  test("someone who left on their own still comes back through a group link", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const player = await addMember(campaign.id, "PLAYER", "Lee");
    expect(await leaveCampaign(await accessFor(player.id, campaign.id))).toEqual({ ok: true });
    const { token } = await createInvite(await accessFor(organiser.id, campaign.id), { role: "PLAYER", expiresInDays: 7, maxUses: 5 });
    expect(await acceptInvite(player, token)).toMatchObject({ ok: true, wasAlreadyMember: false });
    expect(await membershipOf(campaign.id, player.id)).toEqual({ role: "PLAYER", leftAt: null, removedAt: null });
  });
});

describe("inviting a removed person back by name", () => {
  test("a one-use link only they can accept; accepting ends the removal", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const player = await addMember(campaign.id, "PLAYER", "Rex");
    const access = await removed(campaign.id, organiser.id, player.id);
    expect(await listRemovedMembers(access)).toEqual([{ userId: player.id, name: "Rex", role: "PLAYER", removedAt: expect.any(Date) }]);

    const result = await reinviteMember(access, { userId: player.id, role: "VIEWER", expiresInDays: 7 });
    if (!result.ok) throw new Error(result.message);
    expect(result).toMatchObject({ inviteeName: "Rex", invite: { role: "VIEWER", maxUses: 1 } });
    expect(await db.invite.findUniqueOrThrow({ where: { id: result.invite.id }, select: { inviteeId: true, createdById: true } })).toEqual({
      inviteeId: player.id,
      createdById: organiser.id,
    });
    expect((await listInvites(access)).find((invite) => invite.id === result.invite.id)).toMatchObject({ inviteeName: "Rex", status: "active" });
    expect((await db.activityEvent.findFirstOrThrow({ where: { campaignId: campaign.id, kind: "INVITE_CREATED" } })).summary).toBe("Olive Organiser invited Rex back as viewer.");

    // Anyone else holding it is refused, and it stays usable for Rex.
    const before = await joinRows(campaign.id);
    const stranger = await createUser({ name: "Stranger" });
    expect(await findUsableInvite(result.token, new Date(), db, stranger.id)).toMatchObject({ ok: false, code: "not-for-you" });
    expect(await acceptInvite(stranger, result.token)).toEqual({ ok: false, code: "not-for-you", message: INVITE_REFUSAL_MESSAGES["not-for-you"] });
    expect(await joinRows(campaign.id)).toEqual(before);

    expect(await acceptInvite(player, result.token)).toEqual({ ok: true, campaignId: campaign.id, wasAlreadyMember: false });
    expect(await membershipOf(campaign.id, player.id)).toEqual({ role: "VIEWER", leftAt: null, removedAt: null });
    expect(await listRemovedMembers(access)).toEqual([]);
  });

  test.each([
    { label: "an active member", setUp: async (campaignId: string) => addMember(campaignId, "PLAYER", "Still Here") },
    {
      label: "someone who left on their own",
      setUp: async (campaignId: string) => {
        const member = await addMember(campaignId, "PLAYER", "Gone Away");
        await leaveCampaign(await accessFor(member.id, campaignId));
        return member;
      },
    },
    {
      label: "someone removed from another campaign",
      setUp: async () => {
        const other = await createCampaignFor();
        const member = await addMember(other.campaign.id, "PLAYER", "Elsewhere");
        await removed(other.campaign.id, other.organiser.id, member.id);
        return member;
      },
    },
  ])("refused for $label: no invite is written", async ({ setUp }) => {
    const { campaign, organiser } = await createCampaignFor();
    const person = await setUp(campaign.id);
    const before = await joinRows(campaign.id);
    const result = await reinviteMember(await accessFor(organiser.id, campaign.id), { userId: person.id, role: "PLAYER", expiresInDays: 7 });
    expect(result).toEqual({ ok: false, code: "not-removed", message: NOT_REMOVED_MESSAGE });
    expect(await joinRows(campaign.id)).toEqual(before);
  });

  test("a co-organiser may not invite back a removed co-organiser (they could not have removed them); an organiser may", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const cora = await addMember(campaign.id, "CO_ORGANISER", "Cora");
    const colin = await addMember(campaign.id, "CO_ORGANISER", "Colin");
    const access = await removed(campaign.id, organiser.id, cora.id);
    const before = await joinRows(campaign.id);
    expect(await reinviteMember(await accessFor(colin.id, campaign.id), { userId: cora.id, role: "PLAYER", expiresInDays: 7 })).toEqual({
      ok: false,
      code: "forbidden",
      message: CANNOT_REINVITE_MESSAGE,
    });
    expect(await joinRows(campaign.id)).toEqual(before);
    expect(await reinviteMember(access, { userId: cora.id, role: "CO_ORGANISER", expiresInDays: 1 })).toMatchObject({ ok: true });
  });
});
