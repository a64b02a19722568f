import { NextResponse, type NextRequest } from "next/server";
import { configuredOrigin } from "@/lib/app-origin";
import { STRICT_TRANSPORT_SECURITY } from "@/lib/http/content-security-policy";
import { pagePolicy } from "@/lib/http/page-policy";
import { matchesCachedHtmlRoute } from "@/lib/server/cache/cached-html-routes";
import { htmlFillPolicy, isHtmlFill, serveCachedHtml } from "@/lib/server/cache/serve-cached-html";

/**
 * Every response's Content-Security-Policy (lib/http/page-policy.ts: a fresh script nonce each
 * time, or the script hashes of a page prerendered at build time) and, when served over
 * HTTPS, HSTS. The pages behind public links, and some signed-in campaign pages, are answered
 * from kept HTML when it is current (lib/server/cache/serve-cached-html.ts, which sets their
 * policy); this server's own request for such a page is rendered under the policy it asked for
 * (no nonce, or the one it sent), to be kept. And hostile requests Next
 * itself would answer with a bare 500 (found by e2e/security.spec.ts):
 * - an address whose percent-encoding is broken ("/t/%E0%A4%A") in a dynamic segment: Next fails
 *   decoding the params. It is answered 400 here, before routing.
 * - a server action post larger than the body limit: Next refuses it, but as a 500 (or, from the
 *   client router, an error digest). A declared length over the limit is answered 413 here, before
 *   the body is read; a post that declares none (chunked) is counted here as it arrives, up to the
 *   limit, and answered 413 past it. Both for the client router's posts and for no-JS form posts.
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

/**
 * Whether a post that declared no length (chunked) sends more than `limit` bytes. Next hands the
 * proxy a copy of the body and keeps the original for the action, so reading it here takes
 * nothing from the action; reading stops one byte past the limit.
 */
async function isChunkedBodyOver(request: NextRequest, limit: number): Promise<boolean> {
  const reader = request.body?.getReader();
  if (!reader) return false;
  let bytes = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      bytes += value.byteLength;
      if (bytes > limit) return true;
    }
  } catch {
    return false; // a body that broke off is left to Next, which fails it as it always has
  } finally {
    void reader.cancel().catch(() => undefined);
  }
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

export function proxy(request: NextRequest): Response | Promise<Response> {
  const isDevelopment = process.env.NODE_ENV === "development";
  if (isHtmlFill(request.headers)) return passOn(request, htmlFillPolicy(request.headers, { isDevelopment }));
  const { policy } = pagePolicy(request.nextUrl.pathname, { isDevelopment });
  if (!isDecodable(request.nextUrl.pathname)) {
    return withSecurityHeaders(plainAnswer("That address is not valid.", 400), policy);
  }
  if (isPossibleAction(request) && isFromAnotherSite(request.headers)) {
    return withSecurityHeaders(plainAnswer("This form was sent from another site, so it was refused.", 403), policy);
  }
  if (isPossibleAction(request)) {
    const declared = request.headers.get("content-length");
    if (declared !== null && Number(declared) > ACTION_BODY_LIMIT_BYTES) return tooLarge(policy);
    // Only a chunked post waits for its body; every other request is answered at once.
    if (declared === null && request.body) return isChunkedBodyOver(request, ACTION_BODY_LIMIT_BYTES).then((isOver) => (isOver ? tooLarge(policy) : passOn(request, policy)));
  }
  // The development server renders every page per request, as it does every other page.
  if (process.env.NODE_ENV === "production" && request.method === "GET" && matchesCachedHtmlRoute(request.nextUrl.pathname)) {
    return serveCachedHtml(request, { isDevelopment }).then((served) => (served ? withTransportSecurity(served) : passOn(request, policy)));
  }
  return passOn(request, policy);
}

function tooLarge(policy: string): NextResponse {
  return withSecurityHeaders(plainAnswer("The form sent more than this server accepts.", 413), policy);
}

function passOn(request: NextRequest, policy: string): NextResponse {
  // The policy goes on the request too: Next reads its nonce there to stamp its own scripts (a
  // prerendered page's policy has none, and Next has nothing to stamp).
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
  return withTransportSecurity(response);
}

function withTransportSecurity<R extends Response>(response: R): R {
  if (isServedOverHttps()) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  // Pages, actions and API routes; not the build's static files.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
