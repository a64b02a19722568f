import { describe, expect, test } from "vitest";
import type { SuCard } from "../card/card";
import { rosterSettings, type SuRosterSettings } from "../card/roster-settings";
import { formationBreaks, formationsMet, type SuFormation } from "./formations";
import { member } from "../samples/test-members";

const reasons = (f: SuFormation, cards: SuCard[], settings: Partial<SuRosterSettings> = {}) => formationBreaks(f, cards, rosterSettings(settings)).map((b) => b.reason);

describe("Super Force (SU L390)", () => {
  test("any Supers, any Levels", () => {
    expect(reasons("super-force", [member("Titan", 10), member("Nova", 9), member("Ace", 4)])).toEqual([]);
  });
  test("no Henchmen", () => {
    const broken = formationBreaks("super-force", [member("Ace", 4), member("Goon", 2), member("Thug", 1)], rosterSettings());
    expect(broken).toEqual([{ reason: "it allows no Henchmen, and the team has 2 Henchmen: Goon and Thug", characters: ["goon", "thug"] }]);
  });
});

describe("Combined Team (SU L391)", () => {
  test("Supers' Levels exactly twice the Henchmen's, one Super of Level 7", () => {
    expect(reasons("combined-team", [member("Titan", 7), member("Ace", 5), member("Goon", 2), member("Goon 2", 2), member("Goon 3", 2)])).toEqual([]);
  });
  test("Supers' Levels under twice the Henchmen's", () => {
    expect(reasons("combined-team", [member("Ace", 7), member("Goon", 2), member("Goon 2", 2)])).toEqual(["the Supers' Levels (7) must be at least twice the Henchmen's (4)"]);
  });
  test("two Supers of Level 7 or above", () => {
    const broken = formationBreaks("combined-team", [member("Titan", 8), member("Nova", 7), member("Ace", 6), member("Goon", 2)], rosterSettings());
    expect(broken).toEqual([{ reason: "only one Super may be Level 7 or above, and the team has 2: Titan (Level 8) and Nova (Level 7)", characters: ["titan", "nova"] }]);
  });
});

describe("Goon Squad (SU L392, Ruling SU-R32)", () => {
  const squad = [member("Boss", 4), member("Goon", 2), member("Goon 2", 2), member("Goon 3", 2), member("Goon 4", 2)];
  test("Henchmen's Levels twice the Supers', one Super in a 25-Level game", () => {
    expect(reasons("goon-squad", squad)).toEqual([]);
  });
  test("Henchmen's Levels under twice the Supers'", () => {
    expect(reasons("goon-squad", [member("Boss", 5), member("Goon", 2), member("Goon 2", 2)])).toEqual(["the Henchmen's Levels (4) must be at least twice the Supers' (5)"]);
  });
  test("counting whole blocks of 50, a 25-Level Goon Squad has no Super", () => {
    expect(reasons("goon-squad", squad, { levelBlockRounding: "full" })).toEqual(["it allows one Super per 50 Levels, so none in this game, and the team has 1: Boss"]);
  });
  test("two Supers need more than 50 Levels", () => {
    const two = [member("Boss", 3), member("Boss 2", 3), ...Array.from({ length: 6 }, (_, i) => member(`Goon ${i}`, 2))];
    expect(reasons("goon-squad", two, { gameSize: "secret-crisis" })).toEqual(["it allows one Super per 50 Levels, so 1 in this game, and the team has 2: Boss and Boss 2"]);
    expect(reasons("goon-squad", two, { gameSize: "secret-crisis", agreedLevels: 60 })).toEqual([]);
  });
  test("only Henchmen is a Goon Squad", () => {
    expect(formationsMet([member("Goon", 2), member("Thug", 1)], rosterSettings())).toEqual(["goon-squad"]);
  });
});

describe("formationsMet", () => {
  test.each<[string, SuCard[], SuFormation[]]>([
    ["Supers of Level 6 or below meet Super Force and Combined Team", [member("Ace", 4), member("Blue", 6)], ["super-force", "combined-team"]],
    ["two Level 7+ Supers meet only Super Force", [member("Titan", 8), member("Nova", 7)], ["super-force"]],
    ["a Super with too many Henchmen for Combined, too few for Goon Squad meets none", [member("Ace", 4), member("Goon", 2), member("Goon 2", 2)], []],
  ])("%s", (_label, cards, met) => {
    expect(formationsMet(cards, rosterSettings())).toEqual(met);
  });
});
