/**
 * `npm test`: every suite, one closing line. Type check, lint (ESLint and Prettier), unit (Vitest), integration (Vitest against
 * a fresh Postgres database) and end-to-end (Playwright in Debian's Chromium against the
 * production build). Prints `N passed, N failed` (all suites added up) and exits non-zero on any
 * failure. Pass suite names to run only some: `npm test -- unit integration`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureChromium } from "./lib/chromium";
import { E2E_DATA_DIR, projectRoot } from "./lib/data-dir";
import { stopLeftoverServer } from "./lib/leftover-server";
import { bin, run } from "./lib/run";

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  note?: string;
}

const SUITES = ["typecheck", "lint", "unit", "integration", "e2e"] as const;
type Suite = (typeof SUITES)[number];

const reportsDir = path.join(projectRoot, ".data", "reports");
const log = (line: string) => console.log(`[test] ${line}`);

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  testResults: Array<{ status: string; message?: string }>;
}

function vitestResult(name: string, file: string, exitCode: number): SuiteResult {
  const report = readJson<VitestReport>(file);
  if (!report) return { name, passed: 0, failed: 1, skipped: 0, note: `no report (exit ${exitCode})` };
  // A test file that fails to load has no tests but is a failure all the same.
  const brokenFiles = report.testResults.filter((r) => r.status === "failed" && r.message).length;
  const failed = report.numFailedTests + (report.numFailedTests === 0 ? brokenFiles : 0);
  const result = { name, passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
  if (exitCode !== 0 && result.failed === 0) return { ...result, failed: 1, note: `exit ${exitCode}` };
  return result;
}

async function runVitest(name: "unit" | "integration"): Promise<SuiteResult> {
  const file = path.join(reportsDir, `${name}.json`);
  rmSync(file, { force: true });
  const reporters = ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
  const code =
    name === "unit"
      ? await run(bin("vitest"), ["run", "--project", "unit", ...reporters])
      : await run(process.execPath, [path.join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/launch.ts", "test-integration", ...reporters]);
  return vitestResult(name, file, code);
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

async function runE2e(): Promise<SuiteResult> {
  if (!(await ensureChromium(log))) return { name: "e2e", passed: 0, failed: 1, skipped: 0, note: "Chromium missing" };
  const file = path.join(reportsDir, "e2e.json");
  rmSync(file, { force: true });
  // A killed run can leave its web server holding the port, and Playwright will not start beside it.
  await stopLeftoverServer(path.join(projectRoot, E2E_DATA_DIR), log);
  // The type check already ran as its own suite; the build need not repeat it.
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, LONGBOX_SKIP_TYPECHECK: "1" };
  const code = await run(bin("playwright"), ["test"], { env });
  const report = readJson<PlaywrightReport>(file);
  if (!report) return { name: "e2e", passed: 0, failed: 1, skipped: 0, note: `no report (exit ${code})` };
  const { expected, unexpected, flaky, skipped } = report.stats;
  // A test that passed only on retry counts as passed; Playwright lists it as flaky.
  const result = { name: "e2e", passed: expected + flaky, failed: unexpected, skipped };
  if (code !== 0 && unexpected === 0) return { ...result, failed: 1, note: `exit ${code}` };
  return result;
}

async function runTypecheck(): Promise<SuiteResult> {
  const code = await run(bin("tsc"), ["--noEmit", "-p", "."]);
  return code === 0 ? { name: "typecheck", passed: 1, failed: 0, skipped: 0 } : { name: "typecheck", passed: 0, failed: 1, skipped: 0 };
}

/** `npm run lint`'s two checks, each one result: ESLint with no warning allowed, then Prettier. */
async function runLint(): Promise<SuiteResult> {
  const checks = [await run(bin("eslint"), [".", "--max-warnings", "0"]), await run(bin("prettier"), ["--check", ".", "--log-level", "warn"])];
  const failed = checks.filter((code) => code !== 0).length;
  return { name: "lint", passed: checks.length - failed, failed, skipped: 0, ...(failed ? { note: "run npm run lint" } : {}) };
}

async function main() {
  const requested = process.argv.slice(2).filter((arg): arg is Suite => (SUITES as readonly string[]).includes(arg));
  const suites = requested.length ? requested : [...SUITES];
  mkdirSync(reportsDir, { recursive: true });
  process.env.NEXT_TELEMETRY_DISABLED = "1";

  const results: SuiteResult[] = [];
  for (const suite of suites) {
    log(`── ${suite} ──`);
    const started = Date.now();
    const result = suite === "typecheck" ? await runTypecheck() : suite === "lint" ? await runLint() : suite === "e2e" ? await runE2e() : await runVitest(suite);
    log(
      `${suite}: ${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ""} (${Math.round((Date.now() - started) / 1000)} s)${result.note ? ` — ${result.note}` : ""}`,
    );
    results.push(result);
  }

  console.log("");
  for (const r of results) console.log(`  ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ""}${r.note ? ` (${r.note})` : ""}`);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  const skipped = results.reduce((sum, r) => sum + r.skipped, 0);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
