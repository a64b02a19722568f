/**
 * Prisma CLI configuration (only the CLI loads this file; the app builds its own client in
 * lib/server/db.ts). Prisma 6.19 runs here with its JavaScript engines, because the native
 * engines cannot be downloaded in this environment (see ../shared/STACK.md). The numbered
 * workarounds below are each for a known problem of that path.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { defineConfig } from "prisma/config";

// 1. `prisma generate` with no DATABASE_URL tries to download a native engine; a harmless
//    default keeps it on the JS path. Nothing connects to it during generate.
const connectionString = process.env.DATABASE_URL ?? "postgresql://longbox@127.0.0.1:5499/longbox";
process.env.DATABASE_URL = connectionString;

// 2. The WASM schema engine reads columns of type `name` (oid 19) and `"char"` (oid 18), which
//    the adapter refuses to deserialise (prisma/prisma#27403): report them as `text` (oid 25).
const TEXT_OID = 25;
const resultPrototype = (pg as unknown as { Result: { prototype: { addFields(fields: Array<{ dataTypeID: number }>): void } } }).Result.prototype;
const originalAddFields = resultPrototype.addFields;
resultPrototype.addFields = function addFields(fields) {
  for (const field of fields) {
    if (field.dataTypeID === 18 || field.dataTypeID === 19) field.dataTypeID = TEXT_OID;
  }
  return originalAddFields.call(this, fields);
};

// 5. The WASM schema engine also leaves a timer of ≥ 10 s pending after its work is done; such
//    long timers never matter to a CLI run, so they must not keep the process alive.
const originalSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const timer = originalSetTimeout(handler, ms, ...args);
  if ((ms ?? 0) >= 10_000) timer.unref?.();
  return timer;
}) as typeof setTimeout;

// 6. The adapter's executeScript sends a migration to Postgres in pieces split at every ";", which
//    breaks any statement with a ";" inside it (a trigger function's body). Send each migration
//    script whole instead: Postgres parses it itself and runs it as one implicit transaction.
interface ScriptRunner {
  executeScript(script: string): Promise<void>;
  underlyingDriver(): { query(text: string): Promise<unknown> };
  onError(error: unknown): never;
}
function runScriptsWhole<T extends object>(adapter: T): T {
  const runner = adapter as unknown as ScriptRunner;
  runner.executeScript = async (script) => {
    try {
      await runner.underlyingDriver().query(script);
    } catch (error) {
      runner.onError(error);
    }
  };
  return adapter;
}

// 3. `migrate dev` would otherwise use the main database as its shadow database, or fail to drop
//    the shadow database while its pool is still open: create a uniquely named one, and drop it
//    WITH (FORCE) only after the connection to it is disposed.
class LongboxPgAdapterFactory extends PrismaPg {
  override async connect() {
    return runScriptsWhole(await super.connect());
  }

  override async connectToShadowDb() {
    const name = `longbox_shadow_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(connectionString);
    url.pathname = `/${name}`;
    const shadow = runScriptsWhole(await new PrismaPg({ connectionString: url.toString() }).connect());
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      const dropper = new pg.Client({ connectionString });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
    return shadow;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // 4. Without allowExitOnIdle the pool's 10 s idle timer keeps every migrate command alive for
  //    10 s after it has finished.
  adapter: async () => new LongboxPgAdapterFactory({ connectionString, allowExitOnIdle: true }),
});
