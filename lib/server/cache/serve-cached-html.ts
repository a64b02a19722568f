import { randomBytes, timingSafeEqual } from "node:crypto";
import { hashedContentSecurityPolicy, scriptFreeContentSecurityPolicy } from "@/lib/http/content-security-policy";
import { CACHED_HTML_ROUTES, cachedHtmlRouteOf, type CachedHtmlRoute } from "./cached-html-routes";
import { HtmlCache, type CachedHtml } from "./html-cache";
import { HTML_CACHE_HEADER, keptPage } from "./kept-page";

export { HTML_CACHE_HEADER } from "./kept-page";

/**
 * Serves the pages of cached-html-routes.ts as HTML kept between requests (proxy.ts asks here
 * first). A page rendered per request costs a React render; a kept one costs the one query that
 * checks the link and reads its campaign's version (docs/caching.md).
 *
 * - **Checked on every request.** The link is looked up each time: a withdrawn link is not served
 *   from here (Next renders its 404 page), and a page is served only while the campaign's version
 *   is the one it was rendered at. Versions live in Postgres and are raised in the transaction of
 *   every write, so the next request on any instance sees the change.
 * - **Rendered by Next, once per version.** On a miss this server asks itself for the page (a
 *   request marked with a secret this process made, so nobody else can ask for a page without a
 *   nonce), keeps the HTML, and answers with it.
 * - **No scripts, or hashed ones.** A nonce is per response and cannot be kept. A read-only page
 *   whole in its HTML is kept with its scripts taken out (the framework's runtime and the page's
 *   data for it, two thirds of the bytes) and served with a policy that lets no script run; any
 *   other kept page keeps its inline scripts, allowed by their SHA-256 hashes, as on prerendered
 *   pages (SECURITY.md).
 */

/** Marks this server's own request for a page to keep (the value is this process's secret). */
export const HTML_FILL_HEADER = "x-longbox-html-fill";

const fillSecret = randomBytes(32).toString("base64url");
const MAX_ENTRIES = Math.max(16, Number(process.env.LONGBOX_HTML_CACHE_ENTRIES ?? 500) || 500);
const cache = new HtmlCache(MAX_ENTRIES);

/** Whether the request is this server's own request for a page to keep. */
export function isHtmlFill(headers: Headers): boolean {
  const given = headers.get(HTML_FILL_HEADER);
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(fillSecret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Renders the page at `pathAndQuery` for keeping; null when the answer is not a page to keep. */
export type HtmlRenderer = (pathAndQuery: string, options: { isScriptFree: boolean }) => Promise<CachedHtml | null>;

/**
 * Asks this server for the page. The address is this process's own port (Next puts it in PORT
 * when it starts listening), never one taken from the request. LONGBOX_INTERNAL_ORIGIN overrides
 * it where the server cannot reach itself on 127.0.0.1.
 */
export const renderThroughThisServer: HtmlRenderer = async (pathAndQuery, options) => {
  const origin = process.env.LONGBOX_INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? "3000"}`;
  const response = await fetch(new URL(pathAndQuery, origin), {
    headers: { [HTML_FILL_HEADER]: fillSecret, accept: "text/html" },
    redirect: "manual",
    cache: "no-store",
  });
  return keptPage(response, options);
};

/** A request for a page that may be served from here: a plain GET of a cached route's HTML (not the client router's data). */
function servableRoute(request: Request, routes: readonly CachedHtmlRoute[]): { route: CachedHtmlRoute; param: string } | null {
  if (request.method !== "GET" || request.headers.has("rsc") || request.headers.has("next-router-prefetch") || request.headers.has("next-action")) return null;
  const url = new URL(request.url);
  if (url.searchParams.has("_rsc")) return null;
  return cachedHtmlRouteOf(url.pathname, routes);
}

/**
 * The answer to `request` from kept HTML, or null when it is not served from here (not a cached
 * route, a link that leads nowhere, a page that did not render as a 200): the caller passes it on
 * to be rendered per request with a nonce.
 */
export async function serveCachedHtml(
  request: Request,
  { isDevelopment, render = renderThroughThisServer, routes = CACHED_HTML_ROUTES }: { isDevelopment: boolean; render?: HtmlRenderer; routes?: readonly CachedHtmlRoute[] },
): Promise<Response | null> {
  const match = servableRoute(request, routes);
  if (!match) return null;
  const version = await match.route.version(match.param);
  if (version === null) return null;
  const url = new URL(request.url);
  const pathAndQuery = `${url.pathname}${url.search}`;
  let found: Awaited<ReturnType<HtmlCache["get"]>>;
  try {
    found = await cache.get(pathAndQuery, version, () => render(pathAndQuery, { isScriptFree: match.route.isScriptFree }));
  } catch {
    return null; // the server could not reach itself: the page is rendered the ordinary way
  }
  if (!found) return null;
  const headers = new Headers(found.html.headers);
  headers.set("Content-Security-Policy", found.html.isScriptFree ? scriptFreeContentSecurityPolicy() : hashedContentSecurityPolicy(found.html.scriptHashes, { isDevelopment }));
  headers.set(HTML_CACHE_HEADER, found.isHit ? "hit" : "fill");
  return new Response(found.html.body, { status: 200, headers });
}

/** How many pages are kept and how many were rendered (tests and the bench). */
export function htmlCacheStats(): { entries: number; renders: number } {
  return cache.stats();
}

/** Forgets every kept page (tests). */
export function clearHtmlCache(): void {
  cache.clear();
}
