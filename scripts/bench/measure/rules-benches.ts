/**
 * The rules library's own benchmarks (lib/**\/*.bench.ts, `npm run bench:rules`), run by Vitest
 * with a JSON report, and read into rows for the bench report. Times are Vitest's: milliseconds.
 */
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../../lib/data-dir";
import { bin, run } from "../../lib/run";
import { round } from "./stats";

export interface RulesBenchRow {
  /** Relative to the project, e.g. lib/rules/odds.bench.ts. */
  file: string;
  group: string;
  name: string;
  hz: number;
  meanMs: number;
  minMs: number;
  maxMs: number;
  p75Ms: number;
  p99Ms: number;
  p999Ms: number;
  /** Relative margin of error, %. */
  rme: number;
  samples: number;
}

interface VitestBenchJson {
  files: Array<{
    filepath: string;
    groups: Array<{
      fullName: string;
      benchmarks: Array<{ name: string; hz: number; mean: number; min: number; max: number; p75: number; p99: number; p999: number; rme: number; sampleCount?: number; samples?: unknown[] }>;
    }>;
  }>;
}

/** Rows from Vitest's --outputJson report; the group is the describe() name (the file prefix dropped). */
export function parseRulesBenches(json: unknown, root = projectRoot): RulesBenchRow[] {
  const report = json as VitestBenchJson;
  if (!report || !Array.isArray(report.files)) throw new Error("The Vitest benchmark report has no files.");
  return report.files.flatMap((file) => {
    const relative = path.relative(root, file.filepath);
    return file.groups.flatMap((group) =>
      group.benchmarks.map((b) => ({
        file: relative,
        group: group.fullName.startsWith(`${relative} > `) ? group.fullName.slice(relative.length + 3) : group.fullName,
        name: b.name,
        hz: round(b.hz, 1)!,
        meanMs: round(b.mean, 4)!,
        minMs: round(b.min, 4)!,
        maxMs: round(b.max, 4)!,
        p75Ms: round(b.p75, 4)!,
        p99Ms: round(b.p99, 4)!,
        p999Ms: round(b.p999, 4)!,
        rme: round(b.rme, 2)!,
        samples: b.sampleCount ?? b.samples?.length ?? 0,
      })),
    );
  });
}

/** Runs `vitest bench --run --project unit`, its output to `logFile`, and reads the JSON it writes. */
export async function runRulesBenches(jsonFile: string, logFile: string, env: NodeJS.ProcessEnv): Promise<RulesBenchRow[]> {
  const fd = openSync(logFile, "w");
  try {
    const code = await run(bin("vitest"), ["bench", "--run", "--project", "unit", "--outputJson", jsonFile], { env, stdio: ["ignore", fd, fd] });
    if (code !== 0) throw new Error(`vitest bench exited with ${code}; see ${logFile}.`);
  } finally {
    closeSync(fd);
  }
  return parseRulesBenches(JSON.parse(readFileSync(jsonFile, "utf8")));
}
