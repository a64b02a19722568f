/**
 * The schema as it stood at any migration: applies prisma/migrations/<name>/migration.sql in
 * order to a database of its own, each file sent whole (as prisma.config.ts has `migrate deploy`
 * send it: Postgres runs it as one implicit transaction), stopping at a named folder. Used by the
 * data-migration test, which needs a database on an older schema than the one the tests run on.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

const MIGRATIONS_DIR = path.resolve(__dirname, "../../../prisma/migrations");

/** Every migration folder, in the order Prisma applies them (by name: they start with a timestamp). */
export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(MIGRATIONS_DIR, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
}

function indexOf(name: string): number {
  const index = migrationNames().indexOf(name);
  if (index < 0) throw new Error(`No migration folder ${name} in prisma/migrations`);
  return index;
}

/** The migrations up to and including `last`. */
export function migrationsThrough(last: string): string[] {
  return migrationNames().slice(0, indexOf(last) + 1);
}

/** The migrations after `last`. */
export function migrationsAfter(last: string): string[] {
  return migrationNames().slice(indexOf(last) + 1);
}

export async function applyMigrations(connectionString: string, names: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    for (const name of names) {
      try {
        await client.query(readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8"));
      } catch (error) {
        throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await client.end();
  }
}

/** A new, empty database beside the one of `url` (same server and credentials); returns its URL. */
export async function createSiblingDatabase(url: string, suffix: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}

export async function dropSiblingDatabase(fromUrl: string, url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: fromUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The app's tables of a database (not Prisma's own bookkeeping). */
export async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/** The tables in an order where every table comes after the tables its foreign keys point at. */
async function parentsFirst(client: pg.Client, tables: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size > 0) {
    const ready = [...pending].filter((t) => !rows.some((r) => r.child === t && pending.has(r.parent)));
    if (ready.length === 0) throw new Error(`Foreign keys run in a circle among ${[...pending].join(", ")}`);
    for (const t of ready) {
      ordered.push(t);
      pending.delete(t);
    }
  }
  return ordered;
}

/**
 * Copies every row of every table of `to` from the same table of `from`, each row as
 * `inverses[table]` makes it (a SQL expression over the row `t`, yielding jsonb; `to_jsonb(t)` when
 * not named). Each row's jsonb fills the target table's columns by name: keys the target has no
 * column for are dropped, and text becomes the column's type (an enum value, a timestamp).
 */
export async function copyRows(from: pg.Client, to: pg.Client, inverses: Readonly<Record<string, string>> = {}): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await parentsFirst(to, await tableNames(to))) {
    const { rows } = await from.query<{ rows: unknown[] }>(`SELECT coalesce(jsonb_agg(${inverses[table] ?? "to_jsonb(t)"}), '[]'::jsonb) AS rows FROM "${table}" t`);
    const data = rows[0]!.rows;
    counts[table] = data.length;
    if (data.length > 0) await to.query(`INSERT INTO "${table}" SELECT * FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`, [JSON.stringify(data)]);
  }
  return counts;
}

/** Every row of a table as jsonb, in a stable order: what "the same rows" means in a comparison. */
export async function tableRows(client: pg.Client, table: string, leaveOut: readonly string[] = []): Promise<unknown[]> {
  const { rows } = await client.query<{ rows: unknown[] }>(
    `SELECT coalesce(jsonb_agg(j ORDER BY j::text), '[]'::jsonb) AS rows FROM (SELECT to_jsonb(t) - $1::text[] AS j FROM "${table}" t) s`,
    [[...leaveOut]],
  );
  return rows[0]!.rows;
}

/** The columns `table` has in `client`'s database. */
export async function columnNames(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY 1`, [
    table,
  ]);
  return rows.map((r) => r.column_name);
}

/** The columns a later migration added to `table` (in `current`, not in `migrated`): none of an earlier migration's business. */
export async function laterColumns(current: pg.Client, migrated: pg.Client, table: string): Promise<string[]> {
  const older = new Set(await columnNames(migrated, table));
  return (await columnNames(current, table)).filter((column) => !older.has(column));
}
