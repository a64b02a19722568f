import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/http/content-security-policy";

/**
 * Every response's Content-Security-Policy (a fresh script nonce each time) and, when served over
 * HTTPS, HSTS; and hostile requests Next itself would answer with a bare 500 (found by e2e/security.spec.ts):
 * - an address whose percent-encoding is broken ("/t/%E0%A4%A") in a dynamic segment: Next fails
 *   decoding the params. It is answered 400 here, before routing.
 * - a server action post larger than the body limit: Next refuses it, but as a 500. A declared
 *   length over the limit is answered 413 here, before the body is read.
 */

/** The same limit as `experimental.serverActions.bodySizeLimit` in next.config.js (security.test.ts checks). */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy(newNonce(), { isDevelopment: process.env.NODE_ENV === "development" });
  if (!isDecodable(request.nextUrl.pathname)) {
    return withSecurityHeaders(plainAnswer("That address is not valid.", 400), policy);
  }
  if (request.method === "POST" && request.headers.has("next-action")) {
    const length = Number(request.headers.get("content-length"));
    if (length > ACTION_BODY_LIMIT_BYTES) return withSecurityHeaders(plainAnswer("The form sent more than this server accepts.", 413), policy);
  }
  // The policy goes on the request too: Next reads its nonce there to stamp its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), policy);
}

function plainAnswer(text: string, status: number): NextResponse {
  return new NextResponse(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The configured public origin is https (AUTH_URL, else APP_URL): browsers reach us over TLS. */
function isServedOverHttps(): boolean {
  const origin = process.env.AUTH_URL?.trim() || process.env.APP_URL?.trim() || "";
  return origin.toLowerCase().startsWith("https://");
}

/** The per-response headers (lib/http/content-security-policy.ts); the fixed ones are in next.config.js. */
function withSecurityHeaders(response: NextResponse, policy: string): NextResponse {
  response.headers.set("Content-Security-Policy", policy);
  if (isServedOverHttps()) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  // Pages, actions and API routes; not the build's static files.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
