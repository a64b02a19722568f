import { gameServer } from "@/lib/games/server-registry";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { campaignFileEnvelopeSchema } from "@/lib/schemas/campaign-file-envelope";
import { teamExportSchema, type TeamExport } from "@/lib/games/smf/export/team-export-schema";
import { freshCampaignState, SMF_CHARACTER_FORMAT, SMF_RULES_VERSION, type CharacterBuild, type CharacterCampaignState, type CharacterKind } from "@/lib/rules/smf";
import { FORBIDDEN } from "@/lib/server/authz/authorize";
import { kindToRow, toJson } from "@/lib/games/smf/server/characters/character-row";
import { db } from "@/lib/server/db";
import { campaignExportResponse, teamExportResponse } from "@/lib/server/export/export-response";
import { alreadyLeadsMessage } from "@/lib/games/smf/server/import/import-blockers";
import { importTeam } from "@/lib/games/smf/server/import/import-team";
import { previewTeamImport } from "@/lib/games/smf/server/import/preview-team-import";
import { CAMPAIGN_ENDED_MESSAGE, createTeam } from "@/lib/server/teams/create-team";
import { BUILDS } from "./character-builds";
import { accessFor, addMember, createCampaignFor, createUser } from "./factories";
import { gameSystem } from "@/lib/games/registry";

// The actions ask the session for the user; here the test says who is signed in.
const session = vi.hoisted(() => ({ user: null as { id: string; email: string; name: string | null } | null }));
vi.mock("@/lib/server/auth/current-user", () => ({
  currentUser: async () => session.user,
  requireUser: async () => {
    if (!session.user) throw new Error("signed out");
    return session.user;
  },
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const { importTeamAction } = await import("@/lib/games/smf/actions/import-team-action");
const { previewTeamImportAction } = await import("@/lib/games/smf/actions/preview-team-import-action");

/** Wildcard with Servitor / Sidekick (L1033), so the roster can hold a sidekick linked to it. */
const OWL: CharacterBuild = {
  archetype: "wildcard",
  powers: [
    { power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "armor" } },
    { power: "flight", tier: "minor" },
    { power: "rage", tier: "minor" },
    { power: "leaping", tier: "minor" },
  ],
  boosts: [],
  backgrounds: [{ background: "science" }, { background: "criminal" }],
};
/** A Brick with three minor picks for its two (and its two backgrounds): exactly one problem. */
const OVERSPENT_BRICK: CharacterBuild = { ...BUILDS.illegalBrick, backgrounds: [{ background: "blue-collar" }, { background: "criminal" }] };

interface Put {
  name: string;
  build: CharacterBuild;
  kind?: CharacterKind;
  state?: Partial<CharacterCampaignState>;
  isRetired?: boolean;
  hasFought?: boolean;
}

/** Roster rows written directly, in order, as the builder would have stored them. */
async function putRoster(teamId: string, entries: Put[]) {
  const ids: string[] = [];
  for (const [position, entry] of entries.entries()) {
    const state = { ...freshCampaignState(), ...entry.state };
    const row = await db.character.create({
      data: {
        teamId,
        position,
        name: entry.name,
        kind: kindToRow(entry.kind ?? "character"),
        build: toJson(entry.build),
        state: toJson(state),
        formatVersion: SMF_CHARACTER_FORMAT,
        retiredAt: entry.isRetired ? new Date() : null,
        hasFought: entry.hasFought ?? false,
      },
    });
    ids.push(row.id);
  }
  return ids;
}

/** A campaign with a player who leads "The Night Shift": five entries, a retired one, a linked sidekick, a bumped veteran. */
async function nightShift() {
  const { campaign, organiser } = await createCampaignFor();
  const player = await addMember(campaign.id, "PLAYER", "Pat Player");
  const access = await accessFor(player.id, campaign.id);
  const created = await createTeam(access, gameSystem(access.gameSystem), { name: "The Night Shift", alignment: "VILLAINS", notes: "Out after dark." });
  if (!created.ok) throw new Error(created.message);
  const teamId = created.team.id;
  const [, owlId] = await putRoster(teamId, [
    { name: "White Rhino", build: BUILDS.brick, hasFought: true, state: { bumps: [{ table: "martial", row: 3, issue: 1 }], curses: 1 } },
    { name: "Owl", build: OWL },
    { name: "Deadeye", build: BUILDS.blaster, isRetired: true },
    { name: "Goons", build: BUILDS.henchmen, kind: "henchmen" },
  ]);
  await db.character.create({
    data: {
      teamId,
      position: 4,
      name: "Kid Owl",
      kind: "SIDEKICK",
      build: toJson(BUILDS.sidekick),
      state: toJson({ ...freshCampaignState(), sidekickOf: owlId! }),
      formatVersion: SMF_CHARACTER_FORMAT,
    },
  });
  return { campaign, organiser, player, access, teamId };
}

async function exportText(userId: string, campaignId: string, teamId: string): Promise<string> {
  const response = await teamExportResponse(userId, campaignId, teamId, gameServer);
  expect(response.status).toBe(200);
  return response.text();
}

/** A second campaign, and a player of it who may import there. */
async function elsewhere(role: "PLAYER" | "VIEWER" = "PLAYER") {
  const { campaign } = await createCampaignFor();
  const member = await addMember(campaign.id, role, "Ivy Importer");
  return { campaignId: campaign.id, member, access: await accessFor(member.id, campaign.id) };
}

async function rowCounts() {
  const [teams, characters, ledger, activity] = await Promise.all([db.team.count(), db.character.count(), db.storyPointEntry.count(), db.activityEvent.count()]);
  return { teams, characters, ledger, activity };
}

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

beforeEach(() => {
  session.user = null;
});

describe("team export", () => {
  test("a member downloads the team as a named JSON attachment: the rules edition, the roster, no email address", async () => {
    const { campaign, organiser, player, teamId } = await nightShift();
    const response = await teamExportResponse(organiser.id, campaign.id, teamId, gameServer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="the-night-shift.team.json"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const text = await response.text();
    for (const email of [organiser.email, player.email]) expect(text).not.toContain(email);
    expect(text).not.toContain("@");
    const file = teamExportSchema.parse(JSON.parse(text));
    expect(file.rulesEdition).toEqual({ game: "super-mission-force", rulesVersion: SMF_RULES_VERSION, characterFormat: SMF_CHARACTER_FORMAT });
    expect(file.team).toMatchObject({ name: "The Night Shift", alignment: "villains", ownerName: "Pat Player", storyPoints: { balance: 1, earned: 1 } });
    expect(file.team.characters.map((c) => [c.name, c.kind, c.position, c.isRetired])).toEqual([
      ["White Rhino", "character", 0, false],
      ["Owl", "character", 1, false],
      ["Deadeye", "character", 2, true],
      ["Goons", "henchmen", 3, false],
      ["Kid Owl", "sidekick", 4, false],
    ]);
    expect(file.team.characters[0]!.state).toMatchObject({ curses: 1, bumps: [{ table: "martial", row: 3, issue: 1 }] });
  });

  test("outsiders, and a team asked for under another campaign's address, get a bare 404", async () => {
    const { campaign, teamId } = await nightShift();
    const outsider = await createUser({ name: "Outsider" });
    const other = await elsewhere();
    for (const response of [
      await teamExportResponse(outsider.id, campaign.id, teamId, gameServer),
      await teamExportResponse(other.member.id, other.campaignId, teamId, gameServer),
      await teamExportResponse(outsider.id, campaign.id, "no-such-team", gameServer),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("content-disposition")).toBeNull();
    }
  });
});

describe("campaign export", () => {
  test("settings, every team with its roster, members by name and role, the ledger and the activity; no email address", async () => {
    const { campaign, organiser, player, teamId } = await nightShift();
    const viewer = await addMember(campaign.id, "VIEWER", "Vic Viewer");
    const response = await campaignExportResponse(viewer.id, campaign.id, gameServer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="campaign-[0-9a-f]{6}\.campaign\.json"$/);

    const text = await response.text();
    for (const email of [organiser.email, player.email, viewer.email]) expect(text).not.toContain(email);
    // The shared campaign file: the generic parts, and SMF's rosters and battles in its `game` section.
    const file = campaignFileEnvelopeSchema.parse(JSON.parse(text));
    expect(text).not.toContain(campaign.id);
    expect(text).not.toContain(teamId);
    expect(file).toMatchObject({ format: "longbox.campaign-file", gameSystem: "SUPER_MISSION_FORCE" });
    expect(file.campaign).toMatchObject({
      name: campaign.name,
      settings: { storyPointGoal: 20, allowVehicles: false, advancement: "RANDOM", socialScienceVariant: "CH2" },
      reportConfirmation: "NONE",
    });
    expect(file.people).toEqual([
      { name: "Olive Organiser", role: "ORGANISER", joinedAt: expect.any(String) },
      { name: "Pat Player", role: "PLAYER", joinedAt: expect.any(String) },
      { name: "Vic Viewer", role: "VIEWER", joinedAt: expect.any(String) },
    ]);
    expect(file.teams.map((team) => [team.ref, team.name])).toEqual([["team-1", "The Night Shift"]]);
    const records = file.game as { rosters: { team: string; characters: unknown[] }[]; battles: unknown[] };
    expect(records.rosters.map((roster) => [roster.team, roster.characters.length])).toEqual([["team-1", 5]]);
    expect(records.battles).toEqual([]);
    expect(file.ledger).toEqual([
      {
        ref: "entry-1",
        team: "team-1",
        currency: "story-points",
        delta: 1,
        reason: "STARTING",
        note: expect.any(String),
        battle: null,
        reverses: null,
        actorName: "Pat Player",
        createdAt: expect.any(String),
      },
    ]);
    expect(file.journal.map((line) => line.kind)).toEqual(["CAMPAIGN_CREATED", "TEAM_CREATED"]);
  });

  test("a non-member gets a bare 404", async () => {
    const { campaign } = await nightShift();
    const outsider = await createUser({ name: "Outsider" });
    expect((await campaignExportResponse(outsider.id, campaign.id, gameServer)).status).toBe(404);
    expect((await campaignExportResponse(outsider.id, "no-such-campaign", gameServer)).status).toBe(404);
  });
});

describe("team import", () => {
  test("export → import round-trip: the same roster (names, kinds, builds, positions, retired), new ids, links rewritten, a fresh start in story points", async () => {
    const source = await nightShift();
    const text = await exportText(source.player.id, source.campaign.id, source.teamId);
    const target = await elsewhere();

    const preview = await previewTeamImport(target.access, text);
    expect(preview).toMatchObject({ fileErrors: [], blockers: [], canImport: true, team: { name: "The Night Shift", alignment: "VILLAINS" } });
    expect(preview.characters.flatMap((c) => c.problems)).toEqual([]);

    const result = await importTeam(target.access, text);
    if (!result.ok) throw new Error(result.message);
    expect(result.characterCount).toBe(5);

    const [sourceRows, importedRows, team, ledger] = await Promise.all([
      db.character.findMany({ where: { teamId: source.teamId }, orderBy: { position: "asc" } }),
      db.character.findMany({ where: { teamId: result.team.id }, orderBy: { position: "asc" } }),
      db.team.findUniqueOrThrow({ where: { id: result.team.id } }),
      db.storyPointEntry.findMany({ where: { teamId: result.team.id } }),
    ]);
    const roster = (rows: typeof sourceRows) =>
      rows.map((row) => ({ name: row.name, kind: row.kind, position: row.position, build: row.build, isRetired: row.retiredAt !== null }));
    expect(roster(importedRows)).toEqual(roster(sourceRows));
    expect(team).toMatchObject({
      campaignId: target.campaignId,
      ownerId: target.member.id,
      ownerName: "Ivy Importer",
      name: "The Night Shift",
      alignment: "VILLAINS",
      notes: "Out after dark.",
      archivedAt: null,
    });
    expect(importedRows.every((row) => !sourceRows.some((s) => s.id === row.id) && !row.hasFought && row.formatVersion === SMF_CHARACTER_FORMAT)).toBe(true);
    // The veteran keeps its bump and curse; the sidekick now belongs to the imported Owl.
    expect(importedRows[0]!.state).toEqual(sourceRows[0]!.state);
    expect(importedRows[4]!.state).toEqual({ ...freshCampaignState(), sidekickOf: importedRows[1]!.id });
    expect(ledger).toEqual([expect.objectContaining({ delta: 1, reason: "STARTING", actorId: target.member.id, actorName: "Ivy Importer", campaignId: target.campaignId })]);
    const activity = await db.activityEvent.findFirstOrThrow({ where: { campaignId: target.campaignId, kind: "TEAM_CREATED" } });
    expect(activity.summary).toBe("Ivy Importer imported the villains team “The Night Shift” from a file, with 5 characters.");
  });

  test("a file with one illegal character: the preview names that character's problem, and the import writes nothing", async () => {
    const source = await nightShift();
    const file = JSON.parse(await exportText(source.player.id, source.campaign.id, source.teamId)) as TeamExport;
    file.team.characters[2] = { ...file.team.characters[2]!, name: "Grey Rhino", build: OVERSPENT_BRICK };
    const text = JSON.stringify(file);
    const target = await elsewhere();

    const preview = await previewTeamImport(target.access, text);
    expect(preview.canImport).toBe(false);
    expect(preview.characters.map((c) => c.problems)).toEqual([[], [], ["Character 3 “Grey Rhino”: Minor powers: 2 minor picks to spend, 3 spent."], [], []]);

    const before = await rowCounts();
    expect(await importTeam(target.access, text)).toEqual({ ok: false, code: "invalid-file", message: "Nothing was imported: the file has a problem. Check it again to see it." });
    expect(await rowCounts()).toEqual(before);
  });

  test("builds are checked with the importing campaign's options", async () => {
    const source = await nightShift();
    const file = JSON.parse(await exportText(source.player.id, source.campaign.id, source.teamId)) as TeamExport;
    file.team.characters[0] = { ...file.team.characters[0]!, name: "Big Blue", build: BUILDS.superBrick };
    const { campaign } = await createCampaignFor(undefined, { allowAlternatePowerLevels: false });
    const player = await addMember(campaign.id, "PLAYER");
    const preview = await previewTeamImport(await accessFor(player.id, campaign.id), JSON.stringify(file));
    expect(preview.characters[0]!.problems).toEqual(["Character 1 “Big Blue”: Archetype: Super needs the group's agreement to alternate power levels. (rule: book line 547)"]);
  });

  test("a member who already leads a team here is refused with a message, in the preview and on import", async () => {
    const source = await nightShift();
    const text = await exportText(source.player.id, source.campaign.id, source.teamId);
    const before = await rowCounts();
    const message = alreadyLeadsMessage("The Night Shift");

    const preview = await previewTeamImport(source.access, text);
    expect(preview).toMatchObject({ blockers: [message], canImport: false });
    expect(await importTeam(source.access, text)).toEqual({ ok: false, code: "already-has-team", message });
    expect(await rowCounts()).toEqual(before);
  });

  test("an ended campaign takes no imported team", async () => {
    const source = await nightShift();
    const text = await exportText(source.player.id, source.campaign.id, source.teamId);
    const target = await elsewhere();
    await db.campaign.update({ where: { id: target.campaignId }, data: { archivedAt: new Date() } });
    const before = await rowCounts();
    expect(await importTeam(target.access, text)).toEqual({ ok: false, code: "campaign-archived", message: CAMPAIGN_ENDED_MESSAGE });
    expect(await rowCounts()).toEqual(before);
  });

  test("through the actions: a viewer may neither check nor import; a player imports and is sent to the new team", async () => {
    const source = await nightShift();
    const text = await exportText(source.player.id, source.campaign.id, source.teamId);
    const target = await elsewhere("VIEWER");
    const before = await rowCounts();

    session.user = target.member;
    const fields = { campaignId: target.campaignId, json: text };
    expect(await previewTeamImportAction(null, formData(fields))).toEqual({ ok: false, message: FORBIDDEN.message });
    expect(await importTeamAction(null, formData(fields))).toEqual({ ok: false, message: FORBIDDEN.message });
    expect(await rowCounts()).toEqual(before);

    const player = await addMember(target.campaignId, "PLAYER", "Pia Player");
    session.user = player;
    const checked = await previewTeamImportAction(null, formData(fields));
    expect(checked).toMatchObject({ ok: true, data: { canImport: true } });
    const redirect = await importTeamAction(null, formData(fields)).catch((error: { digest?: string }) => error.digest);
    const imported = await db.team.findFirstOrThrow({ where: { campaignId: target.campaignId, ownerId: player.id } });
    expect(redirect).toContain(`/campaigns/${target.campaignId}/teams/${imported.id}`);
  });

  test("the actions refuse a form without the export's text", async () => {
    const target = await elsewhere();
    session.user = target.member;
    expect(await previewTeamImportAction(null, formData({ campaignId: target.campaignId }))).toMatchObject({ ok: false, message: "Choose a team export file, or paste its text." });
  });
});
