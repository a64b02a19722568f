import { describe, expect, test } from "vitest";
import { authorizeCampaign, type CampaignAccess } from "@/lib/server/authz/authorize";
import { getCampaign, listRecentActivity } from "@/lib/server/campaigns/get-campaign";
import { CAMPAIGN_SELECT } from "@/lib/views/campaign-details";
import { db } from "@/lib/server/db";
import { listMembers } from "@/lib/server/members/list-members";
import { campaignStoryPointTotals, storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { listArchivedTeams, listCampaignTeams, listStandings } from "@/lib/server/teams/list-standings";
import { accessFor, addMember, createCampaignFor, createTeamFor, createUser } from "./factories";
import { gameSystem } from "@/lib/games/registry";
import { gameServer } from "@/lib/games/server-registry";

/*
 * The reads every campaign page makes are written in SQL where Prisma would spend a query per
 * relation or compile a query per call. These tests hold them to what the Prisma model reads they
 * replaced return, field for field.
 */

describe("getCampaign", () => {
  test("returns what Prisma's model read returns, for a campaign in play and a finished one", async () => {
    const { campaign: open, organiser } = await createCampaignFor(undefined, { advancement: "CHOSEN", socialScienceVariant: "CH5_TABLE", reportConfirmation: "OPPONENT" });
    const { campaign: finished } = await createCampaignFor(organiser);
    await db.campaign.update({
      where: { id: finished.id },
      data: { finishedAt: new Date("2026-05-01T10:00:00Z"), optionsLockedAt: new Date("2026-04-01T09:00:00Z"), winners: [{ teamId: "t1", teamName: "Night Shift", balance: 21 }] },
    });
    for (const { id } of [open, finished]) {
      const viaPrisma = await db.campaign.findUniqueOrThrow({ where: { id }, select: CAMPAIGN_SELECT });
      const access = await accessFor(organiser.id, id);
      const read = await getCampaign(access, gameSystem(access.gameSystem));
      // The columns (the settings checked by the system's schema), and the goal the system reads from them.
      const settings = viaPrisma.settings as { storyPointGoal: number };
      expect(read).toEqual({ ...viaPrisma, goal: { amount: settings.storyPointGoal, unit: "story points", short: "SP", field: "storyPointGoal", label: "story point goal" } });
      expect(Object.keys(read).sort()).toEqual([...Object.keys(CAMPAIGN_SELECT), "goal"].sort());
    }
  });
});

describe("listRecentActivity", () => {
  test("the newest lines first, as many as asked, with the fields Prisma's read gave", async () => {
    const { campaign, organiser } = await createCampaignFor();
    await db.activityEvent.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({
        campaignId: campaign.id,
        actorId: organiser.id,
        actorName: "Olive Organiser",
        kind: "TEAM_CREATED" as const,
        summary: `Line ${i}`,
        payload: { v: 1 },
        // After the campaign's own "started" line.
        createdAt: new Date(Date.now() + (i + 1) * 60_000),
      })),
    });
    const access = await accessFor(organiser.id, campaign.id);
    const viaPrisma = await db.activityEvent.findMany({
      where: { campaignId: campaign.id },
      orderBy: { createdAt: "desc" },
      take: 3,
      select: { id: true, summary: true, actorName: true, kind: true, createdAt: true },
    });
    const lines = await listRecentActivity(access, 3);
    expect(lines).toEqual(viaPrisma);
    expect(lines.map((l) => l.summary)).toEqual(["Line 4", "Line 3", "Line 2"]);
  });
});

describe("authorizeCampaign's membership read (one query, with the user's name)", () => {
  test("the actor is named by their name, or without one by a tag of their account id, never by their email", async () => {
    const { campaign } = await createCampaignFor();
    const named = await addMember(campaign.id, "PLAYER", "  Pat Player  ");
    const unnamed = await createUser({ email: `nameless-${campaign.id}@example.test` });
    await db.user.update({ where: { id: unnamed.id }, data: { name: null } });
    await db.membership.create({ data: { campaignId: campaign.id, userId: unnamed.id, role: "VIEWER" } });

    const asNamed = await authorizeCampaign(named.id, campaign.id, "campaign:view");
    expect(asNamed).toMatchObject({ ok: true, access: { campaignId: campaign.id, userId: named.id, role: "PLAYER", actorName: "Pat Player" } });
    const asUnnamed = await authorizeCampaign(unnamed.id, campaign.id, "campaign:view");
    expect(asUnnamed).toMatchObject({ ok: true, access: { role: "VIEWER", actorName: `Member ${unnamed.id.slice(-4).toUpperCase()}` } });
    expect(asUnnamed.ok && asUnnamed.access.actorName).not.toContain("nameless");
    const listed = await listMembers((asNamed as { access: CampaignAccess }).access);
    expect(listed.find((m) => m.userId === unnamed.id)?.name).toBe(`Member ${unnamed.id.slice(-4).toUpperCase()}`);
    const membership = await db.membership.findUniqueOrThrow({ where: { campaignId_userId: { campaignId: campaign.id, userId: named.id } } });
    expect(asNamed.ok && asNamed.access.membershipId).toBe(membership.id);
  });

  test("a member who left, a stranger and no user at all are not found", async () => {
    const { campaign } = await createCampaignFor();
    const leaver = await addMember(campaign.id, "PLAYER", "Lee Leaver");
    await db.membership.update({ where: { campaignId_userId: { campaignId: campaign.id, userId: leaver.id } }, data: { leftAt: new Date() } });
    const stranger = await createUser();
    for (const userId of [leaver.id, stranger.id, null]) {
      expect(await authorizeCampaign(userId, campaign.id, "campaign:view")).toMatchObject({ ok: false, code: "not-found" });
    }
  });
});

describe("listCampaignTeams: standings and archived teams from one read of the campaign's teams", () => {
  test("active teams in the standings, archived ones newest first (same moment: founding order), each with its own totals", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const players = await Promise.all(["A", "B", "C", "D"].map((n) => addMember(campaign.id, "PLAYER", `Player ${n}`)));
    const teams = [];
    for (const [i, player] of players.entries()) {
      teams.push(await createTeamFor(campaign.id, player, `Team ${i + 1}`));
      await new Promise((resolve) => setTimeout(resolve, 5)); // distinct founding times
    }
    const [active, early, lateFirst, lateSecond] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0], (typeof teams)[0]];
    const late = new Date("2026-03-02T00:00:00Z");
    await db.team.update({ where: { id: early.id }, data: { archivedAt: new Date("2026-03-01T00:00:00Z") } });
    await db.team.update({ where: { id: lateSecond.id }, data: { archivedAt: late } });
    await db.team.update({ where: { id: lateFirst.id }, data: { archivedAt: late } });
    await db.storyPointEntry.createMany({
      data: teams.map((team, i) => ({
        teamId: team.id,
        campaignId: campaign.id,
        currency: "story-points",
        delta: i + 1,
        reason: "REWARD" as const,
        actorName: "Test",
        idempotencyKey: `${team.id}:reward`,
      })),
    });
    await db.character.create({ data: { teamId: active.id, position: 0, name: "Solo", kind: "CHARACTER", build: {}, state: {}, formatVersion: 1 } });

    const access = await accessFor(organiser.id, campaign.id);
    const { standings, archived } = await listCampaignTeams(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem));
    expect(await listStandings(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem))).toEqual(standings);
    expect(await listArchivedTeams(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem))).toEqual(archived);
    expect(standings.map((row) => [row.name, row.balance, row.characterCount])).toEqual([["Team 1", 1, 1]]);
    expect(archived.map((row) => [row.name, row.balance, row.earned])).toEqual([
      ["Team 3", 3, 3],
      ["Team 4", 4, 4],
      ["Team 2", 2, 2],
    ]);
  });

  test("a campaign's totals are the totals of its teams' entries, archived teams too", async () => {
    const { campaign } = await createCampaignFor();
    const player = await addMember(campaign.id, "PLAYER", "Pat Player");
    const team = await createTeamFor(campaign.id, player);
    const archived = await createTeamFor(campaign.id, await addMember(campaign.id, "PLAYER"), "Old Team");
    await db.team.update({ where: { id: archived.id }, data: { archivedAt: new Date() } });
    await db.storyPointEntry.createMany({
      data: [
        { teamId: team.id, campaignId: campaign.id, currency: "story-points", delta: 5, reason: "REWARD", actorName: "Test", idempotencyKey: `${team.id}:1` },
        { teamId: team.id, campaignId: campaign.id, currency: "story-points", delta: -2, reason: "VEHICLE", actorName: "Test", idempotencyKey: `${team.id}:2` },
        { teamId: archived.id, campaignId: campaign.id, currency: "story-points", delta: 7, reason: "REWARD", actorName: "Test", idempotencyKey: `${archived.id}:1` },
      ],
    });
    const { campaign: other } = await createCampaignFor();
    const outsider = await createTeamFor(other.id, await addMember(other.id, "PLAYER"), "Elsewhere");
    await db.storyPointEntry.create({
      data: { teamId: outsider.id, campaignId: other.id, currency: "story-points", delta: 9, reason: "REWARD", actorName: "Test", idempotencyKey: `${outsider.id}:1` },
    });

    expect(await campaignStoryPointTotals(campaign.id)).toEqual(await storyPointTotals([team.id, archived.id]));
    expect(await campaignStoryPointTotals(campaign.id)).toEqual(
      new Map([
        [team.id, { balance: 3, earned: 5 }],
        [archived.id, { balance: 7, earned: 7 }],
      ]),
    );
  });
});
