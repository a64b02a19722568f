/**
 * Where the printed links point, and the one database the demo agrees to write to. Plain code
 * (no database), unit-tested in demo-links.test.ts.
 */

type Env = Readonly<Record<string, string | undefined>>;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** APP_URL when set (the app's public address), else the launcher's http://localhost:PORT (3000). */
export function demoBaseUrl(env: Env = process.env): string {
  const appUrl = env.APP_URL?.trim();
  if (appUrl) return appUrl.replace(/\/+$/, "");
  return `http://localhost:${env.PORT?.trim() || "3000"}`;
}

/**
 * The demo accounts have a published password, so they must never appear on a shared server:
 * only a local database, unless LONGBOX_ALLOW_REMOTE_DEMO=1 says the remote one is a sandbox.
 */
export function demoDatabaseProblem(env: Env = process.env): string | null {
  const url = env.DATABASE_URL;
  if (!url) return "DATABASE_URL is not set: run the demo with `npm run demo`, which provides the database.";
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return "DATABASE_URL is not a valid URL.";
  }
  if (LOCAL_HOSTS.has(host) || env.LONGBOX_ALLOW_REMOTE_DEMO === "1") return null;
  return `Refusing to create demo accounts with a published password on ${host}: the demo writes only to a local database (set LONGBOX_ALLOW_REMOTE_DEMO=1 if that server is a sandbox).`;
}
