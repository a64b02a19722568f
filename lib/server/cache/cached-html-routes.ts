/**
 * The routes whose whole answer is the same for everyone who may see it: the pages behind public
 * links (no session, no viewer's part; their data comes from the read cache, read-cache.ts). They
 * are the candidates for being served as cached HTML, which a per-response CSP nonce forbids: a
 * route on this list could move to the hash-based CSP of prerendered pages (SECURITY.md) and have
 * its HTML kept. Today they render per request from cached data, with a nonce like every page.
 *
 * Patterns are App Router paths, matched by matchesCachedHtmlRoute.
 */
export const CACHED_HTML_ROUTES = ["/t/[token]", "/c/[token]"] as const;

/** Whether a request path is one of CACHED_HTML_ROUTES (a `[segment]` matches one non-empty path segment). */
export function matchesCachedHtmlRoute(pathname: string): boolean {
  const parts = pathname.split("/").filter(Boolean);
  return CACHED_HTML_ROUTES.some((route) => {
    const pattern = route.split("/").filter(Boolean);
    return pattern.length === parts.length && pattern.every((segment, i) => (segment.startsWith("[") && segment.endsWith("]") ? parts[i]!.length > 0 : segment === parts[i]));
  });
}
