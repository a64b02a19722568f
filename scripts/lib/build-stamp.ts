/** Decide whether `npm start` must (re)build: the build is older than some source file. */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "./data-dir";

const SOURCES = ["app", "lib", "components", "public", "prisma/schema.prisma", "package.json", "next.config.js", "postcss.config.mjs", "proxy.ts"];
const SKIP = new Set(["node_modules", "generated", ".next"]);

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (SKIP.has(name) || name.endsWith(".test.ts") || name.endsWith(".bench.ts")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

export function needsBuild(): boolean {
  const buildId = path.join(projectRoot, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(projectRoot, source)) > built);
}
