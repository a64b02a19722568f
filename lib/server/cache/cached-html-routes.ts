import { findSharedCampaign } from "@/lib/server/campaigns/find-shared-campaign";
import { findSharedTeam } from "@/lib/server/teams/find-shared-team";

/**
 * The routes whose whole answer is the same for everyone who may see it: the pages behind public
 * links (no session, no viewer's part; their data comes from the read cache, read-cache.ts).
 * serve-cached-html.ts keeps their HTML and serves it under a hash-based CSP (SECURITY.md), checked
 * on every request against the version of the data it shows.
 *
 * `version` reads, in one query, whether the link still leads somewhere and the version of the
 * campaign behind it: null for a withdrawn or unknown link (the page is then rendered the ordinary
 * way, as the 404 page). `isScriptFree`: the page is read-only and whole in its HTML (no client
 * components of ours, e2e/read-only-js.spec.ts), so it is served without the framework's scripts:
 * a plain document, its links ordinary page loads.
 */
export interface CachedHtmlRoute {
  /** An App Router path; a `[segment]` matches one non-empty path segment. */
  pattern: string;
  version: (param: string) => Promise<string | null>;
  isScriptFree: boolean;
}

export const CACHED_HTML_ROUTES: readonly CachedHtmlRoute[] = [
  { pattern: "/t/[token]", version: async (token) => (await findSharedTeam(token))?.cacheVersion ?? null, isScriptFree: true },
  { pattern: "/c/[token]", version: async (token) => (await findSharedCampaign(token))?.cacheVersion ?? null, isScriptFree: true },
];

/** The route `pathname` is on, with the value of its one dynamic segment, or null. */
export function cachedHtmlRouteOf(pathname: string, routes: readonly CachedHtmlRoute[] = CACHED_HTML_ROUTES): { route: CachedHtmlRoute; param: string } | null {
  const parts = pathname.split("/").filter(Boolean);
  for (const route of routes) {
    const pattern = route.pattern.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    let param: string | null = null;
    const isMatch = pattern.every((segment, i) => {
      if (!(segment.startsWith("[") && segment.endsWith("]"))) return segment === parts[i];
      param = parts[i]!;
      return param.length > 0;
    });
    if (isMatch && param !== null) return { route, param };
  }
  return null;
}

/** Whether a request path is one of CACHED_HTML_ROUTES. */
export function matchesCachedHtmlRoute(pathname: string): boolean {
  return cachedHtmlRouteOf(pathname) !== null;
}
