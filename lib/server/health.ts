import "server-only";
import { db } from "@/lib/server/db";

export interface HealthReport {
  status: "ok" | "degraded";
  app: { name: "longbox"; version: string; uptimeSeconds: number };
  database: { status: "ok" | "unreachable"; latencyMs?: number; error?: string };
}

const DATABASE_TIMEOUT_MS = 3_000;

export async function checkHealth(): Promise<HealthReport> {
  const app = { name: "longbox" as const, version: process.env.npm_package_version ?? "0.1.0", uptimeSeconds: Math.round(process.uptime()) };
  const started = performance.now();
  try {
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error("timed out")), DATABASE_TIMEOUT_MS)),
    ]);
    return { status: "ok", app, database: { status: "ok", latencyMs: Math.round(performance.now() - started) } };
  } catch (error) {
    // The reason stays generic: connection strings and stack traces never leave the server.
    console.error("[health] database check failed", error);
    const reason = error instanceof Error && error.message === "timed out" ? "timed out" : "no answer";
    return { status: "degraded", app, database: { status: "unreachable", error: reason } };
  }
}
