/**
 * Stands in for lib/server/auth/current-user.ts in tests that call server actions: the same
 * exports, with the signed-in user chosen by the test (see act-as.ts) instead of read from the
 * Auth.js cookie. requireUser redirects to sign-in exactly as the real one does.
 */
import { redirect } from "next/navigation";
import type { CurrentUser } from "@/lib/server/auth/current-user";
import { signInPath } from "@/lib/safe-redirect";

export const signedIn: { user: CurrentUser | null } = { user: null };

export async function currentUser(): Promise<CurrentUser | null> {
  return signedIn.user;
}

export async function requireUser(returnTo: string): Promise<CurrentUser> {
  const user = await currentUser();
  if (!user) redirect(signInPath(returnTo));
  return user;
}
