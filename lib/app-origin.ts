/**
 * The app's public origin, the one every link we send or redirect to is built from: AUTH_URL, else
 * APP_URL (the launcher sets AUTH_URL to APP_URL or http://localhost:PORT). Never the request's
 * Host or X-Forwarded-* headers: a client writes those, and a sign-in link built from them hands the
 * token to whatever host the client named. Plain code (no Next, no server-only) so the launcher and
 * next.config.js can use it too.
 */

type Env = Readonly<Record<string, string | undefined>>;

export const MISSING_ORIGIN_MESSAGE =
  "Set AUTH_URL (or APP_URL) to the address people use to reach Longbox, like https://longbox.example: " +
  "sign-in links and redirects are built from it. `npm start` sets it to http://localhost:PORT for you.";

/** The configured origin, or null when neither AUTH_URL nor APP_URL is set. Throws on a malformed one. */
export function configuredOrigin(env: Env = process.env): string | null {
  const raw = env.AUTH_URL?.trim() || env.APP_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`AUTH_URL / APP_URL must be an absolute http(s) address, not "${raw}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`AUTH_URL / APP_URL must start with http:// or https://, not "${raw}".`);
  return url.origin;
}

/**
 * The origin to build links from. A production server without one refuses (next.config.js stops
 * `next start` before this is ever reached); development and tests fall back to the launcher's
 * default address.
 */
export function appOrigin(env: Env = process.env): string {
  const origin = configuredOrigin(env);
  if (origin) return origin;
  if (env.NODE_ENV === "production") throw new Error(MISSING_ORIGIN_MESSAGE);
  return `http://localhost:${env.PORT?.trim() || "3000"}`;
}

/** `link` with the configured origin: a link already on it unchanged, any other origin replaced (path, query and hash kept). */
export function onAppOrigin(link: string, origin: string): { url: string; wasRebuilt: boolean } {
  const parsed = new URL(link, origin);
  if (parsed.origin === origin) return { url: parsed.toString(), wasRebuilt: false };
  // Set field by field: a path like "//host" given to new URL() would name a host of its own.
  const rebuilt = new URL(origin);
  rebuilt.pathname = parsed.pathname;
  rebuilt.search = parsed.search;
  rebuilt.hash = parsed.hash;
  return { url: rebuilt.toString(), wasRebuilt: true };
}
