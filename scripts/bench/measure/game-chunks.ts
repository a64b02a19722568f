/**
 * Which chunks of a Turbopack build hold each game's client components. A game's server components
 * render them through components/games/<folder>/client.ts, whose every export is a next/dynamic
 * loader: its compiled module names, per component, the module id that the route's
 * react-loadable-manifest.json maps to the chunks the component loads when a page draws it.
 * A chunk listed for one game's components only is that game's; one that several games' components
 * share (a library, a generic component) is nobody's.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chunkSizer, pageRoutes, readClientReferenceManifest, type RouteFirstLoad } from "./first-load-js";

export interface GameComponentChunks {
  /** The loader's export, e.g. CharacterBuilder. */
  name: string;
  /** The module id next/dynamic loads (a react-loadable-manifest.json key). */
  moduleId: string;
  /** Chunks, relative to .next (static/chunks/…). */
  files: string[];
}

export interface GameChunks {
  /** GameSystem.folder: the folder under components/games/. */
  folder: string;
  components: GameComponentChunks[];
  /** The chunks no other game's component loads. */
  ownFiles: string[];
}

const LOADER_KEY = /^\[project\]\/components\/games\/([a-z0-9-]+)\/client\.tsx?$/;
/**
 * `…then(e=>e.Name),{loadableGenerated:{modules:[123]}}` in next/dynamic's compiled call, or with the
 * component wrapped in its hydration gate: `…then(e=>(0,n.g)(e.Name)),{…}` (components/games/hydration-gate.tsx).
 */
const LOADED_EXPORT =
  /\.then\(\s*\(?(\w+)\)?\s*=>\s*(?:\1\.(\w+)|\(\s*0\s*,\s*[\w$]+\.[\w$]+\s*\)\(\s*\1\.(\w+)\s*\))\s*\)\s*,\s*\{\s*loadableGenerated:\s*\{\s*modules:\s*\[\s*"?([\w./-]+)"?\s*\]/g;

/** The body of one module in a chunk: from its header (`,<id>,e=>{`) to the next module's header. */
export function moduleSource(chunk: string, moduleId: string | number): string | null {
  const header = new RegExp(`[,\\[]${moduleId},\\(?\\w+(?:,\\w+)*\\)?=>\\{`).exec(chunk);
  if (!header) return null;
  const rest = chunk.slice(header.index + header[0].length);
  const next = /\},\d+,\(?\w+(?:,\w+)*\)?=>\{/.exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

/** The components a game's loader module loads: each export's name and the module id of what it imports. */
export function loadedComponents(loaderSource: string): Array<{ name: string; moduleId: string }> {
  return [...loaderSource.matchAll(LOADED_EXPORT)].map((match) => ({ name: (match[2] ?? match[3])!, moduleId: match[4]! }));
}

function loadableManifests(dir: string): Record<string, { files?: string[] }> {
  const merged: Record<string, { files?: string[] }> = {};
  if (!existsSync(dir)) return merged;
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(entry) !== "react-loadable-manifest.json") continue;
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, entry), "utf8")) as Record<string, { files?: string[] }>);
  }
  return merged;
}

/** Each game's lazily loaded client components and their chunks, from the build in `nextDir`. */
export function findGameChunks(nextDir: string): GameChunks[] {
  const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(nextDir, file), "utf8")) as T;
  const loaders = new Map<string, { id: string | number; chunks: string[] }>();
  for (const { entry } of pageRoutes(read<Record<string, string>>("app-path-routes-manifest.json"))) {
    const file = path.join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`);
    if (!existsSync(file)) continue;
    const modules = (readClientReferenceManifest(file, entry) as { clientModules?: Record<string, { id: string | number; chunks: string[] }> }).clientModules ?? {};
    for (const [key, module] of Object.entries(modules)) {
      const folder = LOADER_KEY.exec(key)?.[1];
      if (folder && !loaders.has(folder)) loaders.set(folder, module);
    }
  }
  const manifest = loadableManifests(path.join(nextDir, "server", "app"));
  const games = [...loaders].map(([folder, loader]) => {
    const source = loader.chunks
      .map((chunk) => moduleSource(readFileSync(path.join(nextDir, chunk.replace(/^\/_next\//, "")), "utf8"), loader.id))
      .find((found) => found !== null);
    if (!source) throw new Error(`The build holds no module ${loader.id} (components/games/${folder}/client.ts) in its chunks.`);
    const components = loadedComponents(source).map(({ name, moduleId }) => {
      const files = manifest[moduleId]?.files;
      if (!files) throw new Error(`No react-loadable-manifest.json of the build lists ${folder}'s ${name} (module ${moduleId}).`);
      return { name, moduleId, files };
    });
    if (components.length === 0) throw new Error(`components/games/${folder}/client.ts loads no component the bench can read: has the compiled form of next/dynamic changed?`);
    return { folder, components };
  });
  const owners = new Map<string, Set<string>>();
  for (const game of games) for (const component of game.components) for (const file of component.files) owners.set(file, (owners.get(file) ?? new Set()).add(game.folder));
  return games
    .map((game) => ({ ...game, ownFiles: [...new Set(game.components.flatMap((c) => c.files))].filter((file) => owners.get(file)!.size === 1) }))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The games whose own chunks are among `files` (a page's chunks). */
export function gamesIn(files: readonly string[], games: readonly GameChunks[]): string[] {
  const loaded = new Set(files.map((file) => file.replace(/^\/?_next\//, "")));
  return games.filter((game) => game.ownFiles.some((file) => loaded.has(file))).map((game) => game.folder);
}

export interface GameCodeReport {
  method: string;
  games: Array<{ folder: string; components: Array<{ name: string; files: string[]; rawBytes: number; gzipBytes: number }>; ownFiles: string[] }>;
  /** Routes whose first-load chunks hold a game's own chunks (none when every game's components load lazily). */
  routesCarrying: Array<{ route: string; games: string[] }>;
}

export const GAME_CODE_METHOD =
  "Each game's client components, as its server components render them, are the next/dynamic exports of its components/games/<game>/client.ts; " +
  "the build's react-loadable-manifest.json files list the chunks each one loads when a page draws it (sized like the first-load chunks, the shared ones included). " +
  "A chunk only one game's components load is that game's own.";

/** Each game's lazily loaded components, sized, and the routes whose first-load chunks carry a game's own chunks. */
export function measureGameCode(nextDir: string, routes: readonly RouteFirstLoad[]): GameCodeReport {
  const games = findGameChunks(nextDir);
  const sizeOf = chunkSizer(nextDir);
  return {
    method: GAME_CODE_METHOD,
    games: games.map(({ folder, components, ownFiles }) => ({
      folder,
      ownFiles,
      components: components.map(({ name, files }) => ({
        name,
        files,
        rawBytes: files.reduce((sum, file) => sum + sizeOf(file).rawBytes, 0),
        gzipBytes: files.reduce((sum, file) => sum + sizeOf(file).gzipBytes, 0),
      })),
    })),
    routesCarrying: routes.map((route) => ({ route: route.route, games: gamesIn(route.files, games) })).filter((route) => route.games.length > 0),
  };
}
