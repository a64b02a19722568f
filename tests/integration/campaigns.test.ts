import { describe, expect, test } from "vitest";
import { db } from "@/lib/server/db";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { listMyCampaigns } from "@/lib/server/campaigns/list-my-campaigns";
import { updateCampaignSettings } from "@/lib/server/campaigns/update-campaign-settings";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { accessFor, addMember, createCampaignFor, createTeamFor, createUser, DEFAULT_SETTINGS } from "./factories";
import { chosenGameSystem, DEFAULT_GAME_SYSTEM_ID, gameSystem } from "@/lib/games/registry";
import { superMissionForce } from "@/lib/games/smf";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

async function activityKinds(campaignId: string) {
  return (await db.activityEvent.findMany({ where: { campaignId }, orderBy: { createdAt: "asc" } })).map((event) => event.kind);
}

describe("createCampaign", () => {
  test("stores the options, makes the creator organiser and records the start", async () => {
    const user = await createUser({ name: "Ann Organiser" });
    const input = campaignSettingsSchema.parse({
      name: "  Crisis on Elm Street ",
      storyPointGoal: "25",
      allowVehicles: "on",
      advancement: "CHOSEN",
      socialScienceVariant: "CH5_TABLE",
      reportConfirmation: "OPPONENT",
      teamControl: "OWNERS",
      appDiceOnly: "on",
    });
    const created = await createCampaign(user, superMissionForce, input);
    if (!created.ok) throw new Error(created.message);
    const { campaign } = created;

    const row = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(row).toMatchObject({
      name: "Crisis on Elm Street",
      gameSystem: "SUPER_MISSION_FORCE",
      settings: { version: 1, storyPointGoal: 25, allowVehicles: true, allowAlternatePowerLevels: false, advancement: "CHOSEN", socialScienceVariant: "CH5_TABLE" },
      reportConfirmation: "OPPONENT",
      teamControl: "OWNERS",
      appDiceOnly: true,
      optionsLockedAt: null,
      publicShareToken: null,
    });
    expect(await db.membership.findMany({ where: { campaignId: campaign.id }, select: { userId: true, role: true, leftAt: true } })).toEqual([
      { userId: user.id, role: "ORGANISER", leftAt: null },
    ]);
    const [event] = await db.activityEvent.findMany({ where: { campaignId: campaign.id } });
    expect(event).toMatchObject({ kind: "CAMPAIGN_CREATED", actorId: user.id, actorName: "Ann Organiser", summary: "Ann Organiser started the campaign “Crisis on Elm Street”." });
  });

  test("the defaults are the book's: goal 20 (L2700), Ch. 2 Social Science (Ruling R1)", async () => {
    expect(gameSystem(DEFAULT_GAME_SYSTEM_ID).settings.defaults).toEqual({
      version: 1,
      storyPointGoal: 20,
      allowVehicles: false,
      allowAlternatePowerLevels: true,
      advancement: "RANDOM",
      socialScienceVariant: "CH2",
    });
    const row = await db.campaign.create({ data: { name: "Defaults", settings: { ...gameSystem(DEFAULT_GAME_SYSTEM_ID).settings.defaults } } });
    expect(row).toMatchObject({ gameSystem: "SUPER_MISSION_FORCE", reportConfirmation: "NONE", teamControl: "ANYONE", appDiceOnly: false });
  });

  test("the input schema refuses an empty name; the system's schema a goal out of range, on its field; nothing is created", async () => {
    const result = campaignSettingsSchema.safeParse({ ...DEFAULT_SETTINGS, name: " ", storyPointGoal: "2" });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["name"]);
    const user = await createUser();
    const created = await createCampaign(user, superMissionForce, { ...DEFAULT_SETTINGS, name: "Too short", storyPointGoal: "2" });
    expect(created).toEqual({
      ok: false,
      code: "invalid-settings",
      message: "Check the campaign's options.",
      fieldErrors: { storyPointGoal: ["Set a goal of at least 5 story points."] },
    });
    expect(await db.campaign.count({ where: { name: "Too short" } })).toBe(0);
  });

  test("a Supers Unlimited league is created with its own options from the form; a system still to come is offered to no one", async () => {
    const user = await createUser();
    const form = {
      name: "Tuesday league",
      reportConfirmation: "NONE" as const,
      teamControl: "ANYONE" as const,
      appDiceOnly: false,
      gameSystem: "SUPERS_UNLIMITED",
      gameSize: "small",
      useSubplots: "on",
    };
    const created = await createCampaign(user, supersUnlimited, form);
    expect(created.ok).toBe(true);
    const row = await db.campaign.findUniqueOrThrow({ where: { id: created.ok ? created.campaign.id : "" } });
    expect(row).toMatchObject({ gameSystem: "SUPERS_UNLIMITED", settings: { version: 1, gameSize: "small", useSubplots: true, useGimmicks: false } });
    // The action asks the catalog for the chosen system: an id it does not offer has none to hand down.
    expect(chosenGameSystem("NOT_A_GAME")).toBeNull();
  });
});

describe("listMyCampaigns", () => {
  test("lists active memberships only, with the role and counts", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const player = await addMember(campaign.id, "PLAYER");
    await createTeamFor(campaign.id, player);
    const other = await createCampaignFor();
    await db.membership.create({ data: { campaignId: other.campaign.id, userId: player.id, role: "VIEWER", leftAt: new Date() } });

    const mine = await listMyCampaigns(player.id, gameSystem);
    expect(mine).toEqual([
      {
        id: campaign.id,
        name: campaign.name,
        role: "PLAYER",
        gameName: "Super Mission Force",
        goal: { amount: 20, unit: "story points", short: "SP", field: "storyPointGoal", label: "story point goal" },
        memberCount: 2,
        teamCount: 1,
        isArchived: false,
      },
    ]);
    expect((await listMyCampaigns(organiser.id, gameSystem)).map((c) => c.role)).toEqual(["ORGANISER"]);
    expect(await listMyCampaigns((await createUser()).id, gameSystem)).toEqual([]);
  });
});

describe("updateCampaignSettings", () => {
  test("before the first battle, every setting can change; the change is recorded", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const access = await accessFor(organiser.id, campaign.id);
    const result = await updateCampaignSettings(access, gameSystem(access.gameSystem), { ...DEFAULT_SETTINGS, name: "Renamed", storyPointGoal: 15, allowVehicles: true });
    expect(result).toEqual({ ok: true, changed: ["name", "storyPointGoal", "allowVehicles"] });
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ name: "Renamed", settings: { storyPointGoal: 15, allowVehicles: true } });
    expect(await activityKinds(campaign.id)).toEqual(["CAMPAIGN_CREATED", "CAMPAIGN_SETTINGS_CHANGED"]);
  });

  test("saving unchanged settings records nothing", async () => {
    const { campaign, organiser } = await createCampaignFor(undefined, { name: "Same" });
    const result = await updateCampaignSettings(await accessFor(organiser.id, campaign.id), superMissionForce, {
      ...DEFAULT_SETTINGS,
      name: "Same",
    });
    expect(result).toEqual({ ok: true, changed: [] });
    expect(await activityKinds(campaign.id)).toEqual(["CAMPAIGN_CREATED"]);
  });

  describe("after the first battle locked the options", () => {
    async function lockedCampaign() {
      const { campaign, organiser } = await createCampaignFor(undefined, { name: "Locked" });
      await db.campaign.update({ where: { id: campaign.id }, data: { optionsLockedAt: new Date() } });
      return { campaignId: campaign.id, access: await accessFor(organiser.id, campaign.id) };
    }

    test("changing an option is refused with a clear message, and nothing changes", async () => {
      const { campaignId, access } = await lockedCampaign();
      const before = await db.campaign.findUniqueOrThrow({ where: { id: campaignId } });
      const result = await updateCampaignSettings(access, gameSystem(access.gameSystem), { ...DEFAULT_SETTINGS, name: "Locked", storyPointGoal: 30, allowVehicles: true });
      expect(result).toEqual({
        ok: false,
        code: "options-locked",
        message: "The campaign's options are locked since its first battle. You can still rename it and raise the story point goal.",
      });
      expect(await db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).toEqual(before);
      expect(await activityKinds(campaignId)).toEqual(["CAMPAIGN_CREATED"]);
    });

    test("lowering the goal is refused, and nothing changes", async () => {
      const { campaignId, access } = await lockedCampaign();
      const result = await updateCampaignSettings(access, gameSystem(access.gameSystem), { ...DEFAULT_SETTINGS, name: "Locked", storyPointGoal: 10 });
      expect(result).toEqual({ ok: false, code: "goal-lowered", message: "Once play has begun, the story point goal can only be raised." });
      expect((await db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).settings).toMatchObject({ storyPointGoal: 20 });
    });

    test("raising the goal (and renaming) is allowed and the raise is its own activity line", async () => {
      const { campaignId, access } = await lockedCampaign();
      const result = await updateCampaignSettings(access, gameSystem(access.gameSystem), { ...DEFAULT_SETTINGS, name: "Locked Again", storyPointGoal: 30 });
      expect(result.ok).toBe(true);
      expect(await db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).toMatchObject({ name: "Locked Again", settings: { storyPointGoal: 30 } });
      expect(await activityKinds(campaignId)).toEqual(["CAMPAIGN_CREATED", "STORY_POINT_GOAL_RAISED", "CAMPAIGN_SETTINGS_CHANGED"]);
      const raised = await db.activityEvent.findFirstOrThrow({ where: { campaignId, kind: "STORY_POINT_GOAL_RAISED" } });
      expect(raised.payload).toEqual({ v: 1, from: 20, to: 30 });
    });
  });
});
