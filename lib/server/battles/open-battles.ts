import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BattleStatus } from "@/lib/battles/battle-status";
import { db } from "@/lib/server/db";

/** Battles that are started and not yet resolved or cancelled: their teams' rosters are in play. */
export const OPEN_STATUSES = ["SETUP", "PRE_BATTLE", "REPORTING", "AWAITING_CONFIRMATION", "POST_BATTLE"] as const satisfies BattleStatus[];

/** Battles whose rules already run on their teams' rosters (the pre-battle choices are locked). */
export const ROSTER_LOCKING_STATUSES = ["PRE_BATTLE", "REPORTING", "AWAITING_CONFIRMATION", "POST_BATTLE"] as const satisfies BattleStatus[];

/** The open battle one of these teams plays in, if any (one indexed lookup). */
export async function findOpenBattle(teamIds: readonly string[], tx: Prisma.TransactionClient = db, statuses: readonly BattleStatus[] = OPEN_STATUSES) {
  const found = await tx.battleTeam.findFirst({
    where: { teamId: { in: [...teamIds] }, battle: { status: { in: [...statuses] } } },
    orderBy: [{ battle: { issue: "asc" } }, { position: "asc" }],
    select: { teamName: true, battle: { select: { id: true, issue: true } } },
  });
  return found ? { battleId: found.battle.id, issue: found.battle.issue, teamName: found.teamName } : null;
}

export function openBattleMessage(open: { issue: number; teamName: string }): string {
  return `${open.teamName} is playing issue #${open.issue}, which is not resolved yet.`;
}
