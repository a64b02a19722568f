import { describe, expect, test } from "vitest";
import { DEFAULT_D20_SETTINGS, HERO_POINT_CURRENCY } from "@/lib/rules/d20";
import { gameSystem, isSelectableGameSystem, listGameSystems } from "@/lib/games/registry";
import { d20RulesSettings } from "./campaign-settings";
import { readAdventureDetails } from "./conflict-record";
import { newD20Hero, readD20Hero } from "./hero-sheet";
import { D20_DEFAULT_SETTINGS, d20 } from "./index";

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("the d20 series' manifest", () => {
  test("is the catalog's D20_SUPERHERO, offered, with heroes taking no side, adventures and hero points", () => {
    expect(gameSystem("D20_SUPERHERO")).toBe(d20);
    expect(listGameSystems().find((listed) => listed.id === d20.id)).toMatchObject({ name: "d20 superhero series", isAvailable: true });
    expect(isSelectableGameSystem(d20.id)).toBe(true);
    expect(d20.roster.words).toEqual({ one: "hero", many: "Heroes" });
    expect("alignments" in d20.roster).toBe(false);
    expect(d20.sessions.kinds.map((kind) => kind.id)).toEqual(["ADVENTURE"]);
    expect(d20.ledger.currencies).toEqual([{ id: HERO_POINT_CURRENCY, name: "Hero points" }]);
  });

  test("its ledger holds hero points with the rules' reasons only", () => {
    expect(d20.ledger.isEntry({ currency: HERO_POINT_CURRENCY, reason: "DEFEAT" })).toBe(true);
    expect(d20.ledger.isEntry({ currency: HERO_POINT_CURRENCY, reason: "VILLAIN_ESCAPE" })).toBe(true);
    expect(d20.ledger.isEntry({ currency: HERO_POINT_CURRENCY, reason: "PATROL" })).toBe(false);
    expect(d20.ledger.isEntry({ currency: "story-points", reason: "DEFEAT" })).toBe(false);
  });

  test("its settings are the rules library's with their rulings' defaults, stored with a version", () => {
    expect(D20_DEFAULT_SETTINGS).toEqual({ ...DEFAULT_D20_SETTINGS, version: 1 });
    expect(d20.settings.schema.parse(D20_DEFAULT_SETTINGS)).toEqual(D20_DEFAULT_SETTINGS);
    expect(d20RulesSettings(D20_DEFAULT_SETTINGS)).toEqual(DEFAULT_D20_SETTINGS);
    expect(d20.settings.schema.safeParse({ ...D20_DEFAULT_SETTINGS, version: 2 }).success).toBe(false);
  });

  test("reads the campaign form's text; a left-out option takes its default", () => {
    expect(d20.settings.fromInput({}).data).toEqual(D20_DEFAULT_SETTINGS);
    expect(d20.settings.fromInput({ name: "Ignored", degreeStep: "4", startingHeroPoints: "3", resetHeroPointsEachAdventure: "false", lateJoinerTies: "roll-off" }).data).toEqual({
      ...D20_DEFAULT_SETTINGS,
      degreeStep: 4,
      startingHeroPoints: 3,
      resetHeroPointsEachAdventure: false,
      lateJoinerTies: "roll-off",
    });
  });

  test("refuses each bad option with its field's message", () => {
    expect(messagesOf(d20.settings.fromInput({ degreeStep: "0" }))).toEqual(["degreeStep: A degree is at least 1 point."]);
    expect(messagesOf(d20.settings.fromInput({ startingHeroPoints: "1.5" }))).toEqual(["startingHeroPoints: Starting hero points are a whole number."]);
    expect(messagesOf(d20.settings.fromInput({ naturalTwentyImprovesDegree: "maybe" }))).toEqual([
      "naturalTwentyImprovesDegree: Say whether a natural 20 improves a check (yes or no).",
    ]);
    expect(messagesOf(d20.settings.fromInput({ lateJoinerTies: "coin" }))).toEqual([
      "lateJoinerTies: Choose how a late joiner's tie is settled: after those already there, or a roll-off.",
    ]);
  });

  test("the campaign form names only options the settings read, and the first adventure locks only stored options", () => {
    const names = d20.settings.form.flatMap((section) => section.fields.map((field) => field.name));
    for (const name of names) expect(Object.keys(D20_DEFAULT_SETTINGS), name).toContain(name);
    const locked = d20.settings.form.filter((section) => section.locksWithPlay).flatMap((section) => section.fields.map((field) => field.name));
    expect([...locked].sort()).toEqual([...d20.settings.lockedByPlay].sort());
  });
});

describe("the stored hero and adventure", () => {
  test("a hero just made reads as a new one; a stored hero of the wrong shape is a clear error naming the field", () => {
    expect(readD20Hero({})).toEqual(newD20Hero());
    expect(readD20Hero(newD20Hero())).toEqual(newD20Hero());
    expect(() => readD20Hero({ ...newD20Hero(), ranks: { ...newD20Hero().ranks, dodge: "eight" } })).toThrow(
      "The stored hero does not fit at ranks.dodge: Dodge must be a number.",
    );
  });

  test("an adventure with nothing recorded has no conflicts and version 0; details of the wrong shape are refused", () => {
    expect(readAdventureDetails(null)).toEqual({ v: 1, version: 0, conflicts: [], starts: [] });
    // A record written before pages followed it live (and before it kept its starting points) reads at version 0, with none.
    expect(readAdventureDetails({ v: 1, conflicts: [] })).toEqual({ v: 1, version: 0, conflicts: [], starts: [] });
    expect(() => readAdventureDetails({ v: 2, conflicts: [] })).toThrow(/The stored adventure does not fit at v/);
  });

  test("the roster's check reads ranks", () => {
    expect(d20.roster.validateEntry(D20_DEFAULT_SETTINGS, newD20Hero().ranks, [])).toEqual({ ok: true });
    expect(d20.roster.validateEntry(D20_DEFAULT_SETTINGS, { ...newD20Hero().ranks, will: 99 }, [])).toMatchObject({
      ok: false,
      problems: [{ field: "will", message: "Will is at most 40." }],
    });
  });
});
