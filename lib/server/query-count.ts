import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * An opt-in count of the SQL statements sent to Postgres, for tests and benchmarks that check a
 * page's queries do not grow with the data. db.ts reports every statement its driver adapter
 * sends (Prisma queries, each relation load, $queryRaw, BEGIN/COMMIT of a transaction) through
 * `noteQuery`; only work run inside `countQueries` is counted, so concurrent requests do not
 * mix. With no count running, `noteQuery` returns at once.
 */
export interface QueryLog {
  /** Statements sent, in order. */
  statements: string[];
}

const scope = new AsyncLocalStorage<QueryLog>();
let running = 0;

/** Called by db.ts once per statement sent to Postgres. */
export function noteQuery(sql: string): void {
  if (running === 0) return;
  scope.getStore()?.statements.push(sql);
}

/** Runs `work` and reports the statements it sent to Postgres (and their count). */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; count: number; statements: string[] }> {
  const log: QueryLog = { statements: [] };
  running += 1;
  try {
    // Awaited inside the scope: a Prisma query is lazy and starts only when awaited, so a query
    // handed back unawaited would otherwise run (and go uncounted) outside it.
    const result = await scope.run(log, async () => await work());
    return { result, count: log.statements.length, statements: log.statements };
  } finally {
    running -= 1;
  }
}
