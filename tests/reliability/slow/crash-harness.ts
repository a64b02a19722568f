/**
 * What the crash tests share: the battle writer as a child process (crash-writer.ts) with its
 * progress read from stdout, the campaigns it plays, and the checks made on Postgres after a kill.
 * The writer gets the DATABASE_URL of the moment it starts, so a test that runs its own Postgres
 * sets that first.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { expect } from "vitest";
import { OPEN_STATUSES } from "@/lib/server/battles/open-battles";
import { db } from "@/lib/server/db";
import { addMember, createCampaignFor } from "../../integration/factories";
import { HEROES, VILLAINS, teamWithSamples } from "../../integration/battles/battle-factory";
import { checkInvariants, formatViolations, type InvariantReport } from "../invariants";
import type { WriterEvent, WriterLane } from "./battle-writer";

const ROOT = path.resolve(__dirname, "../../..");
const WRITER = path.join(__dirname, "crash-writer.ts");
/** The writer's connections carry this name, so a test can see its transactions in pg_stat_activity. */
export const APP_NAME = "longbox-crash-writer";

/** Writers still running: a failed expectation must not leave one writing after the test. */
const live = new Set<ChildProcess>();
export function killLiveWriters() {
  for (const child of live) child.kill("SIGKILL");
}

export interface Writer {
  child: ChildProcess;
  events: WriterEvent[];
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves at the first `event` from `fromIndex` on in `events` (default: any so far). */
  waitFor(event: WriterEvent["event"], timeoutMs: number, fromIndex?: number): Promise<void>;
}

/**
 * "play" writes until killed and stops at the first error; "serve" is the same but, like a server
 * whose request failed, starts a lane over after an error (crash-writer.ts); "finish" completes
 * every open battle and exits.
 */
export function startWriter(lanesFile: string, mode: "play" | "serve" | "finish"): Writer {
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
    waitFor(event, timeoutMs, fromIndex = 0) {
      if (events.slice(fromIndex).some((e) => e.event === event)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`The writer sent no "${event}" within ${timeoutMs} ms.\n${stderr}`)), timeoutMs);
        waiters.push({ event, resolve: () => (clearTimeout(timer), resolve()) });
        void exited.then(({ code, signal }) => reject(new Error(`The writer exited (${code ?? signal}) before "${event}".\n${stderr}`)));
      });
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The writer's transactions open right now (running a statement, or between two of one transaction). */
export async function writerTransactions(): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = ${APP_NAME} AND xact_start IS NOT NULL AND state <> 'idle'`;
  return row!.n;
}

/** Polls until one of the writer's transactions is open (or gives up after ~2 s); returns how many were. */
export async function waitForWriterTransaction(): Promise<number> {
  let inFlight = 0;
  for (let poll = 0; poll < 400 && inFlight === 0; poll++) {
    inFlight = await writerTransactions();
    if (inFlight === 0) await sleep(5);
  }
  return inFlight;
}

/** Waits until Postgres has closed every connection of the dead writer (rolling back what was open). */
export async function waitForWriterConnectionsGone() {
  for (let i = 0; i < 500; i++) {
    const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${APP_NAME}`;
    if (row!.n === 0) return;
    await sleep(20);
  }
  throw new Error("The killed writer's connections are still open after 10 s.");
}

/** Transactions Postgres rolled back in this database so far (a killed writer's open ones among them). */
export async function rolledBack(): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT xact_rollback::int AS n FROM pg_stat_database WHERE datname = current_database()`;
  return row!.n;
}

export async function openBattles(campaignIds: string[]) {
  return db.battle.findMany({ where: { campaignId: { in: campaignIds }, status: { in: [...OPEN_STATUSES] } }, select: { id: true, status: true } });
}

/**
 * Two campaigns: one of four teams where two battles run side by side (their writes and roll
 * numbers interleave), one whose reports wait for the organiser's confirmation.
 */
export async function prepareCampaigns(): Promise<{ lanes: WriterLane[]; campaignIds: string[] }> {
  const lanes: WriterLane[] = [];
  const campaignIds: string[] = [];
  // Low goals: campaigns finish (Ruling R14) mid-stream and the writer raises the goal to play on.
  for (const [reportConfirmation, pairs, storyPointGoal] of [
    ["NONE", 2, 8],
    ["ORGANISER", 1, 6],
  ] as const) {
    const { campaign, organiser } = await createCampaignFor(undefined, { reportConfirmation, storyPointGoal });
    campaignIds.push(campaign.id);
    for (let pair = 0; pair < pairs; pair++) {
      const heroOwner = await addMember(campaign.id, "PLAYER", `Hero player ${pair + 1}`);
      const villainOwner = await addMember(campaign.id, "PLAYER", `Villain player ${pair + 1}`);
      const heroes = await teamWithSamples(campaign.id, heroOwner, `Heroes ${pair + 1}`, HEROES);
      const villains = await teamWithSamples(campaign.id, villainOwner, `Villains ${pair + 1}`, VILLAINS);
      await db.team.update({ where: { id: villains.team.id }, data: { alignment: "VILLAINS" } });
      lanes.push({
        campaignId: campaign.id,
        teamIds: [heroes.team.id, villains.team.id],
        ownerIds: [heroOwner.id, villainOwner.id],
        playerId: heroOwner.id,
        organiserId: organiser.id,
      });
    }
  }
  return { lanes, campaignIds };
}

/**
 * The invariants read from one snapshot (REPEATABLE READ), for checking while a writer is still
 * writing: read statement by statement, a roll committed between two reads looks like a gap.
 */
export function checkInvariantsInSnapshot(campaignIds: readonly string[]): Promise<InvariantReport> {
  return db.$transaction((tx) => checkInvariants(tx, { campaignIds }), { isolationLevel: "RepeatableRead", maxWait: 15_000, timeout: 60_000 });
}

export function expectConsistent(report: InvariantReport, when: string) {
  expect(report.violations, `${when}:\n${formatViolations(report.violations)}`).toEqual([]);
}
