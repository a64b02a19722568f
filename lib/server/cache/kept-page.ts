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

/** The page in a rendered answer (without its scripts, when asked and it can be), or null for anything but a 200 HTML page. */
export async function keptPage(response: Response, { isScriptFree }: { isScriptFree: boolean }): Promise<CachedHtml | null> {
  if (response.status !== 200 || !(response.headers.get("content-type") ?? "").startsWith("text/html")) {
    await response.body?.cancel();
    return null;
  }
  const rendered = await response.text();
  const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
  const scriptFree = isScriptFree ? withoutScripts(rendered) : null;
  if (scriptFree !== null) return { body: scriptFree, scriptHashes: [], isScriptFree: true, headers };
  return { body: rendered, scriptHashes: inlineScriptHashes(rendered), headers };
}
