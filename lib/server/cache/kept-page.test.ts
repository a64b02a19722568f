import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { carriesRequestKey, keptPage, withoutScripts } from "./kept-page";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>',
  '<link rel="icon" href="/icon.svg"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  "<title>The Kept · Longbox</title></head>",
  "<body><h1>The Kept</h1><p>Tom &lt;script&gt;alert(1)&lt;/script&gt;</p>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script id="_R_">self.__next_f.push([1,"data \\u003c/script"])</script>',
  "</body></html>",
].join("");

describe("a kept page without its scripts", () => {
  test("every script element and script preload goes; styles, icons, the title and escaped text stay", () => {
    const page = withoutScripts(PAGE)!;
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain("b.js");
    expect(page).not.toContain("c.js");
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(page).toContain('<link rel="icon" href="/icon.svg"/>');
    expect(page).toContain("<title>The Kept · Longbox</title>");
    expect(page).toContain("<p>Tom &lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });

  test("a page with a boundary React streamed after the shell keeps its scripts (only a script shows that part)", () => {
    expect(withoutScripts(`${PAGE}<template id="B:0"></template>`)).toBeNull();
    expect(withoutScripts(`${PAGE}<div hidden id="S:0"><p>late</p></div>`)).toBeNull();
  });
});

describe("what is kept of a rendered answer", () => {
  const answer = (body: string, init: ResponseInit = {}) =>
    new Response(body, {
      status: 200,
      ...init,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "x-frame-options": "DENY",
        "set-cookie": "a=b",
        "content-security-policy": "x",
        ...(init.headers as Record<string, string>),
      },
    });

  test("a read-only page: without scripts, and the headers worth sending again", async () => {
    const kept = await keptPage(answer(PAGE), { isScriptFree: true });
    expect(kept).toMatchObject({ isScriptFree: true, scriptHashes: [] });
    expect(kept!.body).not.toMatch(/<script/i);
    expect(Object.fromEntries(kept!.headers)).toEqual({ "content-type": "text/html; charset=utf-8", "x-frame-options": "DENY" });
  });

  test("any other page keeps its scripts, each inline one named by its hash", async () => {
    const kept = await keptPage(answer(PAGE), { isScriptFree: false });
    expect(kept!.body).toBe(PAGE);
    expect(kept!.isScriptFree).toBeUndefined();
    expect(kept!.scriptHashes).toEqual([sha("(self.__next_f=self.__next_f||[]).push([0])"), sha('self.__next_f.push([1,"data \\u003c/script"])')]);
  });

  test("a streamed page asked to be script-free keeps its scripts rather than lose a part", async () => {
    const kept = await keptPage(answer(`${PAGE}<template id="B:1"></template>`), { isScriptFree: true });
    expect(kept!.isScriptFree).toBeUndefined();
    expect(kept!.scriptHashes).toHaveLength(2);
  });

  test("a page rendered with a nonce for one reader is kept whole with that nonce, unless a form on it carries a request key", async () => {
    const nonce = "AAAAAAAAAAAAAAAAAAAAAA==";
    const withNonce = PAGE.replace(/<script\b/g, `<script nonce="${nonce}"`);
    const kept = await keptPage(answer(withNonce), { isScriptFree: false, nonce });
    expect(kept).toMatchObject({ body: withNonce, nonce, scriptHashes: [] });
    expect(kept!.isKeepable).toBeUndefined();
    const keyed = `${withNonce}<form><input type="hidden" name="requestKey" value="9b2f"/></form>`;
    expect(await keptPage(answer(keyed), { isScriptFree: false, nonce })).toMatchObject({ body: keyed, isKeepable: false });
    expect(carriesRequestKey(keyed)).toBe(true);
    expect(carriesRequestKey(withNonce)).toBe(false);
  });

  test("the page's data for the client router is kept as it came, only as data, and never with a request key", async () => {
    const routerHeaders = { rsc: "1", "next-router-state-tree": "tree" };
    const data = (body: string) => answer(body, { headers: { "content-type": "text/x-component" } });
    const kept = await keptPage(data('0:["$","h1",null,{"children":"The Kept"}]'), { isScriptFree: false, routerHeaders });
    expect(kept).toMatchObject({ body: '0:["$","h1",null,{"children":"The Kept"}]', isData: true, scriptHashes: [] });
    expect(kept!.isKeepable).toBeUndefined();
    expect(Object.fromEntries(kept!.headers)).toEqual({ "content-type": "text/x-component", "x-frame-options": "DENY" });
    expect(await keptPage(data('0:{"requestKey":"9b2f"}'), { isScriptFree: false, routerHeaders })).toMatchObject({ isKeepable: false });
    // Asked for data, answered with a page (or the other way round): nothing kept.
    expect(await keptPage(answer(PAGE), { isScriptFree: false, routerHeaders })).toBeNull();
    expect(await keptPage(data("0:[]"), { isScriptFree: false })).toBeNull();
  });

  test("anything but a 200 HTML page is not kept", async () => {
    expect(await keptPage(answer(PAGE, { status: 404 }), { isScriptFree: true })).toBeNull();
    expect(await keptPage(new Response("{}", { headers: { "content-type": "application/json" } }), { isScriptFree: true })).toBeNull();
    expect(await keptPage(new Response(null, { status: 307, headers: { location: "/sign-in" } }), { isScriptFree: true })).toBeNull();
  });
});
