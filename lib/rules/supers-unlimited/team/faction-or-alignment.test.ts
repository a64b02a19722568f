import { describe, expect, test } from "vitest";
import type { SuCard } from "../card/card";
import { rosterSettings, type SuRosterSettings } from "../card/roster-settings";
import { member } from "../samples/test-members";
import { alignmentTeamBreaks, compositionsMet, factionTeamBreaks, teamFaction } from "./faction-or-alignment";

const S = (over: Partial<SuRosterSettings> = {}) => rosterSettings(over);
const of =
  (faction: string | null) =>
  (name: string, level = 4) =>
    member(name, level, { faction });
const shield = of("Shield");
const claw = of("Claw");

describe("Faction Team (SU L396, Ruling SU-R31, SU-R32)", () => {
  test("all of one Faction", () => {
    expect(factionTeamBreaks([shield("A"), shield("B"), shield("C")], S())).toEqual([]);
  });
  test("one Guest Star in a 25-Level game", () => {
    expect(factionTeamBreaks([shield("A"), shield("B"), claw("C")], S())).toEqual([]);
  });
  test("two Guest Stars in a 25-Level game", () => {
    expect(factionTeamBreaks([shield("A"), shield("B"), claw("C"), of(null)("D")], S())).toEqual([
      { reason: "2 characters are not of the Shield Faction (C and D), and one Guest Star per 25 Levels is allowed, so 1 in this game", characters: ["c", "d"] },
    ]);
  });
  test("two Guest Stars in a 35-Level game: a started block counts", () => {
    expect(factionTeamBreaks([shield("A"), shield("B"), claw("C"), claw("D")], S({ gameSize: "large" }))).toEqual([]);
    expect(factionTeamBreaks([shield("A"), shield("B"), claw("C"), claw("D")], S({ gameSize: "large", levelBlockRounding: "full" }))).toHaveLength(1);
  });
  test("a 15-Level game counting whole blocks allows no Guest Star", () => {
    expect(factionTeamBreaks([shield("A"), claw("B"), shield("C")], S({ gameSize: "small", levelBlockRounding: "full" }))[0]?.reason).toBe(
      "1 character is not of the Shield Faction (B), and one Guest Star per 25 Levels is allowed, so none in this game",
    );
  });
  test("no Faction symbols at all", () => {
    expect(factionTeamBreaks([of(null)("A"), of(null)("B")], S())[0]?.reason).toBe(
      "no character shows a Faction symbol, so all 2 would be Guest Stars, and one Guest Star per 25 Levels is allowed, so 1 in this game",
    );
  });
  test("the team's Faction is the most common; equal counts take the first alphabetically", () => {
    expect(teamFaction([claw("A"), shield("B"), shield("C")]).faction).toBe("Shield");
    expect(teamFaction([shield("A"), claw("B")])).toMatchObject({ faction: "Claw", guestStars: [{ name: "A" }] });
    expect(teamFaction([of(null)("A")]).faction).toBeNull();
  });
});

describe("Alignment Team (SU L397, Ruling SU-R33)", () => {
  const hero = (n: string) => member(n, 4, { alignment: "hero" });
  const villain = (n: string) => member(n, 4, { alignment: "villain" });
  const anti = (n: string) => member(n, 4, { alignment: "anti-hero" });
  const reasons = (cards: SuCard[], over: Partial<SuRosterSettings> = {}) => alignmentTeamBreaks(cards, S(over)).map((b) => b.reason);

  test.each<[string, SuCard[]]>([
    ["all Heroes", [hero("A"), hero("B")]],
    ["all Villains", [villain("A")]],
    ["two Heroes and one Anti-Hero", [hero("A"), hero("B"), anti("C")]],
    ["half Villains, half Anti-Heroes", [villain("A"), anti("B")]],
  ])("an Alignment Team: %s", (_label, cards) => {
    expect(reasons(cards)).toEqual([]);
  });

  test("one Hero and two Anti-Heroes: under half share an Alignment, over half are Anti-Heroes", () => {
    expect(reasons([hero("A"), anti("B"), anti("C")])).toEqual([
      "at least half the characters must be Heroes, or Villains, and the team has 1 Hero of 3",
      "no more than half the characters may be Anti-Heroes, and 2 of 3 are: B and C",
    ]);
  });

  test("Heroes and Villains half and half: refused by default, allowed by the letter of L397", () => {
    expect(reasons([hero("A"), hero("B"), villain("C"), villain("D")])).toEqual(["the characters who are not Heroes must be Anti-Heroes, and C and D are Villains"]);
    expect(reasons([hero("A"), hero("B"), villain("C"), villain("D")], { alignmentTeamRest: "anyone" })).toEqual([]);
  });

  test("the Alignment most share is the team's", () => {
    expect(reasons([villain("A"), villain("B"), hero("C")])).toEqual(["the characters who are not Villains must be Anti-Heroes, and C is a Hero"]);
  });
});

test("compositionsMet: both, one, or neither", () => {
  const hero = (n: string, f: string | null) => member(n, 4, { alignment: "hero", faction: f });
  const villain = (n: string, f: string | null) => member(n, 4, { alignment: "villain", faction: f });
  expect(compositionsMet([hero("A", "Shield"), hero("B", "Shield")], S())).toEqual(["faction", "alignment"]);
  expect(compositionsMet([hero("A", "Shield"), villain("B", "Shield")], S())).toEqual(["faction"]);
  expect(compositionsMet([hero("A", "Shield"), hero("B", "Claw"), hero("C", null)], S())).toEqual(["alignment"]);
  expect(compositionsMet([hero("A", "Shield"), villain("B", "Claw"), villain("C", null)], S())).toEqual([]);
});
