/**
 * Crash consistency: a process writing battles through the app's services is killed with SIGKILL
 * in the middle of its stream of writes, again and again; after every kill the stored campaigns
 * must keep their invariants (tests/reliability/invariants.ts), and a restarted writer must carry
 * every half-finished battle to its end.
 *
 * Why a writer process and not `next start`: the battle screens write through server actions,
 * which only answer POSTs carrying Next's per-build action ids, the router state and a signed-in
 * session cookie (Auth.js, after its CSRF dance); driving them over HTTP would mean scraping
 * those ids from the client bundles of one build. The writer is the same thing one layer down:
 * the same services, the same Prisma client and pool (lib/server/db.ts), the same transactions,
 * in a separate Node process that dies the way a server does under SIGKILL: no `finally`, no
 * disconnect, sockets cut while transactions are open. What makes a crash safe or not is where
 * the transaction boundaries are, and those are all below the server action.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, test } from "vitest";
import { OPEN_STATUSES } from "@/lib/server/battles/open-battles";
import { db } from "@/lib/server/db";
import { addMember, createCampaignFor } from "../../integration/factories";
import { HEROES, VILLAINS, teamWithSamples } from "../../integration/battles/battle-factory";
import { checkInvariants, formatViolations, type InvariantReport } from "../invariants";
import type { WriterEvent, WriterLane } from "./battle-writer";

const ROOT = path.resolve(__dirname, "../../..");
const WRITER = path.join(__dirname, "crash-writer.ts");
/** The writer's connections carry this name, so the test can see its transactions in pg_stat_activity. */
const APP_NAME = "longbox-crash-writer";
const KILLS = 10;
const RUN_MS = { min: 500, max: 3000 };

const scratch = mkdtempSync(path.join(tmpdir(), "longbox-crash-"));
/** Writers still running: a failed expectation must not leave one writing after the test. */
const live = new Set<ChildProcess>();
afterAll(() => {
  for (const child of live) child.kill("SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
});

interface Writer {
  child: ChildProcess;
  events: WriterEvent[];
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitFor(event: WriterEvent["event"], timeoutMs: number): Promise<void>;
}

function startWriter(lanesFile: string, mode: "play" | "finish"): Writer {
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set("application_name", APP_NAME);
  const child = spawn(process.execPath, ["--import", "tsx", WRITER, lanesFile, mode], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const events: WriterEvent[] = [];
  const waiters: Array<{ event: string; resolve: () => void }> = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    if (!line.startsWith("{")) return;
    const event = JSON.parse(line) as WriterEvent;
    events.push(event);
    for (const w of waiters.filter((w) => w.event === event.event)) w.resolve();
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  live.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    }),
  );
  return {
    child,
    events,
    stderr: () => stderr,
    exited,
    waitFor(event, timeoutMs) {
      if (events.some((e) => e.event === event)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`The writer sent no "${event}" within ${timeoutMs} ms.\n${stderr}`)), timeoutMs);
        waiters.push({ event, resolve: () => (clearTimeout(timer), resolve()) });
        void exited.then(({ code, signal }) => reject(new Error(`The writer exited (${code ?? signal}) before "${event}".\n${stderr}`)));
      });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The writer's transactions open right now (running a statement, or between two of one transaction). */
async function writerTransactions(): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = ${APP_NAME} AND xact_start IS NOT NULL AND state <> 'idle'`;
  return row!.n;
}

/** Waits until Postgres has closed every connection of the dead writer (rolling back what was open). */
async function waitForWriterConnectionsGone() {
  for (let i = 0; i < 500; i++) {
    const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${APP_NAME}`;
    if (row!.n === 0) return;
    await sleep(20);
  }
  throw new Error("The killed writer's connections are still open after 10 s.");
}

/** Transactions Postgres rolled back in this database so far (a killed writer's open ones among them). */
async function rolledBack(): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT xact_rollback::int AS n FROM pg_stat_database WHERE datname = current_database()`;
  return row!.n;
}

async function openBattles(campaignIds: string[]) {
  return db.battle.findMany({ where: { campaignId: { in: campaignIds }, status: { in: [...OPEN_STATUSES] } }, select: { id: true, status: true } });
}

/**
 * Two campaigns: one of four teams where two battles run side by side (their writes and roll
 * numbers interleave), one whose reports wait for the organiser's confirmation.
 */
async function prepareCampaigns(): Promise<{ lanes: WriterLane[]; campaignIds: string[] }> {
  const lanes: WriterLane[] = [];
  const campaignIds: string[] = [];
  // Low goals: campaigns finish (Ruling R14) mid-stream and the writer raises the goal to play on.
  for (const [reportConfirmation, pairs, storyPointGoal] of [["NONE", 2, 8], ["ORGANISER", 1, 6]] as const) {
    const { campaign, organiser } = await createCampaignFor(undefined, { reportConfirmation, storyPointGoal });
    campaignIds.push(campaign.id);
    for (let pair = 0; pair < pairs; pair++) {
      const heroOwner = await addMember(campaign.id, "PLAYER", `Hero player ${pair + 1}`);
      const villainOwner = await addMember(campaign.id, "PLAYER", `Villain player ${pair + 1}`);
      const heroes = await teamWithSamples(campaign.id, heroOwner, `Heroes ${pair + 1}`, HEROES);
      const villains = await teamWithSamples(campaign.id, villainOwner, `Villains ${pair + 1}`, VILLAINS);
      await db.team.update({ where: { id: villains.team.id }, data: { alignment: "VILLAINS" } });
      lanes.push({ campaignId: campaign.id, teamIds: [heroes.team.id, villains.team.id], ownerIds: [heroOwner.id, villainOwner.id], playerId: heroOwner.id, organiserId: organiser.id });
    }
  }
  return { lanes, campaignIds };
}

function expectConsistent(report: InvariantReport, when: string) {
  expect(report.violations, `${when}:\n${formatViolations(report.violations)}`).toEqual([]);
}

describe("crash consistency: the battle writer killed with SIGKILL mid-stream", () => {
  test(`${KILLS} kills and restarts, then every open battle is finished; the invariants hold after each kill and at the end`, async () => {
    const { lanes, campaignIds } = await prepareCampaigns();
    const lanesFile = path.join(scratch, "lanes.json");
    writeFileSync(lanesFile, JSON.stringify(lanes));

    const allEvents: WriterEvent[] = [];
    const openAtKill = new Set<string>();
    let killsDuringTransaction = 0;
    let openTransactionsKilled = 0;
    const rollbacksBefore = await rolledBack();

    const runs: string[] = [];
    for (let kill = 1; kill <= KILLS; kill++) {
      const started = Date.now();
      const writer = startWriter(lanesFile, "play");
      // The clock starts at its first write: loading the app and warming up is not the stream.
      await writer.waitFor("write", 60_000);
      const writing = Date.now();
      await sleep(RUN_MS.min + Math.random() * (RUN_MS.max - RUN_MS.min));
      // Aim: kill while one of its transactions is open, so the kill cuts a write in half.
      let inFlight = 0;
      for (let poll = 0; poll < 400 && inFlight === 0; poll++) {
        inFlight = await writerTransactions();
        if (inFlight === 0) await sleep(5);
      }
      writer.child.kill("SIGKILL");
      const exit = await writer.exited;
      runs.push(`${writing - started}+${Date.now() - writing} ms/${writer.events.filter((e) => e.event === "write").length}w`);
      allEvents.push(...writer.events);
      // It must have been running until the kill: a writer that failed on its own is a bug.
      expect(exit, `writer run ${kill} ended on its own:\n${writer.stderr()}`).toEqual({ code: null, signal: "SIGKILL" });
      if (inFlight > 0) killsDuringTransaction++;
      openTransactionsKilled += inFlight;
      await waitForWriterConnectionsGone();

      expectConsistent(await checkInvariants(db, { campaignIds }), `after kill ${kill}`);
      for (const battle of await openBattles(campaignIds)) openAtKill.add(battle.id);
    }

    // Every kill cut the writer off with a transaction open (seen in pg_stat_activity just before).
    expect(killsDuringTransaction).toBe(KILLS);
    const rollbacks = (await rolledBack()) - rollbacksBefore;
    const finisher = startWriter(lanesFile, "finish");
    const finished = await finisher.exited;
    allEvents.push(...finisher.events);
    expect(finished, finisher.stderr()).toEqual({ code: 0, signal: null });

    const final = await checkInvariants(db, { campaignIds });
    expectConsistent(final, "after the last restart finished every open battle");
    expect(await openBattles(campaignIds)).toEqual([]);
    // Each battle a kill left half-way was carried to its end by a restarted writer (undone counts: it was resolved first).
    const leftHalfWay = await db.battle.findMany({ where: { id: { in: [...openAtKill] } }, select: { status: true } });
    expect(leftHalfWay.map((b) => b.status).filter((s) => s !== "RESOLVED" && s !== "UNDONE")).toEqual([]);
    const resumed = allEvents.filter((e) => e.event === "resumed");
    expect(resumed.length).toBeGreaterThan(0);
    expect(new Set(resumed.map((e) => (e.event === "resumed" ? e.battleId : ""))).size).toBe(openAtKill.size);

    const count = (event: WriterEvent["event"]) => allEvents.filter((e) => e.event === event).length;
    console.log(
      [
        `[crash] runs (start-up + writing ms / writes): ${runs.join(", ")}`,
        `[crash] ${KILLS} SIGKILLs, ${killsDuringTransaction} of them with a writer transaction open (${openTransactionsKilled} transactions seen open just before the kills; Postgres rolled back ${rollbacks}); ${openAtKill.size} battles left half-way, all resumed and finished`,
        `[crash] battles by status ${JSON.stringify(final.counts.byStatus)}; ${final.counts.rolls} rolls, ${final.counts.entries} ledger entries, ${final.counts.teams} teams`,
        `[crash] writer events: ${count("resolved")} resolved, ${count("write")} writes, ${count("cancelled")} cancelled, ${count("undone")} undone, ${count("redone")} redone, ${count("recruited")} recruits, ${count("goal-raised")} goal raises; ${final.counts.explainedEdits} roster links explained by edits`,
      ].join("\n"),
    );
  });
});
