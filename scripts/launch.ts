/**
 * One launcher for every way Longbox runs: `npm start`, `npm run dev`, the integration tests and
 * the e2e web server. It provides the database (embedded PostgreSQL 17 unless DATABASE_URL is
 * set), creates it, applies migrations, fills in generated secrets, then runs the real work as a
 * child process and forwards SIGINT/SIGTERM, stopping Postgres last.
 *
 *   tsx scripts/launch.ts start | dev | migrate | migrate-dev <name> | test-integration [vitest args]
 *                         | test-reliability [vitest args] | serve-e2e | demo | seed-large | bench
 *
 * seed-large and bench share their own data folder and database (.data/bench, longbox_bench), so
 * the large dataset never mixes with the app's own data.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir, E2E_DATA_DIR, E2E_DATABASE_URL_FILE, loadOrCreateSecrets, projectRoot } from "./lib/data-dir";
import { forgetServer, recordServer, stopLeftoverServer } from "./lib/leftover-server";
import { dropDatabase, ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from "./lib/postgres";
import { bin, run, runOrThrow, waitForExit } from "./lib/run";
import { productionServerEnv } from "./lib/server-env";
import { trustedProxyHops } from "../lib/http/client-address";
import { configuredOrigin } from "../lib/app-origin";
import { needsBuild } from "./lib/build-stamp";

type Mode = "start" | "dev" | "migrate" | "migrate-dev" | "test-integration" | "test-reliability" | "serve-e2e" | "demo" | "seed-large" | "bench";

const DEFAULT_PG_PORT: Record<Mode, number> = {
  start: 5499,
  dev: 5499,
  migrate: 5499,
  "migrate-dev": 5499,
  "test-integration": 5498,
  "test-reliability": 5495,
  "serve-e2e": 5497,
  demo: 5499,
  "seed-large": 5496,
  bench: 5496,
};
const DEFAULT_DATA_DIR: Partial<Record<Mode, string>> = {
  "test-integration": ".data/test-integration",
  "test-reliability": ".data/test-reliability",
  "serve-e2e": E2E_DATA_DIR,
  "seed-large": ".data/bench",
  bench: ".data/bench",
};
/** Scripts that run as the launcher's child with the database ready, and the database they use. */
const SCRIPT_MODES: Partial<Record<Mode, { script: string; database: string }>> = {
  demo: { script: "scripts/demo.ts", database: "longbox" },
  "seed-large": { script: "scripts/bench/seed-large.ts", database: "longbox_bench" },
  bench: { script: "scripts/bench/run-bench.ts", database: "longbox_bench" },
};
const VITEST_MODES: Partial<Record<Mode, string>> = { "test-integration": "integration", "test-reliability": "reliability" };

const log = (line: string) => console.log(`[longbox] ${line}`);

function isLocalUrl(url: string) {
  const host = new URL(url).hostname;
  return ["localhost", "127.0.0.1", "::1", "[::1]"].includes(host);
}

async function main() {
  const mode = process.argv[2] as Mode;
  const extraArgs = process.argv.slice(3);
  if (!(mode in DEFAULT_PG_PORT)) {
    console.error(`Usage: tsx scripts/launch.ts <${Object.keys(DEFAULT_PG_PORT).join("|")}>`);
    process.exit(2);
  }
  if (DEFAULT_DATA_DIR[mode] && !process.env.LONGBOX_DATA_DIR) process.env.LONGBOX_DATA_DIR = DEFAULT_DATA_DIR[mode];
  const dir = dataDir();
  const secrets = loadOrCreateSecrets(dir);
  const isTestRun = mode in VITEST_MODES || mode === "serve-e2e";

  let server: EmbeddedServer | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  let child: ChildProcess | undefined;
  let stopping = false;

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      const exited = await Promise.race([waitForExit(child), new Promise((r) => setTimeout(() => r("timeout"), 10_000))]);
      if (exited === "timeout") child.kill("SIGKILL");
    }
    if (child) forgetServer(dir);
    if (isTestRun && databaseUrl) await dropDatabase(databaseUrl).catch(() => undefined);
    if (server) {
      await server.stop().catch((error) => log(`Postgres did not stop cleanly: ${String(error)}`));
      log("PostgreSQL stopped.");
    }
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => void shutdown(0));
  }
  // `npm start` does not pass a SIGTERM it receives on to us; when whoever started us is gone
  // (we were re-parented), stop as if signalled rather than leave the app and Postgres running.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown(0);
  }, 1_000).unref();

  try {
    // A mistyped proxy setting would otherwise surface only at the first sign-in, as a wrong password.
    trustedProxyHops();
    if (databaseUrl) {
      if (isTestRun) {
        // Tests never touch a real database: a fresh, uniquely named one on the given server.
        if (!isLocalUrl(databaseUrl) && process.env.LONGBOX_ALLOW_REMOTE_TEST_DB !== "1") {
          throw new Error("Refusing to run tests against a non-local DATABASE_URL (set LONGBOX_ALLOW_REMOTE_TEST_DB=1 to allow).");
        }
        const url = new URL(databaseUrl);
        url.pathname = `/longbox_test_${randomBytes(4).toString("hex")}`;
        databaseUrl = url.toString();
      }
      log(`Using the database at DATABASE_URL (${new URL(databaseUrl).host}).`);
    } else {
      const port = Number(process.env.LONGBOX_PG_PORT ?? DEFAULT_PG_PORT[mode]);
      server = await startEmbeddedPostgres({ dataDir: dir, port, password: secrets.postgresPassword, log });
      const database = isTestRun ? `longbox_test_${randomBytes(4).toString("hex")}` : (SCRIPT_MODES[mode]?.database ?? "longbox");
      databaseUrl = server.url(database);
      log(`Embedded PostgreSQL 17 is running on 127.0.0.1:${port}.`);
    }
    await ensureDatabase(databaseUrl);
    // The e2e run's fresh database, for the spec that starts a second instance on it
    // (e2e/two-instances.spec.ts): a test database's address, in the test data folder only.
    if (mode === "serve-e2e") writeFileSync(path.join(dir, E2E_DATABASE_URL_FILE), databaseUrl, { mode: 0o600 });

    const port = process.env.PORT ?? (mode === "serve-e2e" ? "3100" : "3000");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LONGBOX_DATA_DIR: dir,
      AUTH_SECRET: process.env.AUTH_SECRET ?? secrets.authSecret,
      // Links and redirects are built from this address, never from the request's Host or
      // X-Forwarded-* headers, which a client writes (lib/app-origin.ts): the public address when
      // the operator gave one, else the local one the launcher serves.
      AUTH_URL: configuredOrigin() ?? `http://localhost:${port}`,
      NEXT_TELEMETRY_DISABLED: "1",
    };

    if (mode === "migrate-dev") {
      const code = await run(bin("prisma"), ["migrate", "dev", ...extraArgs], { env });
      return shutdown(code);
    }
    await runOrThrow(bin("prisma"), ["migrate", "deploy"], { env, stdio: isTestRun ? "ignore" : "inherit" });
    if (mode === "migrate") return shutdown(0);

    const vitestProject = VITEST_MODES[mode];
    if (vitestProject) {
      child = spawn(bin("vitest"), ["run", "--project", vitestProject, ...extraArgs], { cwd: projectRoot, env, stdio: "inherit" });
      return shutdown(await waitForExit(child));
    }

    const script = SCRIPT_MODES[mode]?.script;
    if (script) {
      // The demo data goes into the app's own database (same data folder and port as start/dev).
      child = spawn(process.execPath, ["--import", "tsx", script, ...extraArgs], { cwd: projectRoot, env, stdio: "inherit" });
      return shutdown(await waitForExit(child));
    }

    if (mode === "start" || mode === "serve-e2e") {
      await stopLeftoverServer(dir, log);
      if (needsBuild()) {
        log("Building the app (next build)…");
        await runOrThrow(bin("next"), ["build"], { env: { ...env, NODE_ENV: "production" } });
      }
      // No --hostname: Next then listens on every interface and Auth.js builds its URLs with
      // "localhost"; binding 0.0.0.0 explicitly would put http://0.0.0.0 into redirects.
      child = spawn(bin("next"), ["start", "--port", port], { cwd: projectRoot, env: productionServerEnv(env), stdio: "inherit" });
    } else {
      child = spawn(bin("next"), ["dev", "--port", port], { cwd: projectRoot, env, stdio: "inherit" });
    }
    if (child.pid) recordServer(dir, [process.pid, child.pid]);
    log(`Longbox is starting on http://localhost:${port} (Ctrl-C stops it).`);
    return shutdown(await waitForExit(child));
  } catch (error) {
    console.error(`[longbox] ${error instanceof Error ? error.message : String(error)}`);
    return shutdown(1);
  }
}

void main();
