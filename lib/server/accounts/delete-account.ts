import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DeleteAccountInput } from "@/lib/schemas/account";
import { confirmCurrentPassword } from "@/lib/server/auth/confirm-current-password";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import type { DeletionPlan } from "@/lib/views/deletion-plan";

export const CONFIRM_EMAIL_MESSAGE = "Type your email address exactly as it is shown on this page to confirm.";
export { WRONG_CURRENT_PASSWORD_MESSAGE as WRONG_PASSWORD_MESSAGE } from "@/lib/server/auth/confirm-current-password";

export type DeleteAccountRefusal = "not-confirmed" | "wrong-password" | "throttled" | "only-organiser";
export type DeleteAccountResult = { ok: true; deletedCampaigns: string[] } | ServiceFailure<DeleteAccountRefusal>;

/**
 * One query: each campaign the user is an active member of, archived ones included (an archived
 * campaign is still the group's history), with how many other active members and other active
 * organisers it has (Membership's [campaignId, userId] unique index and the userId index serve it).
 */
export async function planAccountDeletion(userId: string, tx: Prisma.TransactionClient = db): Promise<DeletionPlan> {
  const rows = await tx.$queryRaw<Array<{ id: string; name: string; role: string; others: number; otherOrganisers: number }>>`
    SELECT c."id", c."name", m."role"::text AS "role",
      (SELECT count(*)::int FROM "Membership" o WHERE o."campaignId" = c."id" AND o."leftAt" IS NULL AND o."userId" <> ${userId}) AS "others",
      (SELECT count(*)::int FROM "Membership" o WHERE o."campaignId" = c."id" AND o."leftAt" IS NULL AND o."userId" <> ${userId} AND o."role" = 'ORGANISER') AS "otherOrganisers"
    FROM "Membership" m JOIN "Campaign" c ON c."id" = m."campaignId"
    WHERE m."userId" = ${userId} AND m."leftAt" IS NULL
    ORDER BY c."name"`;
  return {
    campaignsDeleted: rows.filter((r) => r.others === 0).map(({ id, name }) => ({ id, name })),
    campaignsBlocking: rows.filter((r) => r.others > 0 && r.role === "ORGANISER" && r.otherOrganisers === 0).map(({ id, name }) => ({ id, name })),
  };
}

/**
 * Takes the row lock of every campaign the user is an active member of, in id order, the lock
 * every membership change that keeps "an organiser stays" takes first (lockCampaign). Two
 * organisers of one campaign deleting their accounts at once then run one after the other, and the
 * second reads the first one's membership gone (locking only one's own memberships let both read
 * "another organiser stays": write skew). The same order everywhere means two deletions sharing
 * several campaigns wait rather than deadlock. A campaign joined between the lock and the read is
 * locked on the next pass.
 */
async function lockMemberCampaigns(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const locked = new Set<string>();
  for (;;) {
    const rows = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT c."id" FROM "Campaign" c
      WHERE c."id" IN (SELECT m."campaignId" FROM "Membership" m WHERE m."userId" = ${userId} AND m."leftAt" IS NULL)
        AND NOT (c."id" = ANY(${[...locked]}::text[]))
      ORDER BY c."id"
      FOR UPDATE OF c`;
    if (rows.length === 0) return;
    for (const row of rows) locked.add(row.id);
  }
}

function blockingMessage(campaigns: DeletionPlan["campaignsBlocking"]): string {
  const names = campaigns.map((c) => `“${c.name}”`).join(", ");
  return `You are the only organiser of ${names}. Make another member organiser there first, so the group keeps its campaign.`;
}

/**
 * Deletes the account and everything that is only the user's: their memberships, sessions, security log,
 * sign-in records and campaigns nobody else is in. What the group shares stays and stops pointing at them: teams keep the
 * owner's name as written in history but no owner, ledger and activity lines keep the name they
 * copied (Prisma's SET NULL on every actor link), rolls keep the name they were logged with.
 *
 * Refusals (nothing changes but the failed-password count): not-confirmed — the typed email is not
 * this account's; wrong-password / throttled — the account has a password and it was not given, or
 * too many wrong ones were (confirm-current-password.ts); only-organiser — a campaign with other members
 * would be left without an organiser, archived campaigns included. The check and the deletion run in one
 * transaction holding each of the user's campaigns' locks, so another organiser deleting their account,
 * a member joining or a role changing meanwhile cannot slip between them.
 */
export async function deleteAccount(userId: string, input: DeleteAccountInput): Promise<DeleteAccountResult> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, passwordHash: true } });
  if (input.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) return { ok: false, code: "not-confirmed", message: CONFIRM_EMAIL_MESSAGE };
  const confirmed = await confirmCurrentPassword(user, input.password);
  if (!confirmed.ok) return confirmed;
  return db.$transaction(async (tx) => {
    await lockMemberCampaigns(tx, userId);
    const plan = await planAccountDeletion(userId, tx);
    if (plan.campaignsBlocking.length > 0) {
      return { ok: false as const, code: "only-organiser" as const, message: blockingMessage(plan.campaignsBlocking) };
    }
    const ids = plan.campaignsDeleted.map((c) => c.id);
    if (ids.length > 0) await tx.campaign.deleteMany({ where: { id: { in: ids } } });
    await tx.signInFailure.deleteMany({ where: { email: user.email } });
    await tx.emailRequest.deleteMany({ where: { email: user.email } });
    await tx.verificationToken.deleteMany({ where: { identifier: user.email } });
    await tx.user.delete({ where: { id: userId } });
    return { ok: true as const, deletedCampaigns: plan.campaignsDeleted.map((c) => c.name) };
  });
}
