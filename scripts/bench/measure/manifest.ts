/**
 * The seed manifest `npm run seed:large` writes (<data dir>/seed.json): the dataset's counts and
 * the bench user, campaign, team and public token the pages are loaded for. Read and checked
 * here, so a missing or stale manifest stops the bench before it builds anything.
 */
import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import { databaseLabel } from "../seed-manifest";

const count = z.number().int().nonnegative();

/**
 * The part of scripts/bench/seed-manifest.ts's SeedManifest the bench reads (manifest.test.ts
 * proves a SeedManifest passes); other fields are ignored.
 */
export const seedManifestSchema = z.object({
  seed: z.number(),
  createdAt: z.string(),
  counts: z.object({
    users: count,
    campaigns: count,
    teams: count,
    characters: count,
    battles: count,
    rolls: count,
    ledgerEntries: count,
  }),
  bench: z.object({
    email: z.string().min(1),
    password: z.string().min(1),
    campaignId: z.string().min(1),
    teamId: z.string().min(1),
    publicTeamToken: z.string().min(1),
  }),
  /** host:port/name of the database seeded; absent in a hand-made manifest. */
  database: z.string().optional(),
});
export type BenchManifest = z.infer<typeof seedManifestSchema>;

export class ManifestError extends Error {}

export const MISSING_MANIFEST_HINT = "run npm run seed:large first";

export function readManifest(file: string): BenchManifest {
  if (!existsSync(file)) throw new ManifestError(`No seed manifest at ${file}: ${MISSING_MANIFEST_HINT}.`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new ManifestError(`The seed manifest ${file} is not JSON: ${MISSING_MANIFEST_HINT}.`);
  }
  const parsed = seedManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => i.path.join(".") || "(root)").join(", ");
    throw new ManifestError(`The seed manifest ${file} lacks or misstates ${where}: ${MISSING_MANIFEST_HINT}.`);
  }
  return parsed.data;
}

/** Why the manifest does not describe the database at `databaseUrl`, or null when it does (or cannot tell). */
export function databaseMismatch(manifest: BenchManifest, databaseUrl: string): string | null {
  if (!manifest.database) return null;
  const actual = databaseLabel(databaseUrl);
  if (manifest.database === actual) return null;
  return `The seed manifest describes ${manifest.database}, but the bench runs against ${actual}: ${MISSING_MANIFEST_HINT} (or pass --manifest).`;
}
