import { gameServer, campaignFileGames } from "@/lib/games/server-registry";
import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { playSoloTurn } from "@/lib/games/vsgmr/server/battles/play-solo-turn";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { rollBattleDice } from "@/lib/games/vsgmr/server/battles/roll-battle-dice";
import { exportVsgmrSeriesFile } from "@/lib/games/vsgmr/server/export/export-series";
import { exportVsgmrForceFile } from "@/lib/games/vsgmr/server/export/export-force";
import { importVsgmrSeries, previewVsgmrSeriesImport } from "@/lib/games/vsgmr/server/import/import-series";
import { listVsgmrJournal } from "@/lib/games/vsgmr/server/journal/list-journal";
import { readForceFile } from "@/lib/games/vsgmr/force-file";
import type { VsgmrSeriesFile } from "@/lib/games/vsgmr/export/series-file-schema";
import { db } from "@/lib/server/db";
import { importCampaignFile, previewCampaignFile } from "@/lib/server/import/campaign-file-import";
import { vsgmr } from "@/lib/games/vsgmr";
import { campaignExportResponse, teamExportResponse } from "@/lib/server/export/export-response";
import { listCampaignTeams } from "@/lib/server/teams/list-standings";
import { CAMPAIGN_FILE_ENVELOPE_FORMAT, type CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import type { SeriesRecords } from "@/lib/games/vsgmr/export/series-records";
import { accessFor, createUser } from "../../factories";
import { forceOf, vsgmrSeries } from "./vsgmr-factory";

/** A series with a played battle between two forces and a solo one with its turn log and a Recruit. */
async function playedSeries() {
  const world = await vsgmrSeries();
  const dwarves = await forceOf(world.campaign.id, world.users.alice, "dwarves");
  const elves = await forceOf(world.campaign.id, world.users.bob, "elves");
  const versus = await createVsgmrBattle(world.access.alice, { scenarioId: "basic-game", teams: [{ teamId: dwarves.id }, { teamId: elves.id }] });
  if (!versus.ok) throw new Error(versus.message);
  await rollBattleDice(world.access.alice, versus.battleId, { label: "Distance attack", sides: 6, count: 2, requestKey: crypto.randomUUID(), source: "app" }, scriptedDice([5, 2]));
  await rollBattleDice(world.access.bob, versus.battleId, { label: "Save", sides: 6, count: 1, requestKey: crypto.randomUUID(), source: "physical", faces: [4] });
  const first = await resolveVsgmrBattle(world.access.bob, versus.battleId, {
    endCondition: "rounds",
    sides: [
      { key: dwarves.id, defeatedHalves: 17, outcome: "WON" },
      { key: elves.id, defeatedHalves: 8, outcome: "LOST" },
    ],
  });
  if (!first.ok) throw new Error(first.message);

  const solo = await createVsgmrBattle(world.access.alice, {
    scenarioId: "outflanked",
    teams: [{ teamId: dwarves.id, role: "defender" }],
    solo: { sampleArmyId: "star-soldiers", role: "attacker" },
  });
  if (!solo.ok) throw new Error(solo.message);
  await playSoloTurn(
    world.access.alice,
    solo.battleId,
    { round: 1, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: crypto.randomUUID() },
    scriptedDice([6, 3]),
  );
  await playSoloTurn(
    world.access.alice,
    solo.battleId,
    { round: 2, enemyFigures: 2, enemyHasDefeated: true, enemyWaiting: 0, requestKey: crypto.randomUUID() },
    scriptedDice([4, 2]),
  );
  const second = await resolveVsgmrBattle(world.access.alice, solo.battleId, {
    endCondition: "survivors",
    sides: [
      { key: dwarves.id, defeatedHalves: 72, outcome: "WON" },
      { key: "enemy", defeatedHalves: 20, outcome: "LOST" },
    ],
    recruit: { teamId: dwarves.id, enemyFigure: 1 },
  });
  if (!second.ok) throw new Error(second.message);
  return { ...world, dwarves, elves };
}

/** Everything an import could write. */
async function rowCounts() {
  const [campaigns, teams, characters, battles, battleTeams, entries, rolls, memberships, activity] = await Promise.all([
    db.campaign.count(),
    db.team.count(),
    db.character.count(),
    db.battle.count(),
    db.battleTeam.count(),
    db.storyPointEntry.count(),
    db.roll.count(),
    db.membership.count(),
    db.activityEvent.count(),
  ]);
  return { campaigns, teams, characters, battles, battleTeams, entries, rolls, memberships, activity };
}

/** The journal and standings as a reader sees them: names and numbers, no ids. */
async function whatPlayersSee(campaignId: string, userId: string) {
  const journal = (await listVsgmrJournal(campaignId)).map((entry) => ({
    issue: entry.issue,
    scenario: entry.details.scenarioId,
    result: entry.details.result?.endCondition,
    recruit: entry.details.result?.recruit?.name ?? null,
    turns: entry.details.solo?.turns.length ?? 0,
    teams: entry.teams.map((t) => [t.teamName, t.result, t.defeatedHalves]),
  }));
  const { standings } = await listCampaignTeams(await accessFor(userId, campaignId), vsgmr, await gameServer(vsgmr.id));
  return { journal, standings: standings.map((row) => [row.name, row.record.won, row.record.played, row.balance]) };
}

describe("a VSGMR series file", () => {
  test("export → import → export again is the same file apart from its date; the journal and standings come back", async () => {
    const world = await playedSeries();
    const { file, fileName } = await exportVsgmrSeriesFile(world.access.organiser, new Date("2026-11-26T12:00:00Z"));
    expect(fileName).toMatch(/\.json$/);
    expect(file.battles).toHaveLength(2);
    expect(file.battles[1]!.solo!.turns).toHaveLength(2);
    expect(file.battles[1]!.result!.recruit).toMatchObject({ force: "force-1", figure: expect.stringMatching(/^figure-1-/) });
    expect(file.rolls.length).toBeGreaterThanOrEqual(4);
    // Owners are names, and no database id of the series appears anywhere in the file.
    expect(file.forces.map((f) => f.owner)).toEqual(["Alice", "Bob"]);
    const text = JSON.stringify(file);
    for (const id of [world.campaign.id, world.dwarves.id, world.elves.id, world.users.alice.id]) expect(text).not.toContain(id);

    const importer = await createUser({ name: "Ivy Importer" });
    const preview = previewVsgmrSeriesImport(text);
    expect(preview).toMatchObject({ ok: true, summary: { name: "Series", battles: 2, soloBattles: 1, resolvedBattles: 2 } });
    // The one import page reads it by its format, as any system's file.
    const shown = await previewCampaignFile(importer.id, text, campaignFileGames);
    expect(shown).toMatchObject({
      canImport: true,
      problems: [],
      campaign: { name: "Series", systemName: vsgmr.name },
      teams: [
        { ownerLabel: "Alice", memberNoun: "figure" },
        { ownerLabel: "Bob", memberNoun: "figure" },
      ],
      counts: { battles: 2, journalEntries: 2, rolls: file.rolls.length },
    });
    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.campaign.id).not.toBe(world.campaign.id);

    const campaign = await db.campaign.findUniqueOrThrow({ where: { id: imported.campaign.id }, include: { memberships: true, teams: true } });
    expect(campaign.gameSystem).toBe("VSGMR");
    expect(campaign.memberships.map((m) => [m.userId, m.role])).toEqual([[importer.id, "ORGANISER"]]);
    expect(campaign.teams.every((t) => t.ownerId === null)).toBe(true);
    expect(campaign.rollSequence).toBe(file.rolls.length);
    expect(await db.roll.count({ where: { campaignId: campaign.id, isImported: false } })).toBe(0);

    const importerAccess = await accessFor(importer.id, campaign.id);
    const again = await exportVsgmrSeriesFile(importerAccess, new Date("2026-11-27T12:00:00Z"));
    // The dates of the rows come back too; only the file's own and the new series' creation differ.
    const undated = (f: VsgmrSeriesFile) => ({ ...f, exportedAt: "", series: { ...f.series, createdAt: "", name: "" } });
    expect(undated(again.file)).toEqual(undated(file));
    // The generic import names the copy as one (importedCopyName).
    expect(again.file.series.name).toBe(`${file.series.name} (imported)`);
    expect(await whatPlayersSee(campaign.id, importer.id)).toEqual(await whatPlayersSee(world.campaign.id, world.users.organiser.id));
  });

  test("a refused file lists each problem at its path and changes nothing", async () => {
    const world = await playedSeries();
    const { file } = await exportVsgmrSeriesFile(world.access.organiser);
    const broken = structuredClone(file) as VsgmrSeriesFile;
    broken.battles[0]!.forces[1]!.force = "force-9";
    broken.forces[0]!.figures[1]!.figure.isCommander = true;
    const importer = await createUser({ name: "Ivy Importer" });
    const before = await rowCounts();
    const result = await importVsgmrSeries(importer.id, JSON.stringify(broken));
    expect(result).toMatchObject({ ok: false, code: "invalid-file" });
    const paths = result.ok ? [] : result.problems.map((p) => p.path);
    expect(paths).toContain("battles[0].forces[1].force");
    // A second Commander: the rules refuse the force as the builder would.
    expect(result.ok ? [] : result.problems.filter((p) => p.path.startsWith("forces[0]")).map((p) => p.message)).toEqual([expect.stringMatching(/^Dwarves: .*Commander/i)]);
    expect(await rowCounts()).toEqual(before);

    const shown = await previewCampaignFile(importer.id, JSON.stringify(broken), campaignFileGames);
    expect(shown).toMatchObject({ canImport: false, campaign: null });
    expect(shown.problems).toContain("battles[0].forces[1].force: " + (result.ok ? "" : result.problems.find((p) => p.path === "battles[0].forces[1].force")!.message));
    expect(await importCampaignFile(importer.id, JSON.stringify(broken), campaignFileGames)).toMatchObject({
      ok: false,
      code: "invalid-file",
      message: expect.stringContaining("Nothing was imported"),
    });
    expect(await rowCounts()).toEqual(before);

    const unknownField = { ...file, extra: true };
    const strict = await importVsgmrSeries(importer.id, JSON.stringify(unknownField));
    expect(strict).toMatchObject({ ok: false, problems: [{ path: "" }] });
    expect(await rowCounts()).toEqual(before);
  });

  test("a force's file from the server reads back into the builder", async () => {
    const world = await playedSeries();
    const { file, fileName } = await exportVsgmrForceFile(world.dwarves.id);
    expect(fileName).toBe("dwarves.vsgmr-force.json");
    const read = readForceFile(JSON.stringify(file));
    expect(read).toMatchObject({ ok: true, force: { name: "Dwarves" } });
    // The recruit is on the force it joined.
    expect(read.ok && read.force.figures.length).toBe(await db.character.count({ where: { teamId: world.dwarves.id, retiredAt: null } }));
  });

  test("the generic downloads answer a series' member with the shared campaign file and VSGMR's force file, and anyone else with the bare 404", async () => {
    const world = await playedSeries();
    const series = await campaignExportResponse(world.users.viewer.id, world.campaign.id, gameServer);
    expect(series.status).toBe(200);
    expect(series.headers.get("Content-Disposition")).toMatch(/^attachment; filename="series.*\.json"$/);
    expect(await series.json()).toMatchObject({ format: CAMPAIGN_FILE_ENVELOPE_FORMAT, formatVersion: 1, gameSystem: vsgmr.id });
    const force = await teamExportResponse(world.users.viewer.id, world.campaign.id, world.elves.id, gameServer);
    expect(await force.json()).toMatchObject({ format: "longbox.vsgmr.force", force: { name: "Elves" } });
    const outsider = await createUser({ name: "Otto Outsider" });
    expect((await campaignExportResponse(outsider.id, world.campaign.id, gameServer)).status).toBe(404);
    expect((await teamExportResponse(outsider.id, world.campaign.id, world.elves.id, gameServer)).status).toBe(404);
  });

  test("the shared campaign file: VSGMR supplies only its figures and battles; export → import → export again is the same apart from ids and dates", async () => {
    const world = await playedSeries();
    const download = async (userId: string, campaignId: string) => (await (await campaignExportResponse(userId, campaignId, gameServer)).json()) as CampaignFileEnvelope;
    const file = await download(world.users.organiser.id, world.campaign.id);
    const records = file.game as SeriesRecords;
    expect(file.teams.map((team) => [team.ref, team.name, team.ownerName])).toEqual([
      ["team-1", "Dwarves", "Alice"],
      ["team-2", "Elves", "Bob"],
    ]);
    expect(records.forces.map((force) => force.team)).toEqual(["team-1", "team-2"]);
    expect(records.battles.map((battle) => [battle.ref, battle.forces.map((side) => side.force)])).toEqual([
      ["battle-1", ["team-1", "team-2"]],
      ["battle-2", ["team-1"]],
    ]);
    expect(records.battles[1]!.result!.recruit).toMatchObject({ force: "team-1", figure: expect.stringMatching(/^character-\d+$/) });
    // The generic parts are the envelope's: VSGMR's section holds no ledger, roll log or team.
    expect(Object.keys(records).sort()).toEqual(["battles", "forces"]);
    expect(file.ledger.length).toBeGreaterThan(0);
    expect(file.rollLog.length).toBeGreaterThanOrEqual(4);
    const text = JSON.stringify(file);
    for (const id of [world.campaign.id, world.dwarves.id, world.elves.id, world.users.alice.id]) expect(text).not.toContain(id);

    const importer = await createUser({ name: "Ivy Importer" });
    expect(await previewCampaignFile(importer.id, text, campaignFileGames)).toMatchObject({
      canImport: true,
      problems: [],
      campaign: { name: "Series", systemName: vsgmr.name },
      teams: [
        { name: "Dwarves", ownerLabel: "Alice", memberNoun: "figure" },
        { name: "Elves", ownerLabel: "Bob", memberNoun: "figure" },
      ],
      counts: { battles: 2, ledgerEntries: file.ledger.length, rolls: file.rollLog.length },
    });
    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const campaign = await db.campaign.findUniqueOrThrow({ where: { id: imported.campaign.id }, select: { gameSystem: true, rollSequence: true } });
    expect(campaign).toEqual({ gameSystem: vsgmr.id, rollSequence: file.rollLog.length });

    const again = await download(importer.id, imported.campaign.id);
    const undated = (f: CampaignFileEnvelope) => ({
      ...f,
      exportedAt: "",
      campaign: { ...f.campaign, name: "", createdAt: "" },
      people: [],
      journal: f.journal.slice(0, file.journal.length),
    });
    expect(undated(again)).toEqual(undated(file));
    expect(again.journal.at(-1)).toMatchObject({ kind: "CAMPAIGN_CREATED", actorName: "Ivy Importer" });
    expect(await whatPlayersSee(imported.campaign.id, importer.id)).toEqual(await whatPlayersSee(world.campaign.id, world.users.organiser.id));
  });

  test("a shared file whose VSGMR records break its rules is refused by name and writes nothing", async () => {
    const world = await playedSeries();
    const file = (await (await campaignExportResponse(world.users.organiser.id, world.campaign.id, gameServer)).json()) as CampaignFileEnvelope;
    const importer = await createUser({ name: "Ivy Importer" });
    const before = await rowCounts();
    const broken = structuredClone(file);
    (broken.game as SeriesRecords).battles[0]!.forces[1]!.force = "team-9";
    const shown = await previewCampaignFile(importer.id, JSON.stringify(broken), campaignFileGames);
    expect(shown.canImport).toBe(false);
    expect(shown.problems.join("\n")).toMatch(/^game\.battles\[0\]\.forces\[1\]\.force: /m);
    const unaligned = structuredClone(file);
    unaligned.teams[0]!.alignment = null;
    expect((await previewCampaignFile(importer.id, JSON.stringify(unaligned), campaignFileGames)).problems.join("\n")).toMatch(/^teams\[0\]\.alignment: /m);
    for (const forged of [broken, unaligned])
      expect(await importCampaignFile(importer.id, JSON.stringify(forged), campaignFileGames)).toMatchObject({ ok: false, code: "invalid-file" });
    expect(await rowCounts()).toEqual(before);
  });
});
