import { describe, expect, test } from "vitest";
import { smfSettingsFromForm } from "./campaign-settings";

const form = { storyPointGoal: "20", advancement: "RANDOM", socialScienceVariant: "CH2" };
const parse = (input: Record<string, unknown>) => smfSettingsFromForm(input);

describe("SMF's options out of the campaign form", () => {
  test.each([
    ["a ticked checkbox", { allowVehicles: "on" }, true],
    ["an unticked checkbox (absent)", {}, false],
    ["anything else", { allowVehicles: "yes please" }, false],
  ])("allowVehicles from %s", (_label, extra, expected) => {
    expect((parse({ ...form, ...extra }).data ?? { allowVehicles: undefined }).allowVehicles).toBe(expected);
  });

  test.each([
    ["below the minimum", "4", "Set a goal of at least 5 story points."],
    ["above the maximum", "101", "Set a goal of at most 100 story points."],
    ["not whole", "20.5", "Enter a whole number."],
  ])("refuses a goal %s", (_label, storyPointGoal, message) => {
    const result = parse({ ...form, storyPointGoal });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  test("refuses an unknown option value", () => {
    expect(parse({ ...form, socialScienceVariant: "CH9" }).success).toBe(false);
  });

  test("stores the typed goal as a number, with the settings' version", () => {
    expect(parse({ ...form, allowAlternatePowerLevels: "on" }).data).toEqual({
      version: 1,
      storyPointGoal: 20,
      allowVehicles: false,
      allowAlternatePowerLevels: true,
      advancement: "RANDOM",
      socialScienceVariant: "CH2",
    });
  });
});
