/**
 * Where to go after signing in: a path of this site, never another origin. Checking the text
 * ("starts with one slash") is not enough: "/..//attacker.invalid/phish" starts with one slash, yet
 * the browser resolves its dot segment away, leaving "//attacker.invalid/phish", another host. So
 * the value is resolved as a browser would, against this site's origin, accepted only if it stays
 * on it, and returned normalised (path, query and hash), which resolves to itself again.
 *
 * Any origin would do as the base: only whether the result leaves it matters, so this also runs in
 * the browser, where the configured origin is not known.
 */
const BASE = "http://longbox.invalid";

/** Where signing in (by password, link or sign-up confirmation) lands when no page asked for it: the campaigns, what people come for. */
export const SIGNED_IN_HOME = "/campaigns";

export function safeReturnTo(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  // Only paths: never a scheme ("javascript:", "HtTpS://"), and no control characters, which the URL
  // parser drops silently ("/\t/evil.example" is "//evil.example").
  if (!value.startsWith("/") || /[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== BASE) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // A path that begins "//" (or "/\", which browsers read as "//") would name a host when used again.
  if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}

export function signInPath(returnTo: string) {
  return `/sign-in?callbackUrl=${encodeURIComponent(safeReturnTo(returnTo))}`;
}
