import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ServiceFailure } from "@/lib/service-result";
import { findOpenBattle, openBattleMessage, ROSTER_LOCKING_STATUSES } from "@/lib/server/battles/open-battles";

export const TEAM_ARCHIVED_MESSAGE = "That team has been archived and can no longer change.";

/**
 * Takes the team row's lock for the rest of the transaction, so two roster changes at once (two
 * tabs adding a character, reordering) run one after the other on a roster that is up to date.
 * team-archived: an archived team's roster is history and does not change.
 */
export async function lockTeam(tx: Prisma.TransactionClient, teamId: string): Promise<{ ok: true; team: { name: string } } | ServiceFailure<"team-archived" | "team-in-battle">> {
  const [row] = await tx.$queryRaw<{ name: string; archivedAt: Date | null }[]>`SELECT "name", "archivedAt" FROM "Team" WHERE id = ${teamId} FOR UPDATE`;
  // The caller's authorizeTeam found the team; only a deleted campaign takes it away.
  if (!row) throw new Error(`Team ${teamId} no longer exists`);
  if (row.archivedAt) return { ok: false, code: "team-archived", message: TEAM_ARCHIVED_MESSAGE };
  // A battle under way ran its rules on the roster as it was: changes wait until it is resolved.
  const open = await findOpenBattle([teamId], tx, ROSTER_LOCKING_STATUSES);
  if (open) return { ok: false, code: "team-in-battle", message: `${openBattleMessage(open)} Changes to the team wait until it is resolved or cancelled.` };
  return { ok: true, team: { name: row.name } };
}
