import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { noteQuery } from "@/lib/server/query-count";

type DriverAdapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type Transaction = Awaited<ReturnType<DriverAdapter["startTransaction"]>>;

/** Reports each statement a connection or transaction sends (query-count.ts; a no-op unless counting). */
function reportStatements<T extends DriverAdapter | Transaction>(target: T): T {
  const { queryRaw, executeRaw } = target;
  target.queryRaw = (query) => {
    noteQuery(query.sql);
    return queryRaw.call(target, query);
  };
  target.executeRaw = (query) => {
    noteQuery(query.sql);
    return executeRaw.call(target, query);
  };
  return target;
}

/**
 * The pg adapter with every statement reported, at the adapter rather than in a Prisma client
 * extension: an extension sees one call per model operation, while the adapter sees each round
 * trip (a relation loaded by its own query, $queryRaw, a transaction's BEGIN and COMMIT).
 */
class ReportingPg extends PrismaPg {
  override async connect(): Promise<DriverAdapter> {
    const adapter = reportStatements(await super.connect());
    const startTransaction = adapter.startTransaction;
    adapter.startTransaction = async (isolationLevel) => {
      // The adapter sends these itself on the transaction's connection, before handing it over.
      noteQuery("BEGIN");
      if (isolationLevel) noteQuery(`SET TRANSACTION ISOLATION LEVEL ${isolationLevel}`);
      return reportStatements(await startTransaction.call(adapter, isolationLevel));
    };
    return adapter;
  }
}

/**
 * The single Prisma client. Prisma 6.19 runs with its JS query compiler and talks to Postgres
 * through @prisma/adapter-pg (no native engine; see ../shared/STACK.md).
 *
 * Created on first use, not at import: `next build` imports every route without a database.
 * Dev-mode hot reloads reuse the client kept on globalThis instead of opening a new pool.
 */
function createClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set; start Longbox with `npm start` or `npm run dev`.");
  return new PrismaClient({ adapter: new ReportingPg({ connectionString, max: Number(process.env.LONGBOX_DB_POOL ?? 10) }) });
}

const globalForPrisma = globalThis as unknown as { longboxPrisma?: PrismaClient };

function client(): PrismaClient {
  globalForPrisma.longboxPrisma ??= createClient();
  return globalForPrisma.longboxPrisma;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const value = Reflect.get(client(), property);
    return typeof value === "function" ? value.bind(client()) : value;
  },
});
