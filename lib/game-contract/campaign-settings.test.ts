import { describe, expect, test } from "vitest";
import { superMissionForce } from "@/lib/games/smf";
import { supersUnlimited } from "@/lib/games/supers-unlimited";
import { CampaignSettingsError, readCampaignSettings, settingsFromInput } from "./campaign-settings";

// The generic settings helpers take the game as a parameter; SMF's schema is the example.
describe("a campaign's settings, read and written by its game's schema", () => {
  const options = { storyPointGoal: 20, allowVehicles: false, allowAlternatePowerLevels: true, advancement: "RANDOM", socialScienceVariant: "CH2" };

  test("a form input keeps SMF's options only, with the schema's version", () => {
    const result = settingsFromInput(superMissionForce, { ...options, name: "Elm Street", teamControl: "OWNERS" });
    expect(result).toMatchObject({ ok: true, settings: { version: 1, ...options } });
  });

  test.each([
    ["a goal below 5", { storyPointGoal: 4 }, { storyPointGoal: ["Set a goal of at least 5 story points."] }],
    ["a goal above 100", { storyPointGoal: 101 }, { storyPointGoal: ["Set a goal of at most 100 story points."] }],
    ["an unknown Social Science reading", { socialScienceVariant: "CH9" }, { socialScienceVariant: ["Choose a Social Science reading."] }],
    ["an unknown advancement", { advancement: "VOTED" }, { advancement: ["Choose how advancement works."] }],
    ["a goal that is not a number", { storyPointGoal: "lots" }, { storyPointGoal: ["Enter a number."] }],
  ])("refuses %s with the field's message", (_label, patch, fieldErrors) => {
    expect(settingsFromInput(superMissionForce, { ...options, ...patch })).toEqual({ ok: false, fieldErrors });
  });

  test("a stored value is read back as it was written", () => {
    expect(readCampaignSettings(superMissionForce, { gameSystem: superMissionForce.id, settings: { version: 1, ...options } })).toEqual({ version: 1, ...options });
  });

  test.each([
    ["no version", { ...options }, "version"],
    ["a later version", { ...options, version: 2 }, "version"],
    ["a wrong type", { ...options, version: 1, allowVehicles: "yes" }, "allowVehicles"],
    ["null", null, "settings"],
  ])("a stored value with %s is a CampaignSettingsError naming the field", (_label, settings, field) => {
    const read = () => readCampaignSettings(superMissionForce, { gameSystem: superMissionForce.id, settings });
    expect(read).toThrow(CampaignSettingsError);
    expect(read).toThrow(`do not fit Super Mission Force: ${field}:`);
  });

  test("another game's manifest never reads a campaign's settings: the mismatch is a programmer error", () => {
    const campaign = { gameSystem: superMissionForce.id, settings: { version: 1, ...options } };
    expect(() => readCampaignSettings(supersUnlimited, campaign)).toThrow("was read with the settings of");
    expect(() => readCampaignSettings(supersUnlimited, campaign)).not.toThrow(CampaignSettingsError);
  });
});
