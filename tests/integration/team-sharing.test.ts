import { describe, expect, test } from "vitest";
import { freshCampaignState, SAMPLE_CHARACTERS, SMF_CHARACTER_FORMAT } from "@/lib/rules/smf";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { toJson } from "@/lib/games/smf/server/characters/character-row";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import { getPublicTeam } from "@/lib/games/smf/server/teams/get-public-team";
import { NOT_SHARED_MESSAGE, revokeTeamShare, rotateTeamShare, shareTeam } from "@/lib/server/teams/team-public-link";
import { accessFor, addMember, createCampaignFor, createUser } from "./factories";
import { gameSystem } from "@/lib/games/registry";

const BASE64URL_43 = /^[A-Za-z0-9_-]{43}$/;

/** A campaign with a player who leads a team (created through the real service: 1 starting SP). */
async function sharedSetup() {
  const { campaign, organiser } = await createCampaignFor();
  const player = await addMember(campaign.id, "PLAYER", "Pat Player");
  const access = await accessFor(player.id, campaign.id);
  const created = await createTeam(access, gameSystem(access.gameSystem), { name: "The Night Shift", alignment: "VILLAINS", notes: "Secret plans: meet at the docks." });
  if (!created.ok) throw new Error(created.message);
  return { campaign, organiser, player, access, teamId: created.team.id };
}

async function sharingLines(campaignId: string) {
  const rows = await db.activityEvent.findMany({ where: { campaignId, kind: "TEAM_SHARED" }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => ({ summary: row.summary, payload: row.payload }));
}

async function storedToken(teamId: string) {
  return (await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { publicToken: true } })).publicToken;
}

async function share(access: Awaited<ReturnType<typeof accessFor>>, teamId: string) {
  const result = await shareTeam(access, teamId);
  if (!result.ok) throw new Error(result.message);
  return result.token;
}

function addCharacterRow(teamId: string, position: number, sampleName: string, retiredAt: Date | null = null) {
  const sample = SAMPLE_CHARACTERS.find((s) => s.character.name === sampleName)!.character;
  return db.character.create({
    data: {
      teamId,
      position,
      name: sample.name,
      kind: "CHARACTER",
      build: toJson(sample.build),
      state: toJson(freshCampaignState()),
      formatVersion: SMF_CHARACTER_FORMAT,
      retiredAt,
    },
  });
}

describe("shareTeam", () => {
  test("makes a 256-bit base64url token, stores it, and records who shared the team", async () => {
    const { campaign, access, teamId } = await sharedSetup();
    const result = await shareTeam(access, teamId);
    expect(result).toEqual({ ok: true, token: expect.stringMatching(BASE64URL_43), wasAlreadyShared: false });
    if (!result.ok) return;
    expect(Buffer.from(result.token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(Buffer.from(result.token, "base64url").length).toBe(32);
    expect(await storedToken(teamId)).toBe(result.token);
    expect(await sharingLines(campaign.id)).toEqual([{ summary: "Pat Player shared “The Night Shift” on a public page.", payload: { v: 1, teamId, isPublic: true } }]);
  });

  test("sharing again returns the same token and records nothing more", async () => {
    const { campaign, access, teamId } = await sharedSetup();
    const first = await share(access, teamId);
    expect(await shareTeam(access, teamId)).toEqual({ ok: true, token: first, wasAlreadyShared: true });
    expect(await storedToken(teamId)).toBe(first);
    expect(await sharingLines(campaign.id)).toHaveLength(1);
  });

  test("two shares at the same moment (a double submit) make one token and one activity line", async () => {
    const { campaign, access, teamId } = await sharedSetup();
    const results = await Promise.all([shareTeam(access, teamId), shareTeam(access, teamId)]);
    const tokens = results.map((r) => (r.ok ? r.token : r.code));
    expect(tokens[0]).toBe(tokens[1]);
    expect(results.map((r) => r.ok && r.wasAlreadyShared).sort()).toEqual([false, true]);
    expect(await sharingLines(campaign.id)).toHaveLength(1);
  });

  test("two teams get different tokens", async () => {
    const one = await sharedSetup();
    const two = await sharedSetup();
    expect(await share(one.access, one.teamId)).not.toBe(await share(two.access, two.teamId));
  });

  test("a team of another campaign is not-found, and stays private (IDOR)", async () => {
    const { access } = await sharedSetup();
    const other = await sharedSetup();
    expect(await shareTeam(access, other.teamId)).toEqual({ ok: false, code: "not-found", message: "That team does not exist." });
    expect(await storedToken(other.teamId)).toBeNull();
    expect(await sharingLines(other.campaign.id)).toEqual([]);
  });

  test("an archived team may still be shared, and stop being shared", async () => {
    const { access, teamId } = await sharedSetup();
    await db.team.update({ where: { id: teamId }, data: { archivedAt: new Date() } });
    const token = await share(access, teamId);
    expect((await getPublicTeam(token))?.isArchived).toBe(true);
    expect(await revokeTeamShare(access, teamId)).toEqual({ ok: true, wasAlreadyPrivate: false });
    expect(await getPublicTeam(token)).toBeNull();
  });
});

describe("revokeTeamShare", () => {
  test("clears the token at once: the old link finds nothing, and the change is recorded", async () => {
    const { campaign, organiser, access, teamId } = await sharedSetup();
    const token = await share(access, teamId);
    expect(await getPublicTeam(token)).not.toBeNull();

    // The campaign's organiser may stop sharing a team they do not own.
    const organiserAccess = await accessFor(organiser.id, campaign.id);
    expect(await revokeTeamShare(organiserAccess, teamId)).toEqual({ ok: true, wasAlreadyPrivate: false });
    expect(await storedToken(teamId)).toBeNull();
    expect(await getPublicTeam(token)).toBeNull();
    expect((await sharingLines(campaign.id)).at(-1)).toEqual({ summary: "Olive Organiser stopped sharing “The Night Shift”.", payload: { v: 1, teamId, isPublic: false } });
  });

  test("stopping a private team is harmless and records nothing", async () => {
    const { campaign, access, teamId } = await sharedSetup();
    expect(await revokeTeamShare(access, teamId)).toEqual({ ok: true, wasAlreadyPrivate: true });
    expect(await sharingLines(campaign.id)).toEqual([]);
  });

  test("sharing after stopping makes a new token; the old one stays dead", async () => {
    const { access, teamId } = await sharedSetup();
    const old = await share(access, teamId);
    await revokeTeamShare(access, teamId);
    const again = await share(access, teamId);
    expect(again).not.toBe(old);
    expect(await getPublicTeam(old)).toBeNull();
    expect(await getPublicTeam(again)).not.toBeNull();
  });

  test("a team of another campaign is not-found, and stays shared (IDOR)", async () => {
    const { access } = await sharedSetup();
    const other = await sharedSetup();
    const token = await share(other.access, other.teamId);
    expect(await revokeTeamShare(access, other.teamId)).toMatchObject({ ok: false, code: "not-found" });
    expect(await storedToken(other.teamId)).toBe(token);
  });
});

describe("rotateTeamShare", () => {
  test("replaces the token: the old link is dead, the new one works, and the change is recorded", async () => {
    const { campaign, access, teamId } = await sharedSetup();
    const old = await share(access, teamId);
    const result = await rotateTeamShare(access, teamId);
    expect(result).toEqual({ ok: true, token: expect.stringMatching(BASE64URL_43) });
    if (!result.ok) return;
    expect(result.token).not.toBe(old);
    expect(await storedToken(teamId)).toBe(result.token);
    expect(await getPublicTeam(old)).toBeNull();
    expect((await getPublicTeam(result.token))?.name).toBe("The Night Shift");
    expect((await sharingLines(campaign.id)).at(-1)).toEqual({
      summary: "Pat Player replaced the public link of “The Night Shift”; the old link no longer works.",
      payload: { v: 1, teamId, isPublic: true, isNewLink: true },
    });
  });

  test("a private team has no link to replace: refused, and it stays private", async () => {
    const { campaign, access, teamId } = await sharedSetup();
    expect(await rotateTeamShare(access, teamId)).toEqual({ ok: false, code: "not-shared", message: NOT_SHARED_MESSAGE });
    expect(await storedToken(teamId)).toBeNull();
    expect(await sharingLines(campaign.id)).toEqual([]);
  });

  test("a team of another campaign is not-found, and keeps its link (IDOR)", async () => {
    const { access } = await sharedSetup();
    const other = await sharedSetup();
    const token = await share(other.access, other.teamId);
    expect(await rotateTeamShare(access, other.teamId)).toMatchObject({ ok: false, code: "not-found" });
    expect(await storedToken(other.teamId)).toBe(token);
  });
});

describe("who may share a team (the check the share actions make)", () => {
  test.each([
    ["the team's owner (a player)", "owner", "allowed"],
    ["the organiser", "ORGANISER", "allowed"],
    ["a co-organiser", "CO_ORGANISER", "allowed"],
    ["a player who does not own it", "PLAYER", "forbidden"],
    ["a viewer", "VIEWER", "forbidden"],
    ["someone outside the campaign", "outsider", "not-found"],
  ] as const)("%s: %s", async (_label, who, expected) => {
    const { campaign, organiser, player, teamId } = await sharedSetup();
    const userId = who === "owner" ? player.id : who === "ORGANISER" ? organiser.id : who === "outsider" ? (await createUser()).id : (await addMember(campaign.id, who)).id;
    const result = await authorizeTeam(userId, teamId, "team:share-publicly");
    expect(result.ok ? "allowed" : result.code).toBe(expected);
  });
});

describe("getPublicTeam", () => {
  test("returns the roster in order (retired left out), the story points and the campaign, and nothing private", async () => {
    const { campaign, player, access, teamId } = await sharedSetup();
    await addCharacterRow(teamId, 1, "Deadeye");
    await addCharacterRow(teamId, 0, "White Rhino");
    await addCharacterRow(teamId, 2, "Tornado", new Date());
    await db.storyPointEntry.createMany({
      data: [
        { teamId, campaignId: campaign.id, currency: "story-points", delta: 4, reason: "REWARD", actorName: "Test", idempotencyKey: `${teamId}:reward` },
        { teamId, campaignId: campaign.id, currency: "story-points", delta: -2, reason: "VEHICLE", actorName: "Test", idempotencyKey: `${teamId}:spend` },
      ],
    });
    const token = await share(access, teamId);

    const team = await getPublicTeam(token);
    expect(team).toMatchObject({
      name: "The Night Shift",
      alignment: "VILLAINS",
      leaderName: "Pat Player",
      isArchived: false,
      campaign: { name: campaign.name, storyPointGoal: 20 },
      storyPoints: { balance: 3, earned: 5 },
    });
    expect(team?.roster.map((character) => character.name)).toEqual(["White Rhino", "Deadeye"]);

    const serialized = JSON.stringify(team);
    expect(serialized).not.toContain("@");
    expect(serialized).not.toMatch(/email/i);
    expect(serialized).not.toContain(player.email);
    expect(serialized).not.toContain(player.id);
    expect(serialized).not.toContain(campaign.id);
    expect(serialized).not.toContain("Secret plans");
    expect(serialized).not.toContain(token);
    expect(Object.keys(team!).sort()).toEqual(["alignment", "campaign", "isArchived", "leaderName", "name", "options", "roster", "storyPoints"]);
  });

  test("a leader without a chosen name is not named (the fallback is part of their email)", async () => {
    const { access, player, teamId } = await sharedSetup();
    await db.user.update({ where: { id: player.id }, data: { name: null } });
    const team = await getPublicTeam(await share(access, teamId));
    expect(team?.leaderName).toBeNull();
    expect(JSON.stringify(team)).not.toContain(player.email.split("@")[0]!);
  });

  test.each([
    ["an unknown token", "A".repeat(43)],
    ["a malformed token", "not a token"],
    ["an empty token", ""],
    ["a token with a character outside base64url", `${"A".repeat(42)}=`],
  ])("%s finds nothing", async (_label, token) => {
    expect(await getPublicTeam(token)).toBeNull();
  });
});
