import { describe, expect, test } from "vitest";
import { CampaignSettingsError, readCampaignSettings, settingsFromInput } from "./campaign-settings";
import {
  catalogGameSystem,
  DEFAULT_GAME_SYSTEM_ID,
  gameSystem,
  isSelectableGameSystem,
  listCatalog,
  listGameSystems,
  registerGameSystemForTests,
  UnknownGameSystemError,
} from "./registry";

describe("the registry", () => {
  test("answers the campaign's system by its stored id, and refuses an unknown one by name", () => {
    expect(gameSystem("SUPER_MISSION_FORCE").name).toBe("Super Mission Force");
    expect(() => gameSystem("CHESS")).toThrow(UnknownGameSystemError);
    expect(() => gameSystem("CHESS")).toThrow("Longbox has no game system “CHESS”.");
  });

  test("lists SMF, Supers Unlimited and VSGMR as playable and the two other sources as coming", () => {
    expect(listGameSystems().map(({ name, isAvailable }) => [name, isAvailable])).toEqual([
      ["Super Mission Force", true],
      ["Supers Unlimited", true],
      ["Very Simple Generic Miniatures Rules", true],
      ["SHSA play sheet", false],
      ["d20 superhero roleplaying", false],
    ]);
    expect(
      listGameSystems()
        .filter((system) => !system.isAvailable)
        .every((system) => !isSelectableGameSystem(system.id)),
    ).toBe(true);
    expect(isSelectableGameSystem(DEFAULT_GAME_SYSTEM_ID)).toBe(true);
  });

  test("a test system may not take an id already in use", () => {
    expect(() => registerGameSystemForTests({ ...gameSystem(DEFAULT_GAME_SYSTEM_ID) })).toThrow("is taken");
    expect(() => registerGameSystemForTests({ ...gameSystem(DEFAULT_GAME_SYSTEM_ID), id: "VSGMR" })).toThrow("is taken");
  });
});

describe("SMF's campaign settings", () => {
  const options = { storyPointGoal: 20, allowVehicles: false, allowAlternatePowerLevels: true, advancement: "RANDOM", socialScienceVariant: "CH2" };

  test("a form input keeps SMF's options only, with the schema's version", () => {
    const result = settingsFromInput(DEFAULT_GAME_SYSTEM_ID, { ...options, name: "Elm Street", teamControl: "OWNERS" });
    expect(result).toMatchObject({ ok: true, settings: { version: 1, ...options } });
  });

  test.each([
    ["a goal below 5", { storyPointGoal: 4 }, { storyPointGoal: ["Set a goal of at least 5 story points."] }],
    ["a goal above 100", { storyPointGoal: 101 }, { storyPointGoal: ["Set a goal of at most 100 story points."] }],
    ["an unknown Social Science reading", { socialScienceVariant: "CH9" }, { socialScienceVariant: ["Choose a Social Science reading."] }],
    ["an unknown advancement", { advancement: "VOTED" }, { advancement: ["Choose how advancement works."] }],
    ["a goal that is not a number", { storyPointGoal: "lots" }, { storyPointGoal: ["Enter a number."] }],
  ])("refuses %s with the field's message", (_label, patch, fieldErrors) => {
    expect(settingsFromInput(DEFAULT_GAME_SYSTEM_ID, { ...options, ...patch })).toEqual({ ok: false, fieldErrors });
  });

  test("a stored value is read back as it was written", () => {
    expect(readCampaignSettings({ gameSystem: DEFAULT_GAME_SYSTEM_ID, settings: { version: 1, ...options } })).toEqual({ version: 1, ...options });
  });

  test.each([
    ["no version", { ...options }, "version"],
    ["a later version", { ...options, version: 2 }, "version"],
    ["a wrong type", { ...options, version: 1, allowVehicles: "yes" }, "allowVehicles"],
    ["null", null, "settings"],
  ])("a stored value with %s is a CampaignSettingsError naming the field", (_label, settings, field) => {
    const read = () => readCampaignSettings({ gameSystem: DEFAULT_GAME_SYSTEM_ID, settings });
    expect(read).toThrow(CampaignSettingsError);
    expect(read).toThrow(`do not fit Super Mission Force: ${field}:`);
  });

  test("SMF ranks standings by balance, then earned; equal teams keep their order", () => {
    const { compare } = gameSystem(DEFAULT_GAME_SYSTEM_ID).standings!;
    const record = { played: 0, won: 0, lost: 0, drawn: 0 };
    const rows = [
      { id: "a", balance: 3, earned: 5, record, stats: {} },
      { id: "b", balance: 4, earned: 4, record, stats: {} },
      { id: "c", balance: 3, earned: 6, record, stats: {} },
      { id: "d", balance: 3, earned: 5, record, stats: {} },
    ];
    expect(rows.sort((a, b) => compare(a, b, gameSystem(DEFAULT_GAME_SYSTEM_ID).settings.defaults)).map((row) => row.id)).toEqual(["b", "c", "a", "d"]);
  });
});

describe("the front page's catalog (#22 point 6)", () => {
  test("lists every offered game with its own line, each game's try-it page where it declares one", () => {
    const catalog = listCatalog();
    expect(catalog.map((game) => game.name)).toEqual(
      listGameSystems()
        .filter((system) => system.isAvailable)
        .map((system) => system.name),
    );
    for (const game of catalog) expect(game.line.length).toBeGreaterThan(20);
    expect(new Set(catalog.map((game) => game.line)).size).toBe(catalog.length);
    expect(catalog.flatMap((game) => (game.tryIt ? [game.tryIt.href] : []))).toEqual(["/try/super-mission-force", "/try/supers-unlimited", "/try/vsgmr"]);
  });

  test("a try-it address names its game by its declared slug; anything else is nobody's", () => {
    expect(catalogGameSystem("supers-unlimited")?.id).toBe("SUPERS_UNLIMITED");
    expect(catalogGameSystem("super-mission-force")?.id).toBe("SUPER_MISSION_FORCE");
    expect(catalogGameSystem("vsgmr")?.id).toBe("VSGMR");
    expect(catalogGameSystem("chess")).toBeNull();
  });
});
