/**
 * The data folder (git-ignored) holds everything a run creates: the embedded Postgres cluster,
 * generated secrets, and the magic-link outbox. LONGBOX_DATA_DIR moves it (tests use their own).
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const projectRoot = path.resolve(__dirname, "..", "..");

/** The e2e web server's own data folder: the launcher serves from it, and the test run clears what a killed run left there. */
export const E2E_DATA_DIR = ".data/test-e2e";

/** The file in the e2e data folder where the e2e web server's launcher leaves its database's address (a second instance joins it). */
export const E2E_DATABASE_URL_FILE = "database-url";

export function dataDir(): string {
  const dir = path.resolve(projectRoot, process.env.LONGBOX_DATA_DIR ?? ".data");
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface Secrets {
  /** Auth.js signing/encryption secret. */
  authSecret: string;
  /** Password of the embedded Postgres superuser. */
  postgresPassword: string;
}

/** Secrets a newcomer never has to set: generated on first start and kept in the data folder. */
export function loadOrCreateSecrets(dir = dataDir()): Secrets {
  const file = path.join(dir, "secrets.json");
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
    if (stored.authSecret && stored.postgresPassword) return stored as Secrets;
  }
  const secrets: Secrets = {
    authSecret: randomBytes(32).toString("base64url"),
    postgresPassword: randomBytes(24).toString("base64url"),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
