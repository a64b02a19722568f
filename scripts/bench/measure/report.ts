/**
 * bench/results.json and bench/SUMMARY.md from one run's figures: ratios to the floor page, the
 * issue's targets marked met or missed, readable tables. Plain code, tested in report.test.ts.
 * The summary's "Findings" section is the lead's: a re-run keeps whatever it holds.
 */
import type { ApplyTimingResult } from "./apply-timing";
import type { FirstLoadReport, HtmlCheck } from "./first-load-js";
import type { GameCodeReport } from "./game-chunks";
import type { HttpTargetResult } from "./http-load";
import type { BenchManifest } from "./manifest";
import type { RulesBenchRow } from "./rules-benches";
import { ratio } from "./stats";
import type { TapToScreenResult } from "./tap-plan";

export interface MachineFacts {
  cpuModel: string;
  cores: number;
  memoryGb: number;
  node: string;
  platform: string;
  /** 1, 5 and 15 minute load averages when the run began. */
  loadAverage: number[];
}

export interface HttpRatios {
  p50: number | null;
  p95: number | null;
  p99: number | null;
  requestsPerSecond: number | null;
}

export interface HttpTargetReport extends HttpTargetResult {
  /** This page's figure ÷ the prerendered floor's (requests/s: this page's ÷ the floor's, so below 1 is slower). */
  ratioToFloor: HttpRatios;
  /** The same, to the cheapest dynamic page (sign-in): what signed-in pages are held to. Absent in older results. */
  ratioToDynamic?: HttpRatios;
}

export type TargetStatus = "met" | "missed" | "not measured";

export interface TargetCheck {
  id:
    | "dashboard-p95"
    | "team-p95"
    | "dashboard-p95-one-connection"
    | "team-p95-one-connection"
    | "tap-p95"
    | "tap-rest-p95"
    | "tap-answer"
    | "tap-rest-answer"
    | "apply-p95"
    | "public-team-first-load-js" | "public-team-vs-floor" | "dashboard-vs-sign-in" | "team-vs-sign-in";
  label: string;
  limit: number;
  unit: "ms" | "kB" | "kB gzip" | "× floor req/s" | "× sign-in req/s";
  /** The limit is a floor the figure must reach (a throughput ratio), not a ceiling. */
  isMinimum?: boolean;
  measured: number | null;
  status: TargetStatus;
}

export interface BenchResults {
  version: 1;
  createdAt: string;
  machine: MachineFacts;
  options: Record<string, unknown>;
  build: { outcome: string; buildId: string | null } | null;
  dataset: { manifest: string; database: string | null; seed: BenchManifest["seed"]; createdAt: string; counts: BenchManifest["counts"] };
  http: { connections: number; durationSeconds: number; warmupSeconds: number; floor: string; targets: HttpTargetReport[] } | null;
  apply: ApplyTimingResult | null;
  /** Absent in results written before the tap timing existed. */
  tap?: TapToScreenResult | null;
  firstLoadJs: (FirstLoadReport & { htmlChecks: HtmlCheck[]; gameCode?: GameCodeReport | null }) | null;
  rulesBenches: RulesBenchRow[] | null;
  targets: TargetCheck[];
  /** Sections that failed, with why: the rest of the report still stands. */
  failures: Array<{ section: string; message: string }>;
}

export const TAP_TARGET_LABEL = "Tap to screen p95 (Roll for me → updated screen, real browser)";
export const TAP_REST_TARGET_LABEL = "Tap to screen p95 (Roll the rest for me → next decision's screen, 4 v 4, three KOs a side)";

/** kB as Next prints them: 1000 bytes. */
export const KB = 1000;
export const PUBLIC_TEAM_ROUTE = "/t/[token]";

function ratiosTo(t: HttpTargetResult, base: HttpTargetResult | undefined): HttpRatios {
  return {
    p50: ratio(t.latencyMs.p50, base?.latencyMs.p50 ?? null),
    p95: ratio(t.latencyMs.p95, base?.latencyMs.p95 ?? null),
    p99: ratio(t.latencyMs.p99, base?.latencyMs.p99 ?? null),
    requestsPerSecond: ratio(t.requestsPerSecond, base?.requestsPerSecond ?? null),
  };
}

/** Each page's ratios to the prerendered floor and to the cheapest dynamic page (sign-in) of the same run. */
export function withFloorRatios(targets: readonly HttpTargetResult[]): HttpTargetReport[] {
  const floor = targets.find((t) => t.id === "floor");
  const dynamic = targets.find((t) => t.id === "sign-in");
  return targets.map((t) => ({ ...t, ratioToFloor: ratiosTo(t, floor), ratioToDynamic: ratiosTo(t, dynamic) }));
}

function check(id: TargetCheck["id"], label: string, limit: number, unit: TargetCheck["unit"], measured: number | null): TargetCheck {
  return { id, label, limit, unit, measured, status: measured === null ? "not measured" : measured <= limit ? "met" : "missed" };
}

function atLeast(id: TargetCheck["id"], label: string, limit: number, unit: TargetCheck["unit"], measured: number | null): TargetCheck {
  return { id, label, limit, unit, isMinimum: true, measured, status: measured === null ? "not measured" : measured >= limit ? "met" : "missed" };
}

const kbOf = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? null : Math.round((bytes / KB) * 10) / 10);

/** The targets on this 2-core machine. */
export function evaluateTargets(results: Pick<BenchResults, "http" | "apply" | "firstLoadJs" | "tap">): TargetCheck[] {
  const p95 = (id: string) => results.http?.targets.find((t) => t.id === id)?.latencyMs.p95 ?? null;
  // What the served page loads, when the bench loaded it: the route's build manifest counts the
  // framework's runtime, which the kept public page is served without (serve-cached-html.ts).
  const publicJs =
    results.firstLoadJs?.htmlChecks.find((c) => c.route === PUBLIC_TEAM_ROUTE)?.htmlGzipBytes ?? results.firstLoadJs?.routes.find((r) => r.route === PUBLIC_TEAM_ROUTE)?.gzipBytes;
  const target = (id: string) => results.http?.targets.find((t) => t.id === id);
  return [
    check("dashboard-p95", "Campaign dashboard p95", 50, "ms", p95("dashboard")),
    check("team-p95", "Team page p95", 50, "ms", p95("team")),
    check("dashboard-p95-one-connection", "Campaign dashboard p95, one connection", 15, "ms", target("dashboard")?.oneConnectionMs?.p95 ?? null),
    check("team-p95-one-connection", "Team page p95, one connection", 15, "ms", target("team")?.oneConnectionMs?.p95 ?? null),
    check("tap-p95", TAP_TARGET_LABEL, 250, "ms", results.tap?.screenMs.p95 ?? null),
    check("tap-rest-p95", TAP_REST_TARGET_LABEL, 250, "ms", results.tap?.rollRest?.screenMs.p95 ?? null),
    check("tap-answer", "Answer per tap, most (Roll for me)", 10, "kB", kbOf(results.tap?.payloadBytes.max)),
    check("tap-rest-answer", "Answer per tap, most (Roll the rest for me)", 10, "kB", kbOf(results.tap?.rollRest?.payloadBytes.max)),
    check("apply-p95", "Post-battle apply p95 (4 teams of 7)", 100, "ms", results.apply?.applyMs.p95 ?? null),
    check("public-team-first-load-js", "Public team page first-load JS (as served)", 130, "kB gzip", publicJs === undefined ? null : Math.round((publicJs / KB) * 10) / 10),
    atLeast("public-team-vs-floor", "Public team page req/s ÷ the prerendered floor's", 0.5, "× floor req/s", target("public-team")?.ratioToFloor.requestsPerSecond ?? null),
    atLeast("dashboard-vs-sign-in", "Campaign dashboard req/s ÷ the cheapest dynamic page's", 1, "× sign-in req/s", target("dashboard")?.ratioToDynamic?.requestsPerSecond ?? null),
    atLeast("team-vs-sign-in", "Team page req/s ÷ the cheapest dynamic page's", 0.8, "× sign-in req/s", target("team")?.ratioToDynamic?.requestsPerSecond ?? null),
  ];
}

// ---------------------------------------------------------------------------------------------
// SUMMARY.md

export const FINDINGS_PLACEHOLDER = "_For the lead: what the figures show, the cause of each missed target (query plans, N+1, client bundles) and what was fixed._";

/** The body of an existing summary's "## Findings" section (up to the next "## " heading), or null. */
export function extractFindings(summary: string | null): string | null {
  if (!summary) return null;
  const match = /^## Findings[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(summary);
  const body = match?.[1]?.trim();
  return body ? body : null;
}

const fmt = (value: number | null | undefined, digits = 1) => (value === null || value === undefined ? "–" : value.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const kb = (bytes: number) => fmt(bytes / KB, 1);
const times = (value: number | null) => (value === null ? "–" : `${fmt(value, 2)}×`);
const STATUS_MARK: Record<TargetStatus, string> = { met: "✅ met", missed: "❌ missed", "not measured": "– not measured" };

/** A Markdown table; the first `leftColumns` columns are text (left-aligned), the rest figures. */
function table(header: string[], rows: string[][], leftColumns = 1): string {
  const rule = header.map((_, i) => (i < leftColumns ? "---" : "---:"));
  return [header, rule, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** The pages also timed with one connection, after their load: latency without queueing. */
function oneConnectionLines(targets: NonNullable<BenchResults["http"]>["targets"]): string[] {
  const timed = targets.filter((t) => t.oneConnectionMs);
  if (timed.length === 0) return [];
  return [
    "",
    "With one connection (5 s each, after the load above; the p95 the targets read):",
    "",
    table(
      ["Page", "Route", "requests", "p50", "p95", "p99"],
      timed.map((t) => [t.label, `\`${t.route}\``, String(t.oneConnectionMs!.count), fmt(t.oneConnectionMs!.p50, 2), fmt(t.oneConnectionMs!.p95, 2), fmt(t.oneConnectionMs!.p99, 2)]),
      2,
    ),
  ];
}

function httpSection(http: NonNullable<BenchResults["http"]>): string {
  const rows = http.targets.map((t) => [
    t.label,
    `\`${t.route}\``,
    t.servedAs ?? "–",
    kb(t.htmlBytes),
    String(t.latencyMs.count),
    fmt(t.latencyMs.p50, 2),
    fmt(t.latencyMs.p95, 2),
    fmt(t.latencyMs.p99, 2),
    fmt(t.requestsPerSecond, 1),
    String(t.non2xx + t.errors + t.timeouts),
    t.id === "floor" ? "1.00×" : times(t.ratioToFloor.p50),
    t.id === "floor" ? "1.00×" : times(t.ratioToFloor.p95),
    t.id === "floor" ? "1.00×" : times(t.ratioToFloor.requestsPerSecond),
    t.id === "sign-in" ? "1.00×" : times(t.ratioToDynamic?.p95 ?? null),
    t.id === "sign-in" ? "1.00×" : times(t.ratioToDynamic?.requestsPerSecond ?? null),
  ]);
  return [
    "## HTTP load",
    "",
    `autocannon, ${http.connections} connections, ${http.warmupSeconds} s warm-up then ${http.durationSeconds} s measured per page, against \`next start\` (production build) on this machine. ` +
      `Latencies in ms over the 2xx responses counted in "2xx"; "non-2xx/errors" counts non-2xx responses, socket errors and timeouts. ` +
      `Ratios are to two pages measured in the same run (latency: page ÷ it; req/s: page ÷ it): the floor, ${http.floor}, prerendered at build time ` +
      `(public pages are held to it), and the cheapest dynamic page, the sign-in page rendered per request (signed-in pages are held to it). ` +
      `"Kept HTML" and "kept data" are answers from the store of whole pages (lib/server/cache/serve-cached-html.ts): one copy for everyone behind a public link, ` +
      `one per reader for the signed-in pages, served while the campaign is unchanged. The figures are the bench user's repeat loads; ` +
      `a reader's first load after a write is rendered, as a page rendered per request is.`,
    "",
    table(["Page", "Route", "Served as", "HTML kB", "2xx", "p50", "p95", "p99", "req/s", "non-2xx/errors", "p50 × floor", "p95 × floor", "req/s × floor", "p95 × sign-in", "req/s × sign-in"], rows, 3),
    ...oneConnectionLines(http.targets),
  ].join("\n");
}

function applySection(apply: ApplyTimingResult): string {
  const row = (label: string, d: ApplyTimingResult["applyMs"]) => [label, fmt(d.p50, 2), fmt(d.p95, 2), fmt(d.p99, 2), fmt(d.max, 2), fmt(d.mean, 2)];
  const calls = [...new Set(apply.perBattle.map((r) => r.applyCall))].join(", ");
  return [
    "## Post-battle apply",
    "",
    `${apply.runs} battles of ${apply.teams} teams of ${apply.rosterSize} (the sample characters; up to 4 fielded per team, 2 KO'ed per team), in ${apply.campaigns} fresh bench campaign(s), seeded dice, through the services in-process. ` +
      `**Apply** is the call that finishes the sequence (${calls}): it runs the remaining post-battle steps and applyBattle — every roster change, the counters, the ledger entries and the activity line — in one transaction. ` +
      "**Whole sequence** adds every post-battle call from the report on (report, the app's dice throws, decision steps). " +
      "Each battle's calls, their times and what the battle waited for next are in results.json (`apply.perBattle[].steps`).",
    "",
    table(["Measure (ms)", "p50", "p95", "p99", "max", "mean"], [row("Apply", apply.applyMs), row("Whole sequence", apply.sequenceMs)]),
    "",
    `The apply call sent ${fmt(apply.applyQueries.p50, 0)} SQL statements at the median (max ${fmt(apply.applyQueries.max, 0)}, BEGIN/COMMIT included).`,
  ].join("\n");
}

function tapSection(tap: TapToScreenResult): string {
  const row = (label: string, d: TapToScreenResult["screenMs"]) => [label, fmt(d.p50, 1), fmt(d.p95, 1), fmt(d.p99, 1), fmt(d.max, 1), fmt(d.mean, 1)];
  return [
    "## Tap to screen",
    "",
    `Debian's Chromium driven by Playwright, a phone's viewport (${tap.viewport.width}×${tap.viewport.height}, touch), signed in as the bench user, against the same \`next start\`. ` +
      `${tap.battles} battle(s) of two teams of four sample characters, each in a fresh campaign the bench user organises on the full dataset, prepared in-process up to the report ` +
      "(three KOs a side, so the post-battle is a run of single throws: each injury's goal dice, its D6, what follows). " +
      `The browser opens the battle page and taps "Roll for me" on each roll in turn; decision steps are confirmed in-process and the page reloaded (not timed). ` +
      `${tap.taps} taps measured after ${tap.warmupTaps} warm-up taps.`,
    "",
    "The page times each tap with its own clock (`performance.now()`), so Playwright's round trips are outside the figures: the start is the click event's timestamp; " +
      "**DOM updated** is the first DOM mutation after which the roll card carries a new one-time request key (each answer brings a new one) or is gone, and the page is not waiting to be drawn again; " +
      "**screen** is the first task after the next animation frame, once that DOM is painted — the figure the target reads. " +
      "From the tap's fetch (resource timing, same clock): **first byte** covers the request and the server action (the throw, then its answer: what changed, not the page) up to its first byte; " +
      "**after first byte** is the rest of the streamed answer, React applying it, layout and paint (the two add up to the screen figure); " +
      "**last byte** is the whole answer received (React may commit before the stream's tail arrives).",
    "",
    table(
      ["Measure (ms)", "p50", "p95", "p99", "max", "mean"],
      [row("Screen (tap → painted)", tap.screenMs), row("DOM updated", tap.domMs), row("First byte", tap.firstByteMs), row("After first byte (→ painted)", tap.afterFirstByteMs), row("Last byte", tap.responseEndMs)],
    ),
    "",
    `Answer per tap (RSC payload, decoded): ${kb(tap.payloadBytes.p50 ?? 0)} kB at the median, ${kb(tap.payloadBytes.max ?? 0)} kB at most. ` +
      (tap.lastThrowMismatches === 0
        ? 'After every tap the "What the dice did" card named the roll tapped.'
        : `After ${tap.lastThrowMismatches} tap(s) the "What the dice did" card did not name the roll tapped.`) +
      " A throw that moves the battle past its rolls (a decision or the end comes next) brings, in the same answer, the panel the server drew for what follows (at the end also the heading, stepper and management), not the page again: those taps are the largest answers, and drawing that panel is in the screen figure." +
      " Every tap, with its slot and timings, is in results.json (`tap.samples`).",
    ...(tap.cpuLoad
      ? [
          "",
          `**Under load:** while the taps were timed, a second process (scripts/bench/measure/cpu-load.ts, \`--tap-load ${tap.cpuLoad.percent}\`) ran ${tap.cpuLoad.workers} worker threads, ` +
            `each busy for ${tap.cpuLoad.percent}% of every 20 ms and asleep for the rest, so the cores were that much busy besides the app, Postgres and the browser. \`--tap-load 0\` times them without it.`,
        ]
      : ["", "No second process loaded the machine while the taps were timed (`--tap-load 0`)."]),
    ...(tap.rollRest ? ["", rollRestSection(tap.rollRest, row)] : []),
  ].join("\n");
}

function rollRestSection(rest: NonNullable<TapToScreenResult["rollRest"]>, row: (label: string, d: TapToScreenResult["screenMs"]) => string[]): string {
  return [
    '### "Roll the rest for me"',
    "",
    `${rest.battles} more battle(s) like the above. The browser taps "Roll the rest for me" on the post-battle's roll card: the app rolls every throw up to the next decision ` +
      "(or the end), and the screen counts once the page shows where the battle then stands (when a decision comes next, its panel comes in the answer, and drawing it is in the figure). " +
      `Decisions are confirmed in-process and the page reloaded (not timed). ${rest.taps} taps measured after ${rest.warmupTaps} warm-up tap(s).`,
    "",
    table(["Measure (ms)", "p50", "p95", "p99", "max", "mean"], [row("Screen (tap → painted)", rest.screenMs), row("DOM updated", rest.domMs), row("First byte", rest.firstByteMs)]),
    "",
    `Answer per tap (the action's answer, decoded): ${kb(rest.payloadBytes.p50 ?? 0)} kB at the median, ${kb(rest.payloadBytes.max ?? 0)} kB at most (a throw that moves the battle past its rolls brings the panel of what follows in this answer).`,
  ].join("\n");
}

function firstLoadSection(js: NonNullable<BenchResults["firstLoadJs"]>): string {
  const rows = js.routes.map((r) => [
    `\`${r.route}\``,
    kb(r.gzipBytes),
    kb(r.rawBytes),
    String(r.files.length),
    r.own ? kb(r.own.gzipBytes) : "–",
    r.clientComponents ? String(r.clientComponents.length) : "–",
  ]);
  const checks = js.htmlChecks.map((c) => [
    `\`${c.route}\``,
    kb(c.manifestGzipBytes),
    kb(c.htmlGzipBytes),
    c.onlyInHtml.length + c.onlyInManifest.length === 0 ? "same chunks" : `HTML only: ${c.onlyInHtml.join(", ") || "–"}; manifest only: ${c.onlyInManifest.join(", ") || "–"}`,
  ]);
  return [
    "## First-load JavaScript per route",
    "",
    `Method: ${js.method} Shared by every route: ${kb(js.shared.gzipBytes)} kB gzip (${js.shared.files.length} chunks).`,
    "",
    table(["Route", "gzip kB", "raw kB", "chunks", "own JS gzip kB", "our client components"], rows),
    ...(checks.length > 0
      ? ["", "Cross-check: the chunks the served HTML of the loaded pages names (script tags and flight data, noModule excluded), sized the same way. A page served without scripts (the kept public pages) loads none: its first-load JS is this figure, which the target reads.", "", table(["Route", "manifest kB", "HTML kB", "difference"], checks)]
      : []),
    ...(js.gameCode ? ["", gameCodeSection(js.gameCode)] : []),
  ].join("\n");
}

/** Each game's part of a page: its components, loaded only by a page that draws them. */
function gameCodeSection(code: GameCodeReport): string {
  const carrying = code.routesCarrying.map((r) => `\`${r.route}\` (${r.games.join(", ")})`);
  return [
    "### Each game's client code",
    "",
    `Method: ${code.method}`,
    "",
    carrying.length === 0
      ? "No route's first-load chunks hold any game's own chunks: a page loads a game's components only when it draws them, and only that game's."
      : `**Routes whose first-load chunks hold a game's own chunks:** ${carrying.join("; ")}.`,
    "",
    table(
      ["Game folder", "Component", "gzip kB", "raw kB", "chunks"],
      code.games.flatMap((game) => game.components.map((c) => [game.folder, c.name, kb(c.gzipBytes), kb(c.rawBytes), String(c.files.length)])),
      2,
    ),
  ].join("\n");
}

function rulesSection(rows: RulesBenchRow[]): string {
  return [
    "## Rules library benchmarks",
    "",
    "`vitest bench --run --project unit` (lib/**/*.bench.ts, the same as `npm run bench:rules`). Times in ms per operation.",
    "",
    table(
      ["Benchmark", "ops/s", "mean", "p75", "p99", "max", "rme", "samples"],
      rows.map((r) => [`${r.group} › ${r.name}`, fmt(r.hz, 0), fmt(r.meanMs, 4), fmt(r.p75Ms, 4), fmt(r.p99Ms, 4), fmt(r.maxMs, 3), `±${fmt(r.rme, 2)}%`, String(r.samples)]),
    ),
  ].join("\n");
}

export function renderSummary(results: BenchResults, findings: string | null): string {
  const { machine, dataset } = results;
  const c = dataset.counts;
  const targets = table(
    ["Target", "Limit", "Measured", "Status"],
    results.targets.map((t) => [
      t.label,
      `${t.isMinimum ? "≥" : "≤"} ${t.limit} ${t.unit}`,
      t.measured === null ? "–" : `${fmt(t.measured, t.unit.startsWith("kB") ? 1 : 2)} ${t.unit}`,
      STATUS_MARK[t.status],
    ]),
    1,
  );
  const sections = [
    "# Longbox benchmarks",
    "",
    `Run ${results.createdAt} on ${machine.cpuModel} (${machine.cores} cores, ${machine.memoryGb} GB), Node ${machine.node}, ${machine.platform}; ` +
      `load average ${machine.loadAverage.join(" / ")} (1 / 5 / 15 min) when it began${(machine.loadAverage[0] ?? 0) > machine.cores ? " — **the machine was busy: the timings are slower than on an idle machine**" : ""}. ` +
      `Produced by \`npm run bench\`; every figure is in [results.json](results.json).`,
    "",
    `Dataset (seed ${dataset.seed}, made ${dataset.createdAt}): ${c.users.toLocaleString("en-GB")} users, ${c.campaigns.toLocaleString("en-GB")} campaigns, ${c.teams.toLocaleString("en-GB")} teams, ` +
      `${c.characters.toLocaleString("en-GB")} characters, ${c.battles.toLocaleString("en-GB")} battles, ${c.rolls.toLocaleString("en-GB")} rolls, ${c.ledgerEntries.toLocaleString("en-GB")} ledger entries.`,
    "",
    "## Targets",
    "",
    targets,
    ...(results.failures.length > 0 ? ["", "**Sections that failed in this run:**", "", ...results.failures.map((f) => `- ${f.section}: ${f.message}`)] : []),
    ...(results.http ? ["", httpSection(results.http)] : []),
    ...(results.tap ? ["", tapSection(results.tap)] : []),
    ...(results.apply ? ["", applySection(results.apply)] : []),
    ...(results.firstLoadJs ? ["", firstLoadSection(results.firstLoadJs)] : []),
    ...(results.rulesBenches ? ["", rulesSection(results.rulesBenches)] : []),
    "",
    "## Findings",
    "",
    findings ?? FINDINGS_PLACEHOLDER,
    "",
    "## How to run",
    "",
    "`npm run seed:large` once (fills the bench database and writes the manifest), then `npm run bench` " +
      "(options: `--duration <s>`, `--warmup <s>`, `--connections <n>`, `--only <list>`, `--skip-build`, `--apply-runs <n>`, `--taps <n>`; `npm run bench -- --help`). " +
      "Run it on an otherwise idle machine: the load generator, the server and Postgres share its cores.",
    "",
  ];
  return sections.join("\n");
}
