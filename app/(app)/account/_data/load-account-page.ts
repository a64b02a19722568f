import "server-only";
import { getAccountSecurity } from "@/lib/server/accounts/get-account-security";

/** The account page: the signed-in user's own sign-in settings (no one else's are ever read). Two queries. */
export async function loadAccountPage(userId: string) {
  return getAccountSecurity(userId);
}
