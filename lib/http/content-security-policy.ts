/**
 * The Content-Security-Policies pages are sent with, chosen per request by proxy.ts through
 * lib/http/page-policy.ts (or, for the pages behind public links, lib/server/cache/serve-cached-html.ts).
 * Three, none with 'unsafe-inline' for scripts:
 *
 * Pages rendered per request: a fresh nonce per response and 'strict-dynamic', so only the scripts Next renders (its
 * inline bootstrap, then the chunks those load) run; an injected `<script>` or inline handler does
 * not, even on our own origin. No 'unsafe-inline' for scripts, and 'unsafe-eval' only for the
 * development server (React's fast refresh needs it). Next reads the nonce from this header on the
 * request and stamps it on its own scripts.
 *
 * Styles keep 'unsafe-inline': React writes `style` attributes, which a nonce cannot cover, and a
 * style cannot run code.
 */
export function contentSecurityPolicy(nonce: string, { isDevelopment }: { isDevelopment: boolean }): string {
  return policy(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ""}`);
}

/**
 * Pages prerendered at build time: their HTML is the same for every response, so no nonce can be
 * in it. Their inline scripts (Next's bootstrap and the page's data) are allowed by their SHA-256
 * hashes, read from the built HTML, and script files only from this site ('self'), each tag
 * carrying its file's integrity hash (next.config.js `experimental.sri`). Without 'strict-dynamic':
 * the chunks Next loads later come from this site too.
 */
export function hashedContentSecurityPolicy(scriptHashes: readonly string[], { isDevelopment }: { isDevelopment: boolean }): string {
  return policy(["script-src 'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), ...(isDevelopment ? ["'unsafe-eval'"] : [])].join(" "));
}

/**
 * A page served as a document without scripts (the pages behind public links, kept as HTML with
 * their scripts taken out): no script may run at all.
 */
export function scriptFreeContentSecurityPolicy(): string {
  return policy("script-src 'none'");
}

function policy(scriptSrc: string): string {
  return [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** 128 random bits, base64: unguessable, and fresh for every response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * HSTS only when the browser reached us over HTTPS: the configured public origin is https, or a
 * trusted proxy said the request came in over https. Sent over plain HTTP it would be ignored at best
 * and, on a local http://localhost install, would pin the browser to an https that is not there.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
