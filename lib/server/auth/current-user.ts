import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { signInPath } from "@/lib/safe-redirect";
import { auth } from "./next-auth";

export interface CurrentUser {
  id: string;
  email: string;
  name: string | null;
  /** The Session row this request signed in with (sessions.ts); a password change keeps it. */
  sessionId?: string;
}

/** The signed-in user, or null. Cached per request, so a page and its layout share one lookup. */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  const user = session?.user;
  if (!user?.id || !user.email) return null;
  const sessionId = (session as { sessionId?: unknown }).sessionId;
  return { id: user.id, email: user.email, name: user.name ?? null, ...(typeof sessionId === "string" ? { sessionId } : {}) };
});

/**
 * For pages and actions that need an account: the signed-in user, or a redirect to sign-in that
 * comes back to `returnTo` afterwards.
 */
export async function requireUser(returnTo: string): Promise<CurrentUser> {
  const user = await currentUser();
  if (!user) redirect(signInPath(returnTo));
  return user;
}
