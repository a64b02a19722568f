import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { loadOrCreateSecrets } from "./data-dir";

test("secrets are generated once, kept private, and reused", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "longbox-secrets-"));
  const first = loadOrCreateSecrets(dir);
  expect(first.authSecret.length).toBeGreaterThanOrEqual(40);
  expect(first.postgresPassword).not.toBe(first.authSecret);
  const file = path.join(dir, "secrets.json");
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(loadOrCreateSecrets(dir)).toEqual(first);
  expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first);
});
