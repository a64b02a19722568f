/** The command line of `npm run bench -- …`. Plain code, unit-tested in options.test.ts. */

/**
 * The pages loaded over HTTP, in the order they run: the prerendered floor and the cheapest dynamic
 * page (sign-in) first, since every ratio is taken to one of them.
 */
export const HTTP_TARGETS = ["floor", "sign-in", "health", "public-team", "dashboard", "team", "team-data", "rolls"] as const;
export type HttpTargetId = (typeof HTTP_TARGETS)[number];

/** Everything `--only` can pick. */
export const SECTIONS = [...HTTP_TARGETS, "tap", "apply", "first-load-js", "rules"] as const;
export type SectionId = (typeof SECTIONS)[number];

export interface BenchOptions {
  /** Seconds of measured load per page. */
  durationSeconds: number;
  /** Seconds of load per page before measuring (results thrown away). */
  warmupSeconds: number;
  connections: number;
  /** What runs; the floor and sign-in pages join any HTTP target, since ratios are taken to them in the same run. */
  only: ReadonlySet<SectionId>;
  skipBuild: boolean;
  applyRuns: number;
  /** Battles per fresh campaign in the apply timing (rosters wear down over a campaign). */
  battlesPerCampaign: number;
  /** The seed manifest; default <data dir>/seed.json. */
  manifestPath: string | null;
  /** Where results.json and SUMMARY.md go (default bench/). */
  outDir: string;
  /** Keep the campaigns the apply timing made (default: delete them after measuring). */
  keepApplyData: boolean;
  /** Measured taps on "Roll for me" in the browser (warm-up taps come on top). */
  taps: number;
  /** Keep the campaigns the tap timing made (default: delete them after measuring). */
  keepTapData: boolean;
  /** Measured taps on "Roll the rest for me" (each rolls up to the next decision), after one warm-up. */
  restTaps: number;
  /** While the taps are timed, a second process keeps every core this busy (percent; 0: none). */
  tapLoadPercent: number;
  help: boolean;
}

export const DEFAULT_OPTIONS: BenchOptions = {
  durationSeconds: 10,
  warmupSeconds: 2,
  connections: 20,
  only: new Set(SECTIONS),
  skipBuild: false,
  applyRuns: 30,
  battlesPerCampaign: 5,
  manifestPath: null,
  outDir: "bench",
  keepApplyData: false,
  taps: 60,
  keepTapData: false,
  restTaps: 10,
  tapLoadPercent: 50,
  help: false,
};

export const USAGE = `npm run bench -- [options]

  --duration <s>        measured load per page, seconds (default ${DEFAULT_OPTIONS.durationSeconds})
  --warmup <s>          load per page before measuring, seconds (default ${DEFAULT_OPTIONS.warmupSeconds})
  --connections <n>     concurrent HTTP connections (default ${DEFAULT_OPTIONS.connections})
  --only <list>         comma-separated: ${SECTIONS.join(", ")}
  --skip-build          use the .next build as it is, even if sources are newer
  --apply-runs <n>      battles timed for the post-battle apply (default ${DEFAULT_OPTIONS.applyRuns})
  --battles-per-campaign <n>  battles in each fresh apply-timing campaign (default ${DEFAULT_OPTIONS.battlesPerCampaign})
  --manifest <file>     the seed manifest (default <data dir>/seed.json, written by npm run seed:large)
  --out <dir>           where results.json and SUMMARY.md go (default ${DEFAULT_OPTIONS.outDir})
  --keep-apply-data     keep the campaigns the apply timing made
  --taps <n>            measured taps on "Roll for me" in the browser (default ${DEFAULT_OPTIONS.taps})
  --keep-tap-data       keep the campaigns the tap timing made
  --rest-taps <n>       measured taps on "Roll the rest for me" (default ${DEFAULT_OPTIONS.restTaps})
  --tap-load <percent>  while taps are timed, a second process keeps each core this busy (default ${DEFAULT_OPTIONS.tapLoadPercent}; 0: none)
  --help                this text`;

export class OptionsError extends Error {}

function positive(flag: string, raw: string | undefined, { integer }: { integer: boolean }): number {
  const value = Number(raw);
  if (raw === undefined || raw.trim() === "" || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new OptionsError(`${flag} needs a positive ${integer ? "whole " : ""}number.`);
  }
  return value;
}

function parseOnly(raw: string | undefined): Set<SectionId> {
  const names = (raw ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (names.length === 0) throw new OptionsError(`--only needs a list: ${SECTIONS.join(", ")}.`);
  const unknown = names.filter((n) => !(SECTIONS as readonly string[]).includes(n));
  if (unknown.length > 0) throw new OptionsError(`--only: unknown ${unknown.join(", ")}; choose from ${SECTIONS.join(", ")}.`);
  const only = new Set(names as SectionId[]);
  if (HTTP_TARGETS.some((t) => only.has(t))) {
    only.add("floor");
    only.add("sign-in");
  }
  return only;
}

/** Accepts `--flag value` and `--flag=value`. */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { ...DEFAULT_OPTIONS, only: new Set(DEFAULT_OPTIONS.only) };
  const args = argv.flatMap((arg) => (arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg]));
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const value = () => args[++i];
    switch (flag) {
      case "--duration":
        options.durationSeconds = positive(flag, value(), { integer: true });
        break;
      case "--warmup": {
        const raw = value();
        options.warmupSeconds = raw === "0" ? 0 : positive(flag, raw, { integer: true });
        break;
      }
      case "--connections":
        options.connections = positive(flag, value(), { integer: true });
        break;
      case "--only":
        options.only = parseOnly(value());
        break;
      case "--skip-build":
        options.skipBuild = true;
        break;
      case "--apply-runs":
        options.applyRuns = positive(flag, value(), { integer: true });
        break;
      case "--battles-per-campaign":
        options.battlesPerCampaign = positive(flag, value(), { integer: true });
        break;
      case "--manifest": {
        const raw = value();
        if (!raw) throw new OptionsError("--manifest needs a file.");
        options.manifestPath = raw;
        break;
      }
      case "--out": {
        const raw = value();
        if (!raw) throw new OptionsError("--out needs a folder.");
        options.outDir = raw;
        break;
      }
      case "--keep-apply-data":
        options.keepApplyData = true;
        break;
      case "--taps":
        options.taps = positive(flag, value(), { integer: true });
        break;
      case "--keep-tap-data":
        options.keepTapData = true;
        break;
      case "--rest-taps":
        options.restTaps = positive(flag, value(), { integer: true });
        break;
      case "--tap-load": {
        const raw = value();
        options.tapLoadPercent = raw === "0" ? 0 : positive(flag, raw, { integer: true });
        if (options.tapLoadPercent > 95) throw new OptionsError("--tap-load is a percent of each core, at most 95.");
        break;
      }
      case "--help":
      case "-h":
        options.help = true;
        break;
      default:
        throw new OptionsError(`Unknown option ${flag}.`);
    }
  }
  return options;
}

export function wantsHttp(options: BenchOptions): boolean {
  return HTTP_TARGETS.some((t) => options.only.has(t));
}

/** The HTTP load and the tap timing both need `next start`. */
export function needsAppServer(options: BenchOptions): boolean {
  return wantsHttp(options) || options.only.has("tap");
}
