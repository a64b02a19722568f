import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { checkAgainstHtml, htmlScriptChunks, measureFirstLoadJs, ourClientComponents, pageRoutes, routeFiles } from "./first-load-js";

/** A .next folder with just what the method reads: two routes sharing a runtime and a layout chunk. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "longbox-next-"));
  const chunks: Record<string, string> = {
    "static/chunks/runtime.js": "r".repeat(5000),
    "static/chunks/framework.js": Array.from({ length: 2000 }, (_, i) => `f${i * 7919}`).join(";"),
    "static/chunks/layout.js": "layout();".repeat(300),
    "static/chunks/team-page.js": "team();",
    "static/chunks/polyfill.js": "polyfill();".repeat(100),
  };
  for (const [file, content] of Object.entries(chunks)) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  writeFileSync(
    path.join(dir, "build-manifest.json"),
    JSON.stringify({ rootMainFiles: ["static/chunks/runtime.js", "static/chunks/framework.js"], polyfillFiles: ["static/chunks/polyfill.js"] }),
  );
  writeFileSync(
    path.join(dir, "app-path-routes-manifest.json"),
    JSON.stringify({ "/t/[token]/page": "/t/[token]", "/(auth)/sign-in/page": "/sign-in", "/api/health/route": "/api/health", "/_global-error/page": "/_global-error" }),
  );
  const clientManifest = (entry: string, entryJSFiles: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(entry)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};`;
  mkdirSync(path.join(dir, "server/app/t/[token]"), { recursive: true });
  writeFileSync(
    path.join(dir, "server/app/t/[token]/page_client-reference-manifest.js"),
    clientManifest("/t/[token]/page", { "[project]/app/layout": ["static/chunks/layout.js"], "[project]/app/t/[token]/page": ["static/chunks/layout.js", "static/chunks/team-page.js"] }),
  );
  mkdirSync(path.join(dir, "server/app/(auth)/sign-in"), { recursive: true });
  writeFileSync(path.join(dir, "server/app/(auth)/sign-in/page_client-reference-manifest.js"), clientManifest("/(auth)/sign-in/page", { "[project]/app/layout": ["static/chunks/layout.js"] }));
  const gz = (file: string) => gzipSync(Buffer.from(chunks[file]!)).length;
  return { dir, chunks, gz };
}

describe("measureFirstLoadJs", () => {
  test("sums the gzip sizes of the shared runtime and each route's entry chunks, counting a chunk once", () => {
    const { dir, gz } = fakeBuild();
    const report = measureFirstLoadJs(dir);
    const shared = gz("static/chunks/runtime.js") + gz("static/chunks/framework.js");
    expect(report.shared.gzipBytes).toBe(shared);
    expect(report.routes.map((r) => [r.route, r.gzipBytes])).toEqual([
      ["/sign-in", shared + gz("static/chunks/layout.js")],
      ["/t/[token]", shared + gz("static/chunks/layout.js") + gz("static/chunks/team-page.js")],
    ]);
    expect(report.routes[1]!.files).toEqual(["static/chunks/runtime.js", "static/chunks/framework.js", "static/chunks/layout.js", "static/chunks/team-page.js"]);
  });

  test("a route's own JS is its chunks beyond the shared runtime, sized the same way", () => {
    const { dir, gz } = fakeBuild();
    const routes = measureFirstLoadJs(dir).routes;
    expect(routes.map((r) => [r.route, r.own?.files, r.own?.gzipBytes])).toEqual([
      ["/sign-in", ["static/chunks/layout.js"], gz("static/chunks/layout.js")],
      ["/t/[token]", ["static/chunks/layout.js", "static/chunks/team-page.js"], gz("static/chunks/layout.js") + gz("static/chunks/team-page.js")],
    ]);
  });

  test("leaves out the noModule polyfills and counts raw bytes too", () => {
    const { dir, chunks } = fakeBuild();
    const signIn = measureFirstLoadJs(dir).routes.find((r) => r.route === "/sign-in")!;
    expect(signIn.files).not.toContain("static/chunks/polyfill.js");
    expect(signIn.rawBytes).toBe(chunks["static/chunks/runtime.js"]!.length + chunks["static/chunks/framework.js"]!.length + chunks["static/chunks/layout.js"]!.length);
  });

  test("a page route without its client reference manifest is an error, not a zero", () => {
    const { dir } = fakeBuild();
    writeFileSync(path.join(dir, "app-path-routes-manifest.json"), JSON.stringify({ "/rules/page": "/rules" }));
    expect(() => measureFirstLoadJs(dir)).toThrow(/no client reference manifest for \/rules/);
  });
});

test("ourClientComponents names this project's client modules once each, not node_modules' ones", () => {
  const clientModules = {
    "[project]/components/ui/date-time.tsx <module evaluation>": {},
    "[project]/components/ui/date-time.tsx#DateTime": {},
    "[project]/app/(app)/x/_components/example-form.tsx": {},
    "[project]/node_modules/next/dist/client/components/layout-router.js <module evaluation>": {},
    "[project]/node_modules/.pnpm/x/node_modules/y/index.js": {},
  };
  expect(ourClientComponents({ clientModules })).toEqual(["app/(app)/x/_components/example-form.tsx", "components/ui/date-time.tsx"]);
  expect(ourClientComponents({})).toEqual([]);
});

test("pageRoutes keeps pages, drops route handlers and the internal global-error page, sorted by URL", () => {
  expect(pageRoutes({ "/z/page": "/z", "/api/x/route": "/api/x", "/_global-error/page": "/_global-error", "/(g)/a/page": "/a" })).toEqual([
    { entry: "/(g)/a/page", route: "/a" },
    { entry: "/z/page", route: "/z" },
  ]);
});

test("routeFiles puts the runtime first and lists each chunk once", () => {
  expect(routeFiles(["r.js"], { layout: ["l.js"], page: ["l.js", "p.js", "r.js"] })).toEqual(["r.js", "l.js", "p.js"]);
});

describe("htmlScriptChunks (the cross-check)", () => {
  const html = [
    '<script src="/_next/static/chunks/runtime.js" async=""></script>',
    '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
    '<script>self.__next_f.push([1,"2:I[123,[\\"/_next/static/chunks/team-page.js\\"],\\"default\\"]"])</script>',
    '<link rel="stylesheet" href="/_next/static/chunks/app.css"/>',
  ].join("");

  test("takes script tags and flight-data references, not noModule scripts or CSS", () => {
    expect(htmlScriptChunks(html)).toEqual(["static/chunks/runtime.js", "static/chunks/team-page.js"]);
  });

  test("the check sizes them like the manifest method and names the chunks only one side has", () => {
    const { dir, gz } = fakeBuild();
    const route = { route: "/t/[token]", files: ["static/chunks/runtime.js", "static/chunks/layout.js"], rawBytes: 0, gzipBytes: 123 };
    expect(checkAgainstHtml(dir, route, html)).toEqual({
      route: "/t/[token]",
      manifestGzipBytes: 123,
      htmlGzipBytes: gz("static/chunks/runtime.js") + gz("static/chunks/team-page.js"),
      onlyInHtml: ["static/chunks/team-page.js"],
      onlyInManifest: ["static/chunks/layout.js"],
    });
  });
});
