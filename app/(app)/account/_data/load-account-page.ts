import "server-only";
import { getAccountSecurity } from "@/lib/server/accounts/get-account-security";

/** The account page: the signed-in user's own sign-in settings and security log (no one else's are ever read). Three queries. */
export async function loadAccountPage(userId: string) {
  return getAccountSecurity(userId);
}
