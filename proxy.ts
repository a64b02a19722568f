import { NextResponse, type NextRequest } from "next/server";

/**
 * Hostile requests Next itself would answer with a bare 500 (found by e2e/security.spec.ts):
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
  if (!isDecodable(request.nextUrl.pathname)) {
    return new NextResponse("That address is not valid.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (request.method === "POST" && request.headers.has("next-action")) {
    const length = Number(request.headers.get("content-length"));
    if (length > ACTION_BODY_LIMIT_BYTES) {
      return new NextResponse("The form sent more than this server accepts.", { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
  }
  return NextResponse.next();
}

export const config = {
  // Pages, actions and API routes; not the build's static files.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
