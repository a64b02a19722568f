import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

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
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: Number(process.env.LONGBOX_DB_POOL ?? 10) }) });
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
