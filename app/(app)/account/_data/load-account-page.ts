import "server-only";
import { planAccountDeletion } from "@/lib/server/accounts/delete-account";
import { getAccountSecurity } from "@/lib/server/accounts/get-account-security";

/**
 * The account page: the signed-in user's own sign-in settings, security log and what deleting the
 * account would take along (no one else's are ever read). Four queries.
 */
export async function loadAccountPage(userId: string) {
  const [security, deletionPlan] = await Promise.all([getAccountSecurity(userId), planAccountDeletion(userId)]);
  return { ...security, deletionPlan };
}
