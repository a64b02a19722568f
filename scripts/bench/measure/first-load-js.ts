/**
 * First-load JavaScript per app route, from the build in .next (Next 16 with Turbopack prints no
 * sizes). A page's first load fetches:
 *   - build-manifest.json `rootMainFiles`: the runtime and framework every App Router page loads;
 *   - the route's client reference manifest (server/app/<route>/page_client-reference-manifest.js)
 *     `entryJSFiles`: the chunks of every client component its layouts, page and boundaries use.
 * `polyfillFiles` are left out: they load only in browsers without ES modules (`noModule`).
 * Each chunk is gzipped with zlib at its default level (6, what a compressing server sends) and
 * the sizes summed per route. The HTML the bench fetches cross-checks this (htmlScriptChunks).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

export interface RouteFirstLoad {
  /** The URL pattern, e.g. /campaigns/[campaignId]. */
  route: string;
  /** Chunks, relative to .next (static/chunks/…). */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /**
   * The route's own JavaScript: its chunks beyond the framework's shared ones (rootMainFiles),
   * sized the same way. Absent in results written before it was measured.
   */
  own?: { files: string[]; rawBytes: number; gzipBytes: number };
  /** Our client components ("use client" modules of this project, not of node_modules) the route's pages and layouts draw. */
  clientComponents?: string[];
}

export interface FirstLoadReport {
  method: string;
  /** Loaded by every route (rootMainFiles). */
  shared: { files: string[]; rawBytes: number; gzipBytes: number };
  routes: RouteFirstLoad[];
}

export const FIRST_LOAD_METHOD =
  "Per route: build-manifest.json rootMainFiles ∪ the entryJSFiles of every entry (layouts, page, boundaries) in the route's " +
  "page_client-reference-manifest.js; polyfillFiles excluded (noModule). Each chunk gzipped with zlib (level 6), sizes summed. " +
  "kB = 1000 bytes.";

interface BuildManifest {
  rootMainFiles?: string[];
  polyfillFiles?: string[];
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
  clientModules?: Record<string, unknown>;
}

/**
 * Our client components in a client reference manifest: its clientModules keys
 * ("[project]/components/ui/date-time.tsx <module evaluation>", "…#DateTime") that name a file of
 * this project outside node_modules, one per file, sorted.
 */
export function ourClientComponents(manifest: ClientReferenceManifest): string[] {
  const files = Object.keys(manifest.clientModules ?? {})
    .map((key) => /^\[project\]\/([^#\s]+)/.exec(key)?.[1])
    .filter((file): file is string => file !== undefined && !file.startsWith("node_modules/") && !file.includes("/node_modules/"));
  return [...new Set(files)].sort();
}

/** Keeps the first occurrence of each file, in order. */
export function uniqueFiles(lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())];
}

/** The chunks one route loads first: the shared runtime, then every entry's chunks. */
export function routeFiles(rootMainFiles: readonly string[], entryJSFiles: Record<string, readonly string[]>): string[] {
  return uniqueFiles([rootMainFiles, ...Object.values(entryJSFiles)]);
}

/** The page routes of the build: app-path-routes-manifest.json keys ending in /page, without Next's internal global-error page. */
export function pageRoutes(appPathRoutes: Record<string, string>): Array<{ entry: string; route: string }> {
  return Object.entries(appPathRoutes)
    .filter(([entry]) => entry.endsWith("/page") && entry !== "/_global-error/page")
    .map(([entry, route]) => ({ entry, route }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Reads a client reference manifest: a script that assigns globalThis.__RSC_MANIFEST[entry]. */
export function readClientReferenceManifest(file: string, entry: string): ClientReferenceManifest {
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file, timeout: 5_000 });
  const manifest = sandbox.__RSC_MANIFEST?.[entry];
  if (!manifest) throw new Error(`${file} holds no client reference manifest for ${entry}.`);
  return manifest;
}

/** Sizes of chunks, each read and gzipped once however many routes share it. */
export function chunkSizer(nextDir: string) {
  const cache = new Map<string, { rawBytes: number; gzipBytes: number }>();
  return (file: string) => {
    let size = cache.get(file);
    if (!size) {
      const content = readFileSync(path.join(nextDir, file));
      size = { rawBytes: content.length, gzipBytes: gzipSync(content).length };
      cache.set(file, size);
    }
    return size;
  };
}

function total(files: readonly string[], sizeOf: ReturnType<typeof chunkSizer>) {
  return files.reduce((sum, f) => ({ rawBytes: sum.rawBytes + sizeOf(f).rawBytes, gzipBytes: sum.gzipBytes + sizeOf(f).gzipBytes }), { rawBytes: 0, gzipBytes: 0 });
}

export function measureFirstLoadJs(nextDir: string): FirstLoadReport {
  const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(nextDir, file), "utf8")) as T;
  const build = read<BuildManifest>("build-manifest.json");
  const rootMainFiles = build.rootMainFiles ?? [];
  const sizeOf = chunkSizer(nextDir);
  const routes = pageRoutes(read<Record<string, string>>("app-path-routes-manifest.json")).map(({ entry, route }) => {
    const file = path.join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`);
    if (!existsSync(file)) throw new Error(`The build has no client reference manifest for ${route} (${file}).`);
    const manifest = readClientReferenceManifest(file, entry);
    const files = routeFiles(rootMainFiles, manifest.entryJSFiles ?? {});
    const ownFiles = files.filter((f) => !rootMainFiles.includes(f));
    return { route, files, ...total(files, sizeOf), own: { files: ownFiles, ...total(ownFiles, sizeOf) }, clientComponents: ourClientComponents(manifest) };
  });
  return { method: FIRST_LOAD_METHOD, shared: { files: rootMainFiles, ...total(rootMainFiles, sizeOf) }, routes };
}

/**
 * The chunks an HTML page makes the browser load: every static chunk its script tags and inline
 * flight data name, except those of noModule scripts. Used to check the manifest method.
 */
export function htmlScriptChunks(html: string): string[] {
  const noModule = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc="\/_next\/(static\/chunks\/[^"]+\.js)"/.exec(tag)?.[1];
    if (src && /\bnomodule\b/i.test(tag)) noModule.add(src);
  }
  const named = html.match(/static\/chunks\/[A-Za-z0-9_.~-]+\.js/g) ?? [];
  return uniqueFiles([named]).filter((f) => !noModule.has(f));
}

export interface HtmlCheck {
  route: string;
  manifestGzipBytes: number;
  htmlGzipBytes: number;
  /** Chunks the HTML loads that the manifest method did not count, and the reverse. */
  onlyInHtml: string[];
  onlyInManifest: string[];
}

/** Compares a route's manifest figure with the chunks its served HTML names, sized the same way. */
export function checkAgainstHtml(nextDir: string, route: RouteFirstLoad, html: string): HtmlCheck {
  const files = htmlScriptChunks(html);
  const sizeOf = chunkSizer(nextDir);
  return {
    route: route.route,
    manifestGzipBytes: route.gzipBytes,
    htmlGzipBytes: files.reduce((sum, f) => sum + sizeOf(f).gzipBytes, 0),
    onlyInHtml: files.filter((f) => !route.files.includes(f)),
    onlyInManifest: route.files.filter((f) => !files.includes(f)),
  };
}
