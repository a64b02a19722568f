/** Percentiles and ratios for the bench report. Plain code, unit-tested in stats.test.ts. */

/**
 * The nearest-rank percentile: the smallest sample such that at least p % of the samples are ≤ it
 * (so p50 of [1, 2, 3, 4] is 2 and p100 is the maximum). Every reported value is one that was
 * measured, never an interpolation between two. Null for no samples.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (p < 0 || p > 100) throw new Error(`A percentile is between 0 and 100, not ${p}.`);
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export interface Distribution {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  mean: number | null;
}

/** The figures the report gives for a set of timings (any unit; the caller names it). */
export function summarize(samples: readonly number[]): Distribution {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.length === 0 ? null : sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length === 0 ? null : sorted[sorted.length - 1]!,
    mean,
  };
}

/** value ÷ floor, rounded to 2 decimals; null when either side is missing or the floor is 0. */
export function ratio(value: number | null, floor: number | null): number | null {
  if (value === null || floor === null || floor === 0) return null;
  return Math.round((value / floor) * 100) / 100;
}

/** Rounds for the report: timings to 0.01 ms are already below what the machine can tell apart. */
export function round(value: number | null, decimals = 2): number | null {
  if (value === null) return null;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
