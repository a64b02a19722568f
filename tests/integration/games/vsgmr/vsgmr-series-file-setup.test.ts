import { describe, expect, test } from "vitest";
import { sideCounts, type VsgmrFigure } from "@/lib/rules/vsgmr";
import { readVsgmrDetails } from "@/lib/games/vsgmr/battles/battle-details";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { loadVsgmrTracker, trackVsgmrBattle } from "@/lib/games/vsgmr/server/battles/track-battle";
import { exportVsgmrSeriesFile } from "@/lib/games/vsgmr/server/export/export-series";
import { importVsgmrSeries } from "@/lib/games/vsgmr/server/import/import-series";
import { listVsgmrJournal } from "@/lib/games/vsgmr/server/journal/list-journal";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import type { SeriesRecords } from "@/lib/games/vsgmr/export/series-records";
import type { VsgmrSeriesFile } from "@/lib/games/vsgmr/export/series-file-schema";
import { campaignFileGames, gameServer } from "@/lib/games/server-registry";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { importCampaignFile, previewCampaignFile } from "@/lib/server/import/campaign-file-import";
import type { CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import { db } from "@/lib/server/db";
import { createUser } from "../../factories";
import { forceOf, vsgmrSeries } from "./vsgmr-factory";

const key = (name: string) => `${name}-${crypto.randomUUID()}`;
const tracker = async (battleId: string) => (await loadVsgmrTracker(db, battleId))!;
const download = async (userId: string, campaignId: string) => (await (await campaignExportResponse(userId, campaignId, gameServer)).json()) as CampaignFileEnvelope;

/**
 * A resolved battle whose forces changed afterwards (Ruling VS-R26): an elf it defeated was taken
 * out of its force (its row deleted, as a figure that never fought is) and a latecomer added in
 * its place, and a dwarf renamed.
 */
async function battleThenChangedForces() {
  const world = await vsgmrSeries();
  const dwarves = await forceOf(world.campaign.id, world.users.alice, "dwarves");
  const elves = await forceOf(world.campaign.id, world.users.bob, "elves");
  const created = await createVsgmrBattle(world.access.alice, { scenarioId: "basic-game", teams: [{ teamId: dwarves.id }, { teamId: elves.id }] });
  if (!created.ok) throw new Error(created.message);
  const battleId = created.battleId;
  const elfRows = await db.character.findMany({ where: { teamId: elves.id }, orderBy: { position: "asc" }, select: { id: true, build: true } });
  // An elf whose going and whose stand-in leave the force as the rules allow it: no Commander, no mook.
  const goneElf = elfRows.find((row) => {
    const build = row.build as unknown as VsgmrFigure;
    return !build.isCommander && build.type !== "mook";
  });
  expect(await trackVsgmrBattle(world.access.alice, battleId, key("k"), { kind: "defeated", figureId: goneElf!.id })).toMatchObject({ ok: true });
  const resolved = await resolveVsgmrBattle(world.access.alice, battleId, {
    endCondition: "rounds",
    sides: [
      { key: dwarves.id, defeatedHalves: 8, outcome: "WON" },
      { key: elves.id, defeatedHalves: 0, outcome: "LOST" },
    ],
  });
  if (!resolved.ok) throw new Error(resolved.message);

  await db.character.delete({ where: { id: goneElf!.id } });
  const [firstDwarf] = await db.character.findMany({ where: { teamId: dwarves.id }, orderBy: { position: "asc" }, take: 1, select: { id: true, build: true } });
  await db.character.update({ where: { id: firstDwarf!.id }, data: { name: "Renamed Dwarf", build: { ...(firstDwarf!.build as object), name: "Renamed Dwarf" } } });
  await db.character.create({
    data: {
      teamId: elves.id,
      position: 99,
      name: "Latecomer",
      kind: VSGMR_FIGURE_KIND,
      build: { ...(goneElf!.build as object), id: "latecomer", name: "Latecomer" },
      state: {},
      formatVersion: 1,
    },
  });
  return { ...world, dwarves, elves, battleId, goneElfName: (goneElf!.build as { name: string }).name };
}

/** The battle as the tracker plays it: each figure by name, side name and status; each side's counts. */
async function asPlayed(battleId: string) {
  const state = (await tracker(battleId)).state;
  const sideName = new Map((await db.battleTeam.findMany({ where: { battleId }, select: { teamId: true, teamName: true } })).map((s) => [s.teamId, s.teamName]));
  return {
    figures: state.figures.map((f) => [f.name, sideName.get(f.side) ?? f.side, f.status]),
    counts: sideCounts(state).map((c) => [c.inPlay, c.defeated, c.defeatedHalves]),
  };
}

async function onlyBattle(campaignId: string) {
  return db.battle.findFirstOrThrow({ where: { campaignId }, select: { id: true, details: true } });
}

/** Everything an import could write. */
async function rowCounts() {
  const [campaigns, teams, characters, battles, battleTeams, entries, rolls, taps, activity] = await Promise.all([
    db.campaign.count(),
    db.team.count(),
    db.character.count(),
    db.battle.count(),
    db.battleTeam.count(),
    db.storyPointEntry.count(),
    db.roll.count(),
    db.battleTrackEntry.count(),
    db.activityEvent.count(),
  ]);
  return { campaigns, teams, characters, battles, battleTeams, entries, rolls, taps, activity };
}

describe("a VSGMR battle's set-up travels in the series' files (Ruling VS-R26)", () => {
  test("shared campaign file: the imported battle plays the forces as set up, not as they were changed afterwards, and shows the same result", async () => {
    const world = await battleThenChangedForces();
    const original = await asPlayed(world.battleId);
    // The original itself plays its set-up: the deleted elf is there, defeated; the latecomer and the new name are not.
    expect(original.figures).toContainEqual([world.goneElfName, "Elves", "defeated"]);
    expect(original.figures.map(([name]) => name)).not.toContain("Latecomer");
    expect(original.figures.map(([name]) => name)).not.toContain("Renamed Dwarf");

    const file = await download(world.users.organiser.id, world.campaign.id);
    const sides = (file.game as SeriesRecords).battles[0]!.forces;
    expect(sides.map((side) => side.setUp?.length)).toEqual([expect.any(Number), expect.any(Number)]);
    // The gone elf has a reference of its own, which the tracker tap names too; no database id is in the file.
    const gone = sides[1]!.setUp!.filter((entry) => entry.isGone);
    expect(gone).toEqual([{ figure: "gone-1-1", isGone: true, build: expect.objectContaining({ name: world.goneElfName }) }]);
    expect((file.game as SeriesRecords).battles[0]!.track![0]!.payload).toMatchObject({ kind: "defeated", figureId: "gone-1-1" });
    const text = JSON.stringify(file);
    for (const id of [world.dwarves.id, world.elves.id, world.battleId]) expect(text).not.toContain(id);

    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const copy = await onlyBattle(imported.campaign.id);
    expect(readVsgmrDetails(copy.details).forces).toBeDefined();
    expect(await asPlayed(copy.id)).toEqual(original);
    expect((await listVsgmrJournal(imported.campaign.id))[0]!.story).toEqual((await listVsgmrJournal(world.campaign.id))[0]!.story);
    // A second export of the copy writes the same battles.
    expect((await download(importer.id, imported.campaign.id)).game).toEqual(file.game);
  });

  test("series file: the same round trip through VSGMR's own file", async () => {
    const world = await battleThenChangedForces();
    const { file } = await exportVsgmrSeriesFile(world.access.organiser);
    expect(file.battles[0]!.forces.every((side) => Array.isArray(side.setUp))).toBe(true);
    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importVsgmrSeries(importer.id, JSON.stringify(file));
    if (!imported.ok) throw new Error(imported.message);
    const copy = await onlyBattle(imported.campaign.id);
    expect(await asPlayed(copy.id)).toEqual(await asPlayed(world.battleId));
    expect((await listVsgmrJournal(imported.campaign.id))[0]!.story).toEqual((await listVsgmrJournal(world.campaign.id))[0]!.story);
  });

  test("a file from before the set-up was kept still imports, and its battle reads the forces as they stand", async () => {
    const world = await battleThenChangedForces();
    const file = await download(world.users.organiser.id, world.campaign.id);
    const older = structuredClone(file);
    const records = older.game as SeriesRecords;
    for (const side of records.battles[0]!.forces) delete side.setUp;
    // The tap on the gone elf named it by a reference such a file never had.
    delete records.battles[0]!.track;
    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, JSON.stringify(older), campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const copy = await onlyBattle(imported.campaign.id);
    expect(readVsgmrDetails(copy.details).forces).toBeUndefined();
    const names = (await asPlayed(copy.id)).figures.map(([name]) => name);
    expect(names).toContain("Latecomer");
    expect(names).toContain("Renamed Dwarf");
    expect(names).not.toContain(world.goneElfName);
  });

  test("a malformed set-up, or one naming figures not in the file, is refused with its place and nothing is written", async () => {
    const world = await battleThenChangedForces();
    const file = await download(world.users.organiser.id, world.campaign.id);
    const series = (await exportVsgmrSeriesFile(world.access.organiser)).file;
    const importer = await createUser({ name: "Ivy Importer" });
    const before = await rowCounts();

    const sharedForged = (change: (records: SeriesRecords) => void) => {
      const copy = structuredClone(file);
      change(copy.game as SeriesRecords);
      return JSON.stringify(copy);
    };
    const cases: Array<[string, RegExp]> = [
      [
        sharedForged((r) => {
          r.battles[0]!.forces[0]!.setUp![0]!.figure = "character-999";
        }),
        /^game\.battles\[0\]\.forces\[0\]\.setUp\[0\]\.figure: No figure "character-999" in the force "team-1"\.$/m,
      ],
      [
        // A dwarf set up on the elves' side.
        sharedForged((r) => {
          r.battles[0]!.forces[1]!.setUp![0]!.figure = r.battles[0]!.forces[0]!.setUp![0]!.figure;
        }),
        /^game\.battles\[0\]\.forces\[1\]\.setUp\[0\]\.figure: No figure "character-\d+" in the force "team-2"\.$/m,
      ],
      [
        sharedForged((r) => {
          r.battles[0]!.forces[0]!.setUp![0]!.isGone = true;
        }),
        /^game\.battles\[0\]\.forces\[0\]\.setUp\[0\]\.figure: "character-\d+" is a figure of this file, not one gone from its force\.$/m,
      ],
      [
        sharedForged((r) => {
          delete r.battles[0]!.forces[1]!.setUp;
        }),
        /^game\.battles\[0\]\.forces: A battle keeps the set-up of every force that plays it, or of none\.$/m,
      ],
      [
        sharedForged((r) => {
          (r.battles[0]!.forces[0]!.setUp![0] as { build: unknown }).build = { name: 7 };
        }),
        /^game\.battles\.0\.forces\.0\.setUp\.0\.build/m,
      ],
    ];
    for (const [text, problem] of cases) {
      const shown = await previewCampaignFile(importer.id, text, campaignFileGames);
      expect(shown.canImport).toBe(false);
      expect(shown.problems.join("\n")).toMatch(problem);
      expect(await importCampaignFile(importer.id, text, campaignFileGames)).toMatchObject({ ok: false, code: "invalid-file" });
    }

    // VSGMR's own series file is held to the same checks, each at its path.
    const forged = structuredClone(series) as VsgmrSeriesFile;
    forged.battles[0]!.forces[1]!.setUp![0]!.figure = "figure-7-7";
    const refused = await importVsgmrSeries(importer.id, JSON.stringify(forged));
    expect(refused).toMatchObject({ ok: false, code: "invalid-file" });
    expect(refused.ok ? [] : refused.problems).toContainEqual({ path: "battles[0].forces[1].setUp[0].figure", message: 'No figure "figure-7-7" in the force "force-2".' });
    expect(await rowCounts()).toEqual(before);
  });
});
