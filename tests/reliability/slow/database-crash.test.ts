/**
 * Crash consistency, the other server: Postgres itself killed with SIGKILL — the postmaster and
 * every backend at once, as a power cut or the kernel's OOM killer would — while the battle writer
 * is in the middle of its stream of writes, then started again on the same data.
 * crash-consistency.test.ts kills the app's side; this kills the database's. After each restart:
 *   - Postgres recovers from its write-ahead log, and the campaigns keep their invariants
 *     (tests/reliability/invariants.ts): no half-applied battle, balances equal their entries,
 *     roll numbers without gaps;
 *   - nothing the app was told had committed is lost: every battle the writer saw resolved is
 *     still resolved (or undone since), never open again or gone;
 *   - the app's own Prisma client and pool (lib/server/db.ts) work again without a restart, in
 *     this process (the checks below) and in the writer, which goes on writing the way a server
 *     answers its next request ("serve" mode: a lane whose call failed starts over).
 *
 * It runs its own embedded Postgres (a fresh cluster under .data/, on a free port), since killing
 * the one the other test files share would take them down too.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { db } from "@/lib/server/db";
import { projectRoot } from "../../../scripts/lib/data-dir";
import { freePort } from "../../../scripts/lib/free-port";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from "../../../scripts/lib/postgres";
import { bin, runOrThrow } from "../../../scripts/lib/run";
import { checkInvariants } from "../invariants";
import type { WriterEvent } from "./battle-writer";
import { checkInvariantsInSnapshot, expectConsistent, killLiveWriters, openBattles, prepareCampaigns, sleep, startWriter, waitForWriterTransaction } from "./crash-harness";

const CRASHES = 3;
/** How a call fails when Postgres dies under it, refuses connections, or is still recovering. */
const CONNECTION_LOST =
  /connection terminated|connection error|ConnectionClosed|DatabaseNotReachable|ECONNREFUSED|ECONNRESET|"code":"57P0[1-3]"|terminating connection|database system is (starting up|in recovery|shutting down|not yet accepting)/i;
const RUN_MS = { min: 500, max: 2000 };

// Under the project, not /tmp: as root, Postgres runs as its own user, which must reach the folder.
const clusterDir = path.join(projectRoot, ".data", `db-crash-${randomBytes(4).toString("hex")}`);
const scratch = mkdtempSync(path.join(tmpdir(), "longbox-db-crash-"));
const password = randomBytes(16).toString("hex");
let port = 0;
let server: EmbeddedServer | null = null;

const startPostgres = () => startEmbeddedPostgres({ dataDir: clusterDir, port, password, log: () => {} });

beforeAll(async () => {
  port = await freePort();
  server = await startPostgres();
  const url = server.url("longbox_test_db_crash");
  await ensureDatabase(url);
  await runOrThrow(bin("prisma"), ["migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url }, stdio: "ignore" });
  // The app's client is made on first use (lib/server/db.ts): from here on it, the factories and
  // the writers all talk to this cluster.
  process.env.DATABASE_URL = url;
});

afterAll(async () => {
  killLiveWriters();
  await db.$disconnect().catch(() => {});
  await server?.stop().catch(() => {});
  rmSync(clusterDir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every process whose parent is `pid` (Linux /proc): the postmaster's backends and helpers. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (name) state ppid …": the name may hold spaces or parentheses, so read after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // Gone while we looked.
    }
  }
  return children;
}

/** SIGKILL to the postmaster and all its processes at once; resolves when every one has gone. */
async function killPostgres(): Promise<number> {
  const pidFile = path.join(clusterDir, "pg", "postmaster.pid");
  if (!existsSync(pidFile)) throw new Error("Postgres is not running: no postmaster.pid.");
  const postmaster = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  const processes = [postmaster, ...childrenOf(postmaster)];
  for (const pid of processes) process.kill(pid, "SIGKILL");
  for (let i = 0; i < 500 && processes.some(isAlive); i++) await sleep(20);
  if (processes.some(isAlive)) throw new Error("Postgres processes outlived SIGKILL by 10 s.");
  return processes.length;
}

/** The first statement through the app's pool once Postgres is back; stale connections must not stick. */
async function firstQueryAfterRestart(): Promise<{ failures: number }> {
  let failures = 0;
  for (;;) {
    try {
      await db.$queryRaw`SELECT 1`;
      return { failures };
    } catch (error) {
      // At most the connections the pool held when Postgres died may fail, each once.
      if (++failures > 20) throw error;
      await sleep(50);
    }
  }
}

describe("crash consistency: Postgres killed with SIGKILL mid-stream", () => {
  test(`${CRASHES} database crashes and restarts under a writing app; the invariants hold, acknowledged battles stay, the app recovers without a restart`, async () => {
    const { lanes, campaignIds } = await prepareCampaigns();
    const lanesFile = path.join(scratch, "lanes.json");
    writeFileSync(lanesFile, JSON.stringify(lanes));

    const writer = startWriter(lanesFile, "serve");
    await writer.waitFor("write", 60_000);
    const log: string[] = [];
    let crashesDuringTransaction = 0;

    for (let crash = 1; crash <= CRASHES; crash++) {
      await sleep(RUN_MS.min + Math.random() * (RUN_MS.max - RUN_MS.min));
      const inFlight = await waitForWriterTransaction();
      const eventsAtCrash = writer.events.length;
      const killed = await killPostgres();
      if (inFlight > 0) crashesDuringTransaction++;
      // Down for a moment: the writer's calls fail meanwhile, as a server's requests would.
      await sleep(300);
      server = await startPostgres();
      const { failures } = await firstQueryAfterRestart();

      // The writer is writing again already: read the invariants from one snapshot.
      expectConsistent(await checkInvariantsInSnapshot(campaignIds), `after database crash ${crash}`);
      // Durability: a battle the app was told had resolved never comes back open, and never vanishes.
      const acknowledged = [...new Set(writer.events.slice(0, eventsAtCrash).flatMap((e) => (e.event === "resolved" ? [e.battleId] : [])))];
      const stored = await db.battle.findMany({ where: { id: { in: acknowledged } }, select: { id: true, status: true } });
      expect(stored).toHaveLength(acknowledged.length);
      expect(stored.filter((b) => b.status !== "RESOLVED" && b.status !== "UNDONE")).toEqual([]);

      // The writer, still the same process with the same pool, writes again.
      const restartedAt = writer.events.length;
      await writer.waitFor("write", 60_000, restartedAt);
      const failed = writer.events.slice(eventsAtCrash).filter((e) => e.event === "failed").length;
      log.push(
        `crash ${crash}: ${killed} processes killed, ${inFlight} writer transactions open, ${failed} writer calls failed, ${failures} stale connections in this process, ${acknowledged.length} acknowledged battles kept`,
      );
    }

    // Every crash cut a writer transaction in half (seen in pg_stat_activity just before).
    expect(crashesDuringTransaction).toBe(CRASHES);
    // The writer was cut off by each crash: it saw its calls fail, and carried on.
    expect(writer.events.filter((e) => e.event === "failed").length).toBeGreaterThanOrEqual(CRASHES);
    // ...and only because the database went away: any other failure would be a bug the retries hid.
    const failures = [...new Set(writer.events.flatMap((e) => (e.event === "failed" ? [e.message] : [])))];
    expect(
      failures.filter((message) => !CONNECTION_LOST.test(message)),
      failures.join("\n"),
    ).toEqual([]);
    writer.child.kill("SIGKILL");
    await writer.exited;

    const finisher = startWriter(lanesFile, "finish");
    const finished = await finisher.exited;
    expect(finished, finisher.stderr()).toEqual({ code: 0, signal: null });
    const final = await checkInvariants(db, { campaignIds });
    expectConsistent(final, "after the last battles were finished");
    expect(await openBattles(campaignIds)).toEqual([]);

    const count = (event: WriterEvent["event"]) => writer.events.filter((e) => e.event === event).length;
    console.log(
      [
        ...log.map((line) => `[db-crash] ${line}`),
        `[db-crash] battles by status ${JSON.stringify(final.counts.byStatus)}; ${final.counts.rolls} rolls, ${final.counts.entries} ledger entries`,
        `[db-crash] how the writer's calls failed: ${failures.join(" · ")}`,
        `[db-crash] writer: ${count("resolved")} resolved, ${count("write")} writes, ${count("failed")} failed calls, ${count("resumed")} battles resumed after a failure`,
      ].join("\n"),
    );
  });
});
