import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { inlineScriptHashes, NO_BUILD, pagePolicy, readBuiltPages, routePattern } from "./page-policy";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const scriptSrc = (policy: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"))!;

const HOME =
  '<html><script src="/_next/static/chunks/a.js" async="" integrity="sha256-x"></script><script>self.__next_f=[]</script><script>self.__next_f.push([1,"home"])</script></html>';
const NOT_FOUND = '<html><script>self.__next_f.push([1,"404"])</script></html>';

/** A .next folder with what the proxy reads: the home page and the not-found page prerendered, and the routes. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "longbox-policy-"));
  mkdirSync(path.join(dir, "server", "app"), { recursive: true });
  writeFileSync(path.join(dir, "server", "app", "index.html"), HOME);
  writeFileSync(path.join(dir, "server", "app", "_not-found.html"), NOT_FOUND);
  writeFileSync(path.join(dir, "server", "app", "icon.svg.body"), "<svg/>");
  writeFileSync(path.join(dir, "prerender-manifest.json"), JSON.stringify({ routes: { "/": {}, "/_not-found": {}, "/_global-error": {}, "/icon.svg": {} } }));
  writeFileSync(
    path.join(dir, "app-path-routes-manifest.json"),
    JSON.stringify({
      "/page": "/",
      "/(auth)/sign-in/page": "/sign-in",
      "/t/[token]/page": "/t/[token]",
      "/api/auth/[...nextauth]/route": "/api/auth/[...nextauth]",
      "/icon.svg/route": "/icon.svg",
    }),
  );
  return dir;
}

test("inlineScriptHashes hashes each inline script's text, once, and leaves script files out", () => {
  expect(inlineScriptHashes(`${HOME}<script>self.__next_f=[]</script><script></script>`)).toEqual([sha("self.__next_f=[]"), sha('self.__next_f.push([1,"home"])')]);
});

test("routePattern matches a route's addresses and no others", () => {
  expect(routePattern("/").test("/")).toBe(true);
  expect(routePattern("/").test("/x")).toBe(false);
  expect(routePattern("/t/[token]").test("/t/abc")).toBe(true);
  expect(routePattern("/t/[token]").test("/t/abc/def")).toBe(false);
  expect(routePattern("/api/auth/[...nextauth]").test("/api/auth/session")).toBe(true);
  expect(routePattern("/api/auth/[...nextauth]").test("/api/auth")).toBe(false);
  expect(routePattern("/icon.svg").test("/iconxsvg")).toBe(false);
  expect(routePattern("/docs/[[...slug]]").test("/docs")).toBe(true);
});

describe("pagePolicy", () => {
  const build = readBuiltPages(fakeBuild());
  const production = { isDevelopment: false };

  test("a prerendered page: its inline scripts by hash and script files from this site, no nonce, no unsafe-inline, no eval", () => {
    const { policy, nonce } = pagePolicy("/", production, build);
    expect(nonce).toBeNull();
    expect(scriptSrc(policy)).toBe(`script-src 'self' 'sha256-${sha("self.__next_f=[]")}' 'sha256-${sha('self.__next_f.push([1,"home"])')}'`);
    expect(policy).not.toContain("unsafe-eval");
    expect(scriptSrc(policy)).not.toContain("unsafe");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  test("a page rendered per request gets a fresh nonce, never the hashes", () => {
    const first = pagePolicy("/sign-in", production, build);
    const second = pagePolicy("/t/some-token", production, build);
    expect(scriptSrc(first.policy)).toBe(`script-src 'self' 'nonce-${first.nonce}' 'strict-dynamic'`);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.policy).not.toContain("sha256-");
  });

  test("an address no route matches is answered with the prerendered not-found page: its hashes", () => {
    expect(scriptSrc(pagePolicy("/no-such-page", production, build).policy)).toBe(`script-src 'self' 'sha256-${sha('self.__next_f.push([1,"404"])')}'`);
    // Next's internal pages and non-HTML files are not pages of their own.
    expect(pagePolicy("/_not-found", production, build).nonce).toBeNull();
    expect(pagePolicy("/icon.svg", production, build).nonce).not.toBeNull();
    expect(pagePolicy("/api/auth/session", production, build).nonce).not.toBeNull();
  });

  test("a trailing slash names the same page", () => {
    expect(pagePolicy("/t/x/", production, build).nonce).not.toBeNull();
  });

  test("without a build (the development server) every page gets a nonce, and eval for fast refresh", () => {
    const { policy, nonce } = pagePolicy("/", { isDevelopment: true }, NO_BUILD);
    expect(scriptSrc(policy)).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'unsafe-eval'`);
  });

  test("a build whose not-found page renders per request leaves unknown addresses to the nonce", () => {
    expect(pagePolicy("/no-such-page", production, { ...build, notFound: null }).nonce).not.toBeNull();
  });
});
