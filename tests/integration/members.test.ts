import { describe, expect, test } from "vitest";
import { db } from "@/lib/server/db";
import { authorizeMemberChange } from "@/lib/server/authz/authorize";
import { changeMemberRole, LAST_ORGANISER_DEMOTE_MESSAGE } from "@/lib/server/members/change-member-role";
import { LAST_ORGANISER_LEAVE_MESSAGE, leaveCampaign } from "@/lib/server/members/leave-campaign";
import { listMembers } from "@/lib/server/members/list-members";
import { removeMember } from "@/lib/server/members/remove-member";
import { accessFor, addMember, createCampaignFor, createTeamFor } from "./factories";

async function membership(campaignId: string, userId: string) {
  return db.membership.findUniqueOrThrow({ where: { campaignId_userId: { campaignId, userId } }, select: { role: true, leftAt: true } });
}

describe("changeMemberRole", () => {
  test("an organiser promotes a player; the change is recorded with both names", async () => {
    const { campaign, organiser } = await createCampaignFor(undefined, {});
    const player = await addMember(campaign.id, "PLAYER", "Pat Player");
    const access = await accessFor(organiser.id, campaign.id);
    const target = await accessFor(player.id, campaign.id);

    expect(await changeMemberRole(access, target, "CO_ORGANISER")).toEqual({ ok: true, wasChanged: true });
    expect((await membership(campaign.id, player.id)).role).toBe("CO_ORGANISER");
    const event = await db.activityEvent.findFirstOrThrow({ where: { campaignId: campaign.id, kind: "MEMBER_ROLE_CHANGED" } });
    expect(event.summary).toBe("Olive Organiser made Pat Player co-organiser.");
    expect(event.payload).toEqual({ v: 1, userId: player.id, memberName: "Pat Player", from: "PLAYER", to: "CO_ORGANISER" });
  });

  test("the last organiser cannot step down; nothing changes", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const access = await accessFor(organiser.id, campaign.id);
    expect(await changeMemberRole(access, access, "PLAYER")).toEqual({ ok: false, code: "last-organiser", message: LAST_ORGANISER_DEMOTE_MESSAGE });
    expect((await membership(campaign.id, organiser.id)).role).toBe("ORGANISER");
    expect(await db.activityEvent.count({ where: { campaignId: campaign.id, kind: "MEMBER_ROLE_CHANGED" } })).toBe(0);
  });

  test("with a second organiser, one may step down", async () => {
    const { campaign, organiser } = await createCampaignFor();
    await addMember(campaign.id, "ORGANISER");
    const access = await accessFor(organiser.id, campaign.id);
    expect(await changeMemberRole(access, access, "PLAYER")).toEqual({ ok: true, wasChanged: true });
  });

  test("two organisers demoting each other at once: one organiser always remains", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const second = await addMember(campaign.id, "ORGANISER");
    const a = await accessFor(organiser.id, campaign.id);
    const b = await accessFor(second.id, campaign.id);
    const results = await Promise.all([changeMemberRole(a, b, "PLAYER"), changeMemberRole(b, a, "PLAYER")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await db.membership.count({ where: { campaignId: campaign.id, role: "ORGANISER", leftAt: null } })).toBe(1);
  });

  test("a target whose role changed since it was authorized is a conflict; nothing changes", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const player = await addMember(campaign.id, "PLAYER");
    const authorized = await authorizeMemberChange(organiser.id, campaign.id, player.id, { kind: "change-role", role: "VIEWER" });
    if (!authorized.ok) throw new Error("expected authorization");
    await db.membership.updateMany({ where: { campaignId: campaign.id, userId: player.id }, data: { role: "CO_ORGANISER" } });
    expect(await changeMemberRole(authorized.access, authorized.target, "VIEWER")).toMatchObject({ ok: false, code: "conflict" });
    expect((await membership(campaign.id, player.id)).role).toBe("CO_ORGANISER");
  });
});

describe("removeMember", () => {
  test("ends the membership; the player's team stays with their name on it", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const player = await addMember(campaign.id, "PLAYER", "Pat Player");
    const team = await createTeamFor(campaign.id, player, "Pat's Protectors");
    const access = await accessFor(organiser.id, campaign.id);

    expect(await removeMember(access, await accessFor(player.id, campaign.id))).toEqual({ ok: true });
    expect((await membership(campaign.id, player.id)).leftAt).not.toBeNull();
    expect(await db.team.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({ archivedAt: null, ownerName: "Pat Player", campaignId: campaign.id });
    expect((await listMembers(access)).map((m) => m.name)).toEqual(["Olive Organiser"]);
    expect((await db.activityEvent.findFirstOrThrow({ where: { campaignId: campaign.id, kind: "MEMBER_REMOVED" } })).summary).toBe(
      "Olive Organiser removed Pat Player from the campaign.",
    );
  });

  test("removing someone who already left is a conflict and records nothing", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const player = await addMember(campaign.id, "PLAYER");
    const target = await accessFor(player.id, campaign.id);
    const access = await accessFor(organiser.id, campaign.id);
    await removeMember(access, target);
    expect(await removeMember(access, target)).toMatchObject({ ok: false, code: "conflict" });
    expect(await db.activityEvent.count({ where: { campaignId: campaign.id, kind: "MEMBER_REMOVED" } })).toBe(1);
  });
});

describe("leaveCampaign", () => {
  test("a player leaves; their team stays in the campaign", async () => {
    const { campaign } = await createCampaignFor();
    const player = await addMember(campaign.id, "PLAYER", "Pat Player");
    const team = await createTeamFor(campaign.id, player);
    expect(await leaveCampaign(await accessFor(player.id, campaign.id))).toEqual({ ok: true });
    expect((await membership(campaign.id, player.id)).leftAt).not.toBeNull();
    expect(await db.team.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({ archivedAt: null, ownerId: player.id });
    expect((await db.activityEvent.findFirstOrThrow({ where: { campaignId: campaign.id, kind: "MEMBER_LEFT" } })).summary).toBe("Pat Player left the campaign.");
  });

  test("the last organiser cannot leave; nothing changes", async () => {
    const { campaign, organiser } = await createCampaignFor();
    await addMember(campaign.id, "CO_ORGANISER");
    const result = await leaveCampaign(await accessFor(organiser.id, campaign.id));
    expect(result).toEqual({ ok: false, code: "last-organiser", message: LAST_ORGANISER_LEAVE_MESSAGE });
    expect(await membership(campaign.id, organiser.id)).toEqual({ role: "ORGANISER", leftAt: null });
    expect(await db.activityEvent.count({ where: { campaignId: campaign.id, kind: "MEMBER_LEFT" } })).toBe(0);
  });

  test("an organiser may leave when another organiser remains", async () => {
    const { campaign, organiser } = await createCampaignFor();
    await addMember(campaign.id, "ORGANISER");
    expect(await leaveCampaign(await accessFor(organiser.id, campaign.id))).toEqual({ ok: true });
  });
});

describe("listMembers", () => {
  test("lists active members organisers first, by name (never by email)", async () => {
    const { campaign, organiser } = await createCampaignFor();
    await addMember(campaign.id, "VIEWER", "Vic Viewer");
    await addMember(campaign.id, "CO_ORGANISER", "Cora Co");
    const members = await listMembers(await accessFor(organiser.id, campaign.id));
    expect(members.map((m) => [m.name, m.role])).toEqual([
      ["Olive Organiser", "ORGANISER"],
      ["Cora Co", "CO_ORGANISER"],
      ["Vic Viewer", "VIEWER"],
    ]);
  });
});
