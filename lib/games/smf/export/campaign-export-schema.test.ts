import { describe, expect, test } from "vitest";
import { SMF_RULES_VERSION } from "@/lib/rules/smf";
import { buildCampaignExport, exportablePayload } from "./build-campaign-export";
import { campaignExportSchema, type CampaignExport } from "./campaign-export-schema";
import { campaignSource, ID } from "./testing/campaign-source";
import { EXPORTED_AT } from "./testing/team-source";

const valid = () => JSON.parse(JSON.stringify(buildCampaignExport(campaignSource(), EXPORTED_AT))) as CampaignExport;

describe("campaignExportSchema (version 2)", () => {
  test("a built campaign export reads back unchanged, in the format's own words", () => {
    const file = buildCampaignExport(campaignSource(), EXPORTED_AT);
    expect(campaignExportSchema.parse(JSON.parse(JSON.stringify(file)))).toEqual(JSON.parse(JSON.stringify(file)));
    expect(file).toMatchObject({
      format: "longbox.campaign",
      formatVersion: 2,
      rulesEdition: { rulesVersion: SMF_RULES_VERSION },
      campaign: {
        name: "Night Watch",
        rollSequence: 1,
        finished: null,
        settings: { storyPointGoal: 25, advancement: "chosen", socialScienceVariant: "ch5-table", reportConfirmation: "opponent" },
      },
      members: [
        { name: "Olive Organiser", role: "organiser" },
        { name: "Pat Player", role: "co-organiser" },
      ],
      storyPointLedger: [
        { id: ID.starting1, reason: "starting", battleId: null, reversesEntryId: null },
        { id: ID.starting2, reason: "starting" },
        { id: ID.reward, reason: "reward", battleId: ID.battle },
        { id: ID.reversal, delta: -2, battleId: ID.battle, reversesEntryId: ID.reward },
      ],
      battles: [{ id: ID.battle, issue: 1, status: "undone", teams: [{ result: "won" }, { result: "lost" }], applyCount: 1, undoneByName: "Olive Organiser" }],
      rolls: [{ sequence: 1, source: "app", faces: [3, 5], characterId: ID.ghost }],
    });
    expect(file.teams.map((team) => [team.name, team.isArchived, team.archivedAt !== null, team.characters.map((c) => [c.hasFought, c.isRetired, c.retiredAt !== null])])).toEqual([
      [
        "The Night Shift",
        false,
        false,
        [
          [true, false, false],
          [false, false, false],
        ],
      ],
      [
        "The Syndicate",
        true,
        true,
        [
          [true, false, false],
          [false, true, true],
        ],
      ],
    ]);
    // Counters stored as {} (a team that never played) are written with their defaults.
    expect(file.teams[0]!.counters).toEqual({
      milestonesReached: 0,
      carriedSubplotDice: 0,
      guestStarsPending: 0,
      replacedSidekickIds: [],
      artifactUpkeepDeclined: [],
      wipedOutHenchmenIds: [],
    });
  });

  test("account and invite ids in activity payloads are blanked; everything else in a payload stays", () => {
    const file = buildCampaignExport(campaignSource(), EXPORTED_AT);
    expect(file.activity!.map((line) => line.payload)).toEqual([
      { v: 1, teamId: ID.nightShift, name: "The Night Shift" },
      { v: 1, userId: "", role: "PLAYER", inviteId: "" },
      { v: 1, teamId: ID.nightShift, characterId: ID.ghost, name: "Ghost" },
    ]);
    expect(exportablePayload({ v: 1, userId: "u", inviteId: null })).toEqual({ v: 1, userId: "", inviteId: null });
    expect(exportablePayload(null)).toEqual({});
  });

  test("the activity feed is optional", () => {
    const file = buildCampaignExport(campaignSource({ activity: undefined }), EXPORTED_AT);
    expect(file).not.toHaveProperty("activity");
    expect(campaignExportSchema.safeParse(file).success).toBe(true);
  });

  const mutations: [string, (file: CampaignExport) => unknown, string][] = [
    ["a team export", (f) => ({ ...f, format: "longbox.team" }), "format"],
    ["version 1", (f) => ({ ...f, formatVersion: 1 }), "formatVersion"],
    ["a file without battles", (f) => ({ ...f, battles: undefined }), "battles"],
    ["a ledger line that changes nothing", (f) => ({ ...f, storyPointLedger: [{ ...f.storyPointLedger[0]!, delta: 0 }] }), "storyPointLedger.0.delta"],
    ["an unknown ledger reason", (f) => ({ ...f, storyPointLedger: [{ ...f.storyPointLedger[0]!, reason: "bribe" }] }), "storyPointLedger.0.reason"],
    ["a member with an email address", (f) => ({ ...f, members: [{ ...f.members[0]!, email: "olive@example.test" }] }), "members.0"],
    ["an unknown role", (f) => ({ ...f, members: [{ ...f.members[0]!, role: "king" }] }), "members.0.role"],
    [
      "a goal outside the settings' range",
      (f) => ({ ...f, campaign: { ...f.campaign, settings: { ...f.campaign.settings, storyPointGoal: 1000 } } }),
      "campaign.settings.storyPointGoal",
    ],
    ["a broken team", (f) => ({ ...f, teams: [{ ...f.teams[0]!, alignment: "neutral" }, f.teams[1]] }), "teams.0.alignment"],
    ["an unknown battle status", (f) => ({ ...f, battles: [{ ...f.battles[0]!, status: "paused" }] }), "battles.0.status"],
    ["a battle without teams", (f) => ({ ...f, battles: [{ ...f.battles[0]!, teams: [] }] }), "battles.0.teams"],
    ["an owner id on a battle team", (f) => ({ ...f, battles: [{ ...f.battles[0]!, teams: [{ ...f.battles[0]!.teams[0]!, ownerId: "u1" }] }] }), "battles.0.teams.0"],
    [
      "a snapshot whose rows are not roster rows",
      (f) => ({ ...f, battles: [{ ...f.battles[0]!, snapshot: { ...f.battles[0]!.snapshot!, rows: { x: { position: -1, hasFought: false } } } }] }),
      "battles.0.snapshot.rows.x.position",
    ],
    ["a roll face of 0", (f) => ({ ...f, rolls: [{ ...f.rolls[0]!, faces: [0] }] }), "rolls.0.faces.0"],
    ["an unknown roll source", (f) => ({ ...f, rolls: [{ ...f.rolls[0]!, source: "psychic" }] }), "rolls.0.source"],
    ["an unknown activity kind", (f) => ({ ...f, activity: [{ ...f.activity![0]!, kind: "PARTY" }] }), "activity.0.kind"],
    [
      "counters with a negative count",
      (f) => ({ ...f, teams: [{ ...f.teams[0]!, counters: { ...f.teams[0]!.counters, milestonesReached: -1 } }, f.teams[1]] }),
      "teams.0.counters.milestonesReached",
    ],
  ];
  test.each(mutations)("refuses %s", (_label, mutate, path) => {
    const result = campaignExportSchema.safeParse(mutate(valid()));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });
});
