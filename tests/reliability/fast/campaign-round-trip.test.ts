import { gameServer, campaignFileGames } from "@/lib/games/server-registry";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { RollLogList } from "@/components/rolls/roll-log-list";
import type { CampaignExport } from "@/lib/games/smf/export/campaign-export-schema";
import { gzipSync } from "node:zlib";
import { MAX_CAMPAIGN_IMPORT_BYTES, MAX_CAMPAIGN_UPLOAD_BYTES } from "@/lib/export/import-limits";
import { NOT_JSON_CAMPAIGN_MESSAGE, TEAM_FILE_MESSAGE, TOO_DEEP_MESSAGE, VERSION_1_MESSAGE } from "@/lib/games/smf/export/read-campaign-file";
import { campaignRowIds, normaliseCampaignExport, normaliseIds } from "@/lib/games/smf/export/testing/normalise-ids";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { db } from "@/lib/server/db";
import { exportCampaignFile } from "@/lib/games/smf/server/export/export-campaign";
import { exportTeamFile } from "@/lib/games/smf/server/export/export-team";
import { importCampaign } from "@/lib/games/smf/server/import/import-campaign";
import { previewCampaignImport } from "@/lib/games/smf/server/import/preview-campaign-import";
import { listJournalPage } from "@/lib/games/smf/server/journal/list-journal";
import { listRolls } from "@/lib/server/journal/list-rolls";
import { listLedger } from "@/lib/server/story-points/list-ledger";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { listArchivedTeams, listStandings } from "@/lib/server/teams/list-standings";
import { accessFor, createUser } from "../../integration/factories";
import { playedCampaign, resolve } from "../harness/played-campaign";
import { twoTeamCampaign } from "../../integration/battles/battle-factory";
import { playedSuLeague } from "../../integration/su/su-factory";
import type { SuLeagueFile } from "@/lib/games/supers-unlimited/export/league-file";
import { exportSuLeagueFile } from "@/lib/games/supers-unlimited/server/export/export-league";
import { importCampaignFile } from "@/lib/server/import/campaign-file-import";
import { gameSystem } from "@/lib/games/registry";

const failing = vi.hoisted(() => ({ nextActivity: false }));
vi.mock("@/lib/server/activity/record-activity", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/activity/record-activity")>();
  return {
    recordActivity: (async (...args: Parameters<typeof real.recordActivity>) => {
      if (failing.nextActivity) {
        failing.nextActivity = false;
        throw new Error("disk full");
      }
      return real.recordActivity(...args);
    }) as typeof real.recordActivity,
  };
});
vi.mock("@/lib/server/auth/current-user", () => import("../harness/session-double"));
vi.mock("next/cache", () => import("../harness/next-cache-double"));
vi.mock("next/headers", () => import("../harness/next-headers-double"));
const { actAs, formOf, invoke } = await import("../harness/act-as");
const { revalidations } = await import("../harness/next-cache-double");
const { importCampaignAction } = await import("@/lib/actions/import-campaign-action");
const { previewCampaignImportAction } = await import("@/lib/actions/preview-campaign-import-action");

async function exportOf(access: CampaignAccess): Promise<CampaignExport> {
  // Through JSON, as the download is: dates become strings, undefined keys go.
  return JSON.parse(JSON.stringify((await exportCampaignFile(access)).file)) as CampaignExport;
}

/** Everything a person reads that is derived from the rows: standings, archived teams, journal, roll log, ledgers, totals. */
async function derivedValues(access: CampaignAccess, file: CampaignExport) {
  const teamIds = file.teams.map((t) => t.id);
  const [standings, archivedTeams, journal, rolls, totals, ledgers] = await Promise.all([
    listStandings(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem)),
    listArchivedTeams(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem)),
    listJournalPage(access.campaignId),
    listRolls(access),
    storyPointTotals(teamIds),
    Promise.all(teamIds.map((id) => listLedger(id))),
  ]);
  const value = {
    // Who leads a team is an account in one campaign and a name only in the other: compared by name.
    standings: standings.map(({ ownerId: _ownerId, ...row }) => row),
    archivedTeams,
    journal,
    // Whether a roll came in with a file differs by design (asserted on its own below).
    rolls: { ...rolls, rolls: rolls.rolls.map(({ isImported: _isImported, ...row }) => row) },
    totals: teamIds.map((id) => totals.get(id)),
    ledgers,
  };
  return normaliseIds(JSON.parse(JSON.stringify(value)), campaignRowIds(file));
}

async function rowCounts() {
  const [campaigns, memberships, teams, characters, battles, battleTeams, ledger, rolls, activity] = await Promise.all([
    db.campaign.count(),
    db.membership.count(),
    db.team.count(),
    db.character.count(),
    db.battle.count(),
    db.battleTeam.count(),
    db.storyPointEntry.count(),
    db.roll.count(),
    db.activityEvent.count(),
  ]);
  return { campaigns, memberships, teams, characters, battles, battleTeams, ledger, rolls, activity };
}

let played: Awaited<ReturnType<typeof playedCampaign>>;
let original: CampaignExport;
let importer: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  played = await playedCampaign();
  original = await exportOf(played.world.access.organiser);
  importer = await createUser({ name: "Imogen Importer" });
}, 120_000);

describe("export → import → export of a played campaign", () => {
  test("the file holds the whole campaign: battles of every outcome, rolls, the ledger's links, an archived team, a sidekick's owner", () => {
    expect(original.battles.map((b) => [b.issue, b.status])).toEqual([
      [1, "undone"],
      [2, "resolved"],
      [3, "cancelled"],
    ]);
    expect(original.rolls.length).toBeGreaterThan(10);
    expect(original.rolls.map((r) => r.sequence)).toEqual(original.rolls.map((_, i) => i + 1));
    expect(original.campaign.rollSequence).toBe(original.rolls.length);
    expect(original.storyPointLedger.filter((e) => e.reversesEntryId !== null).length).toBeGreaterThan(0);
    expect(original.storyPointLedger.map((e) => e.reason)).toEqual(expect.arrayContaining(["starting", "correction", "guest-star"]));
    expect(original.teams.map((t) => [t.name, t.isArchived])).toEqual([
      ["Night Shift", false],
      ["Iron Syndicate", false],
      ["Old Guard", true],
    ]);
    const nightShift = original.teams[0]!;
    const owl = nightShift.characters.find((c) => c.name === "Owl")!;
    expect(nightShift.characters.find((c) => c.name === "Kid Owl")!.state.sidekickOf).toBe(owl.id);
    expect(original.battles[1]!.snapshot).not.toBeNull();
    const text = JSON.stringify(original);
    expect(text).not.toContain("@");
    for (const user of [played.world.organiser, played.world.alice, played.world.bob]) expect(text).not.toContain(user.id);
  });

  test("importing it makes a new campaign that exports to the same file, ids aside; derived values match", async () => {
    const text = JSON.stringify(original);
    const preview = previewCampaignImport(text);
    expect(preview).toMatchObject({
      fileErrors: [],
      canImport: true,
      campaign: { name: original.campaign.name, isOtherRulesVersion: false },
      counts: {
        battles: 3,
        resolvedBattles: 1,
        undoneBattles: 1,
        cancelledBattles: 1,
        openBattles: 0,
        rolls: original.rolls.length,
        ledgerEntries: original.storyPointLedger.length,
      },
    });
    // A rules sample the builder would refuse today is imported as it is, and the preview says so.
    expect(preview.rosterNotes).toEqual(["Team “Iron Syndicate”: Character 2 “Craniak”: Minor powers: Resistance is not on this archetype's minor list."]);
    expect(preview.teams.map((t) => [t.name, t.ownerName, t.isArchived])).toEqual([
      ["Night Shift", "Alice", false],
      ["Iron Syndicate", "Bob", false],
      ["Old Guard", "Carol", true],
    ]);

    const result = await importCampaign(importer.id, text);
    if (!result.ok) throw new Error(result.message);
    const access = await accessFor(importer.id, result.campaign.id);
    expect(access.role).toBe("ORGANISER");
    const copy = await exportOf(access);

    // Every id is new.
    const oldIds = new Set(campaignRowIds(original));
    expect(campaignRowIds(copy).filter((id) => oldIds.has(id))).toEqual([]);

    // Only two differences, both by design: the members (accounts do not travel: the importer is
    // the only one) and the feed's last line, which says who imported the campaign.
    expect(copy.members).toEqual([{ name: "Imogen Importer", role: "organiser", joinedAt: expect.any(String) }]);
    const lastLine = copy.activity!.at(-1)!;
    expect(lastLine).toMatchObject({ kind: "CAMPAIGN_CREATED", actorName: "Imogen Importer" });
    expect(lastLine.summary).toBe(`Imogen Importer imported the campaign “${original.campaign.name}” from a file exported on ${original.exportedAt.slice(0, 10)}.`);
    const comparable = (file: CampaignExport, activity: CampaignExport["activity"]) => normaliseCampaignExport({ ...file, members: [], activity });
    expect(comparable(copy, copy.activity!.slice(0, -1))).toEqual(comparable(original, original.activity));

    expect(await derivedValues(access, copy)).toEqual(await derivedValues(played.world.access.organiser, original));
    // The roll log marks every imported roll, and only those.
    const importedLog = (await listRolls(access)).rolls;
    const originalLog = (await listRolls(played.world.access.organiser)).rolls;
    expect(importedLog.map((roll) => roll.isImported)).toEqual(Array(Math.min(original.rolls.length, 50)).fill(true));
    expect(originalLog.some((roll) => roll.isImported)).toBe(false);
    expect(renderToStaticMarkup(createElement(RollLogList, { rolls: importedLog.slice(0, 1) }))).toContain(">Imported</span>");
    expect(renderToStaticMarkup(createElement(RollLogList, { rolls: originalLog.slice(0, 1) }))).not.toContain("Imported");
  });

  test("no id of the source campaign survives anywhere in the imported rows, JSON records included", async () => {
    const result = await importCampaign(importer.id, JSON.stringify(original));
    if (!result.ok) throw new Error(result.message);
    const campaignId = result.campaign.id;
    const rows = await Promise.all([
      db.campaign.findUniqueOrThrow({ where: { id: campaignId } }),
      db.team.findMany({ where: { campaignId } }),
      db.character.findMany({ where: { team: { campaignId } } }),
      db.battle.findMany({ where: { campaignId }, include: { teams: true } }),
      db.storyPointEntry.findMany({ where: { campaignId } }),
      db.roll.findMany({ where: { campaignId } }),
      db.activityEvent.findMany({ where: { campaignId } }),
    ]);
    const text = JSON.stringify(rows);
    const sourceIds = [...campaignRowIds(original), played.world.organiser.id, played.world.alice.id, played.world.bob.id];
    expect(sourceIds.filter((id) => text.includes(id))).toEqual([]);
    // People are names only; nothing is shared.
    const [, teams, , battles, ledger, rolls] = rows;
    expect(teams.every((t) => t.ownerId === null && t.publicToken === null)).toBe(true);
    expect(teams.map((t) => t.ownerName).sort()).toEqual(["Alice", "Bob", "Carol"]);
    expect(battles.flatMap((b) => [b.createdById, b.reportedById, b.confirmedById, b.undoneById, ...b.teams.map((t) => t.ownerId)]).every((id) => id === null)).toBe(true);
    expect([...ledger, ...rolls].every((row) => row.actorId === null)).toBe(true);
    expect(rows[0].publicShareToken).toBeNull();
  });

  test("the imported campaign plays on: undoing its last battle restores the snapshot exactly as in the original", async () => {
    // A campaign whose last change is a resolved battle, so both copies may undo it.
    const world = await twoTeamCampaign();
    const battleId = await resolve(world, 41);
    const file = await exportOf(world.access.organiser);
    const result = await importCampaign(importer.id, JSON.stringify(file));
    if (!result.ok) throw new Error(result.message);
    const access = await accessFor(importer.id, result.campaign.id);
    const copyBattleId = (await exportOf(access)).battles[0]!.id;

    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect(await undoBattle(access, copyBattleId)).toEqual({ ok: true });

    // Who undid it and when differ (two people, two moments); everything the undo wrote to the teams may not.
    const afterUndo = async (acc: CampaignAccess) => {
      const undone = await exportOf(acc);
      return normaliseIds(
        {
          teams: undone.teams,
          ledger: undone.storyPointLedger.map(({ createdAt: _createdAt, actorName: _actorName, note, ...entry }) => ({
            ...entry,
            note: note.replace(/^Undo of issue #\d+: /, ""),
          })),
          battles: undone.battles.map(({ undoneAt: _undoneAt, undoneByName: _undoneByName, ...battle }) => battle),
        },
        campaignRowIds(undone),
      );
    };
    expect(await afterUndo(access)).toEqual(await afterUndo(world.access.organiser));
    expect((await exportOf(access)).battles[0]!.status).toBe("undone");
  });
});

describe("refused files: a clear message, nothing written", () => {
  const mutate = (change: (file: CampaignExport) => void): string => {
    const file = structuredClone(original);
    change(file);
    return JSON.stringify(file);
  };

  const cases: [string, () => string | Promise<string>, string][] = [
    ["an empty file", () => "  ", "Choose a campaign export file."],
    ["not JSON", () => "{ this is not json", NOT_JSON_CAMPAIGN_MESSAGE],
    ["JSON that is not an export", () => JSON.stringify({ hello: "world" }), "This JSON is not a Longbox export: it has no format."],
    ["a team export", async () => JSON.stringify((await exportTeamFile(original.teams[0]!.id)).file), TEAM_FILE_MESSAGE],
    ["a version 1 campaign export", () => mutate((f) => void ((f as { formatVersion: number }).formatVersion = 1)), VERSION_1_MESSAGE],
    [
      "a newer version",
      () => mutate((f) => void ((f as { formatVersion: number }).formatVersion = 3)),
      "This campaign export is format version 3, from a newer Longbox; this Longbox reads version 2.",
    ],
    ["another character format", () => mutate((f) => void ((f.rulesEdition as { characterFormat: number }).characterFormat = 99)), "The file's characters are stored in format 99"],
    ["an oversize file", () => `{"pad":"${" ".repeat(MAX_CAMPAIGN_IMPORT_BYTES)}"}`, "Longbox reads campaign exports of up to 32 MB."],
    ["nesting deeper than any export", () => `${"[".repeat(5_000)}${"]".repeat(5_000)}`, TOO_DEEP_MESSAGE],
    ["an unknown battle status", () => mutate((f) => void ((f.battles[0] as { status: string }).status = "paused")), "battles[0].status: not a value Longbox knows"],
    ["an email address in a member", () => mutate((f) => void ((f.members[0] as Record<string, unknown>).email = "olive@example.test")), 'members[0]: Unrecognized key: "email"'],
    [
      "a ledger entry naming an unknown team",
      () => mutate((f) => void (f.storyPointLedger[0]!.teamId = "c000000000000000000000000")),
      "Ledger entry 1: names a team that is not in the file.",
    ],
    [
      "a ledger entry naming an unknown battle",
      () => mutate((f) => void (f.storyPointLedger.find((e) => e.battleId)!.battleId = "c000000000000000000000000")),
      "names a battle that is not in the file.",
    ],
    [
      "a reversal that does not cancel its entry",
      () =>
        mutate((f) => {
          const reversal = f.storyPointLedger.find((e) => e.reversesEntryId)!;
          reversal.reversesEntryId = f.storyPointLedger.find((e) => e.reason === "starting" && e.teamId === reversal.teamId)!.id;
        }),
      "does not exactly cancel the entry it reverses.",
    ],
    [
      "a reversal of an unknown entry",
      () => mutate((f) => void (f.storyPointLedger.find((e) => e.reversesEntryId)!.reversesEntryId = "c000000000000000000000000")),
      "reverses an entry that is not in the file.",
    ],
    ["a team whose story points disagree with its ledger", () => mutate((f) => void (f.teams[1]!.storyPoints.balance += 5)), "Team “Iron Syndicate”: the file says"],
    [
      "a battle naming an unknown character",
      () => mutate((f) => void (f.battles[1]!.teams[0]!.lineUp[0]!.characterId = "c000000000000000000000000")),
      "Issue #2: Night Shift's line-up names a character who is not in the file.",
    ],
    [
      "a battle naming an unknown team",
      () => mutate((f) => void (f.battles[1]!.teams[1]!.teamId = "c000000000000000000000000")),
      "Issue #2: names a team that is not in the file.",
    ],
    ["two battles with one issue number", () => mutate((f) => void (f.battles[2]!.issue = 2)), "Two battles in the file are issue #2."],
    ["a roll of an unknown battle", () => mutate((f) => void (f.rolls[0]!.battleId = "c000000000000000000000000")), "Roll 1: names a battle that is not in the file."],
    ["a roll numbered past the campaign's last", () => mutate((f) => void (f.campaign.rollSequence = f.rolls.length - 1)), ": comes after the campaign's last roll number"],
    ["two rolls with one number", () => mutate((f) => void (f.rolls[1]!.sequence = 1)), "Two rolls in the file have the sequence number 1."],
    ["two records with one id", () => mutate((f) => void (f.rolls[0]!.id = f.teams[0]!.id)), "Two records in the file share the id"],
    [
      "a sidekick whose owner is not on its team",
      () => mutate((f) => void (f.teams[0]!.characters.find((c) => c.kind === "sidekick")!.state.sidekickOf = "c000000000000000000000000")),
      "a sidekick on the roster must belong to a character of its own team.",
    ],
    [
      "winners that are not in the file",
      () =>
        mutate(
          (f) => void (f.campaign.finished = { finishedAt: f.exportedAt, winners: [{ teamId: "c000000000000000000000000", teamName: "Ghosts", balance: 20 }], battleId: null }),
        ),
      "The campaign's winners include a team",
    ],
    ["an activity line whose details do not fit its kind", () => mutate((f) => void (f.activity![0]!.payload = { v: 7 })), "Activity line 1: its details do not fit"],
  ];

  test.each(cases)("refuses %s", async (_label, makeText, message) => {
    const text = await makeText();
    const preview = previewCampaignImport(text);
    expect(preview.canImport).toBe(false);
    expect(preview.fileErrors.join("\n")).toContain(message);

    const before = await rowCounts();
    const result = await importCampaign(importer.id, text);
    expect(result).toMatchObject({ ok: false, code: "invalid-file" });
    expect(result.ok ? "" : result.message).toMatch(/^Nothing was imported: the file has (a problem|\d+ problems)\./);
    expect(await rowCounts()).toEqual(before);
  });

  test("a failure at the very end of the write leaves nothing behind (one transaction)", async () => {
    const before = await rowCounts();
    // The importer's activity line is the last write; make it fail once.
    failing.nextActivity = true;
    await expect(importCampaign(importer.id, JSON.stringify(original))).rejects.toThrow("disk full");
    expect(failing.nextActivity).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });
});

describe("through the actions", () => {
  const upload = (bytes: string | Uint8Array, name = "campaign.json.gz") => formOf({ file: new File([bytes as BlobPart], name) });

  test("a signed-in user checks a gzipped file, then imports it and is sent to the new campaign", async () => {
    const user = await createUser({ name: "Ada Action" });
    actAs(user);
    const packed = gzipSync(JSON.stringify(original, null, 2));

    const checked = await invoke(previewCampaignImportAction as never, upload(packed));
    expect(checked).toMatchObject({ kind: "state", state: { ok: true, data: { canImport: true, campaign: { name: original.campaign.name } } } });

    const imported = await invoke(importCampaignAction as never, upload(packed));
    const campaign = await db.campaign.findFirstOrThrow({ where: { memberships: { some: { userId: user.id, role: "ORGANISER" } } }, select: { id: true } });
    expect(imported).toEqual({ kind: "redirect", to: `/campaigns/${campaign.id}` });
    expect(revalidations).toContain("/campaigns");
  });

  test("a plain JSON upload is read as it is", async () => {
    actAs(await createUser({ name: "Pia Plain" }));
    const checked = await invoke(previewCampaignImportAction as never, upload(JSON.stringify(original), "campaign.json"));
    expect(checked).toMatchObject({ kind: "state", state: { ok: true, data: { canImport: true } } });
  });

  const refusals: [string, () => FormData, string][] = [
    ["no file", () => formOf({}), "Choose a campaign export file."],
    ["an empty file", () => upload("", "empty.json"), "Choose a campaign export file."],
    ["a file that is not JSON", () => upload("{ nope", "nope.json"), "Nothing was imported: the file has a problem. Check it again to see it."],
    ["bytes that are not text", () => upload(new Uint8Array([0xff, 0xfe, 0x00, 0xc3]), "bytes.json"), NOT_JSON_CAMPAIGN_MESSAGE],
    ["a damaged compressed file", () => upload(new Uint8Array([0x1f, 0x8b, 1, 2, 3, 4])), "The file is compressed, but damaged"],
    ["a small upload that unpacks past the limit", () => upload(gzipSync(Buffer.alloc(MAX_CAMPAIGN_IMPORT_BYTES + 1024, 0x20))), "Longbox reads campaign exports of up to 32 MB."],
    ["an upload past the upload limit", () => upload(new Uint8Array(MAX_CAMPAIGN_UPLOAD_BYTES + 1)), "Even compressed, the file is"],
  ];
  test.each(refusals)("refuses %s with a message and writes nothing", async (_label, form, message) => {
    actAs(await createUser({ name: "Rita Refused" }));
    const before = await rowCounts();
    const outcome = await invoke(importCampaignAction as never, form());
    expect(outcome.kind).toBe("state");
    expect((outcome as { state: { ok: boolean; message: string } }).state).toMatchObject({ ok: false, message: expect.stringContaining(message) });
    expect(await rowCounts()).toEqual(before);
    const checked = await invoke(previewCampaignImportAction as never, form());
    expect(checked.kind).toBe("state");
  });

  test("signed out, both actions send to sign-in and write nothing", async () => {
    actAs(null);
    const before = await rowCounts();
    for (const action of [previewCampaignImportAction, importCampaignAction]) {
      const outcome = await invoke(action as never, upload(JSON.stringify(original)));
      expect(outcome).toMatchObject({ kind: "redirect" });
      expect((outcome as { to: string }).to).toContain("/sign-in");
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe("a Supers Unlimited league, through the same actions", () => {
  const upload = (bytes: string | Uint8Array) => formOf({ file: new File([bytes as BlobPart], "league.json.gz") });
  const leagueOf = async (access: CampaignAccess) => JSON.parse(JSON.stringify((await exportSuLeagueFile(access)).file)) as SuLeagueFile;

  test("export → import → export: the same league, with the same standings, organised by the importer", async () => {
    const played = await playedSuLeague();
    const original = await leagueOf(played.access);
    const user = await createUser({ name: "Lou League" });
    actAs(user);
    const packed = gzipSync(JSON.stringify(original));

    const checked = await invoke(previewCampaignImportAction as never, upload(packed));
    expect(checked).toMatchObject({ kind: "state", state: { ok: true, data: { canImport: true, campaign: { name: original.league.name, systemName: "Supers Unlimited" } } } });
    const imported = await invoke(importCampaignAction as never, upload(packed));
    expect(imported).toMatchObject({ kind: "redirect" });
    const campaignId = (imported as { to: string }).to.split("/")[2]!;
    expect(campaignId).not.toBe(played.campaignId);

    const access = await accessFor(user.id, campaignId);
    const again = await leagueOf(access);
    // The copy is named as one (importedCopyName); everything else is the original.
    expect(again.league.name).toBe(`${original.league.name} (imported)`);
    expect({
      ...again,
      league: { ...again.league, name: original.league.name },
      exportedAt: original.exportedAt,
      members: original.members,
      journal: again.journal.slice(0, -1),
    }).toEqual(original);
    const table = (rows: Awaited<ReturnType<typeof listStandings>>) => rows.map((row) => [row.name, row.balance, row.record, row.stats]);
    expect(table(await listStandings(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem)))).toEqual(
      table(await listStandings(played.access, gameSystem(played.access.gameSystem), await gameServer(played.access.gameSystem))),
    );
  });

  test("a failure in the import's last write leaves nothing behind", async () => {
    const played = await playedSuLeague();
    const original = await leagueOf(played.access);
    const user = await createUser({ name: "Fay Failing" });
    const before = await rowCounts();
    failing.nextActivity = true;
    await expect(importCampaignFile(user.id, JSON.stringify(original), campaignFileGames)).rejects.toThrow("disk full");
    expect(await rowCounts()).toEqual(before);
  });
});
