/**
 * The properties every hostile request is held to, as reusable checks:
 * - `databaseFingerprint`: one value per table that changes when any row is added, changed or
 *   removed (its row count and the sum of its rows' writing transaction ids), so "nothing was
 *   written" is one comparison;
 * - `internalLeaks`: the text a user would see never shows a stack trace, SQL, database or Prisma
 *   error text, or a path on the server;
 * - the fast-check settings: a reproducible seed, and how many runs (FUZZ_RUNS).
 */
import { db } from "@/lib/server/db";

let fingerprintSql: Promise<string> | undefined;

async function buildFingerprintSql(): Promise<string> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY table_name`,
  );
  if (tables.length === 0) throw new Error("No app tables found for the database fingerprint");
  const parts = tables.map(({ name }) => {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    // xmin is the id of the transaction that wrote the row version: an insert or update changes
    // the sum, a delete changes the count. Cheaper than hashing row text (JSON columns are large).
    return `SELECT '${name.replace(/'/g, "''")}' AS name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text AS print FROM ${quoted}`;
  });
  return parts.join(" UNION ALL ");
}

/** Every app table's row count and content hash, keyed by table name (minus `ignore`). */
export async function databaseFingerprint(ignore: readonly string[] = []): Promise<Record<string, string>> {
  fingerprintSql ??= buildFingerprintSql();
  const rows = await db.$queryRawUnsafe<{ name: string; print: string }[]>(await fingerprintSql);
  return Object.fromEntries(rows.filter((row) => !ignore.includes(row.name)).map((row) => [row.name, row.print]));
}

/**
 * One campaign's rows (the campaign, memberships, invites, teams, characters, battles and their
 * teams, rolls, ledger, activity) as one value that changes with any write to them: for "another
 * campaign's ids never change that campaign" (IDOR), in one round trip.
 */
export async function campaignRowsPrint(campaignId: string): Promise<string> {
  const [row] = await db.$queryRawUnsafe<{ print: string }[]>(
    `SELECT concat_ws('|',
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM "Campaign" WHERE id = $1),
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM "Membership" WHERE "campaignId" = $1),
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM "Invite" WHERE "campaignId" = $1),
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM "Team" WHERE "campaignId" = $1),
      (SELECT count(*) || ':' || coalesce(sum(c.xmin::text::bigint), 0) FROM "Character" c JOIN "Team" t ON t.id = c."teamId" WHERE t."campaignId" = $1),
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM "Battle" WHERE "campaignId" = $1),
      (SELECT count(*) || ':' || coalesce(sum(b.xmin::text::bigint), 0) FROM "BattleTeam" b JOIN "Battle" x ON x.id = b."battleId" WHERE x."campaignId" = $1),
      (SELECT count(*) || ':' || coalesce(sum(e.xmin::text::bigint), 0) FROM "BattleTrackEntry" e JOIN "Battle" x ON x.id = e."battleId" WHERE x."campaignId" = $1),
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM "Roll" WHERE "campaignId" = $1),
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM "StoryPointEntry" WHERE "campaignId" = $1),
      (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM "ActivityEvent" WHERE "campaignId" = $1)
    ) AS print`,
    campaignId,
  );
  return row!.print;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

const LEAKS: Array<[label: string, pattern: RegExp]> = [
  ["a stack frame", /\n\s+at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)/],
  ["a server path", /node_modules|\/work\/|lib\/generated|\.next\/|file:\/\//],
  ["Prisma error text", /prisma/i],
  ["a Prisma error code", /\bP[1-3]\d{3}\b/],
  ["SQL", /\b(SELECT\s.+\sFROM|INSERT\s+INTO|DELETE\s+FROM|UPDATE\s+"?\w+"?\s+SET)\b/i],
  [
    "database error text",
    /violates (unique|foreign key|check|not-null) constraint|invalid input syntax|invalid byte sequence|syntax error at or near|duplicate key value|relation ".*" does not exist|column ".*" does not exist|could not serialize|deadlock detected/i,
  ],
  ["a JavaScript error", /\b(TypeError|ReferenceError|RangeError|SyntaxError|URIError|ZodError)\b|Cannot read propert|is not a function|undefined is not/],
];

/** Strings a form would show from a returned state: everything except the echoed `values`. */
export function shownText(state: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 8) return;
    if (typeof value === "string") found.push(value);
    else if (Array.isArray(value)) value.forEach((item) => visit(item, depth + 1));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) if (key !== "values") visit(item, depth + 1);
  };
  visit(state, 0);
  return found;
}

/** What in `texts` looks like an internal detail, e.g. ["a stack frame: …"]; empty when none. */
export function internalLeaks(texts: readonly string[]): string[] {
  return texts.flatMap((text) => LEAKS.filter(([, pattern]) => pattern.test(text)).map(([label]) => `${label}: ${JSON.stringify(text.slice(0, 300))}`));
}

/** FUZZ_SEED (for a replay) or a fixed seed, mixed with the test's name so each action gets its own stream. */
export function fuzzSeed(name: string): number {
  const base = Number(process.env.FUZZ_SEED ?? 20261121);
  let hash = base | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Runs per property: FUZZ_RUNS when set; otherwise `fast` in `npm test` (the integration project)
 * and `thorough` in `npm run test:reliability` (the reliability project).
 */
export function fuzzRuns(projectName: string | undefined, fast: number, thorough: number): number {
  const fromEnv = Number(process.env.FUZZ_RUNS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return projectName === "reliability" ? thorough : fast;
}
