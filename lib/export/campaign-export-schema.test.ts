import { describe, expect, test } from "vitest";
import { SMF_RULES_VERSION } from "@/lib/rules/smf";
import { buildCampaignExport, type CampaignExportSource } from "./build-campaign-export";
import { campaignExportSchema, type CampaignExport } from "./campaign-export-schema";
import { EXPORTED_AT, nightShift } from "./testing/team-source";

const at = new Date("2026-11-02T10:00:00.000Z");

function source(overrides: Partial<CampaignExportSource> = {}): CampaignExportSource {
  return {
    campaign: {
      id: "campaign-1",
      name: "Night Watch",
      storyPointGoal: 25,
      allowVehicles: false,
      allowAlternatePowerLevels: true,
      advancement: "CHOSEN",
      socialScienceVariant: "CH5_TABLE",
      reportConfirmation: "OPPONENT",
      optionsLockedAt: null,
      archivedAt: null,
      createdAt: at,
    },
    members: [
      { name: "Olive Organiser", role: "ORGANISER", joinedAt: at },
      { name: "Pat Player", role: "CO_ORGANISER", joinedAt: at },
    ],
    teams: [nightShift(), nightShift({ id: "team-2", name: "The Syndicate", alignment: "VILLAINS", archivedAt: at })],
    ledger: [
      { teamId: "team-1", delta: 1, reason: "STARTING", note: "Starting SP", actorName: "Pat Player", createdAt: at },
      { teamId: "team-2", delta: -2, reason: "GUEST_STAR", note: "", actorName: "Olive Organiser", createdAt: at },
    ],
    activity: [{ kind: "TEAM_CREATED", summary: "Pat Player founded the heroes team “The Night Shift”.", actorName: "Pat Player", createdAt: at }],
    ...overrides,
  };
}

const valid = () => JSON.parse(JSON.stringify(buildCampaignExport(source(), EXPORTED_AT))) as CampaignExport;

describe("campaignExportSchema", () => {
  test("a built campaign export reads back unchanged, in the format's own words", () => {
    const file = buildCampaignExport(source(), EXPORTED_AT);
    expect(campaignExportSchema.parse(JSON.parse(JSON.stringify(file)))).toEqual(file);
    expect(file).toMatchObject({
      format: "longbox.campaign",
      formatVersion: 1,
      rulesEdition: { rulesVersion: SMF_RULES_VERSION },
      campaign: { name: "Night Watch", settings: { storyPointGoal: 25, advancement: "chosen", socialScienceVariant: "ch5-table", reportConfirmation: "opponent" } },
      members: [
        { name: "Olive Organiser", role: "organiser" },
        { name: "Pat Player", role: "co-organiser" },
      ],
      storyPointLedger: [
        { teamId: "team-1", delta: 1, reason: "starting" },
        { teamId: "team-2", delta: -2, reason: "guest-star" },
      ],
    });
    expect(file.teams.map((team) => [team.name, team.alignment, team.isArchived, team.characters.length])).toEqual([
      ["The Night Shift", "heroes", false, 3],
      ["The Syndicate", "villains", true, 3],
    ]);
  });

  test("the activity feed is optional", () => {
    const file = buildCampaignExport(source({ activity: undefined }), EXPORTED_AT);
    expect(file).not.toHaveProperty("activity");
    expect(campaignExportSchema.safeParse(file).success).toBe(true);
  });

  const mutations: [string, (file: CampaignExport) => unknown, string][] = [
    ["a team export", (f) => ({ ...f, format: "longbox.team" }), "format"],
    ["a newer format version", (f) => ({ ...f, formatVersion: 2 }), "formatVersion"],
    ["a ledger line for a team not in the file", (f) => ({ ...f, storyPointLedger: [{ ...f.storyPointLedger[0]!, teamId: "elsewhere" }] }), "storyPointLedger.0.teamId"],
    ["a ledger line that changes nothing", (f) => ({ ...f, storyPointLedger: [{ ...f.storyPointLedger[0]!, delta: 0 }] }), "storyPointLedger.0.delta"],
    ["an unknown ledger reason", (f) => ({ ...f, storyPointLedger: [{ ...f.storyPointLedger[0]!, reason: "bribe" }] }), "storyPointLedger.0.reason"],
    ["a member with an email address", (f) => ({ ...f, members: [{ ...f.members[0]!, email: "olive@example.test" }] }), "members.0"],
    ["an unknown role", (f) => ({ ...f, members: [{ ...f.members[0]!, role: "king" }] }), "members.0.role"],
    ["a goal outside the settings' range", (f) => ({ ...f, campaign: { ...f.campaign, settings: { ...f.campaign.settings, storyPointGoal: 1000 } } }), "campaign.settings.storyPointGoal"],
    ["a broken team", (f) => ({ ...f, teams: [{ ...f.teams[0]!, alignment: "neutral" }, f.teams[1]] }), "teams.0.alignment"],
  ];
  test.each(mutations)("refuses %s", (_label, mutate, path) => {
    const result = campaignExportSchema.safeParse(mutate(valid()));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });
});
