import { inlineScriptHashes } from "@/lib/http/page-policy";
import type { CachedHtml } from "./html-cache";

/**
 * What is kept of a page rendered for keeping (serve-cached-html.ts): its HTML (without its
 * scripts, for a read-only page whole in its HTML), its inline scripts' hashes, and the headers
 * worth sending again. Pure: no database, no HTTP of its own.
 */

/** Says how the answer was made: `hit` (kept HTML) or `fill` (rendered now, and kept). */
export const HTML_CACHE_HEADER = "x-longbox-html-cache";

/** Headers that belong to one response, or that this answer sets itself. */
const NOT_KEPT = new Set([
  "content-security-policy",
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  HTML_CACHE_HEADER,
]);

/** A boundary React streamed after the shell: only a script shows it, so such a page keeps its scripts. */
const STREAMED_BOUNDARY = /<template id="B:|<div hidden id="S:/;

/**
 * The page as a document without scripts: every `<script>` element and every preload of a script
 * taken out. Null when the page needs its scripts to be whole (React streamed part of it).
 */
export function withoutScripts(html: string): string | null {
  if (STREAMED_BOUNDARY.test(html)) return null;
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*>/gi, (tag) => (/\bas="script"|\brel="modulepreload"/i.test(tag) ? "" : tag));
}

/**
 * A one-time request key in a form (the hidden `requestKey` field, or the same prop in the page's
 * data): every answer of one kept page would carry the same key, and the second tap with it would
 * be taken for a retry of the first and do nothing.
 */
export function carriesRequestKey(html: string): boolean {
  return html.includes("requestKey");
}

/**
 * The page in a rendered answer, or null for anything but a 200 HTML page (or, asked with the
 * client router's headers, `routerHeaders`, a 200 answer of the page's data, kept as it came,
 * unless it carries a request key):
 * - rendered with a nonce (`nonce`, a page for one reader): kept whole, with that nonce, which
 *   serve-cached-html.ts replaces with a fresh one in every answer; not to be kept (served to the
 *   reader who asked, once) when it carries a request key;
 * - otherwise without its scripts, when asked and it can be, or with them under their hashes.
 */
export async function keptPage(
  response: Response,
  { isScriptFree, nonce = null, routerHeaders }: { isScriptFree: boolean; nonce?: string | null; routerHeaders?: Record<string, string> },
): Promise<CachedHtml | null> {
  const isData = routerHeaders !== undefined;
  if (response.status !== 200 || !(response.headers.get("content-type") ?? "").startsWith(isData ? "text/x-component" : "text/html")) {
    await response.body?.cancel();
    return null;
  }
  const rendered = await response.text();
  const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
  if (isData) return { body: rendered, scriptHashes: [], isData: true, headers, ...(carriesRequestKey(rendered) ? { isKeepable: false } : {}) };
  if (nonce !== null) return { body: rendered, scriptHashes: [], nonce, headers, ...(carriesRequestKey(rendered) ? { isKeepable: false } : {}) };
  const scriptFree = isScriptFree ? withoutScripts(rendered) : null;
  if (scriptFree !== null) return { body: scriptFree, scriptHashes: [], isScriptFree: true, headers };
  return { body: rendered, scriptHashes: inlineScriptHashes(rendered), headers };
}
