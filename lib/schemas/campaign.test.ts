import { describe, expect, test } from "vitest";
import { campaignSettingsSchema } from "./campaign";
import { acceptInviteSchema, createInviteSchema } from "./invite";
import { changeMemberRoleSchema } from "./member";

const form = { name: "Elm Street", storyPointGoal: "20", advancement: "RANDOM", socialScienceVariant: "CH2", reportConfirmation: "NONE", teamControl: "ANYONE" };

describe("campaignSettingsSchema", () => {
  test("lets the game system's own fields through untouched, for its schema to check", () => {
    expect(campaignSettingsSchema.parse({ ...form, storyPointGoal: "20", allowVehicles: "on" })).toMatchObject({ storyPointGoal: "20", allowVehicles: "on" });
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
