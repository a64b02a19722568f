import { beforeAll, describe, expect, test } from "vitest";
import { loadCampaignFrame } from "@/app/(app)/campaigns/[campaignId]/_data/load-campaign-frame";
import { authorizeGamePage } from "@/app/(app)/campaigns/[campaignId]/_data/authorize-game-page";
import { loadGenericBattles } from "@/app/(app)/campaigns/[campaignId]/battles/_data/generic-battles";
import { loadSessions } from "@/app/(app)/campaigns/[campaignId]/sessions/_data/load-sessions";
import { loadNewTeam } from "@/app/(app)/campaigns/[campaignId]/teams/new/_data/load-new-team";
import { gameSystem } from "@/lib/games/registry";
import { campaignFileGames, gameServer } from "@/lib/games/server-registry";
import type { GameServer } from "@/lib/game-contract/game-server";
import { CAMPAIGN_FILE_ENVELOPE_FORMAT, type CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { db } from "@/lib/server/db";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { importCampaignFile, previewCampaignFile, type CampaignFileGames } from "@/lib/server/import/campaign-file-import";
import { listSessions } from "@/lib/server/sessions/list-sessions";
import { recordSession } from "@/lib/server/sessions/record-session";
import { undoSession } from "@/lib/server/sessions/undo-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { updateTeam } from "@/lib/server/teams/update-team";
import { listCampaignTeams, listStandings } from "@/lib/server/teams/list-standings";
import { accessFor, addMember, createUser, DEFAULT_SETTINGS } from "../../integration/factories";
import { registerTestGames } from "../catalog";
import { playedCampaign } from "../play-test-game";
import { heroLog } from "./game";

// The hero log is this folder plus its line in the tests' catalog.
beforeAll(registerTestGames);

const NOT_FOUND = /NEXT_HTTP_ERROR_FALLBACK;404/;

describe("team alignment, per game", () => {
  test("the hero log's heroes take no side: they are stored with none, a posted side is refused, and the activity line names none", async () => {
    const { campaignId, sides, organiserAccess } = await playedCampaign(heroLog);
    expect((await db.team.findMany({ where: { campaignId }, select: { alignment: true } })).map((row) => row.alignment)).toEqual([null, null]);
    expect((await db.activityEvent.findFirstOrThrow({ where: { campaignId, kind: "TEAM_CREATED" }, orderBy: { createdAt: "asc" } })).summary).toBe("Olive founded the team “Red”.");
    expect(await updateTeam(organiserAccess, heroLog, sides[0]!.id, { name: "Red", alignment: "HEROES", notes: "" })).toMatchObject({ ok: false, code: "invalid-alignment" });
    expect(await updateTeam(organiserAccess, heroLog, sides[0]!.id, { name: "Crimson", notes: "" })).toEqual({ ok: true, changed: ["name"] });
    expect(await db.team.findUniqueOrThrow({ where: { id: sides[0]!.id }, select: { name: true, alignment: true } })).toEqual({ name: "Crimson", alignment: null });
    // The generic team list reads them back with none.
    expect((await listCampaignTeams(organiserAccess, heroLog, null)).standings.map((row) => [row.name, row.alignment])).toEqual([
      ["Crimson", null],
      ["Blue", null],
    ]);
  });
});

describe("a game without battles (the hero log: heroes and sessions)", () => {
  test("records sessions through the generic services, numbered per kind, and locks nothing it does not declare", async () => {
    const { campaignId, organiserAccess, playerAccess } = await playedCampaign(heroLog, { activityPeriodsPerWeek: "5" });
    const kinds = heroLog.sessions.kinds;
    const first = await recordSession(organiserAccess, kinds, { kind: "EPISODE", title: "The heist", playedOn: "2026-11-20", notes: "" });
    const week = await recordSession(organiserAccess, kinds, { kind: "WEEK", title: "Recovery", playedOn: "2026-11-21", notes: "Patrols" });
    const second = await recordSession(organiserAccess, kinds, { kind: "EPISODE", title: "The chase", playedOn: "2026-11-27", notes: "" });
    expect([first, week, second].map((result) => (result.ok ? [result.session.kind, result.session.number] : result.code))).toEqual([
      ["EPISODE", 1],
      ["WEEK", 1],
      ["EPISODE", 2],
    ]);
    expect(await recordSession(organiserAccess, kinds, { kind: "BATTLE", title: "Nope", playedOn: "2026-11-27", notes: "" })).toMatchObject({ ok: false, code: "unknown-kind" });
    expect((await listSessions(playerAccess)).map((session) => [session.title, session.playedOn])).toEqual([
      ["The chase", "2026-11-27"],
      ["Recovery", "2026-11-21"],
      ["The heist", "2026-11-20"],
    ]);
    // Undone stays on record; another campaign's session is unknown here.
    expect(await undoSession(organiserAccess, second.ok ? second.session.id : "")).toEqual({ ok: true });
    expect(await undoSession(organiserAccess, second.ok ? second.session.id : "")).toMatchObject({ ok: false, code: "already-undone" });
    const other = await playedCampaign(heroLog);
    expect(await undoSession(other.organiserAccess, first.ok ? first.session.id : "")).toMatchObject({ ok: false, code: "unknown-session" });
    expect((await db.playSession.findMany({ where: { campaignId }, select: { undoneAt: true } })).filter((row) => row.undoneAt).length).toBe(1);
    // Each record and undo is a line of the campaign's recent activity.
    const lines = await db.activityEvent.findMany({
      where: { campaignId, kind: { startsWith: "SESSION_" } },
      orderBy: { createdAt: "asc" },
      select: { kind: true, summary: true },
    });
    expect(lines.map((line) => line.summary)).toEqual([
      "Olive recorded episode 1: “The heist”.",
      "Olive recorded week 1: “Recovery”.",
      "Olive recorded episode 2: “The chase”.",
      "Olive undid “The chase”.",
    ]);
    // Its standings are its heroes in founding order: it declares no order.
    expect((await listStandings(organiserAccess, gameSystem(organiserAccess.gameSystem), await gameServer(organiserAccess.gameSystem))).map((row) => row.name)).toEqual([
      "Red",
      "Blue",
    ]);
  });

  test("undoing a session runs the game's own undo in the same transaction: what it writes lands with the undo, and its refusal leaves the session as it was", async () => {
    const { campaignId, sides, organiserAccess } = await playedCampaign(heroLog);
    const kinds = heroLog.sessions.kinds;
    const episode = await recordSession(organiserAccess, kinds, { kind: "EPISODE", title: "The heist", playedOn: "2026-11-20", notes: "" });
    if (!episode.ok) throw new Error(episode.message);
    const seen: Array<{ kind: string; number: number }> = [];
    // A game that reverses a ledger line when its session is undone, and one that refuses.
    const reversing: GameServer = {
      sessions: {
        undo: async (tx, { access, session }) => {
          seen.push({ kind: session.kind, number: session.number });
          await tx.storyPointEntry.create({
            data: {
              campaignId: access.campaignId,
              teamId: sides[0]!.id,
              currency: "renown",
              delta: -1,
              reason: "CORRECTION",
              note: "undone",
              actorName: access.actorName,
              idempotencyKey: `undo-${session.id}`,
            },
          });
          return { ok: true };
        },
      },
    };
    const refusing: GameServer = { sessions: { undo: async () => ({ ok: false, code: "not-latest", message: "Only the latest episode can be undone." }) } };
    expect(await undoSession(organiserAccess, episode.session.id, refusing)).toEqual({ ok: false, code: "not-latest", message: "Only the latest episode can be undone." });
    expect(await db.playSession.findUniqueOrThrow({ where: { id: episode.session.id }, select: { undoneAt: true } })).toEqual({ undoneAt: null });
    expect(await undoSession(organiserAccess, episode.session.id, reversing)).toEqual({ ok: true });
    expect(seen).toEqual([{ kind: "EPISODE", number: 1 }]);
    expect(await db.storyPointEntry.count({ where: { campaignId, idempotencyKey: `undo-${episode.session.id}` } })).toBe(1);
    // Undone once: the game's undo is not asked again.
    expect(await undoSession(organiserAccess, episode.session.id, reversing)).toMatchObject({ ok: false, code: "already-undone" });
    expect(seen).toHaveLength(1);
    // The hero log draws no page of a session: its address answers 404.
    await expect(authorizeGamePage(organiserAccess.userId, campaignId, "session")).rejects.toThrow(NOT_FOUND);
    expect((await loadSessions(organiserAccess.userId, campaignId)).hasSessionPage).toBe(false);
  });

  test("its pages: a Sessions tab and page, no Battles or Journal; battle pages answer 404", async () => {
    const { campaignId, organiser, player } = await playedCampaign(heroLog);
    const { tabs } = await loadCampaignFrame(organiser.id, campaignId);
    expect(tabs.map((tab) => tab.label)).toEqual(["Overview", "Sessions", "Roll log", "Members", "Settings"]);
    expect(tabs.find((tab) => tab.label === "Sessions")?.href).toBe(`/campaigns/${campaignId}/sessions`);
    for (const page of ["battleList", "newBattle", "battle", "journal", "team"] as const) {
      await expect(authorizeGamePage(organiser.id, campaignId, page)).rejects.toThrow(NOT_FOUND);
    }
    await expect(loadGenericBattles(organiser.id, campaignId)).rejects.toThrow(NOT_FOUND);
    const asOrganiser = await loadSessions(organiser.id, campaignId);
    expect(asOrganiser).toMatchObject({ canRecord: true, canUndo: true });
    expect(asOrganiser.kinds.map((kind) => kind.id)).toEqual(["EPISODE", "WEEK"]);
    expect(await loadSessions(player.id, campaignId)).toMatchObject({ canRecord: false, canUndo: false });
    const outsider = await createUser();
    await expect(loadSessions(outsider.id, campaignId)).rejects.toThrow(NOT_FOUND);
    expect((await loadNewTeam(player.id, campaignId)).words).toEqual({ one: "hero", many: "Heroes" });
  });
});

/** The hero log has a server side that supplies no records of its own: everything in its file is generic. */
const servers = (gameSystemId: string): GameServer | null => (gameSystemId === heroLog.id ? {} : null);
/** The catalog as the import sees it, with the hero log offered (keeping no records). */
const games: CampaignFileGames = {
  byFormat: campaignFileGames.byFormat,
  byId: (id) => (id === heroLog.id ? { system: heroLog, records: null } : campaignFileGames.byId(id)),
};

/** A hero log played through the generic services: two sides, three sessions (one undone), a ledger entry and a roll. */
async function playedHeroLog() {
  const organiser = await createUser({ name: "Olive" });
  const created = await createCampaign(organiser, heroLog, { ...DEFAULT_SETTINGS, name: "Night patrols", gameSystem: heroLog.id, activityPeriodsPerWeek: "4" });
  if (!created.ok) throw new Error(created.message);
  const campaignId = created.campaign.id;
  const player = await addMember(campaignId, "PLAYER", "Pat");
  const organiserAccess = await accessFor(organiser.id, campaignId);
  const red = await createTeam(organiserAccess, heroLog, { name: "Red", notes: "The old guard" });
  const blue = await createTeam(await accessFor(player.id, campaignId), heroLog, { name: "Blue", notes: "" });
  if (!red.ok || !blue.ok) throw new Error("a team was refused");
  const kinds = heroLog.sessions.kinds;
  await recordSession(organiserAccess, kinds, { kind: "EPISODE", title: "The heist", playedOn: "2026-11-20", notes: "Two alarms" });
  await recordSession(organiserAccess, kinds, { kind: "WEEK", title: "Recovery", playedOn: "2026-11-21", notes: "" });
  const third = await recordSession(organiserAccess, kinds, { kind: "EPISODE", title: "The chase", playedOn: "2026-11-27", notes: "" });
  if (!third.ok) throw new Error(third.message);
  expect(await undoSession(organiserAccess, third.session.id)).toEqual({ ok: true });
  // A generic ledger line and roll: the file carries them whatever the game.
  const entry = await db.storyPointEntry.create({
    data: { campaignId, teamId: red.team.id, currency: "renown", delta: 2, reason: "CORRECTION", note: "For the heist", actorName: "Olive", idempotencyKey: `k-${campaignId}` },
  });
  await db.storyPointEntry.create({
    data: {
      campaignId,
      teamId: red.team.id,
      currency: "renown",
      delta: -2,
      reason: "CORRECTION",
      reversesEntryId: entry.id,
      actorName: "Olive",
      idempotencyKey: `r-${campaignId}`,
    },
  });
  await db.roll.create({
    data: {
      campaignId,
      sequence: 1,
      slot: "s1",
      requestKey: `q-${campaignId}`,
      purpose: "check",
      label: "Stealth",
      sides: 6,
      faces: [4, 2],
      source: "APP",
      teamId: blue.team.id,
      teamName: "Blue",
      actorName: "Pat",
    },
  });
  // A team's state naming another row, and a reached goal: generic columns holding the campaign's ids.
  await db.team.update({ where: { id: red.team.id }, data: { state: { rival: blue.team.id } } });
  await db.campaign.update({
    where: { id: campaignId },
    data: { rollSequence: 1, finishedAt: new Date("2026-11-28T10:00:00Z"), winners: [{ teamId: red.team.id, teamName: "Red", balance: 2 }] },
  });
  return { campaignId, organiser, player, teams: [red.team.id, blue.team.id] };
}

async function exportEnvelope(userId: string, campaignId: string): Promise<CampaignFileEnvelope> {
  const response = await campaignExportResponse(userId, campaignId, servers);
  expect(response.status).toBe(200);
  return (await response.json()) as CampaignFileEnvelope;
}

/** Everything an import could write. */
async function rowCounts() {
  const [campaigns, teams, entries, rolls, activity, sessions, memberships] = await Promise.all([
    db.campaign.count(),
    db.team.count(),
    db.storyPointEntry.count(),
    db.roll.count(),
    db.activityEvent.count(),
    db.playSession.count(),
    db.membership.count(),
  ]);
  return { campaigns, teams, entries, rolls, activity, sessions, memberships };
}

/** The file apart from what an import makes anew: its date, the copy's name and creation, the people, the importer's journal line. */
function undated(file: CampaignFileEnvelope, journalLines = file.journal.length) {
  return { ...file, exportedAt: "", campaign: { ...file.campaign, name: "", createdAt: "" }, people: [], journal: file.journal.slice(0, journalLines) };
}

describe("the shared campaign file of a game that supplies no records of its own (the hero log)", () => {
  test("export → import → export again gives the same file apart from ids and dates; the game wrote no generic row itself", async () => {
    const world = await playedHeroLog();
    const file = await exportEnvelope(world.organiser.id, world.campaignId);
    expect(file).toMatchObject({ format: CAMPAIGN_FILE_ENVELOPE_FORMAT, formatVersion: 1, gameSystem: heroLog.id, game: null });
    expect(file.campaign.settings).toEqual({ version: 1, activityPeriodsPerWeek: 4 });
    expect(file.teams.map((team) => [team.ref, team.name, team.ownerName, team.alignment])).toEqual([
      ["team-1", "Red", "Olive", null],
      ["team-2", "Blue", "Pat", null],
    ]);
    expect(file.sessions.map((session) => [session.kind, session.number, session.title, session.playedOn, session.undoneAt !== null])).toEqual([
      ["EPISODE", 1, "The heist", "2026-11-20", false],
      ["WEEK", 1, "Recovery", "2026-11-21", false],
      ["EPISODE", 2, "The chase", "2026-11-27", true],
    ]);
    expect(file.ledger.map((entry) => [entry.ref, entry.team, entry.delta, entry.reverses])).toEqual([
      ["entry-1", "team-1", 2, null],
      ["entry-2", "team-1", -2, "entry-1"],
    ]);
    expect(file.teams[0]!.state).toEqual({ rival: "team-2" });
    expect(file.campaign.finished).toEqual({ at: "2026-11-28T10:00:00.000Z", byBattle: null, winners: [{ team: "team-1", teamName: "Red", balance: 2 }] });
    expect(file.rollLog).toMatchObject([{ sequence: 1, team: "team-2", faces: [4, 2], battle: null, character: null }]);
    expect(file.people.map((person) => [person.name, person.role])).toEqual([
      ["Olive", "ORGANISER"],
      ["Pat", "PLAYER"],
    ]);
    // No row or account id of the campaign, and no e-mail address, is in the file.
    const text = JSON.stringify(file);
    for (const secret of [world.campaignId, ...world.teams, world.organiser.id, world.player.id, world.organiser.email]) expect(text).not.toContain(secret);

    const importer = await createUser({ name: "Ivy Importer" });
    const preview = await previewCampaignFile(importer.id, text, games);
    expect(preview).toMatchObject({
      canImport: true,
      problems: [],
      campaign: { name: "Night patrols", systemName: heroLog.name },
      teams: [
        { name: "Red", ownerLabel: "Olive" },
        { name: "Blue", ownerLabel: "Pat" },
      ],
      counts: { battles: 0, ledgerEntries: 2, rolls: 1, journalEntries: file.journal.length },
    });
    const imported = await importCampaignFile(importer.id, text, games);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.campaign.name).toBe("Night patrols (imported)");
    const campaign = await db.campaign.findUniqueOrThrow({ where: { id: imported.campaign.id }, include: { memberships: true, teams: true } });
    expect(campaign.gameSystem).toBe(heroLog.id);
    expect(campaign.memberships.map((m) => [m.userId, m.role])).toEqual([[importer.id, "ORGANISER"]]);
    expect(campaign.teams.every((team) => team.ownerId === null)).toBe(true);
    expect(campaign.rollSequence).toBe(1);
    const [red, blue] = [...campaign.teams].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    expect(red!.state).toEqual({ rival: blue!.id });
    expect(campaign.winners).toEqual([{ teamId: red!.id, teamName: "Red", balance: 2 }]);
    expect(await db.roll.count({ where: { campaignId: campaign.id, isImported: false } })).toBe(0);

    const again = await exportEnvelope(importer.id, campaign.id);
    expect(again.campaign.name).toBe("Night patrols (imported)");
    expect(again.people.map((person) => [person.name, person.role])).toEqual([["Ivy Importer", "ORGANISER"]]);
    // One more journal line: who imported it.
    expect(again.journal).toHaveLength(file.journal.length + 1);
    expect(again.journal.at(-1)).toMatchObject({ kind: "CAMPAIGN_CREATED", actorName: "Ivy Importer" });
    expect(undated(again, file.journal.length)).toEqual(undated(file));
  });

  test("a forged or malformed file is refused with words naming the problem, and writes nothing", async () => {
    const world = await playedHeroLog();
    const file = await exportEnvelope(world.organiser.id, world.campaignId);
    const importer = await createUser({ name: "Ivy Importer" });
    const before = await rowCounts();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...file, ledger: [{ ...file.ledger[0]!, team: "team-9" }] }, /ledger\[0\]\.team: no team “team-9”/],
      [{ ...file, rollLog: [{ ...file.rollLog[0]!, battle: "battle-1" }] }, /rollLog\[0\]\.battle: no battle “battle-1”/],
      [{ ...file, ledger: [file.ledger[1]!, file.ledger[0]!] }, /ledger\[0\]\.reverses: no earlier entry “entry-1”/],
      [{ ...file, teams: [{ ...file.teams[0]!, name: "" }, file.teams[1]] }, /teams\[0\]\.name/],
      [{ ...file, journal: [{ ...file.journal[0]!, kind: "ROOT_GRANTED" }] }, /journal\[0\]\.kind: “ROOT_GRANTED”/],
      [{ ...file, game: { battles: [] } }, /game: this game keeps no records/],
      [{ ...file, formatVersion: 7 }, /^formatVersion: /m],
      [{ ...file, campaign: { ...file.campaign, settings: { version: 1, activityPeriodsPerWeek: 99 } } }, /campaign\.settings\.activityPeriodsPerWeek/],
      [{ ...file, sessions: [{ ...file.sessions[0]!, kind: "BATTLE" }] }, /sessions\[0\]\.kind: Hero log has no sessions of the kind “BATTLE”/],
      [{ ...file, gameSystem: "NO_SUCH_GAME" }, /a game this Longbox does not offer \(“NO_SUCH_GAME”\)/],
    ];
    for (const [forged, problem] of cases) {
      const text = JSON.stringify(forged);
      const preview = await previewCampaignFile(importer.id, text, games);
      expect(preview.canImport).toBe(false);
      expect(preview.problems.join("\n")).toMatch(problem);
      const imported = await importCampaignFile(importer.id, text, games);
      expect(imported.ok).toBe(false);
    }
    expect(await rowCounts()).toEqual(before);
  });

  test("a file imports only as a campaign of the game it names: another game's settings do not pass for it", async () => {
    const world = await playedHeroLog();
    const file = await exportEnvelope(world.organiser.id, world.campaignId);
    const importer = await createUser({ name: "Ivy Importer" });
    const before = await rowCounts();
    // The same file named as a Super Mission Force campaign: its rosters and battles are missing, and it says so.
    const asSmf = JSON.stringify({ ...file, gameSystem: "SUPER_MISSION_FORCE" });
    const smfPreview = await previewCampaignFile(importer.id, asSmf, games);
    expect(smfPreview.canImport).toBe(false);
    expect(smfPreview.problems.some((problem) => problem.startsWith("game"))).toBe(true);
    expect(await importCampaignFile(importer.id, asSmf, games)).toMatchObject({ ok: false, code: "invalid-file" });
    // With empty records of SMF's shape, SMF's rules refuse the generic parts: its ledger keeps story points only.
    const asEmptySmf = JSON.stringify({ ...file, gameSystem: "SUPER_MISSION_FORCE", game: { rosters: [], battles: [] } });
    const emptySmfPreview = await previewCampaignFile(importer.id, asEmptySmf, games);
    expect(emptySmfPreview.canImport).toBe(false);
    expect(emptySmfPreview.problems.some((problem) => problem.startsWith("ledger[0].currency"))).toBe(true);
    expect(await importCampaignFile(importer.id, asEmptySmf, games)).toMatchObject({ ok: false, code: "invalid-file" });
    // Named as a Supers Unlimited league: that game's records are missing, and it says so.
    const asLeague = JSON.stringify({ ...file, gameSystem: "SUPERS_UNLIMITED" });
    const leaguePreview = await previewCampaignFile(importer.id, asLeague, games);
    expect(leaguePreview.canImport).toBe(false);
    expect(leaguePreview.problems.some((problem) => problem.startsWith("game"))).toBe(true);
    expect(await importCampaignFile(importer.id, asLeague, games)).toMatchObject({ ok: false, code: "invalid-file" });
    expect(await rowCounts()).toEqual(before);
  });
});
