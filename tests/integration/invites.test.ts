import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { db } from "@/lib/server/db";
import { acceptInvite } from "@/lib/server/invites/accept-invite";
import { createInvite } from "@/lib/server/invites/create-invite";
import { findUsableInvite, INVITE_REFUSAL_MESSAGES } from "@/lib/server/invites/find-invite";
import { listInvites } from "@/lib/server/invites/list-invites";
import { revokeInvite } from "@/lib/server/invites/revoke-invite";
import { accessFor, addMember, createCampaignFor, createUser } from "./factories";

async function campaignWithInvite(role: "PLAYER" | "VIEWER" | "CO_ORGANISER" = "PLAYER", expiresInDays = 7) {
  const { campaign, organiser } = await createCampaignFor();
  const access = await accessFor(organiser.id, campaign.id);
  const { invite, token } = await createInvite(access, { role, expiresInDays });
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
