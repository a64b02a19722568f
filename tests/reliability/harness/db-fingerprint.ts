/**
 * A cheap fingerprint of every table: its row count and the sum of its rows' `xmin` (the id of the
 * transaction that wrote each row version). Any committed insert or update gives a row a new,
 * higher xmin, and a delete removes one, so two equal fingerprints mean nothing was written
 * anywhere: a refused call can be shown to have changed no table, in any campaign. (Reading xmin
 * needs no row contents, so this stays fast on a database other test files have filled.)
 */
import { db } from "@/lib/server/db";

let tables: string[] | null = null;

async function tableNames(): Promise<string[]> {
  tables ??= (
    await db.$queryRawUnsafe<Array<{ name: string }>>(
      `SELECT table_name::text AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
        ORDER BY table_name`,
    )
  ).map((row) => row.name);
  return tables;
}

export type Fingerprint = Record<string, string>;

export async function dbFingerprint(): Promise<Fingerprint> {
  const names = await tableNames();
  const sql = names.map((name) => `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text AS print FROM "${name}"`).join(" UNION ALL ");
  const rows = await db.$queryRawUnsafe<Array<{ name: string; print: string }>>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables whose rows differ between two fingerprints (empty: nothing was written). */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .sort();
}
