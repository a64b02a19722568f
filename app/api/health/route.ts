import { checkHealth } from "@/lib/server/health";

export const dynamic = "force-dynamic";

/** Liveness for people and monitors: 200 when the database answers, 503 when it does not. */
export async function GET() {
  const report = await checkHealth();
  return Response.json(report, { status: report.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
