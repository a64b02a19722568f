/**
 * Tap to screen: the time from a tap on "Roll for me" to the updated battle page, in a real
 * browser (Debian's Chromium driven by Playwright, a phone's viewport and touch) signed in as the
 * bench user, against the same `next start` as the HTTP load. The battles are prepared in-process
 * (tap-world.ts); the browser opens each one and taps its rolls one by one.
 *
 * The page times each tap itself, so Playwright's round trips are not in the figure: before the
 * tap, armTap() notes the roll card's slot and one-time request key (new on every server render)
 * and starts a MutationObserver; the tap's click event gives the start; the first mutation after
 * which the roll card carries a new request key, or is gone (a decision or the end), is the new
 * screen in the DOM; the first task after the next animation frame is that screen painted.
 * Server code: load only after scripts/demo/allow-server-only.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumPath } from "../../lib/chromium";
import { browserCookies, PHONE, summarizeTaps, type TapSample, type TapToScreenResult } from "./tap-plan";
import { battleProgress, decideUntilDice, deleteTapCampaigns, prepareTapBattle, rollsOf, type TapBattle } from "./tap-world";
import { startCpuLoad, type CpuLoad } from "./cpu-load";

/** The same launch options as playwright.config.ts (STACK.md). */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

/** Taps before the measured ones (the server's and the page's code paths warm up), not counted. */
export const WARMUP_TAPS = 3;
export const REST_WARMUP_TAPS = 1;
const TAP_TIMEOUT_MS = 30_000;

const log = (line: string) => console.log(`[bench] ${line}`);

declare global {
  interface Window {
    __benchTap?: Promise<Omit<TapSample, "battle">>;
  }
}

/** Runs in the page before a tap (see the file's comment). `button`: "one" (Roll for me) or "rest" (Roll the rest for me). */
function armTap({ timeoutMs, button }: { timeoutMs: number; button: "one" | "rest" }) {
  const card = () => document.querySelector<HTMLElement>('section[aria-labelledby="roll-heading"]');
  const field = (section: HTMLElement | null, name: string) => section?.querySelector<HTMLInputElement>(`form input[name="${name}"]`)?.value ?? null;
  const before = card();
  const slot = field(before, "slot");
  const key = field(before, "requestKey");
  const label = before?.querySelector("#roll-heading")?.nextElementSibling?.textContent?.trim() ?? "";
  if (!before || !slot || !key) throw new Error("No roll card to tap.");
  // The tap's own fetch: the server action posts to the page's address (a prefetch carries ?_rsc=).
  // Chrome reports a resource entry a little after the body is read, so it is collected by an
  // observer and awaited after the paint; its timestamps are on the same clock.
  const page = location.origin + location.pathname;
  const fetches: PerformanceResourceTiming[] = [];
  let onFetch: (() => void) | null = null;
  const resources = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e instanceof PerformanceResourceTiming && e.initiatorType === "fetch" && e.name.split("?")[0] === page && !e.name.includes("_rsc=")) fetches.push(e);
    }
    if (fetches.length > 0) onFetch?.();
  });
  resources.observe({ type: "resource" });
  let clickAt: number | null = null;
  const onClick = (event: Event) => {
    if (clickAt === null && (event.target as Element | null)?.closest?.(`button[data-button="${button}"]`)) clickAt = event.timeStamp;
  };
  document.addEventListener("click", onClick, { capture: true });
  window.__benchTap = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      resources.disconnect();
      reject(new Error(`The screen did not change within ${timeoutMs} ms of the tap on ${label}.`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (clickAt === null) return;
      const after = card();
      if (after && field(after, "requestKey") === key) return;
      // The throw moved the battle past its rolls: the page is drawn again, and the screen is that one.
      if (document.querySelector("[data-redrawing]")) return;
      const committedAt = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener("click", onClick, { capture: true });
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const paintedAt = performance.now();
          const lastThrow = document.querySelector("[data-last-throw]")?.textContent ?? "";
          const finish = () => {
            onFetch = null;
            resources.disconnect();
            const requests = fetches
              .filter((e) => e.startTime >= clickAt!)
              .map((e) => ({ startTime: e.startTime, responseStart: e.responseStart, responseEnd: e.responseEnd, transferSize: e.transferSize, decodedBodySize: e.decodedBodySize }));
            resolve({ slot: slot!, label, nextSlot: field(card(), "slot"), clickAt: clickAt!, committedAt, paintedAt, lastThrowNamesRoll: label !== "" && lastThrow.includes(label), requests });
          };
          if (fetches.length > 0) return finish();
          onFetch = finish;
          // A fetch entry that never comes leaves the tap without its split, not without its figure.
          setTimeout(() => onFetch?.(), 2_000);
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** How long a loaded machine may take to draw a battle page's roll card after its page loads. */
const ROLL_CARD_TIMEOUT_MS = 30_000;

/**
 * Brings the page to a roll card, or says the battle needs no more dice. What the battle waits for
 * is asked of the database, not read off the page: a page that is still drawing on a loaded
 * machine shows no card yet, and counting cards the moment it loads mistook that for a battle
 * with no dice due. Decision steps are confirmed in-process, and then the page is loaded again.
 */
async function reachRollCard(page: Page, battle: TapBattle): Promise<boolean> {
  const card = page.getByRole("region", { name: "Next roll" });
  const before = await battleProgress(battle.access, battle.battleId);
  const progress = before.kind === "needs-decision" ? await decideUntilDice(battle) : before;
  if (progress.kind !== "needs-dice") return false;
  if (before.kind === "needs-decision") await page.reload();
  try {
    await card.waitFor({ state: "visible", timeout: ROLL_CARD_TIMEOUT_MS });
  } catch {
    throw new Error(`Issue #${battle.issue} waits for dice, but its page showed no roll card within ${ROLL_CARD_TIMEOUT_MS} ms.`);
  }
  return true;
}

/**
 * Taps through one battle's post-battle ("one": Roll for me on each roll; "rest": Roll the rest
 * for me, which rolls up to the next decision); decision steps are confirmed in-process and the
 * page reloaded.
 */
async function tapThrough(page: Page, baseUrl: string, battle: TapBattle, index: number, samples: TapSample[], wanted: number, button: "one" | "rest" = "one") {
  await page.goto(`${baseUrl}/campaigns/${battle.campaignId}/battles/${battle.battleId}`);
  while (samples.length < wanted) {
    if (!(await reachRollCard(page, battle))) return;
    await page.evaluate(armTap, { timeoutMs: TAP_TIMEOUT_MS, button });
    await page.getByRole("region", { name: "Next roll" }).getByRole("button", { name: button === "one" ? "Roll for me" : "Roll the rest for me" }).tap();
    const sample = await page.evaluate(() => window.__benchTap!);
    samples.push({ battle: index, ...sample });
  }
}

export async function measureTapToScreen(options: {
  baseUrl: string;
  cookie: string;
  email: string;
  taps: number;
  restTaps: number;
  /** Percent of each core a second process keeps busy while the taps are timed (0: none). */
  loadPercent: number;
  keepData: boolean;
}): Promise<TapToScreenResult> {
  const leftovers = await deleteTapCampaigns(options.email, null);
  if (leftovers > 0) log(`Removed ${leftovers} tap-timing campaign(s) an earlier run left.`);
  const runId = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const wanted = options.taps + WARMUP_TAPS;
  const samples: TapSample[] = [];
  const restSamples: TapSample[] = [];
  const restWanted = options.restTaps + REST_WARMUP_TAPS;
  let restBattles = 0;
  const campaignIds: string[] = [];
  let setupMs = 0;
  let browser: Browser | undefined;
  let load: CpuLoad | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const context = await browser.newContext({ ...PHONE });
    // tsx compiles this file keeping function names, which wraps named functions in a __name()
    // helper that exists only in Node: armTap's source, sent to the page, needs it there too.
    await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
    await context.addCookies(browserCookies(options.cookie, options.baseUrl));
    const page = await context.newPage();
    if (options.loadPercent > 0) {
      load = startCpuLoad(options.loadPercent);
      log(`  A second process keeps each of ${load.workers} cores ${load.percent}% busy while the taps are timed.`);
    }
    let index = 0;
    const nextBattle = async () => {
      if (index >= 40) throw new Error(`40 battles gave only ${samples.length} + ${restSamples.length} taps.`);
      const started = performance.now();
      const battle = await prepareTapBattle(options.email, runId, index);
      setupMs += performance.now() - started;
      campaignIds.push(battle.campaignId);
      return { battle, index: index++ };
    };
    while (samples.length < wanted) {
      const { battle, index: at } = await nextBattle();
      const before = samples.length;
      await tapThrough(page, options.baseUrl, battle, at, samples, wanted);
      const progress = await battleProgress(battle.access, battle.battleId);
      log(`  issue #${battle.issue}: ${samples.length - before} taps${progress.kind === "finished" ? `, ${progress.status.toLowerCase()}` : ""}.`);
    }
    while (restSamples.length < restWanted) {
      const { battle, index: at } = await nextBattle();
      restBattles++;
      const before = restSamples.length;
      await tapThrough(page, options.baseUrl, battle, at, restSamples, restWanted, "rest");
      const progress = await battleProgress(battle.access, battle.battleId);
      const throws = await rollsOf(battle.battleId);
      log(`  issue #${battle.issue}: ${restSamples.length - before} taps on "Roll the rest for me" (${throws} throws in all)${progress.kind === "finished" ? `, ${progress.status.toLowerCase()}` : ""}.`);
    }
  } finally {
    await load?.stop();
    await browser?.close();
    if (!options.keepData) await deleteTapCampaigns(options.email, campaignIds);
  }
  const measured = samples.slice(WARMUP_TAPS);
  return {
    ...summarizeTaps(measured),
    warmupTaps: WARMUP_TAPS,
    battles: campaignIds.length,
    viewport: PHONE.viewport,
    setupSeconds: Math.round(setupMs / 100) / 10,
    samples,
    rollRest: { ...summarizeTaps(restSamples.slice(REST_WARMUP_TAPS)), warmupTaps: REST_WARMUP_TAPS, battles: restBattles, samples: restSamples },
    cpuLoad: load ? { percent: load.percent, workers: load.workers } : null,
  };
}
