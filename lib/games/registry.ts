import { gameVerbProblems } from "@/lib/authz/permissions";
import type { AnyGameSystem, GameSystemListing } from "@/lib/game-contract/game-system";
import { d20 } from "./d20";
import { shsa } from "./shsa";
import { superMissionForce } from "./smf";
import { supersUnlimited } from "./supers-unlimited";
import { vsgmr } from "./vsgmr";

/**
 * The catalog: every game system Longbox plays, one line each, in the order the new-campaign form
 * lists them. Adding a game is its folders and its line here (docs/adding-a-game-system.md): its
 * manifest (the GameSystem object) declares whether it is offered yet (`offered`) and names its
 * folder, where its server side (lib/games/server-registry.ts) and its screens
 * (components/games/registry.ts) are found by convention.
 */
const CATALOG: readonly AnyGameSystem[] = [superMissionForce, supersUnlimited, vsgmr, shsa, d20];

/** The catalog by the id stored in Campaign.gameSystem. */
const SYSTEMS: ReadonlyMap<string, AnyGameSystem> = new Map(CATALOG.map((system) => [system.id, system]));

/** The catalog's systems a new campaign may choose (GameSystem.offered); the others are listed as coming. */
const OFFERED: ReadonlySet<string> = new Set(CATALOG.filter((system) => system.offered === true).map((system) => system.id));

/**
 * Refuses a game whose own permission verbs break the rules (gameVerbProblems): each
 * `<prefix>:<verb>` with a prefix of its own, none shadowing a generic verb. `others`: the games
 * registered before it, whose prefixes are taken.
 */
export function checkGameVerbs(system: AnyGameSystem, others: Iterable<AnyGameSystem>): void {
  const taken = [...others].flatMap((other) => (other.id !== system.id && other.permissions ? [other.permissions.prefix] : []));
  const problems = gameVerbProblems(system, taken);
  if (problems.length > 0) throw new Error(`The game system “${system.id}” declares verbs the permission check refuses: ${problems.join(" ")}`);
}

for (const system of SYSTEMS.values()) checkGameVerbs(system, SYSTEMS.values());

/** Systems whose sources Longbox holds but whose module is not written yet: listed as "coming". */
const COMING: readonly GameSystemListing[] = [];

/** Registered by tests only (registerGameSystemForTests); never filled by the app. */
const testSystems = new Map<string, AnyGameSystem>();

export const DEFAULT_GAME_SYSTEM_ID = superMissionForce.id;

export class UnknownGameSystemError extends Error {
  constructor(readonly gameSystemId: string) {
    super(`Longbox has no game system “${gameSystemId}”.`);
    this.name = "UnknownGameSystemError";
  }
}

/** The system of a campaign. Throws UnknownGameSystemError for an id no module answers to (a programmer or data error). */
export function gameSystem(id: string): AnyGameSystem {
  const system = SYSTEMS.get(id) ?? testSystems.get(id);
  if (!system) throw new UnknownGameSystemError(id);
  return system;
}

/** A folder name as GameSystem.folder declares it: one path segment, never a way out of lib/games/ or components/games/. */
const FOLDER = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The folder of a system (GameSystem.folder) under lib/games/ and components/games/, where its
 * server side and its screens are found by convention; null for a system without one (a test-only one).
 */
export function gameFolder(gameSystemId: string): string | null {
  const folder = gameSystem(gameSystemId).folder;
  if (folder === undefined) return null;
  if (!FOLDER.test(folder)) throw new Error(`The game system ${gameSystemId} declares the folder “${folder}”, which is not one folder name.`);
  return folder;
}

/** The system whose campaign files are of this format, or null for a format no system writes. */
export function findGameSystemOfExportFormat(format: string): AnyGameSystem | null {
  return [...SYSTEMS.values(), ...testSystems.values()].find((candidate) => candidate.exportFormat === format) ?? null;
}

export function gameSystemOfExportFormat(format: string): AnyGameSystem {
  const system = findGameSystemOfExportFormat(format);
  if (!system) throw new Error(`No game system writes campaign files of the format “${format}”.`);
  return system;
}

/** A game as the front page lists it: its line, and its try-it page when it has one. */
export interface CatalogEntry {
  id: string;
  name: string;
  line: string;
  tryIt: { href: string; label: string } | null;
}

/** The front page's list of games (app/page.tsx): every offered system that declares a catalog line, in the registry's order. */
export function listCatalog(): CatalogEntry[] {
  return [...SYSTEMS.values()].flatMap(({ id, name, catalog }) =>
    OFFERED.has(id) && catalog ? [{ id, name, line: catalog.line, tryIt: catalog.tryIt ? { href: `/try/${catalog.slug}`, label: catalog.tryIt } : null }] : [],
  );
}

/** The offered system whose try-it page is /try/<slug> (app/try/[game]), or null. */
export function catalogGameSystem(slug: string): AnyGameSystem | null {
  return [...SYSTEMS.values()].find((system) => OFFERED.has(system.id) && system.catalog?.tryIt && system.catalog.slug === slug) ?? null;
}

/** Whether a new campaign may choose this system (createCampaign checks it). */
export function isSelectableGameSystem(id: string): boolean {
  return OFFERED.has(id) || testSystems.has(id);
}

/**
 * The system a new campaign chose (SMF when the form names none), or null for an id a new campaign
 * may not choose (a "coming" system, an unknown or forged one). The create-campaign action asks here
 * and hands the system down to createCampaign, which names no game.
 */
export function chosenGameSystem(id: string | undefined): AnyGameSystem | null {
  const chosen = id ?? DEFAULT_GAME_SYSTEM_ID;
  return isSelectableGameSystem(chosen) ? gameSystem(chosen) : null;
}

/** What the new-campaign form lists: the playable systems first, then those coming. */
export function listGameSystems(): GameSystemListing[] {
  const registered = [...SYSTEMS.values()].map(({ id, name, rulesEdition }) => ({ id, name, rulesEdition, isAvailable: OFFERED.has(id) }));
  return [...registered.filter((system) => system.isAvailable), ...registered.filter((system) => !system.isAvailable), ...COMING];
}

/**
 * Makes a system known to `gameSystem` for the rest of the test process. Only tests call it (a
 * system that exists to prove the contract, tests/integration/games/); the app never does.
 */
export function registerGameSystemForTests(system: AnyGameSystem): void {
  if (SYSTEMS.has(system.id) || COMING.some((coming) => coming.id === system.id)) throw new Error(`The game system id “${system.id}” is taken.`);
  checkGameVerbs(system, [...SYSTEMS.values(), ...testSystems.values()]);
  testSystems.set(system.id, system);
}
