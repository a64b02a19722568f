import { expect, test } from "vitest";
import { checkHealth } from "@/lib/server/health";

test("health reports the database as reachable", async () => {
  const report = await checkHealth();
  expect(report.status).toBe("ok");
  expect(report.database.status).toBe("ok");
  expect(report.database.latencyMs).toBeGreaterThanOrEqual(0);
  expect(report.app.name).toBe("longbox");
});
