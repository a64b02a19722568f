/**
 * HTTP load on the running production app with autocannon: for each page, a check that it renders
 * (status 200 and its own heading), a warm-up whose figures are dropped, then the measured run.
 * Latencies are taken from every response (autocannon's own summary has no p95), over 2xx only.
 */
import autocannon from "autocannon";
import { type Distribution, round, summarize } from "./stats";
import { targetProblem, type HttpTarget } from "./http-targets";
import type { HttpTargetId } from "./options";

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** Pages also timed with one connection (their p95 there is a target), and for how long. */
const ONE_CONNECTION_TARGETS: ReadonlySet<HttpTargetId> = new Set(["dashboard", "team"]);
const ONE_CONNECTION_SECONDS = 5;

export interface HttpTargetResult {
  id: HttpTargetId;
  label: string;
  /** The app route (`/t/[token]`), not the URL loaded: no token or id in the report. */
  route: string;
  isSignedIn: boolean;
  /** Size of the answer to the check request (its HTML, or its data for a data target). */
  htmlBytes: number;
  /** How the page was answered after the warm-up (absent in results older than the kept public pages). */
  servedAs?: ServedAs;
  /** Responses received in the measured run (any status). */
  responses: number;
  durationSeconds: number;
  requestsPerSecond: number;
  /** Over 2xx responses, milliseconds. */
  latencyMs: Distribution;
  /** The same page with one connection after the load (dashboard and team page): latency without queueing. */
  oneConnectionMs?: Distribution;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export class TargetCheckError extends Error {}

export type ServedAs = "prerendered" | "kept HTML" | "kept data" | "rendered per request";

/** How an answer was made, from its headers: kept HTML or page data (serve-cached-html.ts), Next's prerendered HTML, or a render. */
export function servedAs(headers: Headers): ServedAs {
  if (headers.get("x-longbox-html-cache") === "hit") return (headers.get("content-type") ?? "").startsWith("text/x-component") ? "kept data" : "kept HTML";
  if (headers.has("x-nextjs-cache")) return "prerendered";
  return "rendered per request";
}

/** Fetches the page once and refuses to load it unless it is the real page; returns its HTML. */
export async function checkTarget(baseUrl: string, target: HttpTarget, cookie: string | null): Promise<string> {
  const response = await fetch(`${baseUrl}${target.path}`, { redirect: "manual", headers: requestHeaders(target, cookie) });
  const body = await response.text();
  const problem = targetProblem(target, response.status, response.headers.get("content-type"), body);
  if (problem) throw new TargetCheckError(`${target.label}: ${problem}`);
  return body;
}

interface RawRun {
  latencies2xx: number[];
  statusCodes: Record<string, number>;
  responses: number;
  durationSeconds: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

function runAutocannon(url: string, headers: Record<string, string>, connections: number, durationSeconds: number): Promise<RawRun> {
  const latencies2xx: number[] = [];
  const statusCodes: Record<string, number> = {};
  let responses = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationSeconds, headers, timeout: 30 }, (error, result) => {
      if (error) return reject(error);
      resolve({ latencies2xx, statusCodes, responses, durationSeconds: result.duration, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx });
    });
    instance.on("response", (_client, statusCode, _bytes, responseTimeMs) => {
      responses++;
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) latencies2xx.push(responseTimeMs);
    });
  });
}

/** What a target's requests carry: its own headers, and the session cookie for a signed-in page. */
function requestHeaders(target: HttpTarget, cookie: string | null): Record<string, string> {
  return { ...target.headers, ...(target.isSignedIn && cookie ? { cookie } : {}) };
}

/** Checks, warms up and loads one page; also returns the HTML of the check (for the first-load JS cross-check). */
export async function loadTarget(baseUrl: string, target: HttpTarget, cookie: string | null, settings: LoadSettings): Promise<{ result: HttpTargetResult; html: string }> {
  const html = await checkTarget(baseUrl, target, cookie);
  const url = `${baseUrl}${target.path}`;
  const headers = requestHeaders(target, cookie);
  if (settings.warmupSeconds > 0) await runAutocannon(url, headers, settings.connections, settings.warmupSeconds);
  const probe = await fetch(url, { redirect: "manual", headers });
  await probe.body?.cancel();
  const run = await runAutocannon(url, headers, settings.connections, settings.durationSeconds);
  const latency = summarize(run.latencies2xx);
  const oneConnection = ONE_CONNECTION_TARGETS.has(target.id) && settings.connections > 1 ? summarize((await runAutocannon(url, headers, 1, ONE_CONNECTION_SECONDS)).latencies2xx) : null;
  const result: HttpTargetResult = {
    id: target.id,
    label: target.label,
    route: target.route,
    isSignedIn: target.isSignedIn,
    htmlBytes: Buffer.byteLength(html),
    servedAs: servedAs(probe.headers),
    responses: run.responses,
    durationSeconds: run.durationSeconds,
    requestsPerSecond: round(run.durationSeconds > 0 ? run.responses / run.durationSeconds : 0, 1)!,
    latencyMs: {
      count: latency.count,
      p50: round(latency.p50),
      p95: round(latency.p95),
      p99: round(latency.p99),
      max: round(latency.max),
      mean: round(latency.mean),
    },
    ...(oneConnection ? { oneConnectionMs: { count: oneConnection.count, p50: round(oneConnection.p50), p95: round(oneConnection.p95), p99: round(oneConnection.p99), max: round(oneConnection.max), mean: round(oneConnection.mean) } } : {}),
    non2xx: run.non2xx,
    errors: run.errors,
    timeouts: run.timeouts,
    statusCodes: run.statusCodes,
  };
  return { result, html };
}
