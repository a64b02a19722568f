/**
 * Which Content-Security-Policy a request gets (proxy.ts asks here for every response):
 * - a page the build prerendered (its HTML in .next/server/app): the hashes of its inline scripts,
 *   read from that HTML once per server process (hashedContentSecurityPolicy);
 * - an address no route of the app matches: Next answers it with the prerendered not-found page,
 *   so that page's hashes;
 * - anything else: a fresh nonce (contentSecurityPolicy), which Next stamps on the scripts of a
 *   page it renders for this request.
 * The choice lives here, except for the pages behind public links, which are answered from kept
 * HTML under that HTML's own hashes (lib/server/cache/serve-cached-html.ts, before this is asked).
 * A route served as HTML made ahead of the request must be known to one of the two, or its
 * scripts would be refused.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, hashedContentSecurityPolicy, newNonce } from "./content-security-policy";

export interface PagePolicy {
  policy: string;
  /** The nonce in it, for Next to stamp on the scripts it renders; null for a prerendered page. */
  nonce: string | null;
}

/** SHA-256 (base64) of each inline script's text, as a CSP hash source names it; script files are left out. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!) || match[2]!.length === 0) continue;
    hashes.add(createHash("sha256").update(match[2]!, "utf8").digest("base64"));
  }
  return [...hashes];
}

/** The built HTML file of a prerendered route ("/" is index.html). */
export function prerenderedHtmlFile(nextDir: string, route: string): string {
  return path.join(nextDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
}

/** What the proxy needs to know of a build. */
export interface BuiltPages {
  /** Prerendered pages by URL path, each with its inline scripts' hashes. */
  prerendered: Map<string, string[]>;
  /** The prerendered not-found page's hashes, or null when it renders per request. */
  notFound: string[] | null;
  /** Every route of the app (pages and route handlers), as a pattern on the URL path. */
  routes: RegExp[];
}

export const NO_BUILD: BuiltPages = { prerendered: new Map(), notFound: null, routes: [] };

/** A route's URL pattern ("/t/[token]", "/api/auth/[...nextauth]") as a regular expression on the path. */
export function routePattern(route: string): RegExp {
  const segments = route
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return "(?:/.*)?";
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return "/.+";
      if (/^\[[^\]]+\]$/.test(segment)) return "/[^/]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    });
  return new RegExp(`^${segments.join("") || "/"}/?$`);
}

/**
 * The prerendered pages and the routes of the build in `nextDir`. Empty when there is no build
 * (the development server renders every page per request).
 */
export function readBuiltPages(nextDir: string): BuiltPages {
  const manifestFile = path.join(nextDir, "prerender-manifest.json");
  if (!existsSync(manifestFile)) return NO_BUILD;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { routes?: Record<string, unknown> };
  const hashesOf = (route: string) => {
    const file = prerenderedHtmlFile(nextDir, route);
    return existsSync(file) ? inlineScriptHashes(readFileSync(file, "utf8")) : null; // icon.svg is no HTML
  };
  const prerendered = new Map<string, string[]>();
  for (const route of Object.keys(manifest.routes ?? {})) {
    const hashes = route.startsWith("/_") ? null : hashesOf(route); // Next's internal pages are answered under other addresses
    if (hashes) prerendered.set(route, hashes);
  }
  const routesFile = path.join(nextDir, "app-path-routes-manifest.json");
  const routes = existsSync(routesFile) ? Object.values(JSON.parse(readFileSync(routesFile, "utf8")) as Record<string, string>).map(routePattern) : [];
  return { prerendered, notFound: "/_not-found" in (manifest.routes ?? {}) ? hashesOf("/_not-found") : null, routes };
}

let built: BuiltPages | null = null;

/** This server's build (read once; a production server never changes its build). */
export function builtPages(): BuiltPages {
  if (process.env.NODE_ENV !== "production") return NO_BUILD;
  built ??= readBuiltPages(path.join(process.cwd(), ".next"));
  return built;
}

/** The policy for a request to `pathname`. */
export function pagePolicy(pathname: string, { isDevelopment }: { isDevelopment: boolean }, build: BuiltPages = builtPages()): PagePolicy {
  const at = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const hashes = build.prerendered.get(at) ?? (build.notFound && !build.routes.some((route) => route.test(at)) ? build.notFound : undefined);
  if (hashes) return { policy: hashedContentSecurityPolicy(hashes, { isDevelopment }), nonce: null };
  const nonce = newNonce();
  return { policy: contentSecurityPolicy(nonce, { isDevelopment }), nonce };
}
