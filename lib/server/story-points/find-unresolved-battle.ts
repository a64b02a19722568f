import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BattleStatus } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/server/service-result";

/**
 * The statuses of a battle that has taken its snapshot of the teams but not yet applied its
 * result: a spend now would be overwritten or double-counted when the battle resolves (or is
 * undone back to the snapshot). SETUP has no snapshot yet; RESOLVED, UNDONE and CANCELLED are done.
 */
export const UNRESOLVED_BATTLE_STATUSES = ["PRE_BATTLE", "REPORTING", "AWAITING_CONFIRMATION", "POST_BATTLE"] as const satisfies readonly BattleStatus[];

export type InBattle = ServiceFailure<"in-battle">;

export function inBattle(teamName: string, issue: number): InBattle {
  return { ok: false, code: "in-battle", message: `${teamName} is playing issue #${issue}; spend after it is resolved.` };
}

/**
 * The issue number of the battle under way that the team plays in, or null. One query, served by
 * BattleTeam's teamId index.
 */
export async function findUnresolvedBattleIssue(teamId: string, tx: Prisma.TransactionClient = db): Promise<number | null> {
  const playing = await tx.battleTeam.findFirst({
    where: { teamId, battle: { status: { in: [...UNRESOLVED_BATTLE_STATUSES] } } },
    orderBy: { battle: { issue: "asc" } },
    select: { battle: { select: { issue: true } } },
  });
  return playing?.battle.issue ?? null;
}
