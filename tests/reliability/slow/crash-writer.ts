/**
 * A stand-in for the app server that writes battles through the same services, with the same
 * Prisma client and pool, as fast as it can: the process crash-consistency.test.ts kills, and the
 * one that keeps writing while database-crash.test.ts kills Postgres.
 *
 *   node --import tsx tests/reliability/slow/crash-writer.ts <lanes.json> play|serve|finish
 *
 * DATABASE_URL comes from the environment (the test passes on its own fresh database).
 */
import { readFileSync } from "node:fs";
import "../../../scripts/demo/allow-server-only";

async function main() {
  const [lanesFile, mode] = process.argv.slice(2);
  if (!lanesFile || (mode !== "play" && mode !== "serve" && mode !== "finish")) throw new Error("usage: crash-writer.ts <lanes.json> play|serve|finish");
  // Loaded after the line above has taught the resolver about "server-only".
  const { runWriter } = await import("./battle-writer");
  const { db } = await import("@/lib/server/db");
  try {
    await runWriter(JSON.parse(readFileSync(lanesFile, "utf8")), mode);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(`[crash-writer] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
