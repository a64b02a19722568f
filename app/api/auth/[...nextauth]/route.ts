import type { NextRequest } from "next/server";
import { handlers } from "@/lib/server/auth/next-auth";

export const { GET } = handlers;

/**
 * Auth.js's own "start a sign-in" endpoints (POST /api/auth/signin/<provider>) are not used: every
 * sign-in starts from the app's actions (sign-in, email link, sign-up, resend), which throttle
 * passwords and limit emails per address and per email. Left open, a script could ask Auth.js for
 * email links directly, past those limits.
 */
export async function POST(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/api/auth/signin/")) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return handlers.POST(request);
}
