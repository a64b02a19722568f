import { describe, expect, test } from "vitest";
import { campaignSettingsSchema } from "./campaign";
import { acceptInviteSchema, createInviteSchema } from "./invite";
import { changeMemberRoleSchema } from "./member";

const form = { name: "Elm Street", storyPointGoal: "20", advancement: "RANDOM", socialScienceVariant: "CH2", reportConfirmation: "NONE", teamControl: "ANYONE" };

describe("campaignSettingsSchema", () => {
  test.each([
    ["a ticked checkbox", { allowVehicles: "on" }, true],
    ["an unticked checkbox (absent)", {}, false],
    ["anything else", { allowVehicles: "yes please" }, false],
  ])("allowVehicles from %s", (_label, extra, expected) => {
    expect(campaignSettingsSchema.parse({ ...form, ...extra }).allowVehicles).toBe(expected);
  });

  test.each([
    ["below the minimum", "4", "Set a goal of at least 5 story points."],
    ["above the maximum", "101", "Set a goal of at most 100 story points."],
    ["not whole", "20.5", "Enter a whole number."],
  ])("refuses a goal %s", (_label, storyPointGoal, message) => {
    const result = campaignSettingsSchema.safeParse({ ...form, storyPointGoal });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  test("refuses an unknown option value", () => {
    expect(campaignSettingsSchema.safeParse({ ...form, socialScienceVariant: "CH9" }).success).toBe(false);
  });

  test.each([
    ["owners roll and choose, app dice only", { teamControl: "OWNERS", appDiceOnly: "on" }, { teamControl: "OWNERS", appDiceOnly: true }],
    ["anyone rolls and chooses, typed dice allowed (unticked)", { teamControl: "ANYONE" }, { teamControl: "ANYONE", appDiceOnly: false }],
  ])("the table policy: %s", (_label, extra, expected) => {
    expect(campaignSettingsSchema.parse({ ...form, ...extra })).toMatchObject(expected);
  });

  test("refuses a missing or unknown 'who rolls and chooses'", () => {
    const { teamControl: _omitted, ...withoutTeamControl } = form;
    for (const input of [withoutTeamControl, { ...form, teamControl: "EVERYONE" }]) {
      expect(campaignSettingsSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual(["Choose who rolls and chooses for each team."]);
    }
  });
});

describe("invite and member schemas", () => {
  test.each([
    ["an organiser role (invites never make organisers)", { role: "ORGANISER", expiresInDays: "7" }],
    ["an expiry that is not offered", { role: "PLAYER", expiresInDays: "365" }],
    ["a number of people that is not offered", { role: "PLAYER", expiresInDays: "7", maxUses: "1000000" }],
    ["no one at all", { role: "PLAYER", expiresInDays: "7", maxUses: "0" }],
  ])("createInviteSchema refuses %s", (_label, input) => {
    expect(createInviteSchema.safeParse({ campaignId: "c1", ...input }).success).toBe(false);
  });

  test("createInviteSchema accepts a player invite for 7 days, for one person unless told otherwise", () => {
    expect(createInviteSchema.parse({ campaignId: "c1", role: "PLAYER", expiresInDays: "7" })).toEqual({ campaignId: "c1", role: "PLAYER", expiresInDays: 7, maxUses: 1 });
    expect(createInviteSchema.parse({ campaignId: "c1", role: "PLAYER", expiresInDays: "7", maxUses: "10" })).toMatchObject({ maxUses: 10 });
  });

  test("acceptInviteSchema refuses a token far off the real length", () => {
    expect(acceptInviteSchema.safeParse({ token: "short" }).success).toBe(false);
  });

  test("changeMemberRoleSchema needs a known role", () => {
    expect(changeMemberRoleSchema.safeParse({ campaignId: "c1", userId: "u1", role: "ADMIN" }).success).toBe(false);
  });
});
