import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { CampaignSettingsError } from "@/lib/game-contract/campaign-settings";
import { chosenGameSystem, DEFAULT_GAME_SYSTEM_ID, gameSystem, registerGameSystemForTests } from "@/lib/games/registry";
import { scriptedDice } from "@/lib/rules/dice";
import { recordBattleResult } from "@/lib/server/battles/record-battle-result";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { GAME_SYSTEM_FIXED_MESSAGE, updateCampaignSettings } from "@/lib/server/campaigns/update-campaign-settings";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import { listStandings } from "@/lib/server/teams/list-standings";
import { accessFor, addMember, createCampaignFor, createUser, DEFAULT_SETTINGS } from "../factories";
import { COIN_FLIP_ID, coinFlipSystem } from "./coin-flip-system";
import { gameServer } from "@/lib/games/server-registry";
import { superMissionForce } from "@/lib/games/smf";

beforeAll(() => registerGameSystemForTests(coinFlipSystem));

const SMF_OPTIONS = { storyPointGoal: 20, allowVehicles: false, allowAlternatePowerLevels: true, advancement: "RANDOM", socialScienceVariant: "CH2" };

describe("a campaign's game system", () => {
  test("is chosen at creation: SMF's settings are stored as versioned JSON", async () => {
    const user = await createUser();
    const created = await createCampaign(user, gameSystem(DEFAULT_GAME_SYSTEM_ID), {
      ...DEFAULT_SETTINGS,
      gameSystem: DEFAULT_GAME_SYSTEM_ID,
      storyPointGoal: 25,
      socialScienceVariant: "CH5_TABLE",
    });
    if (!created.ok) throw new Error(created.message);
    const row = await db.campaign.findUniqueOrThrow({ where: { id: created.campaign.id } });
    expect(row.gameSystem).toBe("SUPER_MISSION_FORCE");
    expect(row.settings).toEqual({ version: 1, ...SMF_OPTIONS, storyPointGoal: 25, socialScienceVariant: "CH5_TABLE" });
  });

  test.each([["an id no system has", "CHESS"]])("refuses %s: the catalog offers no system for it, so the action hands none down", (_label, id) => {
    expect(chosenGameSystem(id)).toBeNull();
    // The test-only system is chosen through the same door.
    expect(chosenGameSystem(COIN_FLIP_ID)).toBe(coinFlipSystem);
  });

  test("never changes: the settings update refuses another system and changes nothing", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const access = await accessFor(organiser.id, campaign.id);
    const before = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    const result = await updateCampaignSettings(access, gameSystem(access.gameSystem), { ...DEFAULT_SETTINGS, name: "Switched", gameSystem: COIN_FLIP_ID });
    expect(result).toEqual({ ok: false, code: "game-system-fixed", message: GAME_SYSTEM_FIXED_MESSAGE });
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toEqual(before);
    // Posting its own system is no change.
    expect(await updateCampaignSettings(access, gameSystem(access.gameSystem), { ...DEFAULT_SETTINGS, name: "Renamed", gameSystem: DEFAULT_GAME_SYSTEM_ID })).toEqual({
      ok: true,
      changed: ["name"],
    });
  });
});

describe("Campaign.settings", () => {
  test("an update writes the system's options to the JSON", async () => {
    const { campaign, organiser } = await createCampaignFor();
    await updateCampaignSettings(await accessFor(organiser.id, campaign.id), superMissionForce, {
      ...DEFAULT_SETTINGS,
      name: campaign.name,
      allowVehicles: true,
      advancement: "CHOSEN",
    });
    const row = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(row.settings).toEqual({ version: 1, ...SMF_OPTIONS, allowVehicles: true, advancement: "CHOSEN" });
  });

  test("is what the campaign's pages read", async () => {
    const { campaign, organiser } = await createCampaignFor();
    await db.campaign.update({ where: { id: campaign.id }, data: { settings: { version: 1, ...SMF_OPTIONS, storyPointGoal: 40 } } });
    const read = await getCampaign(await accessFor(organiser.id, campaign.id), superMissionForce);
    expect(read.settings).toMatchObject({ storyPointGoal: 40 });
    expect(read.goal).toEqual({ amount: 40, unit: "story points", short: "SP", field: "storyPointGoal", label: "story point goal" });
  });

  test.each([
    ["a wrong type", { version: 1, ...SMF_OPTIONS, storyPointGoal: "lots" }, "storyPointGoal"],
    ["an unknown option value", { version: 1, ...SMF_OPTIONS, socialScienceVariant: "CH9" }, "socialScienceVariant"],
    ["another version", { ...SMF_OPTIONS, version: 7 }, "version"],
    ["not an object", "[]", "settings"],
  ])("a bad stored value (%s) is a clear error naming the field", async (_label, settings, field) => {
    const { campaign, organiser } = await createCampaignFor();
    await db.campaign.update({ where: { id: campaign.id }, data: { settings } });
    const read = getCampaign(await accessFor(organiser.id, campaign.id), superMissionForce);
    await expect(read).rejects.toBeInstanceOf(CampaignSettingsError);
    await expect(read).rejects.toThrow(new RegExp(`stored settings do not fit Super Mission Force: ${field}:`));
  });
});

/*
 * The migrations that brought Campaign.settings and dropped the SMF columns, run on their own
 * against the old shape of the table (in a schema of its own, so the enums they drop are that
 * schema's): every value of every option lands in the JSON before its column goes.
 */
describe("migrations 20261126180000_campaign_settings_json and 20261126181000_drop_smf_campaign_columns", () => {
  const statements = ["20261126180000_campaign_settings_json", "20261126181000_drop_smf_campaign_columns"].flatMap((migration) =>
    readFileSync(path.join(process.cwd(), "prisma/migrations", migration, "migration.sql"), "utf8")
      .split(/;\s*$/m)
      .map((statement) => statement.replace(/^--.*$/gm, "").trim())
      .filter(Boolean),
  );

  test("fill settings from the old columns for every option value, make gameSystem text, and drop the columns and their enums", async () => {
    const schema = `old_campaign_${Date.now()}`;
    const rows = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`CREATE SCHEMA "${schema}"`);
      await tx.$executeRawUnsafe(`SET LOCAL search_path TO "${schema}"`);
      for (const statement of [
        `CREATE TYPE "GameSystem" AS ENUM ('SUPER_MISSION_FORCE')`,
        `CREATE TYPE "AdvancementMode" AS ENUM ('RANDOM', 'CHOSEN')`,
        `CREATE TYPE "SocialScienceVariant" AS ENUM ('CH2', 'CH5_TABLE')`,
        `CREATE TABLE "Campaign" ("id" TEXT PRIMARY KEY, "gameSystem" "GameSystem" NOT NULL DEFAULT 'SUPER_MISSION_FORCE', "storyPointGoal" INTEGER NOT NULL,
           "allowVehicles" BOOLEAN NOT NULL, "advancement" "AdvancementMode" NOT NULL, "allowAlternatePowerLevels" BOOLEAN NOT NULL, "socialScienceVariant" "SocialScienceVariant" NOT NULL)`,
        `INSERT INTO "Campaign" ("id", "storyPointGoal", "allowVehicles", "advancement", "allowAlternatePowerLevels", "socialScienceVariant") VALUES
           ('a', 20, false, 'RANDOM', true, 'CH2'), ('b', 5, true, 'CHOSEN', false, 'CH5_TABLE'), ('c', 100, true, 'RANDOM', false, 'CH2'), ('d', 37, false, 'CHOSEN', true, 'CH5_TABLE')`,
        ...statements,
      ])
        await tx.$executeRawUnsafe(statement);
      const read = await tx.$queryRawUnsafe<Array<{ id: string; gameSystem: string; settings: unknown; type: string }>>(
        `SELECT "id", "gameSystem", "settings", pg_typeof("gameSystem")::text AS "type" FROM "Campaign" ORDER BY "id"`,
      );
      const left = await tx.$queryRawUnsafe<Array<{ name: string }>>(
        `SELECT column_name::text AS "name" FROM information_schema.columns WHERE table_schema = '${schema}' AND table_name = 'Campaign'
         UNION ALL SELECT typname::text FROM pg_type WHERE typnamespace = '"${schema}"'::regnamespace AND typtype = 'e' ORDER BY 1`,
      );
      expect(left.map((row) => row.name)).toEqual(["gameSystem", "id", "settings"]);
      await tx.$executeRawUnsafe(`DROP SCHEMA "${schema}" CASCADE`);
      return read;
    });
    const settings = (goal: number, vehicles: boolean, advancement: string, alternate: boolean, socialScience: string) => ({
      version: 1,
      storyPointGoal: goal,
      allowVehicles: vehicles,
      advancement,
      allowAlternatePowerLevels: alternate,
      socialScienceVariant: socialScience,
    });
    expect(rows).toEqual([
      { id: "a", gameSystem: "SUPER_MISSION_FORCE", type: "text", settings: settings(20, false, "RANDOM", true, "CH2") },
      { id: "b", gameSystem: "SUPER_MISSION_FORCE", type: "text", settings: settings(5, true, "CHOSEN", false, "CH5_TABLE") },
      { id: "c", gameSystem: "SUPER_MISSION_FORCE", type: "text", settings: settings(100, true, "RANDOM", false, "CH2") },
      { id: "d", gameSystem: "SUPER_MISSION_FORCE", type: "text", settings: settings(37, false, "CHOSEN", true, "CH5_TABLE") },
    ]);
    // Each migrated value is one the SMF schema accepts.
    for (const row of rows) expect(gameSystem(DEFAULT_GAME_SYSTEM_ID).settings.schema.safeParse(row.settings).success).toBe(true);
  });
});

describe("a second game system (test-only coin-flip skirmish)", () => {
  test("plays create campaign → teams → battle → result → standings through the generic services", async () => {
    const organiser = await createUser({ name: "Flo Flipper" });
    const created = await createCampaign(organiser, coinFlipSystem, { ...DEFAULT_SETTINGS, name: "Heads or Tails", gameSystem: COIN_FLIP_ID });
    if (!created.ok) throw new Error(created.message);
    const campaignId = created.campaign.id;
    const stored = await db.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    // Only the system's own options are kept: none of SMF's words.
    expect(stored).toMatchObject({ gameSystem: COIN_FLIP_ID, settings: { version: 1, coinsPerTeam: 3 } });
    const organiserAccess = await accessFor(organiser.id, campaignId);
    expect(await getCampaign(organiserAccess, gameSystem(organiserAccess.gameSystem))).toMatchObject({ gameSystem: COIN_FLIP_ID, settings: { coinsPerTeam: 3 }, goal: null });

    const [ana, ben] = await Promise.all([addMember(campaignId, "PLAYER", "Ana"), addMember(campaignId, "PLAYER", "Ben")]);
    const anaTeam = await createTeam(await accessFor(ana.id, campaignId), coinFlipSystem, {
      name: "Ana's Heads",
      alignment: "HEROES",
      notes: "",
    });
    const benTeam = await createTeam(await accessFor(ben.id, campaignId), coinFlipSystem, {
      name: "Ben's Tails",
      alignment: "VILLAINS",
      notes: "",
    });
    if (!anaTeam.ok || !benTeam.ok) throw new Error("teams not created");
    const teamIds = [anaTeam.team.id, benTeam.team.id];

    // Issue 1: Ana 2 heads, Ben 1 → Ana wins. Issue 2: Ana 0, Ben 3 → Ben wins. Issue 3: Ben 2, Ana 1 (Ben listed first) → Ben wins.
    const dice = scriptedDice([2, 2, 1, 1, 1, 2, 1, 1, 1, 2, 2, 2, 2, 2, 1, 2, 1, 1], 2);
    const first = await recordBattleResult(organiserAccess, gameSystem(organiserAccess.gameSystem), teamIds, dice);
    expect(first).toMatchObject({ ok: true, issue: 1 });
    expect(await recordBattleResult(await accessFor(ben.id, campaignId), coinFlipSystem, teamIds, dice)).toMatchObject({
      ok: true,
      issue: 2,
    });
    expect(await recordBattleResult(organiserAccess, gameSystem(organiserAccess.gameSystem), [...teamIds].reverse(), dice)).toMatchObject({ ok: true, issue: 3 });
    dice.assertExhausted();

    const standings = await listStandings(organiserAccess, gameSystem(organiserAccess.gameSystem), await gameServer(organiserAccess.gameSystem));
    expect(standings.map((row) => [row.name, row.record])).toEqual([
      ["Ben's Tails", { played: 3, won: 2, lost: 1, drawn: 0 }],
      ["Ana's Heads", { played: 3, won: 1, lost: 2, drawn: 0 }],
    ]);
    const rolls = await db.roll.findMany({ where: { campaignId }, orderBy: { sequence: "asc" }, select: { sequence: true, label: true, faces: true } });
    expect(rolls).toHaveLength(6);
    expect(rolls[0]).toEqual({ sequence: 1, label: "Issue #1 · Coins for Ana's Heads", faces: [2, 2, 1] });
    expect(await db.battle.findMany({ where: { campaignId }, orderBy: { issue: "asc" }, select: { issue: true, status: true } })).toEqual([
      { issue: 1, status: "RESOLVED" },
      { issue: 2, status: "RESOLVED" },
      { issue: 3, status: "RESOLVED" },
    ]);
  });

  test("a player records only a battle their own team plays in; SMF campaigns keep their staged battles", async () => {
    const organiser = await createUser();
    const created = await createCampaign(organiser, coinFlipSystem, { ...DEFAULT_SETTINGS, gameSystem: COIN_FLIP_ID });
    if (!created.ok) throw new Error(created.message);
    const campaignId = created.campaign.id;
    const [ana, ben, cat] = await Promise.all(["Ana", "Ben", "Cat"].map((name) => addMember(campaignId, "PLAYER", name)));
    const teams = await Promise.all(
      [ana!, ben!].map(async (player) => {
        const team = await createTeam(await accessFor(player.id, campaignId), coinFlipSystem, {
          name: `${player.name} team`,
          alignment: "HEROES",
          notes: "",
        });
        if (!team.ok) throw new Error(team.message);
        return team.team.id;
      }),
    );
    expect(await recordBattleResult(await accessFor(cat!.id, campaignId), coinFlipSystem, teams, scriptedDice([], 2))).toMatchObject({ ok: false, code: "not-your-battle" });
    expect(await db.battle.count({ where: { campaignId } })).toBe(0);

    const smf = await createCampaignFor();
    const smfAccess = await accessFor(smf.organiser.id, smf.campaign.id);
    expect(await recordBattleResult(smfAccess, gameSystem(smfAccess.gameSystem), ["a", "b"], scriptedDice([], 2))).toMatchObject({ ok: false, code: "staged-battles" });
  });
});
