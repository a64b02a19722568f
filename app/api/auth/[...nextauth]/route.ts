import type { NextRequest } from "next/server";
import { handlers } from "@/lib/server/auth/next-auth";

/**
 * Auth.js's session endpoint answers page scripts with the session object, which carries the
 * session row's token (next-auth.ts puts it there for currentUser) and the account's internal id.
 * Prerendered pages ask it who is signed in (components/shell/header-account-island.tsx), and a
 * script injected into a page must not learn either: it answers only the name, the email and when
 * the session expires. Its cookie refresh is kept.
 */
async function sessionForScripts(request: NextRequest, handler: (request: NextRequest) => Promise<Response>): Promise<Response> {
  const answer = await handler(request);
  const session = (await answer.json().catch(() => null)) as { user?: { name?: unknown; email?: unknown }; expires?: unknown } | null;
  const headers = new Headers(answer.headers);
  headers.delete("content-length");
  const body = session?.user ? { user: { name: session.user.name ?? null, email: session.user.email ?? null }, expires: session.expires } : null;
  return new Response(JSON.stringify(body), { status: answer.status, headers });
}

export async function GET(request: NextRequest) {
  if (request.nextUrl.pathname === "/api/auth/session") return sessionForScripts(request, handlers.GET);
  return handlers.GET(request);
}

/**
 * Auth.js's own "start a sign-in" endpoints (POST /api/auth/signin/<provider>) are not used: every
 * sign-in starts from the app's actions (sign-in, email link, sign-up, resend), which throttle
 * passwords and limit emails per address and per email. Left open, a script could ask Auth.js for
 * email links directly, past those limits. A POST to the session endpoint (Auth.js's session
 * update) is answered like its GET.
 */
export async function POST(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/api/auth/signin/")) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (request.nextUrl.pathname === "/api/auth/session") return sessionForScripts(request, handlers.POST);
  return handlers.POST(request);
}
