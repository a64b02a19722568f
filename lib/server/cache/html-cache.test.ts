import { describe, expect, test } from "vitest";
import { HtmlCache, type CachedHtml } from "./html-cache";

const page = (body: string): CachedHtml => ({ body, scriptHashes: [], headers: [] });

/** A renderer that counts its calls and answers what it is told. */
function renderer(answer: (call: number) => CachedHtml | null) {
  let calls = 0;
  return { render: async () => answer(++calls), calls: () => calls };
}

describe("whole pages kept under the version of their data", () => {
  test("a page is rendered once per version and served again while the version holds", async () => {
    const cache = new HtmlCache(10);
    const r = renderer((n) => page(`render ${n}`));
    expect(await cache.get("/t/a", "1", r.render)).toEqual({ html: page("render 1"), isHit: false });
    expect(await cache.get("/t/a", "1", r.render)).toEqual({ html: page("render 1"), isHit: true });
    expect(r.calls()).toBe(1);
    expect(await cache.get("/t/a", "2", r.render)).toEqual({ html: page("render 2"), isHit: false });
    expect(await cache.get("/t/a", "2", r.render)).toMatchObject({ isHit: true, html: { body: "render 2" } });
    expect(r.calls()).toBe(2);
  });

  test("a page is never served at another version, even an older one back again", async () => {
    const cache = new HtmlCache(10);
    const r = renderer((n) => page(`render ${n}`));
    await cache.get("/t/a", "5", r.render);
    await cache.get("/t/a", "6", r.render);
    expect(await cache.get("/t/a", "5", r.render)).toEqual({ html: page("render 3"), isHit: false });
  });

  test("pages at different addresses keep apart", async () => {
    const cache = new HtmlCache(10);
    const r = renderer((n) => page(`render ${n}`));
    await cache.get("/t/a", "1", r.render);
    expect(await cache.get("/t/b", "1", r.render)).toEqual({ html: page("render 2"), isHit: false });
    expect(await cache.get("/t/a?hero=2", "1", r.render)).toEqual({ html: page("render 3"), isHit: false });
    expect((await cache.get("/t/a", "1", r.render))!.html.body).toBe("render 1");
  });

  test("requests that arrive while a page renders share that one render", async () => {
    const cache = new HtmlCache(10);
    let release!: (html: CachedHtml) => void;
    let calls = 0;
    const render = () => {
      calls++;
      return new Promise<CachedHtml>((resolve) => (release = resolve));
    };
    const all = Promise.all([cache.get("/t/a", "1", render), cache.get("/t/a", "1", render), cache.get("/t/a", "1", render)]);
    release(page("once"));
    const results = await all;
    expect(calls).toBe(1);
    expect(results.map((r) => r!.html.body)).toEqual(["once", "once", "once"]);
    expect(cache.stats()).toMatchObject({ entries: 1, renders: 1 });
  });

  test("a render that gives nothing keeps nothing, and a failed one is tried again next time", async () => {
    const cache = new HtmlCache(10);
    expect(await cache.get("/t/a", "1", async () => null)).toBeNull();
    await expect(cache.get("/t/a", "1", () => Promise.reject(new Error("unreachable")))).rejects.toThrow("unreachable");
    expect(cache.stats().entries).toBe(0);
    expect(await cache.get("/t/a", "1", async () => page("at last"))).toEqual({ html: page("at last"), isHit: false });
  });

  test("at most maxEntries pages are kept, the least recently used first out", async () => {
    const cache = new HtmlCache(2);
    const r = renderer((n) => page(`render ${n}`));
    await cache.get("/a", "1", r.render);
    await cache.get("/b", "1", r.render);
    await cache.get("/a", "1", r.render); // /a is now the more recent
    await cache.get("/c", "1", r.render); // /b goes
    expect(cache.stats()).toMatchObject({ entries: 2, renders: 3 });
    expect((await cache.get("/a", "1", r.render))!.isHit).toBe(true);
    expect((await cache.get("/b", "1", r.render))!.isHit).toBe(false);
  });

  test("a render that may not be kept goes to the request that made it alone; later requests at that version are rendered the ordinary way", async () => {
    const cache = new HtmlCache(10);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const render = async (): Promise<CachedHtml> => {
      calls++;
      await gate;
      return { ...page(`keyed ${calls}`), isKeepable: false };
    };
    const first = cache.get("/campaigns/a", "1", render);
    const waiting = cache.get("/campaigns/a", "1", render);
    release();
    expect(await first).toMatchObject({ isHit: false, html: { body: "keyed 1" } });
    expect(await waiting).toBeNull();
    // Known not to be kept at this version: passed on at once, not rendered here again.
    expect(await cache.get("/campaigns/a", "1", render)).toBeNull();
    expect(calls).toBe(1);
    expect(cache.stats()).toMatchObject({ bytes: 0 });
    // A new version may be keepable again: rendered here once more.
    expect(await cache.get("/campaigns/a", "2", render)).toMatchObject({ isHit: false, html: { body: "keyed 2" } });
    expect(calls).toBe(2);
  });

  test("bounded by bytes as well as entries: the least recently used go first, the page just kept stays", async () => {
    const cache = new HtmlCache(100, 25);
    const sized = (name: string) => async () => page(name.padEnd(10, "."));
    await cache.get("/a", "1", sized("a"));
    await cache.get("/b", "1", sized("b"));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 20 });
    await cache.get("/a", "1", sized("a")); // used again: /b is now the oldest
    await cache.get("/c", "1", sized("c"));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 20 });
    expect(await cache.get("/a", "1", sized("a2"))).toMatchObject({ isHit: true });
    expect(await cache.get("/b", "1", sized("b2"))).toMatchObject({ isHit: false });
    const huge = new HtmlCache(100, 5);
    await huge.get("/big", "1", sized("big"));
    expect(await huge.get("/big", "1", sized("big2"))).toMatchObject({ isHit: true });
    expect(huge.stats()).toMatchObject({ entries: 1, bytes: 10 });
  });

  test("a page kept again at a newer version counts its bytes once", async () => {
    const cache = new HtmlCache(10, 1000);
    await cache.get("/a", "1", async () => page("x".repeat(40)));
    await cache.get("/a", "2", async () => page("y".repeat(30)));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 30 });
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
