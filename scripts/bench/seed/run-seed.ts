import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { databaseLabel, seedManifestPath, type SeedManifest } from "../seed-manifest";
import { playSeedBattles } from "./play-seed-battles";
import { countSeedAccounts, countSeededRows, emptyAppTables } from "./seed-database";
import { seedDatabaseProblem, type SeedOptions } from "./seed-options";
import { campaignPlan, SEED_PASSWORD } from "./seed-plan";
import { setUpSeedCampaign, type SeededCampaign } from "./set-up-seed-campaign";

/**
 * `npm run seed:large`: campaigns made and played through the app's services, several at a time
 * (each campaign's battles one after another), then counted, and the manifest written for the
 * benchmark runner. Refuses a database that already holds a seeded dataset unless told to reset.
 */

export interface RunSeedOptions extends SeedOptions {
  /** Progress and summary lines. */
  log?: (line: string) => void;
  /** Where seed.json goes (default: seedManifestPath()). */
  manifestPath?: string;
  /** How often a progress line is printed while campaigns are under way. */
  progressEveryMs?: number;
}

/** The campaign the benchmark measures: the first, made like every other. */
const BENCH_CAMPAIGN = 1;

export class SeedRefused extends Error {}

export async function runSeed(options: RunSeedOptions): Promise<SeedManifest> {
  const log = options.log ?? (() => undefined);
  const problem = seedDatabaseProblem();
  if (problem) throw new SeedRefused(problem);
  const manifestPath = options.manifestPath ?? seedManifestPath();
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  const existing = await countSeedAccounts();
  if (existing > 0 && !options.isReset) {
    throw new SeedRefused(`This database already holds a seeded dataset (${existing} seeded accounts). Run again with --reset to empty the app's tables and seed afresh.`);
  }
  // Whatever was described before is about to change: no manifest until this run has finished.
  rmSync(manifestPath, { force: true });
  if (options.isReset) {
    const tables = await emptyAppTables();
    log(`Emptied ${tables.length} app tables (--reset).`);
  }

  const total = { campaigns: options.campaigns, battles: options.campaigns * options.battlesPerCampaign };
  const done = { campaigns: 0, battles: 0, registerMs: 0 };
  const progress = () => `${done.campaigns}/${total.campaigns} campaigns, ${done.battles}/${total.battles} battles, ${elapsed()}`;
  log(`Seeding ${total.campaigns} campaigns of ${options.battlesPerCampaign} battles (seed ${options.seed}, ${options.concurrency} at a time)…`);
  const ticker = setInterval(() => log(progress()), options.progressEveryMs ?? 10_000);
  ticker.unref();

  let bench: SeededCampaign | undefined;
  let next = 1;
  let failed = false;
  const worker = async () => {
    while (!failed && next <= options.campaigns) {
      const number = next++;
      const plan = campaignPlan(options.seed, number);
      const campaign = await setUpSeedCampaign(plan);
      done.registerMs += campaign.registerMs;
      if (number === BENCH_CAMPAIGN) bench = campaign;
      await playSeedBattles(options.seed, plan, campaign, options.battlesPerCampaign, () => done.battles++);
      done.campaigns++;
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(options.concurrency, options.campaigns) }, () =>
        worker().catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      ),
    );
  } finally {
    clearInterval(ticker);
  }
  log(`Done: ${progress()}.`);
  log(`Sign-ups (argon2 hashes, five at a time per campaign) took ${(done.registerMs / 1000).toFixed(1)} s of worker time in all.`);

  const benchTeam = bench!.teams.find((t) => t.owner.id === bench!.organiser.id)!;
  const manifest: SeedManifest = {
    seed: options.seed,
    createdAt: new Date().toISOString(),
    counts: await countSeededRows(),
    bench: {
      email: bench!.organiser.email,
      password: SEED_PASSWORD,
      campaignId: bench!.id,
      teamId: benchTeam.id,
      publicTeamToken: benchTeam.publicToken!,
    },
    options: { campaigns: options.campaigns, battlesPerCampaign: options.battlesPerCampaign, concurrency: options.concurrency },
    durationMs: Date.now() - started,
    database: databaseLabel(process.env.DATABASE_URL!),
  };
  mkdirSync(path.dirname(manifestPath), { recursive: true });
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + "\n");
  return manifest;
}

export function formatSeedSummary(manifest: SeedManifest, manifestPath: string): string {
  const c = manifest.counts;
  const rows: Array<[string, number]> = [
    ["Users", c.users],
    ["Campaigns", c.campaigns],
    ["Teams", c.teams],
    ["Characters", c.characters],
    ["Battles (resolved)", c.battles],
    ["Rolls", c.rolls],
    ["Ledger entries", c.ledgerEntries],
  ];
  return [
    "",
    `Seeded ${manifest.database} in ${(manifest.durationMs / 1000).toFixed(1)} s (seed ${manifest.seed}). In the database now:`,
    ...rows.map(([label, n]) => `  ${label.padEnd(20)}${n.toLocaleString("en-GB").padStart(8)}`),
    "",
    `  Bench account:  ${manifest.bench.email} / ${manifest.bench.password}`,
    `  Campaign:       /campaigns/${manifest.bench.campaignId}`,
    `  Team:           /campaigns/${manifest.bench.campaignId}/teams/${manifest.bench.teamId}`,
    `  Public team:    /t/${manifest.bench.publicTeamToken}`,
    `  Manifest:       ${manifestPath}`,
  ].join("\n");
}
