import type { AnyGameSystem, GameSystemListing } from "@/lib/game-contract/game-system";
import { superMissionForce } from "./smf";
import { supersUnlimited } from "./supers-unlimited";
import { vsgmr } from "./vsgmr";

/**
 * Every game system Longbox plays, keyed by the id stored in Campaign.gameSystem. Adding a system
 * is one line here (docs/adding-a-game-system.md).
 */
const SYSTEMS: ReadonlyMap<string, AnyGameSystem> = new Map<string, AnyGameSystem>([
  [superMissionForce.id, superMissionForce],
  [supersUnlimited.id, supersUnlimited],
  [vsgmr.id, vsgmr],
]);

/**
 * The registered systems a new campaign may choose. A system is registered as soon as its module
 * exists (its campaigns then work everywhere), and offered here once its screens are complete;
 * until then the campaign form lists it as coming.
 */
const OFFERED: ReadonlySet<string> = new Set([superMissionForce.id, supersUnlimited.id, vsgmr.id]);

/** Systems whose sources Longbox holds but whose module is not written yet: listed as "coming". */
const COMING: readonly GameSystemListing[] = [
  { id: "SHSA_PLAY_SHEET", name: "SHSA play sheet", rulesEdition: "Play sheet", isAvailable: false },
  { id: "D20_SUPERHERO", name: "d20 superhero roleplaying", rulesEdition: "Core rules", isAvailable: false },
];

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

/** The system whose campaign files have this format id (the campaign import). */
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
  testSystems.set(system.id, system);
}
