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
  html: CachedHtml;
}

export class HtmlCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<CachedHtml | null>>();
  private renders = 0;

  constructor(private readonly maxEntries: number) {}

  /**
   * The page at `key` as of `version`: kept if it was rendered at that version, else rendered now
   * (requests that arrive while it renders wait for that one render) and kept under the version
   * read before rendering: a write that lands during the render leaves a page the next request
   * renders again. Null when the render gave nothing worth keeping (the caller serves the page
   * the ordinary way).
   */
  async get(key: string, version: string, render: () => Promise<CachedHtml | null>): Promise<HtmlLookup | null> {
    const entry = this.entries.get(key);
    if (entry && entry.version === version) {
      this.entries.delete(key); // least recently used goes first: move it to the end
      this.entries.set(key, entry);
      return { html: entry.html, isHit: true };
    }
    const flight = `${version}\u0000${key}`;
    let pending = this.rendering.get(flight);
    if (!pending) {
      this.renders++;
      pending = render().finally(() => this.rendering.delete(flight));
      this.rendering.set(flight, pending);
      const html = await pending;
      if (html) this.keep(key, { version, html });
      return html && { html, isHit: false };
    }
    const html = await pending;
    return html && { html, isHit: false };
  }

  private keep(key: string, entry: Entry): void {
    // A slow render of an older version may replace a newer one: the next request then finds the
    // version wrong and renders again. Never stale, at worst one render more.
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  stats(): { entries: number; renders: number } {
    return { entries: this.entries.size, renders: this.renders };
  }

  clear(): void {
    this.entries.clear();
  }
}
