import { describe, expect, test } from "vitest";
import { productionServerEnv, SERVER_NODE_OPTIONS } from "./server-env";

describe("productionServerEnv", () => {
  test("runs in production with the server's Node options", () => {
    const env = productionServerEnv({ DATABASE_URL: "postgres://x", NODE_ENV: "development" });
    expect(env).toEqual({ DATABASE_URL: "postgres://x", NODE_ENV: "production", NODE_OPTIONS: SERVER_NODE_OPTIONS });
  });

  test("keeps Node options already given, before its own", () => {
    expect(productionServerEnv({ NODE_ENV: "test", NODE_OPTIONS: " --inspect " }).NODE_OPTIONS).toBe(`--inspect ${SERVER_NODE_OPTIONS}`);
  });

  test("does not change the environment it was given", () => {
    const given = { NODE_ENV: "test", NODE_OPTIONS: "--inspect" } as const;
    productionServerEnv(given);
    expect(given).toEqual({ NODE_ENV: "test", NODE_OPTIONS: "--inspect" });
  });
});
