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
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { db } from "@/lib/server/db";
import { checkInvariants } from "../invariants";
import type { WriterEvent } from "./battle-writer";
import {
  expectConsistent,
  killLiveWriters,
  openBattles,
  prepareCampaigns,
  rolledBack,
  sleep,
  startWriter,
  waitForWriterConnectionsGone,
  waitForWriterTransaction,
} from "./crash-harness";

const KILLS = 10;
const RUN_MS = { min: 500, max: 3000 };

const scratch = mkdtempSync(path.join(tmpdir(), "longbox-crash-"));
afterAll(() => {
  killLiveWriters();
  rmSync(scratch, { recursive: true, force: true });
});

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
      const inFlight = await waitForWriterTransaction();
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
