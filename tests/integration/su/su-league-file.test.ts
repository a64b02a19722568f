import { campaignFileGames } from "@/lib/games/server-registry";
import { describe, expect, test } from "vitest";
import { SU_CAMPAIGN_EXPORT_FORMAT, supersUnlimited } from "@/lib/games/supers-unlimited";
import { SU_LEAGUE_FILE_VERSION, type SuLeagueFile } from "@/lib/games/supers-unlimited/export/league-file";
import { gameServer } from "@/lib/games/server-registry";
import { exportSuLeagueFile } from "@/lib/games/supers-unlimited/server/export/export-league";
import type { LeagueRecords } from "@/lib/games/supers-unlimited/export/league-records";
import { CAMPAIGN_FILE_ENVELOPE_FORMAT, type CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { listCampaignTeams } from "@/lib/server/teams/list-standings";
import { importCampaignFile, previewCampaignFile } from "@/lib/server/import/campaign-file-import";
import { accessFor, createUser } from "../factories";
import { db } from "@/lib/server/db";
import { playedSuLeague } from "./su-factory";

describe("a Supers Unlimited league's file", () => {
  test("holds the league whole, by file references and labels: no row id, account id or email leaves Longbox", async () => {
    const l = await playedSuLeague();
    // Its own league file, as written before the shared campaign file (still read back).
    const campaignFile = exportSuLeagueFile;
    expect(campaignFile).toBeDefined();
    const { file, fileName } = await campaignFile!(l.access);
    expect(fileName).toMatch(/\.json$/);
    expect(file).toMatchObject({ format: SU_CAMPAIGN_EXPORT_FORMAT, formatVersion: SU_LEAGUE_FILE_VERSION });

    const league = file as SuLeagueFile;
    expect(league.teams.map((team) => [team.ref, team.name, team.ownerLabel, team.cards.map((card) => (card.card as { name: string }).name)])).toEqual([
      ["team-1", "Avengers", "Avengers owner", ["Ace", "Goon", "Spare"]],
      ["team-2", "Brood", "Brood owner", ["Brick", "Blip"]],
    ]);
    expect(league.teams[0]!.cards.map((card) => [card.ref, (card.card as { id: string }).id, card.hasFought])).toEqual([
      ["card-1", "card-1", true],
      ["card-2", "card-2", true],
      ["card-3", "card-3", false],
    ]);
    expect(league.battles).toHaveLength(1);
    expect(league.battles[0]).toMatchObject({ ref: "battle-1", status: "RESOLVED" });
    expect(league.battles[0]!.sides.map((side) => [side.team, side.result])).toEqual([
      ["team-1", "WON"],
      ["team-2", "LOST"],
    ]);
    expect(league.ledger.map((entry) => [entry.team, entry.currency, entry.delta, entry.battle])).toEqual([["team-1", "vp", 4, "battle-1"]]);
    expect(league.rolls.length).toBeGreaterThan(0);
    expect(league.rolls.every((roll) => roll.battle === "battle-1")).toBe(true);
    expect(league.journal.length).toBeGreaterThan(0);

    const text = JSON.stringify(file);
    const [teams, characters, battles, entries, users] = await Promise.all([
      db.team.findMany({ where: { campaignId: l.campaignId }, select: { id: true } }),
      db.character.findMany({ where: { team: { campaignId: l.campaignId } }, select: { id: true } }),
      db.battle.findMany({ where: { campaignId: l.campaignId }, select: { id: true } }),
      db.storyPointEntry.findMany({ where: { campaignId: l.campaignId }, select: { id: true } }),
      db.user.findMany({ where: { memberships: { some: { campaignId: l.campaignId } } }, select: { id: true, email: true } }),
    ]);
    const secrets = [l.campaignId, ...[...teams, ...characters, ...battles, ...entries, ...users].map((row) => row.id), ...users.map((user) => user.email)];
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  test("two exports of one league are equal apart from the time they were made", async () => {
    const l = await playedSuLeague();
    const campaignFile = exportSuLeagueFile;
    const first = (await campaignFile(l.access)).file as { exportedAt: string };
    const second = (await campaignFile(l.access)).file as { exportedAt: string };
    expect({ ...second, exportedAt: first.exportedAt }).toEqual(first);
  });

  test("round trip: export, import as a new league, export again: the same league apart from the importer's line and members", async () => {
    const l = await playedSuLeague();
    const campaignFile = exportSuLeagueFile;
    const original = (await campaignFile(l.access)).file as SuLeagueFile;
    const importer = await createUser({ name: "Ivy Importer" });
    const text = JSON.stringify(original);

    const preview = await previewCampaignFile(importer.id, text, campaignFileGames);
    expect(preview).toMatchObject({
      canImport: true,
      problems: [],
      campaign: { name: original.league.name, systemName: "Supers Unlimited" },
      teams: [
        { name: "Avengers", ownerLabel: "Avengers owner", memberCount: 3 },
        { name: "Brood", ownerLabel: "Brood owner", memberCount: 2 },
      ],
      counts: { battles: 1, ledgerEntries: 1, rolls: 3, journalEntries: original.journal.length },
    });

    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    expect(imported.campaign.id).not.toBe(l.campaignId);
    const copy = await db.campaign.findUniqueOrThrow({
      where: { id: imported.campaign.id },
      select: { gameSystem: true, memberships: { select: { userId: true, role: true } }, teams: { select: { ownerId: true } } },
    });
    expect(copy).toEqual({ gameSystem: "SUPERS_UNLIMITED", memberships: [{ userId: importer.id, role: "ORGANISER" }], teams: [{ ownerId: null }, { ownerId: null }] });

    const again = (await campaignFile(await accessFor(importer.id, imported.campaign.id))).file as SuLeagueFile;
    expect(again.journal.at(-1)!.summary).toContain("Ivy Importer imported the league");
    // The copy is named as one (importedCopyName); the rest is the original.
    expect(again.league.name).toBe(`${original.league.name} (imported)`);
    expect({
      ...again,
      league: { ...again.league, name: original.league.name },
      exportedAt: original.exportedAt,
      members: original.members,
      journal: again.journal.slice(0, -1),
    }).toEqual(original);
  });

  test("a refused file changes nothing, and names each problem by its path", async () => {
    const l = await playedSuLeague();
    const original = (await exportSuLeagueFile(l.access)).file as SuLeagueFile;
    const broken = structuredClone(original);
    broken.battles[0]!.sides[1]!.team = "team-9";
    broken.ledger[0]!.battle = "battle-7";
    const importer = await createUser({ name: "Rex Refused" });
    const counts = () =>
      Promise.all([db.campaign.count(), db.team.count(), db.character.count(), db.battle.count(), db.storyPointEntry.count(), db.roll.count(), db.activityEvent.count()]);
    const before = await counts();

    const preview = await previewCampaignFile(importer.id, JSON.stringify(broken), campaignFileGames);
    expect(preview.canImport).toBe(false);
    expect(preview.problems).toEqual(["battles[0].sides[1].team: team-9 is not a team in the file", "ledger[0].battle: battle-7 is not a battle in the file"]);
    expect(await importCampaignFile(importer.id, JSON.stringify(broken), campaignFileGames)).toEqual({
      ok: false,
      code: "invalid-file",
      message: "Nothing was imported: the file has 2 problems. Check it again to see them.",
    });
    expect(await counts()).toEqual(before);
  });

  test("the shared campaign file: Supers Unlimited supplies only its cards and battles; export → import → export again is the same apart from ids and dates", async () => {
    const l = await playedSuLeague();
    const download = async (userId: string, campaignId: string) => {
      const response = await campaignExportResponse(userId, campaignId, gameServer);
      expect(response.status).toBe(200);
      return (await response.json()) as CampaignFileEnvelope;
    };
    const file = await download(l.access.userId, l.campaignId);
    expect(file).toMatchObject({ format: CAMPAIGN_FILE_ENVELOPE_FORMAT, gameSystem: "SUPERS_UNLIMITED" });
    const records = file.game as LeagueRecords;
    expect(Object.keys(records).sort()).toEqual(["battles", "cards"]);
    expect(records.cards.map((card) => [card.ref, card.team, (card.card as { name: string; id: string }).name, (card.card as { id: string }).id])).toEqual([
      ["character-1", "team-1", "Ace", "character-1"],
      ["character-2", "team-1", "Goon", "character-2"],
      ["character-3", "team-1", "Spare", "character-3"],
      ["character-4", "team-2", "Brick", "character-4"],
      ["character-5", "team-2", "Blip", "character-5"],
    ]);
    expect(records.battles).toHaveLength(1);
    expect(file.ledger.map((entry) => [entry.team, entry.currency, entry.delta, entry.battle])).toEqual([["team-1", "vp", 4, "battle-1"]]);
    // No row id of the league leaves in it, inside the battles' records or anywhere else.
    const text = JSON.stringify(file);
    const [teams, characters, battles] = await Promise.all([
      db.team.findMany({ where: { campaignId: l.campaignId }, select: { id: true } }),
      db.character.findMany({ where: { team: { campaignId: l.campaignId } }, select: { id: true } }),
      db.battle.findMany({ where: { campaignId: l.campaignId }, select: { id: true } }),
    ]);
    for (const secret of [l.campaignId, ...[...teams, ...characters, ...battles].map((row) => row.id)]) expect(text).not.toContain(secret);

    const importer = await createUser({ name: "Ivy Importer" });
    expect(await previewCampaignFile(importer.id, text, campaignFileGames)).toMatchObject({
      canImport: true,
      campaign: { systemName: "Supers Unlimited" },
      teams: [
        { name: "Avengers", memberCount: 3, memberNoun: "card" },
        { name: "Brood", memberCount: 2, memberNoun: "card" },
      ],
      counts: { battles: 1, ledgerEntries: 1, rolls: file.rollLog.length, journalEntries: file.journal.length },
    });
    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const again = await download(importer.id, imported.campaign.id);
    const undated = (f: CampaignFileEnvelope) => ({
      ...f,
      exportedAt: "",
      campaign: { ...f.campaign, name: "", createdAt: "" },
      people: [],
      journal: f.journal.slice(0, file.journal.length),
    });
    expect(undated(again)).toEqual(undated(file));
    const table = async (userId: string, campaignId: string) =>
      (await listCampaignTeams(await accessFor(userId, campaignId), supersUnlimited, await gameServer("SUPERS_UNLIMITED"))).standings.map((row) => [
        row.name,
        row.record.won,
        row.record.played,
        row.balance,
      ]);
    expect(await table(importer.id, imported.campaign.id)).toEqual(await table(l.access.userId, l.campaignId));
  });

  test("a shared file whose Supers Unlimited records break its rules is refused by name and writes nothing", async () => {
    const l = await playedSuLeague();
    const file = (await (await campaignExportResponse(l.access.userId, l.campaignId, gameServer)).json()) as CampaignFileEnvelope;
    const broken = structuredClone(file);
    ((broken.game as LeagueRecords).battles[0] as unknown as { sides: { team: string }[] }).sides[1]!.team = "team-9";
    const importer = await createUser({ name: "Rex Refused" });
    const counts = () => Promise.all([db.campaign.count(), db.team.count(), db.character.count(), db.battle.count(), db.storyPointEntry.count(), db.roll.count()]);
    const before = await counts();
    const preview = await previewCampaignFile(importer.id, JSON.stringify(broken), campaignFileGames);
    expect(preview.canImport).toBe(false);
    expect(preview.problems).toContain("game.battles[0].sides[1].team: team-9 is not a team in the file");
    expect(await importCampaignFile(importer.id, JSON.stringify(broken), campaignFileGames)).toMatchObject({ ok: false, code: "invalid-file" });
    expect(await counts()).toEqual(before);
  });
});
