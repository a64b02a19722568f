/**
 * The command line of `npm run seed:large` (pure code, unit-tested in seed-options.test.ts).
 *
 *   --campaigns N     campaigns to make (default 100: 500 users, 400 teams, 2,800 characters)
 *   --battles N       resolved battles per campaign (default 20)
 *   --seed N          the seed of every name, pick and die (default 1): the same seed, the same dataset
 *   --concurrency N   campaigns made at the same time (default 4)
 *   --reset           empty the app's tables first (otherwise a seeded database is refused)
 */

export interface SeedOptions {
  campaigns: number;
  battlesPerCampaign: number;
  seed: number;
  concurrency: number;
  isReset: boolean;
}

export const DEFAULT_SEED_OPTIONS: SeedOptions = { campaigns: 100, battlesPerCampaign: 20, seed: 1, concurrency: 4, isReset: false };

export const SEED_USAGE = "Usage: npm run seed:large -- [--campaigns N] [--battles N] [--seed N] [--concurrency N] [--reset]";

const NUMBER_FLAGS = {
  "--campaigns": { key: "campaigns", min: 1, max: 1000 },
  "--battles": { key: "battlesPerCampaign", min: 0, max: 200 },
  "--seed": { key: "seed", min: 0, max: 2 ** 32 - 1 },
  "--concurrency": { key: "concurrency", min: 1, max: 32 },
} as const satisfies Record<string, { key: keyof SeedOptions; min: number; max: number }>;

export type ParsedSeedArgs = { ok: true; options: SeedOptions } | { ok: false; message: string; isHelp?: boolean };

/** Accepts `--flag N` and `--flag=N`; anything unknown or out of range is refused with the usage line. */
export function parseSeedArgs(argv: readonly string[]): ParsedSeedArgs {
  const options: SeedOptions = { ...DEFAULT_SEED_OPTIONS };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") return { ok: false, message: SEED_USAGE, isHelp: true };
    if (arg === "--reset") {
      options.isReset = true;
      continue;
    }
    const [flag, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const spec = NUMBER_FLAGS[flag as keyof typeof NUMBER_FLAGS];
    if (!spec) return { ok: false, message: `Unknown option ${arg}.\n${SEED_USAGE}` };
    const text = inline ?? argv[++i];
    const value = Number(text);
    if (text === undefined || text.trim() === "" || !Number.isInteger(value) || value < spec.min || value > spec.max) {
      return { ok: false, message: `${flag} takes a whole number from ${spec.min} to ${spec.max} (got ${text ?? "nothing"}).\n${SEED_USAGE}` };
    }
    options[spec.key] = value;
  }
  return { ok: true, options };
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/**
 * Seeded accounts share a published password and --reset empties every app table, so the seed
 * writes only to a local database, unless LONGBOX_ALLOW_REMOTE_SEED=1 says the remote one is a sandbox.
 */
export function seedDatabaseProblem(env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  const url = env.DATABASE_URL;
  if (!url) return "DATABASE_URL is not set: run the seed with `npm run seed:large`, which provides the database.";
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return "DATABASE_URL is not a valid URL.";
  }
  if (LOCAL_HOSTS.has(host) || env.LONGBOX_ALLOW_REMOTE_SEED === "1") return null;
  return `Refusing to seed ${host}: the seed writes only to a local database (set LONGBOX_ALLOW_REMOTE_SEED=1 if that server is a sandbox).`;
}
