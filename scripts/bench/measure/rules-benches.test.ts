import { expect, test } from "vitest";
import { parseRulesBenches } from "./rules-benches";

const bench = (name: string, hz: number) => ({
  id: "x",
  name,
  rank: 1,
  rme: 2.541960887180966,
  samples: [],
  totalTime: 500,
  min: 0.00704,
  max: 3.733375,
  hz,
  period: 1 / hz,
  mean: 1000 / hz,
  p75: 0.007281,
  p99: 0.012258,
  p995: 0.016945,
  p999: 0.142883,
  sampleCount: 62704,
  median: 0.00724,
});

test("reads Vitest's benchmark JSON into one row per benchmark, files relative to the project", () => {
  const json = {
    files: [
      {
        filepath: "/repo/lib/rules/odds.bench.ts",
        groups: [{ fullName: "lib/rules/odds.bench.ts > goalDistribution", benchmarks: [bench("goalDistribution(12, 4)", 125407.90820140918)] }],
      },
      {
        filepath: "/repo/lib/rules/smf/post-battle/post-battle.bench.ts",
        groups: [{ fullName: "lib/rules/smf/post-battle/post-battle.bench.ts > post-battle sequence", benchmarks: [bench("full sequence, 4 teams of 7", 2297.38)] }],
      },
    ],
  };
  expect(parseRulesBenches(json, "/repo")).toEqual([
    {
      file: "lib/rules/odds.bench.ts",
      group: "goalDistribution",
      name: "goalDistribution(12, 4)",
      hz: 125407.9,
      meanMs: 0.008,
      minMs: 0.007,
      maxMs: 3.7334,
      p75Ms: 0.0073,
      p99Ms: 0.0123,
      p999Ms: 0.1429,
      rme: 2.54,
      samples: 62704,
    },
    expect.objectContaining({ file: "lib/rules/smf/post-battle/post-battle.bench.ts", group: "post-battle sequence", hz: 2297.4, meanMs: 0.4353 }),
  ]);
});

test("a report without files is an error", () => {
  expect(() => parseRulesBenches({})).toThrow(/no files/);
});
