import "server-only";
import { db } from "@/lib/server/db";

/**
 * What /api/health tells anyone who asks: whether the app and its database answer, nothing more.
 * Uptime, version, latency and failure reasons stay in the server log: they tell a stranger when
 * the server restarted and how loaded it is (security issue, weak point).
 */
export interface HealthReport {
  status: "ok" | "degraded";
  database: { status: "ok" | "unreachable" };
}

const DATABASE_TIMEOUT_MS = 3_000;

export async function checkHealth(): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), DATABASE_TIMEOUT_MS);
      }),
    ]);
    return { status: "ok", database: { status: "ok" } };
  } catch (error) {
    console.error("[health] database check failed", error);
    return { status: "degraded", database: { status: "unreachable" } };
  } finally {
    clearTimeout(timer);
  }
}
