import { describe, expect, test } from "vitest";
import type { ApplyTimingResult } from "./apply-timing";
import type { HttpTargetResult } from "./http-load";
import { evaluateTargets, extractFindings, FINDINGS_PLACEHOLDER, renderSummary, withFloorRatios, type BenchResults } from "./report";
import type { TapToScreenResult } from "./tap-plan";

const dist = (p50: number, p95: number) => ({ count: 100, p50, p95, p99: p95 + 1, max: p95 + 2, mean: p50 });

function httpTarget(id: HttpTargetResult["id"], p50: number, p95: number, rps: number): HttpTargetResult {
  return {
    id,
    label: `Label ${id}`,
    route: id === "floor" ? "/" : id === "sign-in" ? "/sign-in" : id === "public-team" ? "/t/[token]" : `/campaigns/[campaignId]/${id}`,
    isSignedIn: !["floor", "sign-in", "public-team"].includes(id),
    htmlBytes: 1000,
    servedAs: id === "floor" ? "prerendered" : id === "public-team" ? "kept HTML" : "rendered per request",
    responses: rps * 10,
    durationSeconds: 10,
    requestsPerSecond: rps,
    latencyMs: dist(p50, p95),
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: { "200": rps * 10 },
  };
}

const APPLY: ApplyTimingResult = {
  runs: 2,
  campaigns: 1,
  teams: 4,
  rosterSize: 7,
  applyMs: dist(60, 160),
  sequenceMs: dist(200, 300),
  applyQueries: dist(48, 52),
  setupSeconds: 3,
  perBattle: [
    {
      issue: 1,
      fielded: 16,
      applyMs: 60,
      applyCall: "choosePostBattle",
      applyQueries: 48,
      sequenceMs: 200,
      calls: 2,
      steps: [
        { call: "reportBattle", ms: 140, queries: 20, then: "dice for injuries" },
        { call: "choosePostBattle", ms: 60, queries: 48, then: "resolved" },
      ],
    },
  ],
  keptCampaignIds: [],
};

const TAP: TapToScreenResult = {
  taps: 40,
  screenMs: dist(120, 260),
  domMs: dist(110, 240),
  firstByteMs: dist(80, 190),
  responseEndMs: dist(90, 200),
  afterFirstByteMs: dist(40, 70),
  payloadBytes: dist(41_000, 42_000),
  lastThrowMismatches: 0,
  warmupTaps: 3,
  battles: 2,
  viewport: { width: 390, height: 844 },
  setupSeconds: 4,
  samples: [],
  rollRest: {
    taps: 8,
    screenMs: dist(150, 240),
    domMs: dist(140, 230),
    firstByteMs: dist(100, 180),
    responseEndMs: dist(110, 190),
    afterFirstByteMs: dist(40, 60),
    payloadBytes: dist(6_000, 7_000),
    lastThrowMismatches: 0,
    warmupTaps: 1,
    battles: 3,
    samples: [],
  },
  cpuLoad: { percent: 50, workers: 2 },
};

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  const base: BenchResults = {
    version: 1,
    createdAt: "2025-01-01T00:00:00.000Z",
    machine: { cpuModel: "AMD EPYC", cores: 2, memoryGb: 8, node: "v20.20.2", platform: "linux x64", loadAverage: [0.5, 0.4, 0.3] },
    options: {},
    build: { outcome: "built", buildId: "abc" },
    dataset: { manifest: ".data/bench/seed.json", database: "127.0.0.1:5496/longbox_bench", seed: 7, createdAt: "2025-01-01", counts: { users: 500, campaigns: 100, teams: 400, characters: 2800, battles: 2000, rolls: 40000, ledgerEntries: 20000 } },
    http: {
      connections: 20,
      durationSeconds: 10,
      warmupSeconds: 2,
      floor: "/",
      targets: withFloorRatios([httpTarget("floor", 10, 20, 400), httpTarget("sign-in", 20, 30, 200), httpTarget("public-team", 15, 25, 240), { ...httpTarget("dashboard", 30, 45, 100), oneConnectionMs: dist(8, 12) }, { ...httpTarget("team", 40, 55, 80), oneConnectionMs: dist(20, 30) }]),
    },
    apply: APPLY,
    tap: TAP,
    firstLoadJs: {
      method: "M.",
      shared: { files: ["a.js"], rawBytes: 300_000, gzipBytes: 120_000 },
      routes: [
        { route: "/t/[token]", files: ["a.js", "b.js"], rawBytes: 400_000, gzipBytes: 138_960, own: { files: ["b.js"], rawBytes: 100_000, gzipBytes: 18_960 }, clientComponents: [] },
      ],
      htmlChecks: [{ route: "/t/[token]", manifestGzipBytes: 138_960, htmlGzipBytes: 138_960, onlyInHtml: [], onlyInManifest: [] }],
    },
    rulesBenches: [{ file: "lib/rules/odds.bench.ts", group: "goalDistribution", name: "g(12, 4)", hz: 125407.9, meanMs: 0.008, minMs: 0.007, maxMs: 3.7, p75Ms: 0.0073, p99Ms: 0.0123, p999Ms: 0.14, rme: 2.54, samples: 62704 }],
    targets: [],
    failures: [],
    ...overrides,
  };
  return { ...base, targets: evaluateTargets(base) };
}

describe("withFloorRatios", () => {
  test("each page's latency and throughput against the floor of the same run", () => {
    const [floor, dashboard] = withFloorRatios([httpTarget("floor", 10, 20, 400), httpTarget("dashboard", 30, 45, 100)]);
    expect(floor!.ratioToFloor).toEqual({ p50: 1, p95: 1, p99: 1, requestsPerSecond: 1 });
    expect(dashboard!.ratioToFloor).toEqual({ p50: 3, p95: 2.25, p99: 2.19, requestsPerSecond: 0.25 });
  });

  test("without a floor there are no ratios", () => {
    expect(withFloorRatios([httpTarget("team", 1, 2, 3)])[0]!.ratioToFloor).toEqual({ p50: null, p95: null, p99: null, requestsPerSecond: null });
  });

  test("signed-in pages are also taken to the cheapest dynamic page (sign-in), not to the prerendered floor", () => {
    const [, signIn, team] = withFloorRatios([httpTarget("floor", 5, 10, 1000), httpTarget("sign-in", 10, 20, 400), httpTarget("team", 20, 30, 300)]);
    expect(signIn!.ratioToDynamic).toEqual({ p50: 1, p95: 1, p99: 1, requestsPerSecond: 1 });
    expect(team!.ratioToDynamic).toEqual({ p50: 2, p95: 1.5, p99: 1.48, requestsPerSecond: 0.75 });
    expect(team!.ratioToFloor.requestsPerSecond).toBe(0.3);
  });
});

describe("evaluateTargets", () => {
  test("marks each target met or missed against its limit", () => {
    expect(results().targets.map((t) => [t.id, t.measured, t.status])).toEqual([
      ["dashboard-p95", 45, "met"],
      ["team-p95", 55, "missed"],
      ["dashboard-p95-one-connection", 12, "met"],
      ["team-p95-one-connection", 30, "missed"],
      ["tap-p95", 260, "missed"],
      ["tap-rest-p95", 240, "met"],
      ["tap-answer", 42, "missed"],
      ["tap-rest-answer", 7, "met"],
      ["apply-p95", 160, "missed"],
      ["public-team-first-load-js", 139, "missed"],
      ["public-team-vs-floor", 0.6, "met"],
      ["dashboard-vs-sign-in", 0.5, "missed"],
      ["team-vs-sign-in", 0.4, "missed"],
    ]);
  });

  test("the public page's first-load JS is what its served HTML loads, when the bench loaded it", () => {
    const served = results();
    const js = { ...served.firstLoadJs!, htmlChecks: [{ route: "/t/[token]", manifestGzipBytes: 138_960, htmlGzipBytes: 0, onlyInHtml: [], onlyInManifest: ["static/chunks/a.js"] }] };
    expect(evaluateTargets({ ...served, firstLoadJs: js }).find((t) => t.id === "public-team-first-load-js")).toMatchObject({ measured: 0, status: "met" });
    expect(evaluateTargets({ ...served, firstLoadJs: { ...js, htmlChecks: [] } }).find((t) => t.id === "public-team-first-load-js")).toMatchObject({ measured: 139, status: "missed" });
  });

  test("a limit reached exactly is met", () => {
    const targets = evaluateTargets({ http: null, apply: { ...APPLY, applyMs: dist(10, 100) }, tap: { ...TAP, screenMs: dist(100, 250) }, firstLoadJs: null });
    expect(targets.find((t) => t.id === "apply-p95")!.status).toBe("met");
    expect(targets.find((t) => t.id === "tap-p95")!.status).toBe("met");
  });

  test("what was not measured says so rather than passing", () => {
    expect(evaluateTargets({ http: null, apply: null, firstLoadJs: null }).map((t) => t.status)).toEqual(Array.from({ length: 13 }, () => "not measured"));
  });
});

describe("renderSummary", () => {
  const summary = renderSummary(results(), null);

  test("has the targets table with each status", () => {
    expect(summary).toContain("| Campaign dashboard p95 | ≤ 50 ms | 45.00 ms | ✅ met |");
    expect(summary).toContain("| Public team page first-load JS (as served) | ≤ 130 kB gzip | 139.0 kB gzip | ❌ missed |");
    expect(summary).toContain("| Public team page req/s ÷ the prerendered floor's | ≥ 0.5 × floor req/s | 0.60 × floor req/s | ✅ met |");
    expect(summary).toContain("| Tap to screen p95 (Roll for me → updated screen, real browser) | ≤ 250 ms | 260.00 ms | ❌ missed |");
  });

  test("the tap-to-screen section gives each measure and says how a tap is timed", () => {
    expect(summary).toContain("## Tap to screen");
    expect(summary).toContain("| Screen (tap → painted) | 120.0 | 260.0 | 261.0 | 262.0 | 120.0 |");
    expect(summary).toContain("| After first byte (→ painted) | 40.0 | 70.0 | 71.0 | 72.0 | 40.0 |");
    expect(summary).toContain("phone's viewport (390×844, touch)");
    expect(summary).toContain("40 taps measured after 3 warm-up taps");
    expect(summary).toContain("Answer per tap (RSC payload, decoded): 41.0 kB at the median, 42.0 kB at most.");
    expect(summary).toContain('After every tap the "What the dice did" card named the roll tapped.');
    expect(renderSummary(results({ tap: { ...TAP, lastThrowMismatches: 2 } }), null)).toContain('After 2 tap(s) the "What the dice did" card did not name the roll tapped.');
  });

  test("the tap section says how the machine was loaded, and gives the roll-the-rest taps", () => {
    expect(summary).toContain("ran 2 worker threads, each busy for 50% of every 20 ms");
    expect(summary).toContain("| Tap to screen p95 (Roll the rest for me → next decision's screen, 4 v 4, three KOs a side) | ≤ 250 ms | 240.00 ms | ✅ met |");
    expect(summary).toContain('### "Roll the rest for me"');
    expect(summary).toContain("8 taps measured after 1 warm-up tap(s).");
    expect(renderSummary(results({ tap: { ...TAP, cpuLoad: null } }), null)).toContain("No second process loaded the machine");
  });

  test("gives the one-connection latencies the targets read", () => {
    expect(summary).toContain("| Campaign dashboard p95, one connection | ≤ 15 ms | 12.00 ms | ✅ met |");
    expect(summary).toContain("| Answer per tap, most (Roll for me) | ≤ 10 kB | 42.0 kB | ❌ missed |");
    expect(summary).toMatch(/\| Label team \| `\/campaigns\/\[campaignId\]\/team` \| 100 \| 20\.00 \| 30\.00 \| 31\.00 \|/);
  });

  test("shows the HTTP table with ratios, pages named by route", () => {
    expect(summary).toMatch(/\| Label public-team \| `\/t\/\[token\]` \| kept HTML \| 1\.0 \|/);
    expect(summary).toMatch(/\| Label dashboard \| `\/campaigns\/\[campaignId\]\/dashboard` \| rendered per request \| 1\.0 \| 100 \| 30\.00 \| 45\.00 \| 46\.00 \| 100\.0 \| 0 \| 3\.00× \| 2\.25× \| 0\.25× \|/);
  });

  test("each game's client code: its components sized, and the routes whose first load carries a game's own chunks", () => {
    const firstLoadJs = results().firstLoadJs!;
    const gameCode = {
      method: "G.",
      games: [{ folder: "vsgmr", ownFiles: ["v.js"], components: [{ name: "ForceBuilder", files: ["v.js", "lib.js"], rawBytes: 30_000, gzipBytes: 9_450 }] }],
      routesCarrying: [],
    };
    const clean = renderSummary(results({ firstLoadJs: { ...firstLoadJs, gameCode } }), null);
    expect(clean).toContain("### Each game's client code");
    expect(clean).toContain("No route's first-load chunks hold any game's own chunks");
    expect(clean).toContain("| vsgmr | ForceBuilder | 9.5 | 30.0 | 2 |");
    const carrying = renderSummary(results({ firstLoadJs: { ...firstLoadJs, gameCode: { ...gameCode, routesCarrying: [{ route: "/t/[token]", games: ["vsgmr"] }] } } }), null);
    expect(carrying).toContain("**Routes whose first-load chunks hold a game's own chunks:** `/t/[token]` (vsgmr).");
    expect(summary).not.toContain("### Each game's client code");
  });

  test("names the machine, the dataset and every section", () => {
    expect(summary).toContain("AMD EPYC (2 cores, 8 GB), Node v20.20.2");
    expect(summary).toContain("load average 0.5 / 0.4 / 0.3 (1 / 5 / 15 min) when it began.");
    expect(summary).toContain("40,000 rolls");
    expect(summary).toContain("| `/t/[token]` | 139.0 | 400.0 | 2 | 19.0 | 0 |");
    for (const heading of ["## Targets", "## HTTP load", "## Tap to screen", "## Post-battle apply", "## First-load JavaScript per route", "## Rules library benchmarks", "## Findings", "## How to run"]) {
      expect(summary).toContain(heading);
    }
    expect(summary).toContain("| `/t/[token]` | 139.0 | 400.0 | 2 |");
    expect(summary).toContain("| goalDistribution › g(12, 4) | 125,408 |");
    expect(summary).toContain("| Apply | 60.00 | 160.00 | 161.00 | 162.00 | 60.00 |");
    expect(summary).toContain("The apply call sent 48 SQL statements at the median (max 54");
  });

  test("leaves a Findings placeholder for the lead, and keeps what the lead wrote on a re-run", () => {
    expect(summary).toContain(FINDINGS_PLACEHOLDER);
    const written = summary.replace(FINDINGS_PLACEHOLDER, "The team page loaded every roll.\n\n### Fix\nAn index on Roll(teamId).");
    const findings = extractFindings(written);
    expect(findings).toBe("The team page loaded every roll.\n\n### Fix\nAn index on Roll(teamId).");
    expect(renderSummary(results(), findings)).toContain("### Fix\nAn index on Roll(teamId).\n\n## How to run");
  });

  test("an untouched placeholder stays the placeholder; an empty section or no summary gives null", () => {
    expect(extractFindings(summary)).toBe(FINDINGS_PLACEHOLDER);
    expect(extractFindings(null)).toBeNull();
    expect(extractFindings("# Title\n\n## Findings\n\n")).toBeNull();
  });

  test("a busy machine is called out next to the figures", () => {
    const busy = results();
    busy.machine = { ...busy.machine, loadAverage: [11.7, 9.5, 7] };
    expect(renderSummary(busy, null)).toContain("the machine was busy");
    expect(summary).not.toContain("the machine was busy");
  });

  test("sections not run are left out, and failures are listed", () => {
    const partial = renderSummary(results({ http: null, tap: null, rulesBenches: null, failures: [{ section: "rules", message: "vitest bench exited with 1" }] }), null);
    expect(partial).not.toContain("## HTTP load");
    expect(partial).not.toContain("## Tap to screen");
    expect(partial).not.toContain("## Rules library benchmarks");
    expect(partial).toContain("- rules: vitest bench exited with 1");
    expect(partial).toContain("| Campaign dashboard p95 | ≤ 50 ms | – | – not measured |");
  });
});
