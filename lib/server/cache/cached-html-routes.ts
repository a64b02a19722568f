import { findSharedCampaign } from "@/lib/server/campaigns/find-shared-campaign";
import { findSharedTeam } from "@/lib/server/teams/find-shared-team";
import { readerCampaignVersion, type Reader } from "./reader";

/**
 * The routes serve-cached-html.ts may answer from kept HTML, each with the query that says whether
 * a kept page may be served and at which version (docs/caching.md).
 *
 * - **For everyone** (`keptFor: "everyone"`): the pages behind public links. No session, no
 *   reader's part: one kept page per address. `version` reads, in one query, whether the link still
 *   leads somewhere and the version of the campaign behind it: null for a withdrawn or unknown link
 *   (the page is then rendered the ordinary way, as the 404 page). `isScriptFree`: the page is
 *   read-only and whole in its HTML (no client components of ours, e2e/read-only-js.spec.ts), so it
 *   is served without the framework's scripts: a plain document, its links ordinary page loads.
 * - **For one reader** (`keptFor: "reader"`): signed-in campaign pages that change only when the
 *   campaign does. One kept page per reader and address, since what a page shows depends on who
 *   reads it (role, own team, buttons, the header's name). `version` checks the session and the
 *   membership with the campaign's version (reader.ts): null for anyone who may not read the page
 *   now. These pages keep their scripts, under a fresh nonce per answer.
 *
 * Not listed: pages that change without a write (a date picked from today), and pages whose forms
 * carry a one-time request key (battles, sessions): such a key would be the same in every answer
 * of one kept page, and a second tap would be taken for a retry of the first. kept-page.ts refuses
 * to keep any page that carries one, should a listed page grow a form.
 */
export type CachedHtmlRoute =
  | {
      /** An App Router path; a `[segment]` matches one non-empty path segment. */
      pattern: string;
      keptFor: "everyone";
      version: (params: Readonly<Record<string, string>>) => Promise<string | null>;
      isScriptFree: boolean;
    }
  | {
      pattern: string;
      keptFor: "reader";
      version: (params: Readonly<Record<string, string>>, reader: Reader) => Promise<string | null>;
    };

const campaignPage = (pattern: string): CachedHtmlRoute => ({
  pattern,
  keptFor: "reader",
  version: (params, reader) => readerCampaignVersion(reader, params.campaignId!),
});

export const CACHED_HTML_ROUTES: readonly CachedHtmlRoute[] = [
  { pattern: "/t/[token]", keptFor: "everyone", version: async ({ token }) => (await findSharedTeam(token!))?.cacheVersion ?? null, isScriptFree: true },
  { pattern: "/c/[token]", keptFor: "everyone", version: async ({ token }) => (await findSharedCampaign(token!))?.cacheVersion ?? null, isScriptFree: true },
  // A team belongs to one campaign (its page is the 404 page under any other): the campaign's version covers it.
  campaignPage("/campaigns/[campaignId]"),
  campaignPage("/campaigns/[campaignId]/teams/[teamId]"),
  campaignPage("/campaigns/[campaignId]/teams/[teamId]/ledger"),
  campaignPage("/campaigns/[campaignId]/rolls"),
  campaignPage("/campaigns/[campaignId]/journal"),
];

/**
 * Static pages beside a dynamic segment of these routes (app/(app)/campaigns/new, …/teams/import):
 * Next routes them to their own page, so a segment with one of these names is never an id here.
 */
const STATIC_SIBLINGS = new Set(["new", "import"]);

/** The route `pathname` is on, with the values of its dynamic segments, or null. */
export function cachedHtmlRouteOf(pathname: string, routes: readonly CachedHtmlRoute[] = CACHED_HTML_ROUTES): { route: CachedHtmlRoute; params: Record<string, string> } | null {
  const parts = pathname.split("/").filter(Boolean);
  for (const route of routes) {
    const pattern = route.pattern.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const isMatch = pattern.every((segment, i) => {
      if (!(segment.startsWith("[") && segment.endsWith("]"))) return segment === parts[i];
      params[segment.slice(1, -1)] = parts[i]!;
      return parts[i]!.length > 0 && !STATIC_SIBLINGS.has(parts[i]!);
    });
    if (isMatch) return { route, params };
  }
  return null;
}

/** Whether a request path is one of CACHED_HTML_ROUTES. */
export function matchesCachedHtmlRoute(pathname: string): boolean {
  return cachedHtmlRouteOf(pathname) !== null;
}
