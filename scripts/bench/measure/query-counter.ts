/**
 * Counts the SQL statements this process sends (BEGIN and COMMIT included), by wrapping pg's
 * Client.query, which @prisma/adapter-pg goes through. The apply timing reports the count per
 * call, so a slow apply can be told apart as "many round trips" or "a few slow queries".
 */
import pg from "pg";

type Query = (...args: unknown[]) => unknown;
const prototype = pg.Client.prototype as unknown as { query: Query };

let count = 0;
let isInstalled = false;

export function installQueryCounter() {
  if (isInstalled) return;
  const original = prototype.query;
  prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  isInstalled = true;
}

export function queriesSoFar(): number {
  return count;
}
