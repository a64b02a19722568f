import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { findGameChunks, gamesIn, loadedComponents, moduleSource } from "./game-chunks";

/** A loader module as Turbopack compiles components/games/<game>/client.ts: one next/dynamic call per export. */
const loader = (id: number, components: Array<[string, number, number]>) =>
  `,${id},e=>{"use strict";var t=e.i(70703);` +
  components.map(([name, asyncId, moduleId], i) => `let v${i}=(0,t.default)(()=>e.A(${asyncId}).then(e=>e.${name}),{loadableGenerated:{modules:[${moduleId}]}});`).join("") +
  `e.s([${components.map(([name], i) => `"${name}",0,v${i}`).join(",")}])}`;

const chunk = (...modules: string[]) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0${modules.join("")}]);`;

describe("moduleSource and loadedComponents", () => {
  const source = chunk(`,11,e=>{"use strict";e.s(["Other",0,1])}`, loader(22, [["CardBuilder", 5, 901], ["EndgameCheck", 6, 902]]), `,33,e=>{e.s(["Last",0,3])}`);

  test("read one module of a chunk, up to the next module", () => {
    expect(moduleSource(source, 22)).toContain("CardBuilder");
    expect(moduleSource(source, 22)).not.toContain("Last");
    expect(moduleSource(source, 11)).toContain("Other");
    expect(moduleSource(source, 44)).toBeNull();
  });

  test("name each component a loader loads and the module next/dynamic asks for", () => {
    expect(loadedComponents(moduleSource(source, 22)!)).toEqual([
      { name: "CardBuilder", moduleId: "901" },
      { name: "EndgameCheck", moduleId: "902" },
    ]);
    expect(loadedComponents(moduleSource(source, 11)!)).toEqual([]);
  });

  test("read a component wrapped in its hydration gate as the one it loads", () => {
    const gated = `let a=(0,t.default)(()=>e.A(43087).then(e=>(0,n.g)(e.EndgameCheck)),{loadableGenerated:{modules:[32096]},loading:n.f});`;
    expect(loadedComponents(gated)).toEqual([{ name: "EndgameCheck", moduleId: "32096" }]);
  });
});

/** A .next folder with two games' loaders in the page chunk, and their components' chunks in a react-loadable manifest. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), "longbox-games-"));
  mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
  writeFileSync(path.join(dir, "static/chunks/page.js"), chunk(loader(1, [["CharacterBuilder", 7, 101]]), loader(2, [["CardBuilder", 8, 201], ["EndgameCheck", 9, 202]])));
  writeFileSync(path.join(dir, "app-path-routes-manifest.json"), JSON.stringify({ "/try/[game]/page": "/try/[game]" }));
  const clientModules = {
    "[project]/components/games/smf/client.ts": { id: 1, chunks: ["/_next/static/chunks/page.js"] },
    "[project]/components/games/supers-unlimited/client.ts": { id: 2, chunks: ["/_next/static/chunks/page.js"] },
    "[project]/components/ui/submit-button.tsx": { id: 3, chunks: ["/_next/static/chunks/page.js"] },
  };
  mkdirSync(path.join(dir, "server/app/try/[game]/page"), { recursive: true });
  writeFileSync(
    path.join(dir, "server/app/try/[game]/page_client-reference-manifest.js"),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/try/[game]/page"] = ${JSON.stringify({ clientModules, entryJSFiles: {} })};`,
  );
  writeFileSync(
    path.join(dir, "server/app/try/[game]/page/react-loadable-manifest.json"),
    JSON.stringify({
      101: { id: 101, files: ["static/chunks/smf-builder.js", "static/chunks/shared-lib.js"] },
      201: { id: 201, files: ["static/chunks/su-builder.js", "static/chunks/shared-lib.js"] },
      202: { id: 202, files: ["static/chunks/su-endgame.js"] },
    }),
  );
  return dir;
}

describe("findGameChunks and gamesIn", () => {
  test("a chunk only one game's components load is that game's; a chunk two games share is neither's", () => {
    expect(findGameChunks(fakeBuild())).toEqual([
      { folder: "smf", components: [{ name: "CharacterBuilder", moduleId: "101", files: ["static/chunks/smf-builder.js", "static/chunks/shared-lib.js"] }], ownFiles: ["static/chunks/smf-builder.js"] },
      {
        folder: "supers-unlimited",
        components: [
          { name: "CardBuilder", moduleId: "201", files: ["static/chunks/su-builder.js", "static/chunks/shared-lib.js"] },
          { name: "EndgameCheck", moduleId: "202", files: ["static/chunks/su-endgame.js"] },
        ],
        ownFiles: ["static/chunks/su-builder.js", "static/chunks/su-endgame.js"],
      },
    ]);
  });

  test("a page carries the games whose own chunks it loads, by path or by URL", () => {
    const games = findGameChunks(fakeBuild());
    expect(gamesIn(["static/chunks/page.js", "static/chunks/shared-lib.js"], games)).toEqual([]);
    expect(gamesIn(["/_next/static/chunks/page.js", "/_next/static/chunks/su-endgame.js"], games)).toEqual(["supers-unlimited"]);
    expect(gamesIn(["static/chunks/smf-builder.js", "static/chunks/su-builder.js"], games)).toEqual(["smf", "supers-unlimited"]);
  });
});
