/**
 * The manifest `npm run seed:large` writes when it finishes (seed.json in the bench data folder)
 * and the benchmark runner reads: what was seeded, and which account, campaign and team to
 * measure with. Plain code, no database.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface SeedCounts {
  users: number;
  campaigns: number;
  teams: number;
  characters: number;
  /** Battles of the seeded campaigns (every one resolved). */
  battles: number;
  rolls: number;
  ledgerEntries: number;
}

export interface SeedManifest {
  seed: number;
  /** ISO time the seed finished. */
  createdAt: string;
  /** Counted in the database after seeding, over the seeded campaigns and accounts. */
  counts: SeedCounts;
  /**
   * A typical campaign's organiser, who also leads a team there (shared on a public page): sign in
   * with email and password for the campaign dashboard and team page; publicTeamToken is the
   * team's public page (/t/<token>).
   */
  bench: {
    email: string;
    password: string;
    campaignId: string;
    teamId: string;
    publicTeamToken: string;
  };
  /** How the seed was run, and how long it took. */
  options: { campaigns: number; battlesPerCampaign: number; concurrency: number };
  durationMs: number;
  /** Only in manifests of an earlier seed that threw some dice again around a since-fixed bug. */
  retriedThrows?: number;
  /** The database seeded (host:port/name, no credentials), so a runner can tell it is the one it uses. */
  database: string;
}

/** seed.json in LONGBOX_DATA_DIR (relative to the project) if set, else in .data/bench. */
export function seedManifestPath(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const projectRoot = path.resolve(__dirname, "..", "..");
  return path.resolve(projectRoot, env.LONGBOX_DATA_DIR || ".data/bench", "seed.json");
}

/** The manifest, or null when no seed has finished in that folder. */
export function readSeedManifest(file: string = seedManifestPath()): SeedManifest | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as SeedManifest;
}

/** The database of a connection string without its credentials: "127.0.0.1:5496/longbox_bench". */
export function databaseLabel(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
