import { describe, expect, test } from "vitest";
import { db } from "@/lib/server/db";
import { teamDetailsSchema } from "@/lib/schemas/team";
import { createTeam, CAMPAIGN_ENDED_MESSAGE, startingEntryKey } from "@/lib/server/teams/create-team";
import { TEAM_ARCHIVED_MESSAGE } from "@/lib/server/teams/lock-team";
import { listStandings } from "@/lib/server/teams/list-standings";
import { updateTeam } from "@/lib/server/teams/update-team";
import { accessFor, addMember, createCampaignFor, createTeamFor } from "./factories";
import { gameSystem } from "@/lib/games/registry";
import { gameServer } from "@/lib/games/server-registry";
import { superMissionForce } from "@/lib/games/smf";

const DETAILS = { name: "The Night Shift", alignment: "HEROES", notes: "" } as const;

async function snapshot(campaignId: string) {
  const [teams, entries, activity] = await Promise.all([
    db.team.findMany({ where: { campaignId }, orderBy: { createdAt: "asc" } }),
    db.storyPointEntry.findMany({ where: { campaignId }, orderBy: { createdAt: "asc" } }),
    db.activityEvent.findMany({ where: { campaignId }, orderBy: { createdAt: "asc" } }),
  ]);
  return { teams, entries, activity };
}

async function playerIn(campaignId: string, name = "Pat Player") {
  const player = await addMember(campaignId, "PLAYER", name);
  return { player, access: await accessFor(player.id, campaignId) };
}

describe("createTeam", () => {
  test("the team belongs to the campaign, starts with 1 SP (L2615) in the same transaction, and is recorded", async () => {
    const { campaign } = await createCampaignFor();
    const { player, access } = await playerIn(campaign.id);
    const result = await createTeam(
      access,
      gameSystem(access.gameSystem),
      teamDetailsSchema.parse({ name: "  The Night Shift ", alignment: "VILLAINS", notes: "Out of Gotham-on-Thames." }),
    );
    if (!result.ok) throw new Error(result.message);

    const team = await db.team.findUniqueOrThrow({ where: { id: result.team.id } });
    expect(team).toMatchObject({
      campaignId: campaign.id,
      ownerId: player.id,
      ownerName: "Pat Player",
      name: "The Night Shift",
      alignment: "VILLAINS",
      notes: "Out of Gotham-on-Thames.",
      archivedAt: null,
    });
    const entries = await db.storyPointEntry.findMany({ where: { teamId: team.id } });
    expect(entries).toEqual([
      expect.objectContaining({
        campaignId: campaign.id,
        delta: 1,
        reason: "STARTING",
        actorId: player.id,
        actorName: "Pat Player",
        battleId: null,
        idempotencyKey: startingEntryKey(team.id),
      }),
    ]);
    const created = await db.activityEvent.findFirstOrThrow({ where: { campaignId: campaign.id, kind: "TEAM_CREATED" } });
    expect(created).toMatchObject({
      actorId: player.id,
      summary: "Pat Player founded the villains team “The Night Shift”.",
      payload: { v: 1, teamId: team.id, name: "The Night Shift" },
    });
  });

  test("a second active team in the same campaign is refused, and nothing changes", async () => {
    const { campaign } = await createCampaignFor();
    const { access } = await playerIn(campaign.id);
    expect((await createTeam(access, gameSystem(access.gameSystem), DETAILS)).ok).toBe(true);
    const before = await snapshot(campaign.id);

    const result = await createTeam(access, gameSystem(access.gameSystem), { ...DETAILS, name: "Second Team" });
    expect(result).toEqual({ ok: false, code: "already-has-team", message: "You already lead “The Night Shift” in this campaign; each member leads one team." });
    expect(await snapshot(campaign.id)).toEqual(before);
  });

  test("two creates at the same moment (a double submit) make one team and one starting entry", async () => {
    const { campaign } = await createCampaignFor();
    const { access } = await playerIn(campaign.id);
    const results = await Promise.all([createTeam(access, gameSystem(access.gameSystem), DETAILS), createTeam(access, gameSystem(access.gameSystem), DETAILS)]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(await db.team.count({ where: { campaignId: campaign.id } })).toBe(1);
    expect(await db.storyPointEntry.count({ where: { campaignId: campaign.id } })).toBe(1);
  });

  test("the same player may lead teams in several campaigns, and a new one here once the old one is archived", async () => {
    const first = await createCampaignFor();
    const { player, access } = await playerIn(first.campaign.id);
    const second = await createCampaignFor();
    await db.membership.create({ data: { campaignId: second.campaign.id, userId: player.id, role: "PLAYER" } });

    const here = await createTeam(access, gameSystem(access.gameSystem), DETAILS);
    const there = await createTeam(await accessFor(player.id, second.campaign.id), superMissionForce, DETAILS);
    expect([here.ok, there.ok]).toEqual([true, true]);
    if (!here.ok) return;
    await db.team.update({ where: { id: here.team.id }, data: { archivedAt: new Date() } });
    expect((await createTeam(access, gameSystem(access.gameSystem), { ...DETAILS, name: "The Day Shift" })).ok).toBe(true);
    expect(await db.team.count({ where: { ownerId: player.id } })).toBe(3);
  });

  test("an ended campaign takes no new teams, and nothing changes", async () => {
    const { campaign } = await createCampaignFor();
    const { access } = await playerIn(campaign.id);
    await db.campaign.update({ where: { id: campaign.id }, data: { archivedAt: new Date() } });
    const before = await snapshot(campaign.id);
    expect(await createTeam(access, gameSystem(access.gameSystem), DETAILS)).toEqual({ ok: false, code: "campaign-archived", message: CAMPAIGN_ENDED_MESSAGE });
    expect(await snapshot(campaign.id)).toEqual(before);
  });
});

describe("updateTeam", () => {
  test("changes the details and records what changed", async () => {
    const { campaign } = await createCampaignFor();
    const { access } = await playerIn(campaign.id);
    const created = await createTeam(access, gameSystem(access.gameSystem), DETAILS);
    if (!created.ok) throw new Error(created.message);

    const result = await updateTeam(access, gameSystem(access.gameSystem), created.team.id, { name: "The Day Shift", alignment: "HEROES", notes: "New notes" });
    expect(result).toEqual({ ok: true, changed: ["name", "notes"] });
    expect(await db.team.findUniqueOrThrow({ where: { id: created.team.id } })).toMatchObject({ name: "The Day Shift", notes: "New notes" });
    const updated = await db.activityEvent.findFirstOrThrow({ where: { campaignId: campaign.id, kind: "TEAM_UPDATED" } });
    expect(updated).toMatchObject({
      summary: "Pat Player renamed the team “The Night Shift” to “The Day Shift”.",
      payload: { v: 1, teamId: created.team.id, changed: ["name", "notes"] },
    });
  });

  test("saving unchanged details records nothing", async () => {
    const { campaign } = await createCampaignFor();
    const { access } = await playerIn(campaign.id);
    const created = await createTeam(access, gameSystem(access.gameSystem), DETAILS);
    if (!created.ok) throw new Error(created.message);
    expect(await updateTeam(access, gameSystem(access.gameSystem), created.team.id, DETAILS)).toEqual({ ok: true, changed: [] });
    expect(await db.activityEvent.count({ where: { campaignId: campaign.id, kind: "TEAM_UPDATED" } })).toBe(0);
  });

  test("an archived team is refused, and nothing changes", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const team = await createTeamFor(campaign.id, organiser);
    await db.team.update({ where: { id: team.id }, data: { archivedAt: new Date() } });
    const before = await snapshot(campaign.id);
    const result = await updateTeam(await accessFor(organiser.id, campaign.id), superMissionForce, team.id, { ...DETAILS, name: "Renamed" });
    expect(result).toEqual({ ok: false, code: "team-archived", message: TEAM_ARCHIVED_MESSAGE });
    expect(await snapshot(campaign.id)).toEqual(before);
  });
});

describe("listStandings", () => {
  test("active teams by balance, then earned, with derived totals and roster counts", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const access = await accessFor(organiser.id, campaign.id);
    const ids: Record<string, string> = {};
    for (const name of ["Alpha", "Bravo", "Charlie", "Archived"]) {
      const { access: playerAccess } = await playerIn(campaign.id, `${name} Owner`);
      const result = await createTeam(playerAccess, gameSystem(playerAccess.gameSystem), { ...DETAILS, name });
      if (!result.ok) throw new Error(result.message);
      ids[name] = result.team.id;
    }
    const entry = (team: string, delta: number, key: string) => ({
      teamId: ids[team]!,
      campaignId: campaign.id,
      currency: "story-points",
      delta,
      reason: delta > 0 ? ("REWARD" as const) : ("GUEST_STAR" as const),
      actorName: "Test",
      idempotencyKey: `${ids[team]}:${key}`,
    });
    await db.storyPointEntry.createMany({
      data: [entry("Bravo", 4, "win"), entry("Charlie", 6, "win"), entry("Charlie", -2, "guest"), entry("Archived", 9, "win")],
    });
    await db.team.update({ where: { id: ids.Archived }, data: { archivedAt: new Date() } });
    await db.character.createMany({
      data: [
        { teamId: ids.Bravo!, position: 0, name: "A", kind: "CHARACTER", build: {}, state: {}, formatVersion: 1 },
        { teamId: ids.Bravo!, position: 1, name: "B", kind: "CHARACTER", build: {}, state: {}, formatVersion: 1, retiredAt: new Date() },
      ],
    });

    const standings = await listStandings(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem));
    expect(standings.map(({ name, balance, earned, characterCount }) => ({ name, balance, earned, characterCount }))).toEqual([
      // Equal balances: more earned first (Charlie spent 2 on a guest star, Bravo spent nothing).
      { name: "Charlie", balance: 5, earned: 7, characterCount: 0 },
      { name: "Bravo", balance: 5, earned: 5, characterCount: 1 },
      { name: "Alpha", balance: 1, earned: 1, characterCount: 0 },
    ]);
  });
});
