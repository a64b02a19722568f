/**
 * Existing data migrates with nothing lost (issue 14): a played SMF campaign on the schema as it
 * stood before game details left the shared tables, migrated forward, reads exactly as before.
 *
 * How it is built, honestly: the services only speak the current schema, so the campaign is played
 * through them on the test database (current schema), and everything a person reads of it is
 * recorded: the campaign export, standings, archived teams, journal, roll log, story-point totals
 * and every team's ledger. Then a second database is migrated only up to OLD_SCHEMA, and every row
 * of every table is copied into it in the old shape: each row as `to_jsonb`, with the inverse of
 * each of this change's migrations written out below (INVERSES) where a row's old shape is not
 * just its current columns. Then the migrations after OLD_SCHEMA run on it, as `migrate deploy`
 * would on a real installation, and the test asserts
 * - every row of every table equals the row the services wrote (the migrations lost nothing and
 *   invented nothing: the inverse and the migration together are the identity), and
 * - the services, pointed at the migrated database, read the same export, standings, journal, roll
 *   log and ledgers, byte for byte.
 */
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { SMF_LEDGER_CURRENCY } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { exportCampaignFile } from "@/lib/games/smf/server/export/export-campaign";
import { listJournalPage } from "@/lib/games/smf/server/journal/list-journal";
import { listRolls } from "@/lib/server/journal/list-rolls";
import { listLedger } from "@/lib/server/story-points/list-ledger";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { listArchivedTeams, listStandings } from "@/lib/server/teams/list-standings";
import {
  applyMigrations,
  copyRows,
  createSiblingDatabase,
  dropSiblingDatabase,
  migrationNames,
  migrationsAfter,
  migrationsThrough,
  tableNames,
  tableRows,
} from "../harness/migrations";
import { playedCampaign } from "../harness/played-campaign";

/** The last migration before issue 14 took one game's words out of the shared tables (and SMF's options out of Campaign). */
const OLD_SCHEMA = "20261126170000_battle_track_entries";

/**
 * Each migration's inverse, as a jsonb row of the old table built from the current row `t`.
 * - 20261126190000_ledger_reason_text: `currency` has no old column and is dropped (every row is
 *   in SMF's one currency: asserted before copying, so dropping it loses nothing), and `reason`
 *   goes back into the StoryPointReason enum by its text, which is the same word.
 * - 20261126191000_battle_details: the four keys of SMF's `details` record go back to the columns
 *   of their names (every record holds exactly those and `v: 1`: asserted before copying).
 * - 20261126192000_character_kind_text: `kind` goes back into the CharacterKind enum by its text.
 * - 20261126193000_team_state: `state` goes back to the column's old name, `counters`.
 * - 20261126180000_campaign_settings_json and 20261126181000_drop_smf_campaign_columns: the keys of
 *   SMF's `settings` go back to the columns of their names (every object holds exactly those and
 *   `version: 1`: asserted before copying), and `gameSystem` back into the GameSystem enum by its text.
 */
const INVERSES: Record<string, string> = {
  Campaign: `(to_jsonb(t) - 'settings') || jsonb_build_object(
    'storyPointGoal', t."settings" -> 'storyPointGoal', 'allowVehicles', t."settings" -> 'allowVehicles',
    'allowAlternatePowerLevels', t."settings" -> 'allowAlternatePowerLevels', 'advancement', t."settings" -> 'advancement',
    'socialScienceVariant', t."settings" -> 'socialScienceVariant')`,
  Team: `(to_jsonb(t) - 'state') || jsonb_build_object('counters', t."state")`,
  Battle: `(to_jsonb(t) - 'details') || jsonb_build_object(
    'scenarioChoice', t."details" -> 'scenarioChoice', 'specialEventChoice', t."details" -> 'specialEventChoice',
    'scenarioId', t."details" -> 'scenarioId', 'specialEventId', t."details" -> 'specialEventId')`,
};

const EXPORTED_AT = new Date("2026-11-26T12:00:00.000Z");

/** Everything a person reads of the campaign, through the services, as plain JSON. */
async function reads(access: CampaignAccess) {
  const file = (await exportCampaignFile(access, EXPORTED_AT)).file;
  const teamIds = file.teams.map((t) => t.id);
  const [standings, archivedTeams, journal, rolls, totals, ledgers] = await Promise.all([
    listStandings(access),
    listArchivedTeams(access),
    listJournalPage(access.campaignId),
    listRolls(access),
    storyPointTotals(teamIds),
    Promise.all(teamIds.map((id) => listLedger(id))),
  ]);
  return JSON.parse(JSON.stringify({ file, standings, archivedTeams, journal, rolls, totals: teamIds.map((id) => totals.get(id)), ledgers })) as {
    file: typeof file;
    [read: string]: unknown;
  };
}

const appClient = globalThis as unknown as { longboxPrisma?: PrismaClient };

let played: Awaited<ReturnType<typeof playedCampaign>>;
let before: Awaited<ReturnType<typeof reads>>;
let current: pg.Client;
let migrated: pg.Client;
let migratedUrl: string;
let copied: Record<string, number>;
let oldEnums: string[];

let freshUrl: string;
let appOwn: PrismaClient | undefined;
let onFresh: PrismaClient | undefined;

beforeAll(async () => {
  // The campaign is played on a database of its own, fully migrated: the test run's database holds
  // every other test file's rows too (other game systems among them), which are not this test's to copy.
  const url = process.env.DATABASE_URL!;
  freshUrl = await createSiblingDatabase(url, "fresh");
  await applyMigrations(freshUrl, migrationNames());
  appOwn = appClient.longboxPrisma;
  onFresh = new PrismaClient({ adapter: new PrismaPg({ connectionString: freshUrl }) });
  appClient.longboxPrisma = onFresh;
  played = await playedCampaign();
  before = await reads(played.world.access.organiser);

  migratedUrl = await createSiblingDatabase(url, "old");
  await applyMigrations(migratedUrl, migrationsThrough(OLD_SCHEMA));
  current = new pg.Client({ connectionString: freshUrl });
  migrated = new pg.Client({ connectionString: migratedUrl });
  await Promise.all([current.connect(), migrated.connect()]);
  oldEnums = (await migrated.query<{ typname: string }>(`SELECT typname FROM pg_type WHERE typtype = 'e' ORDER BY 1`)).rows.map((r) => r.typname);

  const { rows } = await current.query<{ currency: string }>(`SELECT DISTINCT "currency" FROM "StoryPointEntry"`);
  expect(rows.map((r) => r.currency)).toEqual([SMF_LEDGER_CURRENCY]);
  const { rows: otherDetails } = await current.query(
    `SELECT "id" FROM "Battle" WHERE "details" - 'v' - 'scenarioChoice' - 'specialEventChoice' - 'scenarioId' - 'specialEventId' <> '{}'::jsonb OR "details" -> 'v' IS DISTINCT FROM '1'::jsonb`,
  );
  expect(otherDetails).toEqual([]);
  const { rows: otherSettings } = await current.query(
    `SELECT "id" FROM "Campaign" WHERE "settings" - 'version' - 'storyPointGoal' - 'allowVehicles' - 'allowAlternatePowerLevels' - 'advancement' - 'socialScienceVariant' <> '{}'::jsonb OR "settings" -> 'version' IS DISTINCT FROM '1'::jsonb OR "gameSystem" <> 'SUPER_MISSION_FORCE'`,
  );
  expect(otherSettings).toEqual([]);

  copied = await copyRows(current, migrated, INVERSES);
  await applyMigrations(migratedUrl, migrationsAfter(OLD_SCHEMA));
}, 120_000);

afterAll(async () => {
  appClient.longboxPrisma = appOwn;
  await Promise.all([current?.end(), migrated?.end(), onFresh?.$disconnect()]);
  if (migratedUrl) await dropSiblingDatabase(process.env.DATABASE_URL!, migratedUrl);
  if (freshUrl) await dropSiblingDatabase(process.env.DATABASE_URL!, freshUrl);
});

describe(`a played SMF campaign migrated from ${OLD_SCHEMA}`, () => {
  test("the old database really is the old schema, and held the played campaign", () => {
    expect(oldEnums).toEqual(expect.arrayContaining(["StoryPointReason", "CharacterKind", "GameSystem", "AdvancementMode", "SocialScienceVariant"]));
    expect(migrationsAfter(OLD_SCHEMA)).toEqual(
      expect.arrayContaining([
        "20261126180000_campaign_settings_json",
        "20261126181000_drop_smf_campaign_columns",
        "20261126190000_ledger_reason_text",
        "20261126191000_battle_details",
        "20261126192000_character_kind_text",
        "20261126193000_team_state",
      ]),
    );
    expect(
      before.file.teams.some(
        (t) => t.counters.milestonesReached > 0 || t.counters.replacedSidekickIds.length > 0 || t.counters.carriedSubplotDice > 0 || t.counters.guestStarsPending > 0,
      ),
    ).toBe(true);
    expect(before.file.teams.flatMap((t) => t.characters.map((c) => c.kind))).toEqual(expect.arrayContaining(["character", "sidekick"]));
    expect(before.file.battles.map((b) => b.scenarioId).filter(Boolean).length).toBeGreaterThan(0);
    expect(before.file.battles.map((b) => b.status)).toEqual(["undone", "resolved", "cancelled"]);
    expect(copied).toMatchObject({ Campaign: expect.any(Number), Battle: expect.any(Number), Roll: expect.any(Number), StoryPointEntry: expect.any(Number) });
    expect(copied.StoryPointEntry).toBeGreaterThanOrEqual(before.file.storyPointLedger.length);
    expect(copied.Roll).toBeGreaterThanOrEqual(before.file.rolls.length);
  });

  test("afterwards it has the same tables, and every row of every table is the row the services wrote", async () => {
    const tables = await tableNames(current);
    expect(await tableNames(migrated)).toEqual(tables);
    for (const table of tables) {
      expect(await tableRows(migrated, table), table).toEqual(await tableRows(current, table));
    }
    const enums = (await migrated.query<{ typname: string }>(`SELECT typname FROM pg_type WHERE typtype = 'e'`)).rows.map((r) => r.typname);
    expect(enums).not.toContain("StoryPointReason");
    expect(enums).not.toContain("CharacterKind");
    expect(enums).not.toContain("GameSystem");
    expect(enums).not.toContain("AdvancementMode");
  });

  test("the ledger stays append-only on the migrated database", async () => {
    await expect(migrated.query(`UPDATE "StoryPointEntry" SET "note" = 'rewritten' WHERE "campaignId" = $1`, [played.world.campaign.id])).rejects.toThrow(/append-only/);
  });

  test("through the services, the export, standings, journal, roll log and ledgers read exactly as before", async () => {
    const own = appClient.longboxPrisma;
    const onMigrated = new PrismaClient({ adapter: new PrismaPg({ connectionString: migratedUrl }) });
    appClient.longboxPrisma = onMigrated;
    try {
      const after = await reads(played.world.access.organiser);
      expect(after.file).toEqual(before.file);
      expect(after).toEqual(before);
    } finally {
      appClient.longboxPrisma = own;
      await onMigrated.$disconnect();
    }
  });
});
