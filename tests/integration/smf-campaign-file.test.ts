import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { campaignFileGames, gameServer } from "@/lib/games/server-registry";
import { CAMPAIGN_FILE_ENVELOPE_FORMAT, type CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import { db } from "@/lib/server/db";
import { campaignExportResponse } from "@/lib/server/export/export-response";
import { importCampaignFile, previewCampaignFile } from "@/lib/server/import/campaign-file-import";
import { playedCampaign } from "../reliability/harness/played-campaign";
import { createUser } from "./factories";

type Played = Awaited<ReturnType<typeof playedCampaign>>;

async function download(userId: string, campaignId: string): Promise<{ text: string; file: CampaignFileEnvelope }> {
  const response = await campaignExportResponse(userId, campaignId, gameServer);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, file: JSON.parse(text) as CampaignFileEnvelope };
}

/** Everything an import could write. */
async function rowCounts() {
  const [campaigns, teams, characters, battles, battleTeams, entries, rolls, activity] = await Promise.all([
    db.campaign.count(),
    db.team.count(),
    db.character.count(),
    db.battle.count(),
    db.battleTeam.count(),
    db.storyPointEntry.count(),
    db.roll.count(),
    db.activityEvent.count(),
  ]);
  return { campaigns, teams, characters, battles, battleTeams, entries, rolls, activity };
}

/** The file apart from what an import makes anew: its date, the copy's name and creation, the people, the importer's journal line. */
function undated(file: CampaignFileEnvelope, journalLines = file.journal.length) {
  return { ...file, exportedAt: "", campaign: { ...file.campaign, name: "", createdAt: "" }, people: [], journal: file.journal.slice(0, journalLines) };
}

type Records = { rosters: { team: string; characters: Record<string, unknown>[] }[]; battles: Record<string, unknown>[] };
const recordsOf = (file: CampaignFileEnvelope) => file.game as Records;

let played: Played;
let first: { text: string; file: CampaignFileEnvelope };

beforeAll(async () => {
  played = await playedCampaign();
  const { world, battles } = played;
  // The goal reached in the resolved battle (Ruling R14), as the services record it.
  await db.campaign.update({
    where: { id: world.campaign.id },
    data: { finishedAt: new Date("2026-11-28T12:00:00Z"), finishedByBattleId: battles.resolved, winners: [{ teamId: world.a.team.id, teamName: "Alpha", balance: 6 }] },
  });
  first = await download(world.organiser.id, world.campaign.id);
});

describe("Super Mission Force writes its campaign as the shared campaign file", () => {
  test("the download is the shared file: its rosters and battles in the game's section, no id of the campaign's rows in it", async () => {
    const { file, text } = first;
    expect(file).toMatchObject({ format: CAMPAIGN_FILE_ENVELOPE_FORMAT, gameSystem: "SUPER_MISSION_FORCE" });
    const records = recordsOf(file);
    expect(records.battles.map((battle) => [battle.id, battle.status])).toEqual([
      ["battle-1", "undone"],
      ["battle-2", "resolved"],
      ["battle-3", "cancelled"],
    ]);
    // The archived team played no battle but keeps its roster; a sidekick names its owner by reference.
    expect(records.rosters.map((roster) => roster.team)).toEqual(file.teams.map((team) => team.ref));
    const sidekick = records.rosters.flatMap((roster) => roster.characters).find((character) => character.name === "Kid Owl")!;
    const owl = records.rosters.flatMap((roster) => roster.characters).find((character) => character.name === "Owl")!;
    expect((sidekick.state as { sidekickOf: string }).sidekickOf).toBe(owl.id);
    expect(file.campaign.finished).toMatchObject({ byBattle: "battle-2", winners: [{ team: "team-1" }] });
    expect(file.ledger.some((entry) => entry.reason === "GUEST_STAR" && entry.delta < 0)).toBe(true);
    const { world } = played;
    const ids = [
      world.campaign.id,
      ...(await db.team.findMany({ where: { campaignId: world.campaign.id }, select: { id: true } })).map((row) => row.id),
      ...(await db.character.findMany({ where: { team: { campaignId: world.campaign.id } }, select: { id: true } })).map((row) => row.id),
      ...(await db.battle.findMany({ where: { campaignId: world.campaign.id }, select: { id: true } })).map((row) => row.id),
      ...(await db.storyPointEntry.findMany({ where: { campaignId: world.campaign.id }, select: { id: true } })).map((row) => row.id),
    ];
    for (const id of ids) expect(text).not.toContain(id);
  });

  test("export → import → export gives the same file apart from ids, dates, name and people; the rows the game's screens read are there", async () => {
    const importer = await createUser({ name: "Ivy Importer" });
    const preview = await previewCampaignFile(importer.id, first.text, campaignFileGames);
    expect(preview).toMatchObject({ canImport: true, problems: [], counts: { battles: 3 } });
    const imported = await importCampaignFile(importer.id, first.text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    const again = await download(importer.id, imported.campaign.id);
    expect(undated(again.file, first.file.journal.length)).toEqual(undated(first.file));
    expect(again.file.journal.at(-1)?.kind).toBe("CAMPAIGN_CREATED");

    const copy = await db.campaign.findUniqueOrThrow({
      where: { id: imported.campaign.id },
      select: { gameSystem: true, finishedByBattleId: true, _count: { select: { teams: true, battles: true, rolls: true, storyPointEntries: true } } },
    });
    expect(copy.gameSystem).toBe("SUPER_MISSION_FORCE");
    expect(copy._count).toEqual({ teams: first.file.teams.length, battles: 3, rolls: first.file.rollLog.length, storyPointEntries: first.file.ledger.length });
    const resolved = await db.battle.findFirstOrThrow({ where: { campaignId: imported.campaign.id, issue: 2 }, select: { id: true } });
    expect(copy.finishedByBattleId).toBe(resolved.id);
    // The team's starting entry has the key its creation gives it, so a retried creation still finds it.
    const starting = await db.storyPointEntry.findMany({ where: { campaignId: imported.campaign.id, reason: "STARTING" }, select: { teamId: true, idempotencyKey: true } });
    for (const entry of starting) expect(entry.idempotencyKey).toBe(`team:${entry.teamId}:starting`);
  });

  test("a forged file with a broken reference or an impossible value is refused, naming the problem, and writes nothing", async () => {
    const importer = await createUser({ name: "Ivy Importer" });
    const forge = (change: (file: CampaignFileEnvelope & { game: Records }) => void) => {
      const file = structuredClone(first.file) as CampaignFileEnvelope & { game: Records };
      change(file);
      return JSON.stringify(file);
    };
    const cases: [string, RegExp][] = [
      [
        forge((file) => {
          file.game.battles[1]!.teams = (file.game.battles[1]!.teams as { teamId: string }[]).map((team, index) => (index === 0 ? { ...team, teamId: "team-99" } : team));
        }),
        /Issue #2: names a team that is not in the file/,
      ],
      [
        forge((file) => {
          file.game.rosters[0]!.team = "team-42";
        }),
        /game\.rosters\[0\]\.team: no team “team-42”/,
      ],
      [
        forge((file) => {
          file.game.rosters[0]!.characters[0]!.kind = "dragon";
        }),
        /game\.rosters\[0\]\.characters\[0\]\.kind/,
      ],
      [
        forge((file) => {
          (file.campaign.settings as { storyPointGoal: number }).storyPointGoal = 1_000;
        }),
        /campaign\.settings\.storyPointGoal/,
      ],
      [
        forge((file) => {
          file.ledger[0]!.currency = "renown";
        }),
        /ledger\[0\]\.currency/,
      ],
      [
        forge((file) => {
          file.teams[0]!.alignment = "NEUTRAL";
        }),
        /teams\[0\]\.alignment/,
      ],
      [
        forge((file) => {
          const starting = file.ledger.find((entry) => entry.reason === "STARTING")!;
          file.ledger.push({ ...starting, ref: "entry-900" });
        }),
        /ledger\[\d+\]\.reason: the team “team-\d+” already has its starting entry/,
      ],
      // The forgery the shared file once let through: an SMF campaign with no records of its own.
      [forge((file) => Object.assign(file, { game: null })), /^game:/],
    ];
    const before = await rowCounts();
    for (const [text, problem] of cases) {
      const preview = await previewCampaignFile(importer.id, text, campaignFileGames);
      expect(preview.canImport).toBe(false);
      expect(preview.problems.join("\n")).toMatch(problem);
      expect(await importCampaignFile(importer.id, text, campaignFileGames)).toMatchObject({ ok: false, code: "invalid-file" });
    }
    expect(await rowCounts()).toEqual(before);
  });

  test("its campaign files of before the shared file still import", async () => {
    const text = readFileSync("tests/fixtures/campaign-files/smf-before-envelope.json", "utf8");
    const importer = await createUser({ name: "Ivy Importer" });
    const imported = await importCampaignFile(importer.id, text, campaignFileGames);
    if (!imported.ok) throw new Error(imported.message);
    // And it then downloads as the shared file, which imports again.
    const { text: shared, file } = await download(importer.id, imported.campaign.id);
    expect(file.format).toBe(CAMPAIGN_FILE_ENVELOPE_FORMAT);
    expect(await importCampaignFile(importer.id, shared, campaignFileGames)).toMatchObject({ ok: true });
  });
});
