import { NextResponse, type NextRequest } from "next/server";
import { configuredOrigin } from "@/lib/app-origin";
import { contentSecurityPolicy, newNonce, STRICT_TRANSPORT_SECURITY } from "@/lib/http/content-security-policy";

/**
 * Every response's Content-Security-Policy (a fresh script nonce each time) and, when served over
 * HTTPS, HSTS; and hostile requests Next itself would answer with a bare 500 (found by e2e/security.spec.ts):
 * - an address whose percent-encoding is broken ("/t/%E0%A4%A") in a dynamic segment: Next fails
 *   decoding the params. It is answered 400 here, before routing.
 * - a server action post larger than the body limit: Next refuses it, but as a 500. A declared
 *   length over the limit is answered 413 here, before the body is read.
 * - a server action post from another site (its Origin is not this host): Next refuses it, but as
 *   a 500 and with the hosts in the log. It is answered 403 here, with the same comparison Next
 *   makes (Origin's host against X-Forwarded-Host, else Host); a post without Origin is left to Next,
 *   which lets it through as it cannot come from a browser on another site.
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

/** A POST Next may run as a server action: sent by the client router (Next-Action) or a plain multipart form. */
function isPossibleAction(request: NextRequest): boolean {
  if (request.method !== "POST") return false;
  if (request.headers.has("next-action")) return true;
  return !request.nextUrl.pathname.startsWith("/api/") && (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
}

/** Whether the post says it comes from a page of another site ("null" is an opaque origin: a sandbox or a file). */
export function isFromAnotherSite(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  return !host || originHost.toLowerCase() !== host.toLowerCase();
}

export function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy(newNonce(), { isDevelopment: process.env.NODE_ENV === "development" });
  if (!isDecodable(request.nextUrl.pathname)) {
    return withSecurityHeaders(plainAnswer("That address is not valid.", 400), policy);
  }
  if (isPossibleAction(request) && isFromAnotherSite(request.headers)) {
    return withSecurityHeaders(plainAnswer("This form was sent from another site, so it was refused.", 403), policy);
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

/** The configured public origin (lib/app-origin.ts) is https: browsers reach us over TLS. */
function isServedOverHttps(): boolean {
  try {
    return configuredOrigin()?.startsWith("https://") ?? false;
  } catch {
    return false; // a malformed origin stops the server at start; never fail a response over it
  }
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
