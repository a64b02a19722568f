/**
 * What the tap-to-screen timing plays and how it reads a tap: the bench user's team of four
 * sample heroes against a rival's four villains, in fresh, clearly marked campaigns, each battle
 * reported with three KOs a side so its post-battle is a long run of single throws (each injury's
 * goal dice, then its D6, then what follows). Plain code (rules library only), tested in
 * tap-plan.test.ts.
 */
import type { TeamBattleReport } from "@/lib/rules/smf";
import type { CampaignSettingsInput } from "@/lib/schemas/campaign";
import { DEMO_TEAMS } from "../../demo/demo-plan";
import { round, summarize, type Distribution } from "./stats";

/**
 * Campaigns the tap timing makes carry this prefix and are organised by the bench user: the
 * bench removes them after measuring, and any an interrupted run left, by that pair.
 */
export const TAP_CAMPAIGN_PREFIX = "[bench] tap-to-screen";
/** The other player: the bench user plays against someone, as at a table. */
export const TAP_RIVAL = { email: "bench-tap-rival@longbox.bench", name: "Bench Tap Rival" } as const;
/** The demo's two teams of four: their builds pass the builder's checks (DEMO_BUILD_FIXES). */
export const TAP_TEAMS = [DEMO_TEAMS.heroes, DEMO_TEAMS.villains] as const;
export const TAP_SCENARIO = "rooftop-rumble" as const;
export const TAP_SPECIAL_EVENT = "civilians" as const;

/** A phone: the viewport of a 6.1-inch handset, touch, as the table uses the app. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;

/** A Cookie header's pairs ("a=1; b=2", as signIn returns it) as the browser context's cookies for `url`. */
export function browserCookies(cookieHeader: string, url: string): Array<{ name: string; value: string; url: string }> {
  return cookieHeader
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.indexOf("=") > 0)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url }));
}

export function tapCampaignSettings(runId: string, index: number): CampaignSettingsInput {
  return {
    name: `${TAP_CAMPAIGN_PREFIX} ${index + 1} · ${runId}`,
    storyPointGoal: 100,
    allowVehicles: false,
    allowAlternatePowerLevels: true,
    advancement: "RANDOM",
    socialScienceVariant: "CH2",
    reportConfirmation: "NONE",
    // Anyone playing rolls for every team: the bench user's one phone runs the table (Ruling R32).
    teamControl: "ANYONE",
    appDiceOnly: false,
  };
}

/**
 * The report: the first team wins; each side has three of its four KO'ed — on Body, on Psyche,
 * and on both with further harm — so each side makes three injury rolls, each thrown as its own
 * request. The winner escorted two civilians off, the loser one.
 */
export function tapReport(lineUps: ReadonlyArray<{ teamId: string; fieldedIds: readonly string[] }>): { teams: TeamBattleReport[] } {
  const tracks = [
    { track: "body", furtherHarm: 0 },
    { track: "psyche", furtherHarm: 0 },
    { track: "both", furtherHarm: 1 },
  ] as const;
  return {
    teams: lineUps.map(({ teamId, fieldedIds }, t) => ({
      teamId,
      result: t === 0 ? "won" : "lost",
      fieldedCharacterIds: [...fieldedIds],
      knockedOut: fieldedIds.slice(0, tracks.length).map((characterId, i) => ({ characterId, ...tracks[i]! })),
      civiliansRescued: t === 0 ? 2 : 1,
    })),
  };
}

/**
 * One tap as the page timed it, in ms of the page's own clock (performance.now(): Playwright's
 * round trips are outside it). `clickAt` is the click event's timestamp; `committedAt` the
 * MutationObserver's callback that first saw the new screen in the DOM; `paintedAt` the first task
 * after the next animation frame, i.e. once that DOM has been painted. `requests` are the fetches
 * the tap made (resource timing).
 */
export interface TapSample {
  battle: number;
  /** The roll tapped, and what the screen showed next (null: no roll card, a decision or the end). */
  slot: string;
  label: string;
  nextSlot: string | null;
  clickAt: number;
  committedAt: number;
  paintedAt: number;
  /** The "What the dice did" card names the roll tapped once the screen is updated. */
  lastThrowNamesRoll: boolean;
  requests: Array<{ startTime: number; responseStart: number; responseEnd: number; transferSize: number; decodedBodySize: number }>;
}

export interface TapTimings {
  /** Click → painted: the measure the target reads. */
  screenMs: number;
  /** Click → new DOM committed. */
  domMs: number;
  /** Click → first byte of the answer (the request, the server action, the page's render up to its first byte). */
  firstByteMs: number | null;
  /** Click → last byte of the answer; React may commit before the stream's tail has arrived. */
  responseEndMs: number | null;
  /** First byte → painted: the rest of the streamed answer, React applying it, layout and paint. */
  afterFirstByteMs: number | null;
  /** Bytes of the answer(s), decoded (the RSC payload). */
  payloadBytes: number;
}

/**
 * Splits one tap into where its time went: the fetches it started (from the click to the new DOM;
 * several count from the first's first byte to the last's last byte).
 */
export function tapTimings(sample: TapSample): TapTimings {
  const requests = sample.requests.filter((r) => r.startTime >= sample.clickAt && r.startTime <= sample.committedAt);
  const firstByte = requests.length > 0 ? Math.min(...requests.map((r) => r.responseStart)) : null;
  const lastByte = requests.length > 0 ? Math.max(...requests.map((r) => r.responseEnd)) : null;
  return {
    screenMs: sample.paintedAt - sample.clickAt,
    domMs: sample.committedAt - sample.clickAt,
    firstByteMs: firstByte === null ? null : firstByte - sample.clickAt,
    responseEndMs: lastByte === null ? null : lastByte - sample.clickAt,
    afterFirstByteMs: firstByte === null ? null : sample.paintedAt - firstByte,
    payloadBytes: requests.reduce((sum, r) => sum + r.decodedBodySize, 0),
  };
}

const roundDistribution = (d: Distribution): Distribution => ({ count: d.count, p50: round(d.p50), p95: round(d.p95), p99: round(d.p99), max: round(d.max), mean: round(d.mean) });

export interface TapSummary {
  taps: number;
  screenMs: Distribution;
  domMs: Distribution;
  firstByteMs: Distribution;
  responseEndMs: Distribution;
  afterFirstByteMs: Distribution;
  payloadBytes: Distribution;
  /** Taps after which the "What the dice did" card did not name the roll tapped (should be 0). */
  lastThrowMismatches: number;
}

/** The figures of the measured taps (the warm-up taps are left out by the caller). */
export function summarizeTaps(samples: readonly TapSample[]): TapSummary {
  const timings = samples.map(tapTimings);
  const of = (pick: (t: TapTimings) => number | null) => roundDistribution(summarize(timings.map(pick).filter((v): v is number => v !== null)));
  return {
    taps: samples.length,
    screenMs: of((t) => t.screenMs),
    domMs: of((t) => t.domMs),
    firstByteMs: of((t) => t.firstByteMs),
    responseEndMs: of((t) => t.responseEndMs),
    afterFirstByteMs: of((t) => t.afterFirstByteMs),
    payloadBytes: of((t) => t.payloadBytes),
    lastThrowMismatches: samples.filter((s) => !s.lastThrowNamesRoll).length,
  };
}

/** The tap-to-screen section of results.json. */
export interface TapToScreenResult extends TapSummary {
  warmupTaps: number;
  battles: number;
  viewport: { width: number; height: number };
  /** Seconds spent preparing the battles in-process (not timed). */
  setupSeconds: number;
  /** Every tap, the warm-up ones first. */
  samples: TapSample[];
  /**
   * Taps on "Roll the rest for me": each rolls every throw up to the battle's next decision (or
   * its end), timed to that next screen. Absent in results written before it was measured.
   */
  rollRest?: (TapSummary & { warmupTaps: number; battles: number; samples: TapSample[] }) | null;
  /** The second process that kept the cores busy while the taps were timed (cpu-load.ts); null: none. */
  cpuLoad?: { percent: number; workers: number } | null;
}
