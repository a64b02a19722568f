import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { db } from "@/lib/server/db";
import { acceptInvite } from "@/lib/server/invites/accept-invite";
import { createInvite } from "@/lib/server/invites/create-invite";
import { findUsableInvite, INVITE_REFUSAL_MESSAGES } from "@/lib/server/invites/find-invite";
import { listInvites } from "@/lib/server/invites/list-invites";
import { reinviteMember } from "@/lib/server/invites/reinvite-member";
import { revokeInvite } from "@/lib/server/invites/revoke-invite";
import { leaveCampaign } from "@/lib/server/members/leave-campaign";
import { removeMember } from "@/lib/server/members/remove-member";
import { accessFor, addMember, createCampaignFor, createUser } from "./factories";

async function campaignWithInvite(role: "PLAYER" | "VIEWER" | "CO_ORGANISER" = "PLAYER", expiresInDays = 7, maxUses?: number) {
  const { campaign, organiser } = await createCampaignFor();
  const access = await accessFor(organiser.id, campaign.id);
  const { invite, token } = await createInvite(access, { role, expiresInDays, maxUses });
  return { campaignId: campaign.id, access, invite, token };
}

describe("createInvite", () => {
  test("stores only the SHA-256 of a 256-bit token, with role, expiry and creator", async () => {
    const now = new Date("2030-05-01T12:00:00Z");
    const { campaign, organiser } = await createCampaignFor();
    const { invite, token } = await createInvite(await accessFor(organiser.id, campaign.id), { role: "VIEWER", expiresInDays: 7 }, now);

    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const row = await db.invite.findUniqueOrThrow({ where: { id: invite.id } });
    expect(row).toMatchObject({
      campaignId: campaign.id,
      role: "VIEWER",
      expiresAt: new Date("2030-05-08T12:00:00Z"),
      revokedAt: null,
      maxUses: 1,
      useCount: 0,
      createdById: organiser.id,
      tokenHash: createHash("sha256").update(token).digest("hex"),
    });
    const stored = JSON.stringify(await db.invite.findMany({ where: { campaignId: campaign.id } }));
    expect(stored).not.toContain(token);
    expect((await db.activityEvent.findFirstOrThrow({ where: { campaignId: campaign.id, kind: "INVITE_CREATED" } })).summary).toContain("viewer");
  });

  test("two invites get different tokens", async () => {
    const { access } = await campaignWithInvite();
    const a = await createInvite(access, { role: "PLAYER", expiresInDays: 1 });
    const b = await createInvite(access, { role: "PLAYER", expiresInDays: 1 });
    expect(a.token).not.toBe(b.token);
  });
});

describe("acceptInvite", () => {
  test("a signed-in user joins with the invite's role; the use is counted and recorded", async () => {
    const { campaignId, invite, token } = await campaignWithInvite("VIEWER");
    const joiner = await createUser({ name: "Jo Joiner" });

    expect(await acceptInvite(joiner, token)).toEqual({ ok: true, campaignId, wasAlreadyMember: false });
    expect(await db.membership.findUniqueOrThrow({ where: { campaignId_userId: { campaignId, userId: joiner.id } } })).toMatchObject({ role: "VIEWER", leftAt: null });
    expect((await db.invite.findUniqueOrThrow({ where: { id: invite.id } })).useCount).toBe(1);
    const event = await db.activityEvent.findFirstOrThrow({ where: { campaignId, kind: "MEMBER_JOINED" } });
    expect(event).toMatchObject({ actorId: joiner.id, actorName: "Jo Joiner", summary: "Jo Joiner joined as viewer." });
  });

  test("an existing member accepting again gets no duplicate and keeps their role", async () => {
    const { campaignId, access, invite, token } = await campaignWithInvite("VIEWER");
    expect(await acceptInvite({ id: access.userId, name: "Olive", email: "o@example.test" }, token)).toEqual({ ok: true, campaignId, wasAlreadyMember: true });
    expect(await db.membership.findMany({ where: { campaignId }, select: { role: true } })).toEqual([{ role: "ORGANISER" }]);
    expect((await db.invite.findUniqueOrThrow({ where: { id: invite.id } })).useCount).toBe(0);
  });

  test("simultaneous accepts by one user create one membership", async () => {
    const { campaignId, token } = await campaignWithInvite();
    const joiner = await createUser();
    const results = await Promise.all([acceptInvite(joiner, token), acceptInvite(joiner, token), acceptInvite(joiner, token)]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await db.membership.count({ where: { campaignId, userId: joiner.id } })).toBe(1);
    expect(await db.activityEvent.count({ where: { campaignId, kind: "MEMBER_JOINED" } })).toBe(1);
  });

  test("someone who left comes back on their old row with the invite's role", async () => {
    const { campaignId, token } = await campaignWithInvite("PLAYER");
    const returner = await addMember(campaignId, "VIEWER");
    await db.membership.updateMany({ where: { campaignId, userId: returner.id }, data: { leftAt: new Date() } });

    expect(await acceptInvite(returner, token)).toMatchObject({ ok: true, wasAlreadyMember: false });
    expect(await db.membership.findMany({ where: { campaignId, userId: returner.id }, select: { role: true, leftAt: true } })).toEqual([{ role: "PLAYER", leftAt: null }]);
  });

  test.each([
    ["unknown", async () => ({ token: "x".repeat(43) })],
    ["expired", async () => campaignWithInvite("PLAYER", 1).then(async (c) => ({ ...c, now: new Date(Date.now() + 2 * 86_400_000) }))],
    ["revoked", async () => campaignWithInvite().then(async (c) => (await revokeInvite(c.access, c.invite.id), c))],
    ["campaign-archived", async () => campaignWithInvite().then(async (c) => (await db.campaign.update({ where: { id: c.campaignId }, data: { archivedAt: new Date() } }), c))],
  ] as const)("a link that is %s is refused with a clear message and nothing changes", async (code, arrange) => {
    const arranged: { token: string; now?: Date } = await arrange();
    const joiner = await createUser();
    const result = await acceptInvite(joiner, arranged.token, arranged.now);
    expect(result).toEqual({ ok: false, code, message: INVITE_REFUSAL_MESSAGES[code] });
    expect(await db.membership.count({ where: { userId: joiner.id } })).toBe(0);
    expect(await db.activityEvent.count({ where: { actorId: joiner.id } })).toBe(0);
  });
});

describe("invite uses", () => {
  async function isActiveMember(campaignId: string, userId: string) {
    const row = await db.membership.findUnique({ where: { campaignId_userId: { campaignId, userId } }, select: { leftAt: true } });
    return row !== null && row.leftAt === null;
  }

  test("a personal link admits one person; the next is refused and nothing changes", async () => {
    const { campaignId, invite, token } = await campaignWithInvite();
    const first = await createUser();
    const second = await createUser();
    expect(await acceptInvite(first, token)).toMatchObject({ ok: true, wasAlreadyMember: false });
    expect(await acceptInvite(second, token)).toEqual({ ok: false, code: "used-up", message: INVITE_REFUSAL_MESSAGES["used-up"] });
    expect(await isActiveMember(campaignId, second.id)).toBe(false);
    expect(await db.invite.findUniqueOrThrow({ where: { id: invite.id }, select: { useCount: true, maxUses: true } })).toEqual({ useCount: 1, maxUses: 1 });
    expect(await findUsableInvite(token)).toMatchObject({ ok: false, code: "used-up" });
    // The one who used it still sees it as theirs.
    expect(await findUsableInvite(token, new Date(), db, first.id)).toMatchObject({ ok: true, invite: { hasAccepted: true } });
  });

  test("a member of the campaign opening a used-up link is sent in, and nothing changes", async () => {
    const { campaignId, access, invite, token } = await campaignWithInvite();
    expect(await acceptInvite(await createUser(), token)).toMatchObject({ ok: true });
    const organiser = { id: access.userId, name: "Olive", email: "o@example.test" };
    expect(await acceptInvite(organiser, token)).toEqual({ ok: true, campaignId, wasAlreadyMember: true });
    expect((await db.invite.findUniqueOrThrow({ where: { id: invite.id } })).useCount).toBe(1);
  });

  test("a group link admits as many people as it says; the list shows the uses", async () => {
    const { access, token } = await campaignWithInvite("PLAYER", 7, 5);
    const joiners = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    const results = [];
    for (const joiner of joiners) results.push(await acceptInvite(joiner, token));
    expect(results.map((result) => (result.ok ? "in" : result.code))).toEqual(["in", "in", "in", "in", "in", "used-up"]);
    expect(await listInvites(access)).toMatchObject([{ useCount: 5, maxUses: 5, status: "used-up" }]);
  });

  test.each([
    [1, 6],
    [3, 8],
  ])("simultaneous accepts of a %i-use link by %i people let exactly that many in", async (maxUses, people) => {
    const { campaignId, invite, token } = await campaignWithInvite("PLAYER", 7, maxUses);
    const joiners = await Promise.all(Array.from({ length: people }, () => createUser()));
    const results = await Promise.all(joiners.map((joiner) => acceptInvite(joiner, token)));

    expect(results.filter((result) => result.ok)).toHaveLength(maxUses);
    expect(results.filter((result) => !result.ok)).toEqual(Array(people - maxUses).fill({ ok: false, code: "used-up", message: INVITE_REFUSAL_MESSAGES["used-up"] }));
    expect(await db.membership.count({ where: { campaignId, role: "PLAYER", leftAt: null } })).toBe(maxUses);
    expect(await db.inviteAcceptance.count({ where: { inviteId: invite.id } })).toBe(maxUses);
    expect((await db.invite.findUniqueOrThrow({ where: { id: invite.id } })).useCount).toBe(maxUses);
    expect(await db.activityEvent.count({ where: { campaignId, kind: "MEMBER_JOINED" } })).toBe(maxUses);
  });

  test("a removed member re-posting the link they came through is refused; an invite by name from the organiser lets them back", async () => {
    const { campaignId, access, invite, token } = await campaignWithInvite("PLAYER", 7, 5);
    const member = await createUser({ name: "Rex Removed" });
    expect(await acceptInvite(member, token)).toMatchObject({ ok: true });
    expect(await removeMember(access, await accessFor(member.id, campaignId))).toEqual({ ok: true });

    expect(await acceptInvite(member, token)).toEqual({ ok: false, code: "removed", message: INVITE_REFUSAL_MESSAGES.removed });
    expect(await isActiveMember(campaignId, member.id)).toBe(false);
    expect((await db.invite.findUniqueOrThrow({ where: { id: invite.id } })).useCount).toBe(1);
    expect(await db.activityEvent.count({ where: { campaignId, kind: "MEMBER_JOINED" } })).toBe(1);
    // The invite page says so too, and the link still works for others.
    expect(await findUsableInvite(token, new Date(), db, member.id)).toMatchObject({ ok: false, code: "removed" });
    expect(await acceptInvite(await createUser(), token)).toMatchObject({ ok: true, wasAlreadyMember: false });

    // A new group link does not either (member-removal.test.ts); one made for them by name does.
    const fresh = await reinviteMember(access, { userId: member.id, role: "VIEWER", expiresInDays: 1 });
    if (!fresh.ok) throw new Error(fresh.message);
    expect(await acceptInvite(member, fresh.token)).toEqual({ ok: true, campaignId, wasAlreadyMember: false });
    expect(await db.membership.findUniqueOrThrow({ where: { campaignId_userId: { campaignId, userId: member.id } }, select: { role: true, leftAt: true } })).toEqual({
      role: "VIEWER",
      leftAt: null,
    });
  });

  test("a member who left on their own comes back through their link without taking another use", async () => {
    const { campaignId, invite, token } = await campaignWithInvite("PLAYER");
    const member = await createUser();
    expect(await acceptInvite(member, token)).toMatchObject({ ok: true });
    expect(await leaveCampaign(await accessFor(member.id, campaignId))).toEqual({ ok: true });

    expect(await acceptInvite(member, token)).toEqual({ ok: true, campaignId, wasAlreadyMember: false });
    expect(await isActiveMember(campaignId, member.id)).toBe(true);
    expect((await db.invite.findUniqueOrThrow({ where: { id: invite.id } })).useCount).toBe(1);
  });
});

describe("findUsableInvite", () => {
  test("tells the invite page the campaign and the role offered", async () => {
    const { campaignId, token } = await campaignWithInvite("CO_ORGANISER");
    const found = await findUsableInvite(token);
    expect(found).toMatchObject({ ok: true, invite: { campaignId, role: "CO_ORGANISER" } });
  });
});

describe("revokeInvite", () => {
  test("withdraws the invite once; revoking again is harmless and records nothing more", async () => {
    const { campaignId, access, invite } = await campaignWithInvite();
    expect(await revokeInvite(access, invite.id)).toEqual({ ok: true, wasAlreadyRevoked: false });
    expect(await revokeInvite(access, invite.id)).toEqual({ ok: true, wasAlreadyRevoked: true });
    expect((await db.invite.findUniqueOrThrow({ where: { id: invite.id } })).revokedAt).not.toBeNull();
    expect(await db.activityEvent.count({ where: { campaignId, kind: "INVITE_REVOKED" } })).toBe(1);
    expect((await listInvites(access)).map((i) => i.status)).toEqual(["revoked"]);
  });

  test("an invite of another campaign is not-found and stays usable (IDOR)", async () => {
    const mine = await campaignWithInvite();
    const theirs = await campaignWithInvite();
    expect(await revokeInvite(mine.access, theirs.invite.id)).toMatchObject({ ok: false, code: "not-found" });
    expect((await db.invite.findUniqueOrThrow({ where: { id: theirs.invite.id } })).revokedAt).toBeNull();
  });
});
