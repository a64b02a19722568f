import { describe, expect, test } from "vitest";
import { demoBaseUrl, demoDatabaseProblem } from "./demo-links";

describe("demoBaseUrl", () => {
  test.each([
    { label: "nothing set: the launcher's default port", env: {}, url: "http://localhost:3000" },
    { label: "PORT", env: { PORT: "4100" }, url: "http://localhost:4100" },
    { label: "APP_URL wins over PORT, trailing slash dropped", env: { APP_URL: "https://longbox.example/", PORT: "4100" }, url: "https://longbox.example" },
    { label: "blank APP_URL is ignored", env: { APP_URL: "  ", PORT: "4200" }, url: "http://localhost:4200" },
  ])("$label", ({ env, url }) => {
    expect(demoBaseUrl(env)).toBe(url);
  });
});

describe("demoDatabaseProblem", () => {
  test.each([
    { label: "127.0.0.1", url: "postgresql://u:p@127.0.0.1:5499/longbox" },
    { label: "localhost", url: "postgresql://u:p@localhost/longbox" },
    { label: "::1", url: "postgresql://u:p@[::1]:5432/longbox" },
  ])("accepts a local database ($label)", ({ url }) => {
    expect(demoDatabaseProblem({ DATABASE_URL: url })).toBeNull();
  });

  test("refuses a remote database", () => {
    expect(demoDatabaseProblem({ DATABASE_URL: "postgresql://u:p@db.example.com/longbox" })).toMatch(/^Refusing to create demo accounts .* on db\.example\.com/);
  });

  test("accepts a remote database only when told it is a sandbox", () => {
    expect(demoDatabaseProblem({ DATABASE_URL: "postgresql://u:p@db.example.com/longbox", LONGBOX_ALLOW_REMOTE_DEMO: "1" })).toBeNull();
  });

  test.each([
    { label: "unset", env: {}, message: /DATABASE_URL is not set/ },
    { label: "not a URL", env: { DATABASE_URL: "not a url" }, message: /not a valid URL/ },
  ])("refuses a missing or broken DATABASE_URL ($label)", ({ env, message }) => {
    expect(demoDatabaseProblem(env)).toMatch(message);
  });
});
