import { describe, expect, test } from "vitest";
import { readSmfBattleDetails, smfBattleDetails } from "./battle-details";

describe("SMF battle details (Battle.details)", () => {
  test("written with every key, and read back as written", () => {
    const written = smfBattleDetails({ scenarioChoice: "rooftop-rumble" });
    expect(written).toEqual({ v: 1, scenarioChoice: "rooftop-rumble", specialEventChoice: null, scenarioId: null, specialEventId: null });
    expect(readSmfBattleDetails(JSON.parse(JSON.stringify(written)))).toEqual(written);
  });

  test.each([
    { label: "not an object", json: "rooftop-rumble" },
    { label: "an array", json: [] },
    { label: "no version", json: {} },
    { label: "another version", json: { v: 2 } },
    { label: "a scenario SMF does not know", json: { v: 1, scenarioId: "moon-base" } },
    { label: "a special event that is not a string", json: { v: 1, specialEventId: 3 } },
  ])("refuses damage: $label", ({ json }) => {
    expect(() => readSmfBattleDetails(json)).toThrow(/Battle details/);
  });
});
