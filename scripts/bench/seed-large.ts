/**
 * `npm run seed:large`: a realistic large dataset for the benchmarks (issue 6) — 100 campaigns of
 * five accounts, four teams of seven and twenty resolved battles each — made through the app's own
 * services with seeded dice, then counted; writes seed.json for the benchmark runner (scripts/bench/seed/).
 *
 *   npm run seed:large -- [--campaigns N] [--battles N] [--seed N] [--concurrency N] [--reset]
 */
import "../demo/allow-server-only";
import { parseSeedArgs } from "./seed/seed-options";

async function main() {
  const parsed = parseSeedArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.log(parsed.message);
    process.exitCode = parsed.isHelp ? 0 : 2;
    return;
  }
  const { options } = parsed;
  // Each worker holds one connection at a time, and a campaign's five sign-ups overlap.
  process.env.LONGBOX_DB_POOL ??= String(Math.max(10, options.concurrency + 5));
  // Loaded after the lines above: the resolver knows "server-only", and the pool size is set.
  const { runSeed, formatSeedSummary, SeedRefused } = await import("./seed/run-seed");
  const { seedManifestPath } = await import("./seed-manifest");
  const { db } = await import("@/lib/server/db");
  try {
    const manifest = await runSeed({ ...options, log: (line) => console.log(`[seed] ${line}`) });
    console.log(formatSeedSummary(manifest, seedManifestPath()));
  } catch (error) {
    if (!(error instanceof SeedRefused)) throw error;
    console.error(`[seed] ${error.message}`);
    process.exitCode = 1;
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(`[seed] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
