/**
 * `npm run bench`: the benchmarks of issue 6 on the dataset `npm run seed:large` made, written to
 * bench/results.json and bench/SUMMARY.md. The launcher (scripts/launch.ts bench) provides
 * DATABASE_URL, AUTH_SECRET and the data folder. In order, so that each measure has the machine
 * to itself as far as it can:
 *   1. the rules library's Vitest benchmarks;
 *   2. the production build (when sources changed) and first-load JS per route from it;
 *   3. the post-battle apply timing, in-process through the services;
 *   4. `next start`, the bench user signed in, and the HTTP load on five pages;
 *   5. on the same server, tap to screen: "Roll for me" tapped in a real browser, timed to the new screen.
 * A section that fails is reported and the others still run; the exit code is then 1.
 * The server is stopped at the end, on error and on Ctrl-C.
 *
 *   node --import tsx scripts/bench/run-bench.ts [--duration 10] [--only dashboard,apply] … (--help)
 */
import "../demo/allow-server-only";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir, projectRoot } from "../lib/data-dir";
import { ensureBuild, startAppServer, type AppServer, type BuildOutcome } from "./measure/app-server";
import { checkAgainstHtml, measureFirstLoadJs, type HtmlCheck } from "./measure/first-load-js";
import { measureGameCode, type GameCodeReport } from "./measure/game-chunks";
import { loadTarget, type HttpTargetResult } from "./measure/http-load";
import { httpTargets, type TargetNames } from "./measure/http-targets";
import { machineFacts } from "./measure/machine";
import { databaseMismatch, ManifestError, readManifest, type BenchManifest } from "./measure/manifest";
import { needsAppServer, OptionsError, parseBenchOptions, USAGE, wantsHttp, type BenchOptions } from "./measure/options";
import { evaluateTargets, extractFindings, renderSummary, withFloorRatios, type BenchResults } from "./measure/report";
import { runRulesBenches } from "./measure/rules-benches";
import { signIn } from "./measure/sign-in";
import { seedManifestPath } from "./seed-manifest";

const log = (line: string) => console.log(`[bench] ${line}`);
const NEXT_DIR = path.join(projectRoot, ".next");

let server: AppServer | undefined;
/** Set once a section has opened the app's Prisma client, so the end disconnects it. */
let isDbLoaded = false;

async function stopServer() {
  const running = server;
  server = undefined;
  if (running) {
    await running.stop();
    log("The app is stopped.");
  }
}

// Ctrl-C reaches the launcher and this process together, and the launcher then sends SIGTERM as
// well: the first signal stops the server (it runs in its own process group), later ones wait.
let isStopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (isStopping) return;
    isStopping = true;
    log(`${signal}: stopping.`);
    void stopServer().finally(() => process.exit(130));
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The names the pages print, from the database the app will use: proof the manifest belongs to it. */
async function targetNames(manifest: BenchManifest): Promise<TargetNames> {
  const { db } = await import("@/lib/server/db");
  isDbLoaded = true;
  const [campaign, team] = await Promise.all([
    db.campaign.findUnique({ where: { id: manifest.bench.campaignId }, select: { name: true } }),
    db.team.findFirst({ where: { id: manifest.bench.teamId, campaignId: manifest.bench.campaignId, publicToken: manifest.bench.publicTeamToken }, select: { name: true } }),
  ]);
  if (!campaign || !team) throw new ManifestError("The manifest's campaign or shared team is not in this database: run npm run seed:large first.");
  return { campaignName: campaign.name, teamName: team.name };
}

/** The running app, started once for the HTTP load and the tap timing, and the bench user's session cookie. */
async function appAndCookie(manifest: BenchManifest, logsDir: string): Promise<{ app: AppServer; cookie: string }> {
  const app = server ?? (server = await startAppServer(process.env, path.join(logsDir, "next-start.log")));
  const cookie = await signIn(app.baseUrl, manifest.bench.email, manifest.bench.password);
  log(`Signed in as ${manifest.bench.email}.`);
  return { app, cookie };
}

async function runHttp(options: BenchOptions, manifest: BenchManifest, names: TargetNames, logsDir: string) {
  const targets = httpTargets(manifest, names).filter((t) => options.only.has(t.id));
  const { app, cookie } = await appAndCookie(manifest, logsDir);
  const results: HttpTargetResult[] = [];
  const pages: Array<{ route: string; html: string }> = [];
  for (const target of targets) {
    log(`Loading ${target.label} (${options.warmupSeconds} s warm-up, ${options.durationSeconds} s measured, ${options.connections} connections)…`);
    const { result, html } = await loadTarget(app.baseUrl, target, cookie, options);
    log(`  p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms, ${result.requestsPerSecond} req/s, non-2xx ${result.non2xx}, errors ${result.errors}`);
    results.push(result);
    // Only pages name the chunks a first load fetches (the first-load JS cross-check).
    if (target.contentType === "text/html") pages.push({ route: target.route, html });
  }
  return { results, pages };
}

function readExisting(file: string): string | null {
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseBenchOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    console.error(`[bench] ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }

  const machine = machineFacts();
  if (machine.loadAverage[0]! > machine.cores) {
    log(`Warning: the machine is busy (load average ${machine.loadAverage[0]} on ${machine.cores} cores); the figures will be slower than on an idle machine.`);
  }
  const dir = dataDir();
  const manifestFile = options.manifestPath ? path.resolve(projectRoot, options.manifestPath) : seedManifestPath();
  let manifest: BenchManifest;
  try {
    manifest = readManifest(manifestFile);
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    console.error(`[bench] ${error.message}`);
    return 1;
  }
  if (!process.env.DATABASE_URL) {
    console.error("[bench] DATABASE_URL is not set: run the bench with `npm run bench`, which provides the database.");
    return 1;
  }
  const mismatch = databaseMismatch(manifest, process.env.DATABASE_URL);
  if (mismatch) {
    console.error(`[bench] ${mismatch}`);
    return 1;
  }
  let names: TargetNames | null = null;
  if (wantsHttp(options)) {
    try {
      names = await targetNames(manifest);
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
      console.error(`[bench] ${error.message}`);
      return 1;
    }
  }

  const outDir = path.resolve(projectRoot, options.outDir);
  const logsDir = path.join(dir, "bench-logs");
  mkdirSync(outDir, { recursive: true });
  mkdirSync(logsDir, { recursive: true });
  const failures: BenchResults["failures"] = [];
  const fail = (section: string, error: unknown) => {
    failures.push({ section, message: messageOf(error) });
    console.error(`[bench] ${section} failed: ${messageOf(error)}`);
  };

  let rulesBenches: BenchResults["rulesBenches"] = null;
  if (options.only.has("rules")) {
    log("Running the rules library's benchmarks (vitest bench)…");
    try {
      rulesBenches = await runRulesBenches(path.join(logsDir, "rules-bench.json"), path.join(logsDir, "rules-bench.log"), process.env);
      log(`  ${rulesBenches.length} benchmarks.`);
    } catch (error) {
      fail("rules", error);
    }
  }

  let build: BuildOutcome | null = null;
  const needsApp = options.only.has("first-load-js") || needsAppServer(options);
  if (needsApp) {
    try {
      build = await ensureBuild(process.env, options.skipBuild);
    } catch (error) {
      fail("build", error);
    }
  }

  let firstLoad: (ReturnType<typeof measureFirstLoadJs> & { gameCode: GameCodeReport | null }) | null = null;
  if (build && options.only.has("first-load-js")) {
    try {
      firstLoad = { ...measureFirstLoadJs(NEXT_DIR), gameCode: null };
      log(`First-load JS of ${firstLoad.routes.length} routes measured.`);
    } catch (error) {
      fail("first-load-js", error);
    }
  }
  if (firstLoad) {
    try {
      firstLoad.gameCode = measureGameCode(NEXT_DIR, firstLoad.routes);
      log(`  Routes whose first-load JS holds a game's own chunks: ${firstLoad.gameCode.routesCarrying.map((r) => r.route).join(", ") || "none"}.`);
    } catch (error) {
      fail("game-code", error);
    }
  }

  let apply: BenchResults["apply"] = null;
  if (options.only.has("apply")) {
    log(`Timing the post-battle apply (${options.applyRuns} battles, 4 teams of 7)…`);
    try {
      const { measureApply } = await import("./measure/apply-timing");
      isDbLoaded = true;
      apply = await measureApply({ runs: options.applyRuns, battlesPerCampaign: options.battlesPerCampaign, keepData: options.keepApplyData });
      log(`  apply p50 ${apply.applyMs.p50} ms, p95 ${apply.applyMs.p95} ms, max ${apply.applyMs.max} ms; whole sequence p95 ${apply.sequenceMs.p95} ms.`);
    } catch (error) {
      fail("apply", error);
    }
  }

  let http: BenchResults["http"] = null;
  const htmlChecks: HtmlCheck[] = [];
  if (build && names) {
    try {
      const { results, pages } = await runHttp(options, manifest, names, logsDir);
      http = { connections: options.connections, durationSeconds: options.durationSeconds, warmupSeconds: options.warmupSeconds, floor: "/ (the home page, anonymous)", targets: withFloorRatios(results) };
      for (const page of pages) {
        const route = firstLoad?.routes.find((r) => r.route === page.route);
        if (route) htmlChecks.push(checkAgainstHtml(NEXT_DIR, route, page.html));
      }
    } catch (error) {
      fail("http", error);
    }
  }

  let tap: BenchResults["tap"] = null;
  if (build && options.only.has("tap")) {
    log(`Timing tap to screen (${options.taps} taps on "Roll for me", ${options.restTaps} on "Roll the rest for me", in Chromium, phone viewport)…`);
    try {
      const { measureTapToScreen } = await import("./measure/tap-to-screen");
      isDbLoaded = true;
      const { app, cookie } = await appAndCookie(manifest, logsDir);
      tap = await measureTapToScreen({
        baseUrl: app.baseUrl,
        cookie,
        email: manifest.bench.email,
        taps: options.taps,
        restTaps: options.restTaps,
        loadPercent: options.tapLoadPercent,
        keepData: options.keepTapData,
      });
      log(`  screen p50 ${tap.screenMs.p50} ms, p95 ${tap.screenMs.p95} ms, max ${tap.screenMs.max} ms; first byte p95 ${tap.firstByteMs.p95} ms; answer p50 ${tap.payloadBytes.p50} B.`);
      if (tap.rollRest) log(`  roll the rest: screen p50 ${tap.rollRest.screenMs.p50} ms, p95 ${tap.rollRest.screenMs.p95} ms, max ${tap.rollRest.screenMs.max} ms; answer p50 ${tap.rollRest.payloadBytes.p50} B.`);
    } catch (error) {
      fail("tap", error);
    }
  }
  await stopServer();

  const buildIdFile = path.join(NEXT_DIR, "BUILD_ID");
  const partial = {
    http,
    apply,
    tap,
    firstLoadJs: firstLoad ? { ...firstLoad, htmlChecks } : null,
  };
  const results: BenchResults = {
    version: 1,
    createdAt: new Date().toISOString(),
    machine,
    options: {
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      connections: options.connections,
      only: [...options.only],
      skipBuild: options.skipBuild,
      applyRuns: options.applyRuns,
      battlesPerCampaign: options.battlesPerCampaign,
      taps: options.taps,
      restTaps: options.restTaps,
      tapLoadPercent: options.tapLoadPercent,
    },
    build: build ? { outcome: build, buildId: existsSync(buildIdFile) ? readFileSync(buildIdFile, "utf8").trim() : null } : null,
    dataset: { manifest: path.relative(projectRoot, manifestFile), database: manifest.database ?? null, seed: manifest.seed, createdAt: manifest.createdAt, counts: manifest.counts },
    ...partial,
    rulesBenches,
    targets: evaluateTargets(partial),
    failures,
  };
  const summaryFile = path.join(outDir, "SUMMARY.md");
  writeFileSync(path.join(outDir, "results.json"), JSON.stringify(results, null, 2) + "\n");
  writeFileSync(summaryFile, renderSummary(results, extractFindings(readExisting(summaryFile))));
  log(`Wrote ${path.relative(projectRoot, path.join(outDir, "results.json"))} and ${path.relative(projectRoot, summaryFile)}.`);
  for (const target of results.targets) log(`  ${target.status.padEnd(12)} ${target.label}: ${target.measured ?? "–"} ${target.unit} (limit ${target.limit})`);
  return failures.length > 0 ? 1 : 0;
}

main()
  .catch(async (error: unknown) => {
    console.error(`[bench] ${messageOf(error)}`);
    return 1;
  })
  .then(async (code) => {
    await stopServer();
    if (isDbLoaded) {
      const { db } = await import("@/lib/server/db");
      await db.$disconnect().catch(() => undefined);
    }
    process.exit(code);
  });
