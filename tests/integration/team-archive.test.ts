import { describe, expect, test } from "vitest";
import { addCharacter } from "@/lib/games/smf/server/characters/add-character";
import { authorizeTeam, FORBIDDEN, NOT_FOUND } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { archiveTeam, ownerHasTeamMessage, TEAM_NOT_ARCHIVED_MESSAGE, unarchiveTeam } from "@/lib/server/teams/archive-team";
import { CAMPAIGN_ENDED_MESSAGE, createTeam } from "@/lib/server/teams/create-team";
import { listArchivedTeams, listStandings } from "@/lib/server/teams/list-standings";
import { TEAM_ARCHIVED_MESSAGE } from "@/lib/server/teams/lock-team";
import { BUILDS } from "./character-builds";
import { accessFor, addMember, createCampaignFor, createUser } from "./factories";
import { gameSystem } from "@/lib/games/registry";
import { gameServer } from "@/lib/games/server-registry";
import { superMissionForce } from "@/lib/games/smf";

const DETAILS = { alignment: "HEROES" as const, notes: "" };

/** A campaign with one player's team of one character (and its starting story point). */
async function campaignWithTeam() {
  const { campaign, organiser } = await createCampaignFor();
  const player = await addMember(campaign.id, "PLAYER", "Pat Player");
  const access = await accessFor(player.id, campaign.id);
  const created = await createTeam(access, gameSystem(access.gameSystem), { ...DETAILS, name: "The Night Shift" });
  if (!created.ok) throw new Error(created.message);
  const added = await addCharacter(access, created.team.id, { name: "Grey Rhino", kind: "character", build: BUILDS.brick });
  if (!added.ok) throw new Error(added.message);
  return { campaignId: campaign.id, organiser, player, access, teamId: created.team.id };
}

/** Everything a refused archive or restore must leave as it was. */
async function snapshot(campaignId: string) {
  const [teams, characters, ledger, activity] = await Promise.all([
    db.team.findMany({ where: { campaignId }, orderBy: { id: "asc" } }),
    db.character.findMany({ where: { team: { campaignId } }, orderBy: { id: "asc" } }),
    db.storyPointEntry.findMany({ where: { campaignId }, orderBy: { id: "asc" } }),
    db.activityEvent.findMany({ where: { campaignId }, orderBy: { createdAt: "asc" } }),
  ]);
  return { teams, characters, ledger, activity };
}

describe("archiveTeam", () => {
  test("sets archivedAt and records it; the roster, ledger and history stay, and the team leaves the standings", async () => {
    const { campaignId, access, teamId } = await campaignWithTeam();
    const before = await snapshot(campaignId);
    const now = new Date("2026-11-21T12:00:00Z");

    expect(await archiveTeam(access, teamId, now)).toEqual({ ok: true });

    const after = await snapshot(campaignId);
    expect(after.teams.find((t) => t.id === teamId)?.archivedAt).toEqual(now);
    expect(after.characters).toEqual(before.characters);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.activity.at(-1)).toMatchObject({ kind: "TEAM_ARCHIVED", summary: "Pat Player archived the team “The Night Shift”.", payload: { v: 1, teamId } });
    expect(await listStandings(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem))).toEqual([]);
    expect(await listArchivedTeams(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem))).toEqual([
      { teamId, name: "The Night Shift", alignment: "HEROES", ownerName: "Pat Player", archivedAt: now, canRestore: true, balance: 1, earned: 1 },
    ]);
  });

  test("an archived team's roster no longer changes", async () => {
    const { access, teamId } = await campaignWithTeam();
    await archiveTeam(access, teamId);
    expect(await addCharacter(access, teamId, { name: "Deadeye", kind: "character", build: BUILDS.blaster })).toEqual({
      ok: false,
      code: "team-archived",
      message: TEAM_ARCHIVED_MESSAGE,
    });
  });

  test("archiving twice is refused, and nothing changes", async () => {
    const { campaignId, access, teamId } = await campaignWithTeam();
    await archiveTeam(access, teamId);
    const before = await snapshot(campaignId);
    expect(await archiveTeam(access, teamId)).toEqual({ ok: false, code: "team-archived", message: TEAM_ARCHIVED_MESSAGE });
    expect(await snapshot(campaignId)).toEqual(before);
  });

  test("its leader may then found a new team (one active team per member)", async () => {
    const { access, teamId } = await campaignWithTeam();
    await archiveTeam(access, teamId);
    expect(await createTeam(access, gameSystem(access.gameSystem), { ...DETAILS, name: "The Day Crew" })).toMatchObject({ ok: true });
  });
});

describe("unarchiveTeam", () => {
  test("brings the team back to the standings with its story points, and records it", async () => {
    const { campaignId, access, teamId } = await campaignWithTeam();
    await archiveTeam(access, teamId);

    expect(await unarchiveTeam(access, teamId)).toEqual({ ok: true });

    expect((await db.team.findUniqueOrThrow({ where: { id: teamId } })).archivedAt).toBeNull();
    expect(
      (await listStandings(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem))).map(({ name, balance, characterCount }) => ({
        name,
        balance,
        characterCount,
      })),
    ).toEqual([{ name: "The Night Shift", balance: 1, characterCount: 1 }]);
    expect(await listArchivedTeams(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem))).toEqual([]);
    const line = await db.activityEvent.findFirstOrThrow({ where: { campaignId }, orderBy: { createdAt: "desc" } });
    expect(line).toMatchObject({
      kind: "TEAM_UPDATED",
      summary: "Pat Player restored the team “The Night Shift” from the archive.",
      payload: { v: 1, teamId, changed: ["archivedAt"] },
    });
  });

  test("refused while its leader leads another active team, with a message saying what to do; nothing changes", async () => {
    const { campaignId, organiser, access, teamId } = await campaignWithTeam();
    await archiveTeam(access, teamId);
    await createTeam(access, gameSystem(access.gameSystem), { ...DETAILS, name: "The Day Crew" });
    const before = await snapshot(campaignId);

    expect(await unarchiveTeam(access, teamId)).toEqual({ ok: false, code: "already-has-team", message: ownerHasTeamMessage(null, "The Day Crew") });
    expect(ownerHasTeamMessage(null, "The Day Crew")).toBe(
      "You already lead “The Day Crew” in this campaign, and each member leads one team. Archive that team first, then restore this one.",
    );
    // An organiser restoring it is told whose other team stands in the way.
    expect(await unarchiveTeam(await accessFor(organiser.id, campaignId), teamId)).toMatchObject({
      code: "already-has-team",
      message: ownerHasTeamMessage("Pat Player", "The Day Crew"),
    });
    expect(await snapshot(campaignId)).toEqual(before);
  });

  test("a team whose leader deleted their account has no one to count, and comes back", async () => {
    const { campaignId, organiser, access, teamId } = await campaignWithTeam();
    await archiveTeam(access, teamId);
    await db.team.update({ where: { id: teamId }, data: { ownerId: null } });
    expect(await unarchiveTeam(await accessFor(organiser.id, campaignId), teamId)).toEqual({ ok: true });
  });

  test("refused for a team that is not archived, and in a campaign that has ended; nothing changes", async () => {
    const { campaignId, access, teamId } = await campaignWithTeam();
    const before = await snapshot(campaignId);
    expect(await unarchiveTeam(access, teamId)).toEqual({ ok: false, code: "team-not-archived", message: TEAM_NOT_ARCHIVED_MESSAGE });
    expect(await snapshot(campaignId)).toEqual(before);

    await archiveTeam(access, teamId);
    await db.campaign.update({ where: { id: campaignId }, data: { archivedAt: new Date() } });
    const archived = await snapshot(campaignId);
    expect(await unarchiveTeam(access, teamId)).toEqual({ ok: false, code: "campaign-archived", message: CAMPAIGN_ENDED_MESSAGE });
    expect(await snapshot(campaignId)).toEqual(archived);
  });
});

describe("who may archive and restore (team:archive, as the actions check it)", () => {
  test("the leader and the organisers may; another player, a viewer and an outsider may not", async () => {
    const { campaignId, organiser, player, teamId } = await campaignWithTeam();
    const coOrganiser = await addMember(campaignId, "CO_ORGANISER");
    const otherPlayer = await addMember(campaignId, "PLAYER", "Other Player");
    const viewer = await addMember(campaignId, "VIEWER");
    const outsider = await createUser();
    const may = async (userId: string) => {
      const result = await authorizeTeam(userId, teamId, "team:archive");
      return result.ok ? "allowed" : result;
    };

    expect(await may(player.id)).toBe("allowed");
    expect(await may(organiser.id)).toBe("allowed");
    expect(await may(coOrganiser.id)).toBe("allowed");
    expect(await may(otherPlayer.id)).toEqual(FORBIDDEN);
    expect(await may(viewer.id)).toEqual(FORBIDDEN);
    expect(await may(outsider.id)).toEqual(NOT_FOUND);
  });

  test("the archived list offers a restore only to those who may", async () => {
    const { campaignId, organiser, access, teamId } = await campaignWithTeam();
    await archiveTeam(access, teamId);
    const otherPlayer = await addMember(campaignId, "PLAYER", "Other Player");
    const viewer = await addMember(campaignId, "VIEWER");
    const canRestore = async (userId: string) =>
      (await listArchivedTeams(await accessFor(userId, campaignId), superMissionForce, await gameServer(superMissionForce.id))).map((row) => row.canRestore);
    expect(await canRestore(organiser.id)).toEqual([true]);
    expect(await canRestore(otherPlayer.id)).toEqual([false]);
    expect(await canRestore(viewer.id)).toEqual([false]);
  });
});
