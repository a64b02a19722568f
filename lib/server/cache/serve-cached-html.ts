import { randomBytes, timingSafeEqual } from "node:crypto";
import { contentSecurityPolicy, hashedContentSecurityPolicy, newNonce, scriptFreeContentSecurityPolicy } from "@/lib/http/content-security-policy";
import { CACHED_HTML_ROUTES, cachedHtmlRouteOf, type CachedHtmlRoute } from "./cached-html-routes";
import { readerOf } from "./reader";
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
 * - **No scripts, or a fresh nonce.** A public page, read-only and whole in its HTML, is kept
 *   with its scripts taken out (the framework's runtime and the page's data for it, two thirds of
 *   the bytes) and served with a policy that lets no script run (or, were React to stream it in
 *   parts, with its inline scripts under their hashes). A signed-in page keeps its scripts: it is
 *   rendered with a nonce made for that render alone, and every answer replaces it with a fresh
 *   one under the same strict policy as a page rendered per request (SECURITY.md).
 * - **A signed-in page per reader.** Kept under the reader's id and the address, and served only
 *   when the request's session cookie opens, its session is live, and its reader is a member of
 *   the campaign, all read with the version (reader.ts). It is rendered as that reader: the
 *   request for it carries the reader's cookie.
 */

/** Marks this server's own request for a page to keep (the value is this process's secret). */
export const HTML_FILL_HEADER = "x-longbox-html-fill";

const fillSecret = randomBytes(32).toString("base64url");
const MAX_ENTRIES = Math.max(16, Number(process.env.LONGBOX_HTML_CACHE_ENTRIES ?? 500) || 500);
const MAX_MEGABYTES = Math.max(1, Number(process.env.LONGBOX_HTML_CACHE_MB ?? 64) || 64);
const cache = new HtmlCache(MAX_ENTRIES, MAX_MEGABYTES * 1024 * 1024);

/** Whether the request is this server's own request for a page to keep. */
export function isHtmlFill(headers: Headers): boolean {
  const given = headers.get(HTML_FILL_HEADER);
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(fillSecret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Carries the nonce a page for one reader is to be rendered with (only on a request marked as this server's). */
export const HTML_FILL_NONCE_HEADER = "x-longbox-html-fill-nonce";

const NONCE = /^[A-Za-z0-9+/]{22}==$/;

/**
 * The policy this server's own request for a page is rendered under (proxy.ts): with the nonce
 * it sent, for a page kept for one reader; else with no nonce at all, so the page's scripts carry
 * none (they are taken out, or allowed by their hashes).
 */
export function htmlFillPolicy(headers: Headers, { isDevelopment }: { isDevelopment: boolean }): string {
  const nonce = headers.get(HTML_FILL_NONCE_HEADER);
  return nonce !== null && NONCE.test(nonce) ? contentSecurityPolicy(nonce, { isDevelopment }) : hashedContentSecurityPolicy([], { isDevelopment });
}

/**
 * The client router's headers on its request for a page's data (Next's flight headers, and the
 * address it navigates from): they choose what the answer holds, so they are part of its key.
 */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"] as const;

export interface RenderOptions {
  isScriptFree: boolean;
  /** The client router's headers, for its request for the page's data (RSC) rather than the page. */
  routerHeaders?: Record<string, string>;
  /** The reader's Cookie header, for a page kept for one reader (rendered as them). */
  cookie?: string | null;
  /** The nonce to render it with, for a page that keeps its scripts for one reader. */
  nonce?: string | null;
}

/** Renders the page at `pathAndQuery` for keeping; null when the answer is not a page to keep. */
export type HtmlRenderer = (pathAndQuery: string, options: RenderOptions) => Promise<CachedHtml | null>;

/**
 * Asks this server for the page. The address is this process's own port (Next puts it in PORT
 * when it starts listening), never one taken from the request. LONGBOX_INTERNAL_ORIGIN overrides
 * it where the server cannot reach itself on 127.0.0.1.
 */
export const renderThroughThisServer: HtmlRenderer = async (pathAndQuery, options) => {
  const origin = process.env.LONGBOX_INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? "3000"}`;
  const headers: Record<string, string> = { [HTML_FILL_HEADER]: fillSecret, accept: options.routerHeaders ? "*/*" : "text/html", ...options.routerHeaders };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.nonce) headers[HTML_FILL_NONCE_HEADER] = options.nonce;
  const response = await fetch(new URL(pathAndQuery, origin), { headers, redirect: "manual", cache: "no-store" });
  return keptPage(response, options);
};

/**
 * What a GET asks for: the page (a page load), or its data for the client router (the `RSC`
 * header with its `_rsc` query, which next.config.js's skipProxyUrlNormalize lets the proxy see).
 * Null for anything else, or a request with one marker and not the other: left to Next.
 */
function requestKind(request: Request): "page" | "data" | null {
  if (request.method !== "GET" || request.headers.has("next-action")) return null;
  const hasHeader = request.headers.has("rsc") || request.headers.has("next-router-prefetch");
  const hasQuery = new URL(request.url).searchParams.has("_rsc");
  if (hasHeader !== hasQuery) return null;
  return hasHeader && request.headers.get("rsc") === "1" ? "data" : hasHeader ? null : "page";
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
  const kind = requestKind(request);
  const url = new URL(request.url);
  const match = kind && cachedHtmlRouteOf(url.pathname, routes);
  if (!match) return null;
  const pathAndQuery = `${url.pathname}${url.search}`;
  const { route, params } = match;
  let key: string;
  let version: string | null;
  let renderOptions: RenderOptions;
  if (route.keptFor === "reader") {
    const reader = await readerOf(request.headers);
    if (!reader) return null;
    version = await route.version(params, reader);
    const cookie = request.headers.get("cookie");
    if (kind === "data") {
      const routerHeaders = Object.fromEntries(ROUTER_HEADERS.flatMap((name) => (request.headers.has(name) ? [[name, request.headers.get(name)!]] : [])));
      // The reader's id is in the key: one reader's page is never another's; and so are the router's headers.
      key = `${reader.userId}\u0000${pathAndQuery}\u0000${JSON.stringify(routerHeaders)}`;
      renderOptions = { isScriptFree: false, cookie, routerHeaders };
    } else {
      key = `${reader.userId}\u0000${pathAndQuery}`;
      renderOptions = { isScriptFree: false, cookie, nonce: newNonce() };
    }
  } else if (kind === "data") {
    return null; // pages without scripts have no client router to ask for their data
  } else {
    version = await route.version(params);
    key = pathAndQuery;
    renderOptions = { isScriptFree: route.isScriptFree };
  }
  if (version === null) return null;
  let found: Awaited<ReturnType<HtmlCache["get"]>>;
  try {
    found = await cache.get(key, version, () => render(pathAndQuery, renderOptions));
  } catch {
    return null; // the server could not reach itself: the page is rendered the ordinary way
  }
  if (!found) return null;
  const { html } = found;
  const headers = new Headers(html.headers);
  headers.set(HTML_CACHE_HEADER, found.isHit ? "hit" : "fill");
  if (html.isData) {
    headers.set("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    return new Response(html.body, { status: 200, headers });
  }
  if (html.nonce) {
    // The page's own nonce, fresh for this answer, in place of the one it was rendered with.
    const nonce = newNonce();
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { isDevelopment }));
    headers.set("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    return new Response(html.body.replaceAll(html.nonce, nonce), { status: 200, headers });
  }
  headers.set("Content-Security-Policy", html.isScriptFree ? scriptFreeContentSecurityPolicy() : hashedContentSecurityPolicy(html.scriptHashes, { isDevelopment }));
  return new Response(html.body, { status: 200, headers });
}

/** How many pages are kept and how many were rendered (tests and the bench). */
export function htmlCacheStats(): { entries: number; renders: number; bytes: number } {
  return cache.stats();
}

/** Forgets every kept page (tests). */
export function clearHtmlCache(): void {
  cache.clear();
}
