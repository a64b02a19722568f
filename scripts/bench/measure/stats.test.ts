import { describe, expect, test } from "vitest";
import { percentile, ratio, round, summarize } from "./stats";

describe("percentile (nearest rank)", () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);
  test.each([
    { label: "p50 of 1..100", sorted: oneToHundred, p: 50, expected: 50 },
    { label: "p95 of 1..100", sorted: oneToHundred, p: 95, expected: 95 },
    { label: "p99 of 1..100", sorted: oneToHundred, p: 99, expected: 99 },
    { label: "p100 is the maximum", sorted: oneToHundred, p: 100, expected: 100 },
    { label: "p0 is the minimum", sorted: oneToHundred, p: 0, expected: 1 },
    { label: "p50 of an even count takes the lower middle", sorted: [1, 2, 3, 4], p: 50, expected: 2 },
    { label: "p95 of 30 samples is the 29th", sorted: Array.from({ length: 30 }, (_, i) => i * 10), p: 95, expected: 280 },
    { label: "one sample is every percentile", sorted: [7], p: 99, expected: 7 },
  ])("$label", ({ sorted, p, expected }) => {
    expect(percentile(sorted, p)).toBe(expected);
  });

  test("no samples give null", () => {
    expect(percentile([], 50)).toBeNull();
  });

  test("a percentile outside 0..100 is a programmer error", () => {
    expect(() => percentile([1], 101)).toThrow(/between 0 and 100/);
  });
});

describe("summarize", () => {
  test("sorts the samples itself and gives count, percentiles, max and mean", () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ count: 4, p50: 2, p95: 4, p99: 4, max: 4, mean: 2.5 });
  });

  test("an empty run has only a count", () => {
    expect(summarize([])).toEqual({ count: 0, p50: null, p95: null, p99: null, max: null, mean: null });
  });
});

describe("ratio to the floor", () => {
  test.each([
    { label: "twice the floor", value: 10, floor: 5, expected: 2 },
    { label: "rounded to 2 decimals", value: 10, floor: 3, expected: 3.33 },
    { label: "faster than the floor", value: 1, floor: 4, expected: 0.25 },
    { label: "a zero floor has no ratio", value: 1, floor: 0, expected: null },
    { label: "a missing floor has no ratio", value: 1, floor: null, expected: null },
    { label: "a missing value has no ratio", value: null, floor: 2, expected: null },
  ])("$label", ({ value, floor, expected }) => {
    expect(ratio(value, floor)).toBe(expected);
  });
});

test("round keeps null and rounds half up", () => {
  expect(round(null)).toBeNull();
  expect(round(1.005 * 1000, 0)).toBe(1005);
  expect(round(2.345678)).toBe(2.35);
});
