/**
 * Whole pages kept as HTML in this process, each under the version of the data it shows
 * (read-cache.ts keeps a page's data the same way). serve-cached-html.ts answers the routes of
 * cached-html-routes.ts from here: a page is served again only while its version is the one the
 * request just read from Postgres, so a write anywhere is seen by the next request on every
 * instance. Pure bookkeeping (no database, no HTTP): the caller reads the version and renders.
 */

/** A page as it was rendered, with what the answer needs besides the body. */
export interface CachedHtml {
  body: string;
  /** SHA-256 (base64) of each inline script: the page's Content-Security-Policy allows exactly these. */
  scriptHashes: string[];
  /** The page's scripts were taken out (serve-cached-html.ts): its policy lets no script run. */
  isScriptFree?: boolean;
  /**
   * The nonce the page was rendered with (a page kept for one reader, with its scripts): each
   * answer replaces it with a fresh one. Random per render, so no text of the page can hold it.
   */
  nonce?: string;
  /** The page's data for the client router (RSC), not its HTML: served as it was, no policy of its own. */
  isData?: boolean;
  /** False: serve this render to the request that made it, keep nothing (kept-page.ts says when). */
  isKeepable?: boolean;
  /** The rendered answer's headers worth sending again (none that belong to one response). */
  headers: Array<[string, string]>;
}

export interface HtmlLookup {
  html: CachedHtml;
  /** Served from a page rendered for an earlier request. */
  isHit: boolean;
}

interface Entry {
  version: string;
  /** Null: the page rendered at this version may not be kept (the next request renders it the ordinary way). */
  html: CachedHtml | null;
}

export class HtmlCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<CachedHtml | null>>();
  private renders = 0;

  private bytes = 0;

  /** At most `maxEntries` pages and about `maxBytes` of HTML (UTF-16 code units, a byte each for ASCII). */
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  /**
   * The page at `key` as of `version`: kept if it was rendered at that version, else rendered now
   * (requests that arrive while it renders wait for that one render) and kept under the version
   * read before rendering: a write that lands during the render leaves a page the next request
   * renders again. Null when the render gave nothing worth keeping (the caller serves the page
   * the ordinary way). A render that may not be kept goes to the request that made it alone:
   * requests that waited for it get null and are rendered the ordinary way, and so does every
   * request for it until the version changes (it is not rendered here again for nothing).
   */
  async get(key: string, version: string, render: () => Promise<CachedHtml | null>): Promise<HtmlLookup | null> {
    const entry = this.entries.get(key);
    if (entry && entry.version === version) {
      this.entries.delete(key); // least recently used goes first: move it to the end
      this.entries.set(key, entry);
      return entry.html && { html: entry.html, isHit: true };
    }
    const flight = `${version}\u0000${key}`;
    let pending = this.rendering.get(flight);
    if (!pending) {
      this.renders++;
      pending = render().finally(() => this.rendering.delete(flight));
      this.rendering.set(flight, pending);
      const html = await pending;
      if (html) this.keep(key, { version, html: html.isKeepable === false ? null : html });
      return html && { html, isHit: false };
    }
    const html = await pending;
    return html && html.isKeepable !== false ? { html, isHit: false } : null;
  }

  private keep(key: string, entry: Entry): void {
    // A slow render of an older version may replace a newer one: the next request then finds the
    // version wrong and renders again. Never stale, at worst one render more.
    this.forget(key);
    this.entries.set(key, entry);
    this.bytes += entry.html?.body.length ?? 0;
    // Least recently used first out; the page just kept stays, however large.
    while (this.entries.size > 1 && (this.entries.size > this.maxEntries || this.bytes > this.maxBytes)) this.forget(this.entries.keys().next().value!);
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.html?.body.length ?? 0;
  }

  stats(): { entries: number; renders: number; bytes: number } {
    return { entries: this.entries.size, renders: this.renders, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
