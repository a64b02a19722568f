import { db } from "@/lib/server/db";
import type { SeedCounts } from "../seed-manifest";
import { SEED_EMAIL_DOMAIN } from "./seed-plan";

/**
 * The seed's own reads and writes outside the app's services: whether a seeded dataset is already
 * there, emptying the app's tables for --reset, and the final counts.
 */

const seedAccounts = { email: { endsWith: `@${SEED_EMAIL_DOMAIN}` } };

export async function countSeedAccounts(): Promise<number> {
  return db.user.count({ where: seedAccounts });
}

/**
 * Empties every app table (all of the public schema but Prisma's migration history) in one
 * TRUNCATE, so the ledger's no-UPDATE trigger and the foreign keys are no obstacle.
 */
export async function emptyAppTables(): Promise<string[]> {
  const rows = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename::text AS tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`;
  const tables = rows.map((r) => r.tablename);
  if (tables.length > 0) await db.$executeRawUnsafe(`TRUNCATE TABLE ${tables.map((t) => `"public"."${t.replace(/"/g, '""')}"`).join(", ")} CASCADE`);
  return tables;
}

/** The seeded campaigns: those run by a seeded account. */
export async function seededCampaignIds(): Promise<string[]> {
  const rows = await db.campaign.findMany({ where: { memberships: { some: { role: "ORGANISER", user: seedAccounts } } }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** What the database holds of the seeded dataset, counted after the seed. */
export async function countSeededRows(): Promise<SeedCounts> {
  const campaignIds = await seededCampaignIds();
  const inSeed = { campaignId: { in: campaignIds } };
  const [users, teams, characters, battles, rolls, ledgerEntries] = await Promise.all([
    db.user.count({ where: seedAccounts }),
    db.team.count({ where: inSeed }),
    db.character.count({ where: { team: inSeed } }),
    db.battle.count({ where: inSeed }),
    db.roll.count({ where: inSeed }),
    db.storyPointEntry.count({ where: inSeed }),
  ]);
  return { users, campaigns: campaignIds.length, teams, characters, battles, rolls, ledgerEntries };
}
