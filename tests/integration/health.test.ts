import { afterEach, expect, test, vi } from "vitest";

// The database can be made to fail for one test; every other call reaches the real one.
const failing = vi.hoisted(() => ({ isOn: false }));
vi.mock("@/lib/server/db", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/db")>();
  const db = new Proxy(real.db, {
    get(target, property) {
      if (property === "$queryRaw" && failing.isOn) return () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432 password=secret"));
      return Reflect.get(target, property);
    },
  });
  return { ...real, db };
});

const { GET } = await import("@/app/api/health/route");
const { checkHealth } = await import("@/lib/server/health");

afterEach(() => {
  failing.isOn = false;
  vi.restoreAllMocks();
});

test("health reports the database as reachable", async () => {
  expect(await checkHealth()).toEqual({ status: "ok", database: { status: "ok" } });
});

test("the answer says only whether the app and its database answer: no uptime, version or timings", async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: { status: "ok" } });
});

test("a database that fails is 503 without the reason", async () => {
  failing.isOn = true;
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const response = await GET();
  expect(response.status).toBe(503);
  expect(await response.text()).toBe(JSON.stringify({ status: "degraded", database: { status: "unreachable" } }));
});
