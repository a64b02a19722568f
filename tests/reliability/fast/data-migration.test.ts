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
 *
 * The second part does the same for the migration that took the games' words out of the enums
 * (issue 24, 20261128200000_game_words_text), with a played Supers Unlimited league and a played
 * VSGMR series beside the SMF campaign: a database at the migration before it takes every row as
 * it is (each word goes back into its enum by its text), the migration runs, every row and every
 * game's reads are compared; then the migration's inverse (down.sql beside it) must give back the
 * old schema exactly, keep every row, and refuse to run when a row holds a word the enums never had.
 * Rows are compared whole (to_jsonb of every row), not by db-fingerprint.ts's xmin sums: copying and
 * ALTER TABLE rewrite every row, so its fingerprint changes whatever the data.
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
  laterColumns,
} from "../harness/migrations";
import { playedCampaign } from "../harness/played-campaign";
import { readFileSync } from "node:fs";
import path from "node:path";
import { exportSuLeagueFile } from "@/lib/games/supers-unlimited/server/export/export-league";
import { listSuBattles } from "@/lib/games/supers-unlimited/server/battles/list-su-battles";
import { exportVsgmrSeriesFile } from "@/lib/games/vsgmr/server/export/export-series";
import { listVsgmrBattles } from "@/lib/games/vsgmr/server/battles/list-battles";
import { listVsgmrJournal } from "@/lib/games/vsgmr/server/journal/list-journal";
import { listRecentActivity } from "@/lib/server/campaigns/get-campaign";
import { createCast } from "./authz-world";
import { stageSuBattle } from "@/lib/games/supers-unlimited/testing/authz-battle-world";
import { stageVsgmrBattle } from "@/lib/games/vsgmr/testing/authz-world";
import { gameSystem } from "@/lib/games/registry";
import { gameServer } from "@/lib/games/server-registry";

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
    listStandings(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem)),
    listArchivedTeams(access, gameSystem(access.gameSystem), await gameServer(access.gameSystem)),
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
    // CacheTag holds read-cache versions, not data: the migration that makes it starts every
    // campaign afresh (a missing version reads as 0, and no process holds an entry from before).
    for (const table of tables.filter((name) => name !== "CacheTag")) {
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

/** The migration before the games' words left the enums, and that migration (issue 24). */
const BEFORE_WORDS = "20261128170000_member_removals";
const WORDS = "20261128200000_game_words_text";
const WORDS_DOWN = readFileSync(path.resolve(__dirname, "../../../prisma/migrations", WORDS, "down.sql"), "utf8");
const THROW_CURSOR = "20261129050000_battle_throw_cursor";
const CACHE_TAGS = "20261129060000_cache_tags";
// The migrations after the words one are these only; a later one needs its own undo here.
const AFTER_WORDS = ["20261128230000_play_sessions", THROW_CURSOR, CACHE_TAGS];
const THROW_CURSOR_DOWN = readFileSync(path.resolve(__dirname, "../../../prisma/migrations", THROW_CURSOR, "down.sql"), "utf8");
const CACHE_TAGS_DOWN = readFileSync(path.resolve(__dirname, "../../../prisma/migrations", CACHE_TAGS, "down.sql"), "utf8");

/** The schema as Postgres describes it: columns with their types, defaults and nullability, enums with their values in order, CHECK constraints and indexes. */
async function schemaOf(client: pg.Client) {
  // One after another: a pg client runs one query at a time.
  const [columns, enums, checks, indexes] = [
    await client.query(
      `SELECT table_name, column_name, ordinal_position, data_type, udt_name, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, ordinal_position`,
    ),
    await client.query(
      `SELECT t.typname, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname ORDER BY t.typname`,
    ),
    await client.query(`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace ORDER BY conname`),
    await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
  ];
  return { columns: columns.rows, enums: enums.rows, checks: checks.rows, indexes: indexes.rows };
}

describe(`a played SMF campaign, Supers Unlimited league and VSGMR series migrated from ${BEFORE_WORDS} by ${WORDS}`, () => {
  type Stage = { campaignId: string; access: { organiser: CampaignAccess } };
  let league: Stage;
  let series: Stage;
  let wordsUrl: string;
  let words: pg.Client;
  let oldSchema: Awaited<ReturnType<typeof schemaOf>>;
  let oldEnumColumns: unknown[];
  let before: unknown;

  /** The recent activity, in id order: lines written in one transaction share their time, so the feed's order among them is Postgres's choice. */
  const activityOf = async (access: CampaignAccess) => (await listRecentActivity(access, 500)).sort((a, b) => a.id.localeCompare(b.id));

  /** Everything a person reads of the three, through the services of each game, as plain JSON. */
  async function readsOfAll() {
    const smf = await reads(played.world.access.organiser);
    const su = league.access.organiser;
    const vs = series.access.organiser;
    return JSON.parse(
      JSON.stringify({
        smf,
        smfActivity: await activityOf(played.world.access.organiser),
        league: {
          file: (await exportSuLeagueFile(su, EXPORTED_AT)).file,
          standings: await listStandings(su, gameSystem(su.gameSystem), await gameServer(su.gameSystem)),
          battles: await listSuBattles(su.campaignId),
          activity: await activityOf(su),
          rolls: await listRolls(su),
        },
        series: {
          file: (await exportVsgmrSeriesFile(vs, EXPORTED_AT)).file,
          standings: await listStandings(vs, gameSystem(vs.gameSystem), await gameServer(vs.gameSystem)),
          battles: await listVsgmrBattles(vs.campaignId),
          journal: await listVsgmrJournal(vs.campaignId),
          activity: await activityOf(vs),
          rolls: await listRolls(vs),
        },
      }),
    ) as unknown;
  }

  beforeAll(async () => {
    // On the fully migrated database that already holds the played SMF campaign: a league and a
    // series, each with a battle played to the end through its game's services.
    const cast = await createCast();
    league = (await stageSuBattle(cast, "resolved")).stage;
    series = (await stageVsgmrBattle(cast, "resolved")).stage;
    before = await readsOfAll();

    wordsUrl = await createSiblingDatabase(process.env.DATABASE_URL!, "words");
    await applyMigrations(wordsUrl, migrationsThrough(BEFORE_WORDS));
    words = new pg.Client({ connectionString: wordsUrl });
    await words.connect();
    oldSchema = await schemaOf(words);
    oldEnumColumns = (
      await words.query(
        `SELECT table_name, column_name, udt_name FROM information_schema.columns WHERE table_schema = 'public' AND udt_name IN ('BattleStatus', 'BattleResult', 'ActivityKind', 'TeamAlignment') ORDER BY 1, 2`,
      )
    ).rows;
    // The inverse is the identity on rows (each word goes back into its enum by its text): it holds
    // only while every team has an alignment, which every game still gives its teams.
    expect((await current.query(`SELECT "id" FROM "Team" WHERE "alignment" IS NULL`)).rows).toEqual([]);
    await copyRows(current, words);
    await applyMigrations(wordsUrl, [WORDS]);
  }, 240_000);

  afterAll(async () => {
    await words?.end();
    if (wordsUrl) await dropSiblingDatabase(process.env.DATABASE_URL!, wordsUrl);
  });

  test("the old database really had the four enums, and held battles and lines of all three games", async () => {
    expect(oldEnumColumns).toEqual([
      { table_name: "ActivityEvent", column_name: "kind", udt_name: "ActivityKind" },
      { table_name: "Battle", column_name: "status", udt_name: "BattleStatus" },
      { table_name: "BattleTeam", column_name: "result", udt_name: "BattleResult" },
      { table_name: "Team", column_name: "alignment", udt_name: "TeamAlignment" },
    ]);
    const { rows } = await words.query(
      `SELECT c."gameSystem", b."status", count(*)::int AS n FROM "Battle" b JOIN "Campaign" c ON c.id = b."campaignId"
        WHERE c.id = ANY($1) GROUP BY 1, 2 ORDER BY 1, 2`,
      [[played.world.campaign.id, league.campaignId, series.campaignId]],
    );
    expect(rows).toEqual([
      { gameSystem: "SUPERS_UNLIMITED", status: "RESOLVED", n: 1 },
      { gameSystem: "SUPER_MISSION_FORCE", status: "CANCELLED", n: 1 },
      { gameSystem: "SUPER_MISSION_FORCE", status: "RESOLVED", n: 1 },
      { gameSystem: "SUPER_MISSION_FORCE", status: "UNDONE", n: 1 },
      { gameSystem: "VSGMR", status: "RESOLVED", n: 1 },
    ]);
    const results = await words.query(`SELECT DISTINCT "result"::text AS result FROM "BattleTeam" WHERE "result" IS NOT NULL ORDER BY 1`);
    expect(results.rows.map((r) => r.result)).toEqual(expect.arrayContaining(["LOST", "WON"]));
    const kinds = await words.query(`SELECT DISTINCT "kind"::text AS kind FROM "ActivityEvent" WHERE "campaignId" = ANY($1) ORDER BY 1`, [[league.campaignId, series.campaignId]]);
    expect(kinds.rows.map((r) => r.kind)).toEqual(expect.arrayContaining(["BATTLE_CREATED", "BATTLE_RESOLVED"]));
  });

  test("afterwards every row of every table is the row the services wrote, and the words are checked text", async () => {
    // Every table the migrated database has is one of today's; a table a later migration adds
    // (none of this migration's business) is absent there and left out.
    const tables = await tableNames(words);
    expect(await tableNames(current)).toEqual(expect.arrayContaining(tables));
    expect(tables).toContain("Battle");
    // A column a later migration added (Battle.throwCursor) is left out the same way.
    for (const table of tables) {
      expect(await tableRows(words, table), table).toEqual(await tableRows(current, table, await laterColumns(current, words, table)));
    }
    const { rows } = await words.query(
      `SELECT table_name, column_name, udt_name, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' AND (table_name, column_name) IN (('ActivityEvent', 'kind'), ('Battle', 'status'), ('BattleTeam', 'result'), ('Team', 'alignment')) ORDER BY 1, 2`,
    );
    expect(rows).toEqual([
      { table_name: "ActivityEvent", column_name: "kind", udt_name: "text", is_nullable: "NO" },
      { table_name: "Battle", column_name: "status", udt_name: "text", is_nullable: "NO" },
      { table_name: "BattleTeam", column_name: "result", udt_name: "text", is_nullable: "YES" },
      { table_name: "Team", column_name: "alignment", udt_name: "text", is_nullable: "YES" },
    ]);
    const enums = (await words.query<{ typname: string }>(`SELECT typname FROM pg_type WHERE typtype = 'e'`)).rows.map((r) => r.typname);
    for (const dropped of ["BattleStatus", "BattleResult", "ActivityKind", "TeamAlignment"]) expect(enums).not.toContain(dropped);
  });

  test("the database refuses a word of the wrong shape, and a team without alignment is allowed", async () => {
    const battleId = played.battles.resolved;
    for (const statement of [
      `UPDATE "Battle" SET "status" = 'resolved' WHERE id = '${battleId}'`,
      `UPDATE "BattleTeam" SET "result" = 'W' || repeat('O', 40) WHERE "battleId" = '${battleId}'`,
      `UPDATE "ActivityEvent" SET "kind" = '' WHERE "campaignId" = '${league.campaignId}'`,
      `UPDATE "Team" SET "alignment" = 'heroes' WHERE "campaignId" = '${series.campaignId}'`,
    ]) {
      await expect(words.query(statement), statement).rejects.toThrow(/check constraint/);
    }
    await words.query("BEGIN");
    try {
      await words.query(`UPDATE "Team" SET "alignment" = NULL WHERE "campaignId" = $1`, [series.campaignId]);
      await words.query(`UPDATE "Battle" SET "status" = 'HALFTIME' WHERE "campaignId" = $1`, [league.campaignId]);
    } finally {
      await words.query("ROLLBACK");
    }
  });

  test("through the services, all three games read exactly as before", async () => {
    const own = appClient.longboxPrisma;
    // Today's services read the read cache's versions (lib/server/cache) and a battle's throw
    // cursor: the cache's table (with the sessions table its triggers name) and the cursor's column
    // are added for the read and taken away again, by their own inverses and a drop of the empty
    // sessions table, which leaves the schema as the words migration left it for the tests below.
    expect(migrationsAfter(WORDS)).toEqual(AFTER_WORDS);
    await applyMigrations(wordsUrl, AFTER_WORDS);
    const onMigrated = new PrismaClient({ adapter: new PrismaPg({ connectionString: wordsUrl }) });
    appClient.longboxPrisma = onMigrated;
    try {
      expect(await readsOfAll()).toEqual(before);
    } finally {
      appClient.longboxPrisma = own;
      await onMigrated.$disconnect();
      await words.query(CACHE_TAGS_DOWN);
      await words.query(THROW_CURSOR_DOWN);
      await words.query(`DROP TABLE "PlaySession"`);
    }
  });

  test("the inverse refuses, changing nothing, while a row holds a word the old enums never had", async () => {
    for (const [label, change] of [
      ["a later game's status", `UPDATE "Battle" SET "status" = 'HALFTIME' WHERE "campaignId" = '${league.campaignId}'`],
      ["a team without alignment", `UPDATE "Team" SET "alignment" = NULL WHERE "campaignId" = '${series.campaignId}'`],
    ] as const) {
      await words.query("BEGIN");
      try {
        await words.query(change);
        await expect(words.query(WORDS_DOWN), label).rejects.toThrow(/Cannot go back to the enums/);
      } finally {
        await words.query("ROLLBACK");
      }
    }
    const enums = (await words.query<{ typname: string }>(`SELECT typname FROM pg_type WHERE typtype = 'e'`)).rows.map((r) => r.typname);
    expect(enums).not.toContain("BattleStatus");
  });

  test("the inverse gives back the old schema exactly, every row kept", async () => {
    await words.query(WORDS_DOWN);
    expect(await schemaOf(words)).toEqual(oldSchema);
    for (const table of await tableNames(words)) {
      expect(await tableRows(words, table), table).toEqual(await tableRows(current, table, await laterColumns(current, words, table)));
    }
  });
});
