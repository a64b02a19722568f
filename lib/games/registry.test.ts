import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import {
  catalogGameSystem,
  checkGameVerbs,
  DEFAULT_GAME_SYSTEM_ID,
  gameSystem,
  isSelectableGameSystem,
  listCatalog,
  listGameSystems,
  registerGameSystemForTests,
  UnknownGameSystemError,
} from "./registry";

/**
 * Each game folder's system (lib/games/<game>/index.ts exports it), read here from the folders so
 * that a new game needs no edit in this file: the registry must offer every one of them.
 */
const GAMES_DIR = path.dirname(fileURLToPath(import.meta.url));
const isGameSystem = (value: unknown): value is AnyGameSystem =>
  typeof value === "object" && value !== null && typeof (value as AnyGameSystem).id === "string" && typeof (value as AnyGameSystem).rulesEdition === "string";
const FOLDER_SYSTEMS: AnyGameSystem[] = [];
for (const folder of readdirSync(GAMES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  const entry = path.join(GAMES_DIR, folder.name, "index.ts");
  if (!existsSync(entry)) continue;
  const systems = Object.values((await import(entry)) as Record<string, unknown>).filter(isGameSystem);
  if (systems.length !== 1) throw new Error(`lib/games/${folder.name}/index.ts exports ${systems.length} game systems; a game folder exports one.`);
  FOLDER_SYSTEMS.push(systems[0]!);
}

describe("the registry", () => {
  test("answers the campaign's system by its stored id, and refuses an unknown one by name", () => {
    expect(gameSystem("SUPER_MISSION_FORCE").name).toBe("Super Mission Force");
    expect(() => gameSystem("CHESS")).toThrow(UnknownGameSystemError);
    expect(() => gameSystem("CHESS")).toThrow("Longbox has no game system “CHESS”.");
  });

  test("reads a system from each game folder (SMF's among them)", () => {
    expect(FOLDER_SYSTEMS.length).toBeGreaterThan(1);
    expect(FOLDER_SYSTEMS.map((system) => system.id)).toContain(DEFAULT_GAME_SYSTEM_ID);
  });

  test("lists every offered game folder's system as playable, first, then the folders' games not offered yet (no other source is coming now)", () => {
    const listed = listGameSystems();
    const playable = listed.filter((system) => system.isAvailable);
    expect(playable.map(({ id, name }) => ({ id, name })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      FOLDER_SYSTEMS.filter((system) => system.offered === true)
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(listed.slice(0, playable.length)).toEqual(playable);
    for (const system of FOLDER_SYSTEMS) expect(gameSystem(system.id)).toBe(system);
    expect(listed.slice(playable.length).map(({ name, isAvailable }) => [name, isAvailable])).toEqual([]);
    expect(
      listGameSystems()
        .filter((system) => !system.isAvailable)
        .every((system) => !isSelectableGameSystem(system.id)),
    ).toBe(true);
    expect(isSelectableGameSystem(DEFAULT_GAME_SYSTEM_ID)).toBe(true);
  });

  test("finds each offered game's server side and screens in its folder by convention, so the catalog line is the only registration", async () => {
    const { gameServer } = await import("./server-registry");
    for (const system of FOLDER_SYSTEMS) {
      // A game in the catalog but not offered yet (listed as coming) still has its folders.
      expect(system.folder, system.id).toBeDefined();
      // The manifest lives in lib/games/<folder>/, and its screens in components/games/<folder>/.
      expect(existsSync(path.join(GAMES_DIR, system.folder!, "index.ts")), system.id).toBe(true);
      for (const screens of ["screens.ts", "public-screens.ts", "client.ts"])
        expect(existsSync(path.join(GAMES_DIR, "..", "..", "components", "games", system.folder!, screens)), `${system.id} ${screens}`).toBe(true);
      const server = await gameServer(system.id);
      expect(server, `${system.id}: lib/games/${system.folder}/server/index.ts exports its server side as \`server\``).toEqual(expect.any(Object));
    }
  });

  test("a system without a folder (a test-only one) has no server side", async () => {
    const { gameServer } = await import("./server-registry");
    registerGameSystemForTests({ ...gameSystem(DEFAULT_GAME_SYSTEM_ID), id: "FOLDERLESS_TEST_GAME", folder: undefined, offered: undefined, permissions: undefined });
    expect(await gameServer("FOLDERLESS_TEST_GAME")).toBeNull();
    expect(listGameSystems().map((system) => system.id)).not.toContain("FOLDERLESS_TEST_GAME");
  });

  test("a test system may not take an id already in use", () => {
    expect(() => registerGameSystemForTests({ ...gameSystem(DEFAULT_GAME_SYSTEM_ID) })).toThrow("is taken");
    expect(() => registerGameSystemForTests({ ...gameSystem(DEFAULT_GAME_SYSTEM_ID), id: "VSGMR" })).toThrow("is taken");
  });

  test("every registered game's own verbs pass the permission check's rules: a prefix of its own, none shadowing a generic verb", () => {
    const prefixes = FOLDER_SYSTEMS.flatMap((system) => (system.permissions ? [system.permissions.prefix] : []));
    expect(new Set(prefixes).size, "each game's verb prefix is its own").toBe(prefixes.length);
    for (const system of FOLDER_SYSTEMS) expect(() => checkGameVerbs(system, FOLDER_SYSTEMS)).not.toThrow();
  });

  test("a game whose verbs shadow a generic one, lack its prefix or take another game's prefix is refused where it is registered", () => {
    const base = { ...gameSystem(DEFAULT_GAME_SYSTEM_ID), exportFormat: undefined, catalog: undefined };
    const taken = FOLDER_SYSTEMS.find((system) => system.permissions)!.permissions!.prefix;
    expect(() => registerGameSystemForTests({ ...base, id: "SHADOWING", permissions: { prefix: "shadowing", verbs: { "battle:play": { roles: ["ORGANISER"] } } } })).toThrow(
      "The game system “SHADOWING” declares verbs the permission check refuses: SHADOWING: “battle:play” shadows a generic verb.",
    );
    expect(() => registerGameSystemForTests({ ...base, id: "PREFIXLESS", permissions: { prefix: "prefixless", verbs: { "other:act": { roles: ["ORGANISER"] } } } })).toThrow(
      "“other:act” is not “prefixless:<verb>”",
    );
    expect(() => registerGameSystemForTests({ ...base, id: "COPYCAT", permissions: { prefix: taken, verbs: {} } })).toThrow(`the verb prefix “${taken}” is another game's.`);
    // None of them was registered.
    for (const id of ["SHADOWING", "PREFIXLESS", "COPYCAT"]) expect(() => gameSystem(id)).toThrow(UnknownGameSystemError);
  });
});

describe("SMF's standings", () => {
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
    const declared = FOLDER_SYSTEMS.flatMap((system) => (system.catalog?.tryIt ? [{ id: system.id, href: `/try/${system.catalog.slug}` }] : []));
    expect(declared.length, "games with a try-it page").toBeGreaterThan(0);
    expect(catalog.flatMap((game) => (game.tryIt ? [{ id: game.id, href: game.tryIt.href }] : [])).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      declared.sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  test("a try-it address names its game by its declared slug; anything else is nobody's", () => {
    for (const system of FOLDER_SYSTEMS.filter((candidate) => candidate.catalog?.tryIt)) expect(catalogGameSystem(system.catalog!.slug)?.id, system.id).toBe(system.id);
    expect(new Set(FOLDER_SYSTEMS.flatMap((system) => (system.catalog ? [system.catalog.slug] : []))).size, "slugs are distinct").toBe(
      FOLDER_SYSTEMS.filter((system) => system.catalog).length,
    );
    expect(catalogGameSystem("chess")).toBeNull();
  });
});
