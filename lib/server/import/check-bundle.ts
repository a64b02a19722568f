import type { CampaignFileCheck } from "@/lib/export/campaign-file-check";

/**
 * Loads every game's campaign-file check (lib/export/campaign-file-check.ts) into an import reading
 * thread (read-worker.ts), which runs it there so the request thread never does.
 *
 * A reading thread is started from source text, and Next's server bundle emits no file for it, so
 * the checks (TypeScript, importing zod and the games' rules) cannot be imported the usual way.
 * Here the thread bundles them itself with esbuild (a pinned dependency, the compiler tsx and
 * Vitest use too): it lists the games' folders, finds each one's check by its path
 * (CAMPAIGN_FILE_CHECK_PATH; no generic code names a game), and builds one CommonJS text with the
 * tsconfig's `@/` paths, in memory, from the sources in the project folder (the server's working
 * directory under `npm start`, `npm run dev`, Vitest and the reliability suite alike). The first
 * thread of a server builds it (some 0.3 s of the build's own process, off the request thread);
 * the pool keeps the text and hands it to every later thread, which only evaluates it (about
 * 0.1 s). Nothing is written to disk, so there is no build step to forget and no stale file: a
 * server runs the checks of the sources it was started with (a dev server picks up an edited
 * check when it restarts).
 *
 * Like read-worker.ts's readWorkerMain, the function is sent to the thread as its own text: it
 * uses nothing but its parameters and the language's globals.
 */
export type CampaignFileChecks = { code: string; checks: CampaignFileCheck<unknown>[] };

export interface CheckNames {
  /** A game's check, inside its folder, and the names it exports its checks by. */
  checkPath: string;
  checkExport: string;
  recordsExport: string;
  /** The shared campaign file's check (below the project folder) and its factory's name. */
  envelopePath: string;
  envelopeExport: string;
}

export function loadCampaignFileChecks(load: NodeJS.Require, root: string, names: CheckNames, bundled: string | null): CampaignFileChecks {
  const path = load("node:path") as typeof import("node:path");
  const fs = load("node:fs") as typeof import("node:fs");
  let code = bundled;
  if (code === null) {
    const games = path.join(root, "lib", "games");
    const modules = fs
      .readdirSync(games, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(games, entry.name, names.checkPath))
      .filter((file) => fs.existsSync(file))
      .sort();
    const esbuild = load(load.resolve("esbuild", { paths: [root] })) as typeof import("esbuild");
    // Each game's own check of its files, when it has one, and the shared file's check given every game's check of its records.
    const required = `[${modules.map((file) => `require(${JSON.stringify(file)})`).join(", ")}]`;
    const envelope = `require(${JSON.stringify(path.join(root, names.envelopePath))})[${JSON.stringify(names.envelopeExport)}]`;
    const entry = [
      `const games = ${required};`,
      `const own = games.map((game) => game[${JSON.stringify(names.checkExport)}]).filter(Boolean);`,
      `const records = games.map((game) => game[${JSON.stringify(names.recordsExport)}]).filter(Boolean);`,
      `module.exports = [...own, ${envelope}(records)];`,
    ].join("\n");
    const built = esbuild.buildSync({
      stdin: { contents: entry, resolveDir: root, sourcefile: "campaign-file-checks.js", loader: "js" },
      absWorkingDir: root,
      tsconfig: path.join(root, "tsconfig.json"),
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      write: false,
      logLevel: "silent",
    });
    code = built.outputFiles[0]!.text;
  }
  const bundle = { exports: [] as CampaignFileCheck<unknown>[] };
  // The bundle is CommonJS text: run it as a module would be, with this thread's require for Node's own modules.
  new Function("require", "module", "exports", code)(load, bundle, bundle.exports);
  return { code, checks: bundle.exports };
}
