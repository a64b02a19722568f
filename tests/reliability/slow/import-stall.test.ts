/**
 * Legal files that stalled the server (security issue #23, item 1). First a 57 KB gzip that
 * unpacks to 31 MB of 1.9 million short strings passed every limit, and reading it held the one
 * JavaScript thread for 3.6–4.3 s per preview; ten at once kept /api/health waiting up to 4.1 s and
 * made other requests' transactions expire (Prisma P2028). The reading threads then refused it by
 * the item limit; but a file inside every limit was still parsed again and checked against its
 * game's schema on that thread, and checking is what costs: a league file whose roll log is a few
 * thousand empty objects (refused field by field by the schema) held it for seconds.
 *
 * Here three accounts each send ten such files through the real preview action (the most their
 * rate limit allows), as fast as each is answered: a Supers Unlimited league file, 1 MB unpacked
 * and 490,000 items (inside every limit), whose roll log is COSTLY_ROLLS empty objects beside a
 * list of 480,000 zeros. Meanwhile
 * - a separate process asks this process's /api/health (the real route handler, behind a plain
 *   HTTP server on the same event loop as the imports) every 20 ms: its p95 stays under 200 ms;
 * - another user starts campaigns one after another (a write in a transaction each): none fails;
 * - every file is answered with the game's own problems (checked on a reading thread), or "too
 *   slow" (past its CPU budget there) or "try again in a moment", and the attackers have nothing
 *   written but their rate-limit rows.
 * The measured figures are printed. LONGBOX_IMPORT_STALL_BUSY=1 runs a busy loop on one core in a
 * child process throughout, as SECURITY.md's loaded figure was measured.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type { CurrentUser } from "@/lib/server/auth/current-user";
import { db } from "@/lib/server/db";
import { IMPORTS_BUSY_MESSAGE, MAX_CAMPAIGN_IMPORT_ITEMS, tooSlowMessage } from "@/lib/export/import-limits";
import { campaignFileCheck as leagueFileCheck } from "@/lib/games/supers-unlimited/export/campaign-file-check";
import { SU_CAMPAIGN_EXPORT_FORMAT } from "@/lib/games/supers-unlimited";
import { IMPORT_WINDOW_SECONDS, MAX_IMPORTS_PER_WINDOW } from "@/lib/server/import/import-rate-limit";
import { readPool } from "@/lib/server/import/read-pool";
import { createCampaignFor, createUser } from "../../integration/factories";

/** Who calls: one per concurrent caller, where the usual session double holds one for the whole file. */
const caller = new AsyncLocalStorage<CurrentUser>();
vi.mock("@/lib/server/auth/current-user", async () => {
  const { redirect } = await import("next/navigation");
  const { signInPath } = await import("@/lib/safe-redirect");
  const store = globalThis as unknown as { longboxImportStallCaller: AsyncLocalStorage<CurrentUser> };
  const currentUser = async () => store.longboxImportStallCaller.getStore() ?? null;
  return {
    currentUser,
    requireUser: async (returnTo: string) => (await currentUser()) ?? redirect(signInPath(returnTo)),
  };
});
(globalThis as unknown as { longboxImportStallCaller: AsyncLocalStorage<CurrentUser> }).longboxImportStallCaller = caller;
vi.mock("next/cache", () => import("../harness/next-cache-double"));
vi.mock("next/headers", () => import("../harness/next-headers-double"));
const { formOf, invoke } = await import("../harness/act-as");
const { previewCampaignImportAction } = await import("@/lib/actions/preview-campaign-import-action");
const { GET: health } = await import("@/app/api/health/route");

const ACCOUNTS = 3;
const HEALTH_P95_LIMIT_MS = 200;
const HEALTH_EVERY_MS = 20;

const COSTLY_ROLLS = 2_000;
const ZEROS = 480_000;
/** The probe's file: a league file inside every limit whose check costs seconds, and its parse little. */
const costlyText = `{"format":"${SU_CAMPAIGN_EXPORT_FORMAT}","rolls":[${Array.from({ length: COSTLY_ROLLS }, () => "{}").join(",")}],"x":[${Array.from({ length: ZEROS }, () => "0").join(",")}]}`;
const bomb = gzipSync(costlyText, { level: 9 });

/**
 * Asks `url` every HEALTH_EVERY_MS, one request at a time, from its own process (so a blocked
 * event loop here cannot hide its own delay), until told to stop; then sends the latencies.
 */
const POLLER = `
const url = process.argv[1];
const latencies = [];
let isStopping = false;
process.on("message", () => { isStopping = true; });
(async () => {
  while (!isStopping) {
    const started = performance.now();
    try {
      const response = await fetch(url);
      await response.text();
      latencies.push({ ms: performance.now() - started, status: response.status });
    } catch {
      latencies.push({ ms: performance.now() - started, status: 0 });
    }
    await new Promise((resolve) => setTimeout(resolve, ${HEALTH_EVERY_MS}));
  }
  process.send(latencies, () => process.exit(0));
})();
`;

let server: Server;
let healthUrl = "";

let busyLoop: ReturnType<typeof spawn> | null = null;

beforeAll(async () => {
  if (process.env.LONGBOX_IMPORT_STALL_BUSY === "1") busyLoop = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  server = createServer((request, response) => {
    void health().then(async (answer) => {
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  healthUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
  await db.$queryRaw`SELECT 1`;
});

afterAll(async () => {
  busyLoop?.kill();
  await new Promise((resolve) => server.close(resolve));
});

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

test(`while ${ACCOUNTS * MAX_IMPORTS_PER_WINDOW} bombs arrive from ${ACCOUNTS} accounts, /api/health p95 stays under ${HEALTH_P95_LIMIT_MS} ms and no other user's write fails`, async () => {
  const attackers = await Promise.all(Array.from({ length: ACCOUNTS }, (_, index) => createUser({ name: `Bomber ${index + 1}` })));
  const bystander = await createUser({ name: "Bea Bystander" });

  const poller = spawn(process.execPath, ["-e", POLLER, healthUrl], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const latencies = new Promise<{ ms: number; status: number }[]>((resolve) => poller.once("message", (message) => resolve(message as never)));

  let isStorming = true;
  const writes = { ok: 0, failed: [] as string[] };
  const writer = (async () => {
    while (isStorming) {
      try {
        await createCampaignFor(bystander);
        writes.ok++;
      } catch (error) {
        writes.failed.push(error instanceof Error ? error.message : String(error));
      }
    }
  })();

  // This thread's own view: how late its event loop turned (the poller's latencies add the machine's load).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  const answers = await Promise.all(
    attackers.map((attacker) =>
      caller.run(attacker, async () => {
        const mine: unknown[] = [];
        for (let file = 0; file < MAX_IMPORTS_PER_WINDOW; file++) {
          mine.push(await invoke(previewCampaignImportAction as never, formOf({ file: new File([bomb], "campaign.json.gz") })));
        }
        return mine;
      }),
    ),
  );
  const stormMs = performance.now() - started;
  loopDelay.disable();
  isStorming = false;
  await writer;
  poller.send("stop");
  const samples = await latencies;

  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const p95 = percentile(sorted, 0.95);
  const tooSlow = tooSlowMessage(readPool().options.cpuBudgetMs);
  const states = answers.flat().map((answer) => (answer as { state?: { ok?: boolean; message?: string; data?: unknown } }).state);
  const checked = states.filter((state) => state?.ok === true);
  const refusals = states.filter((state) => state?.ok !== true).map((state) => state?.message);
  console.log(
    `[import-stall] ${states.length} costly-to-check files (${COSTLY_ROLLS} empty rolls and ${ZEROS} zeros, ${bomb.length} B gzipped) from ${ACCOUNTS} accounts ` +
      `in ${(stormMs / 1000).toFixed(1)} s (${checked.length} checked, ${refusals.filter((m) => m === tooSlow).length} "too slow", ` +
      `${refusals.filter((m) => m === IMPORTS_BUSY_MESSAGE).length} "try again"); /api/health: ${samples.length} requests, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms; this thread's event-loop delay p95 ${(loopDelay.percentile(95) / 1e6).toFixed(1)} ms, ` +
      `max ${(loopDelay.max / 1e6).toFixed(1)} ms; other user's writes: ${writes.ok} ok, ${writes.failed.length} failed` +
      (busyLoop ? " (a busy loop on one core)" : ""),
  );

  expect(answers.flat()).toHaveLength(ACCOUNTS * MAX_IMPORTS_PER_WINDOW);
  // The file is inside every limit the reading threads count, so it reaches its game's check.
  expect(costlyText.split(",").length + costlyText.split(/[[{]/).length).toBeLessThan(MAX_CAMPAIGN_IMPORT_ITEMS);
  // Its answer is the game's own, in the same words as its check gives here (done after the storm, on this thread).
  const expected = leagueFileCheck.preview(JSON.parse(costlyText));
  expect(expected.canImport).toBe(false);
  for (const state of checked) expect(state!.data).toEqual(expected);
  for (const message of refusals) expect([tooSlow, IMPORTS_BUSY_MESSAGE]).toContain(message);
  expect(checked.length).toBeGreaterThan(0);
  expect(samples.length).toBeGreaterThan(10);
  expect(samples.every((sample) => sample.status === 200)).toBe(true);
  expect(p95).toBeLessThan(HEALTH_P95_LIMIT_MS);
  expect(writes.failed).toEqual([]);
  expect(writes.ok).toBeGreaterThan(0);
  // Nothing of the attackers' but the count of files they had read.
  const attackerIds = attackers.map((attacker) => attacker.id);
  expect(await db.membership.count({ where: { userId: { in: attackerIds } } })).toBe(0);
  // Every file was let through (none was refused by the rate limit, above); the limit drops rows
  // older than its window, so a storm longer than that keeps fewer.
  const attempts = await db.importAttempt.count({ where: { userId: { in: attackerIds } } });
  if (stormMs < IMPORT_WINDOW_SECONDS * 1000) expect(attempts).toBe(ACCOUNTS * MAX_IMPORTS_PER_WINDOW);
  else expect(attempts).toBeLessThanOrEqual(ACCOUNTS * MAX_IMPORTS_PER_WINDOW);
});
