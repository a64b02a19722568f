import "server-only";
import { planAccountDeletion } from "@/lib/server/accounts/delete-account";
import { db } from "@/lib/server/db";

/** What the account page reads about the signed-in user beyond the session: two queries. */
export async function loadAccountPage(userId: string) {
  const [account, plan] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } }),
    planAccountDeletion(userId),
  ]);
  return { hasPassword: account.passwordHash !== null, plan };
}
