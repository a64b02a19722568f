import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockSuBattle } from "./load-su-battle";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

export type UndoSuBattleResult = { ok: true } | ServiceFailure<"not-found" | "wrong-stage">;

/**
 * Undoes a resolved battle as a whole: each of its VP rows gets a compensating row (the ledger is
 * append-only, nothing is deleted), the battle is marked UNDONE and leaves the standings (which
 * count resolved battles), and it stays in the history. A league's VP only add up, so no later
 * battle rests on this one's result: unlike SMF, nothing else blocks the undo.
 *
 * Errors: not-found; wrong-stage (only a resolved battle; a second submit finds it undone).
 */
export async function undoSuBattle(access: CampaignAccess, battleId: string): Promise<UndoSuBattleResult> {
  return db.$transaction(async (tx) => {
    const battle = await lockSuBattle(tx, battleId);
    if (!battle || battle.row.campaignId !== access.campaignId)
      return { ok: false, code: "not-found", message: "That battle is not a Supers Unlimited battle of this league." } as const;
    if (battle.row.status !== "RESOLVED") return { ok: false, code: "wrong-stage", message: `Only a resolved battle can be undone; issue #${battle.row.issue} is not.` } as const;
    const entries = await tx.storyPointEntry.findMany({
      where: { battleId, reversesEntryId: null },
      orderBy: { createdAt: "asc" },
      select: { id: true, teamId: true, campaignId: true, currency: true, reason: true, delta: true },
    });
    for (const entry of entries) {
      await tx.storyPointEntry.create({
        data: {
          teamId: entry.teamId,
          campaignId: entry.campaignId,
          currency: entry.currency,
          reason: entry.reason,
          delta: -entry.delta,
          note: `Issue #${battle.row.issue} undone`,
          battleId,
          reversesEntryId: entry.id,
          actorId: access.userId,
          actorName: access.actorName,
          idempotencyKey: `${entry.id}:undo`,
        },
      });
    }
    await tx.battle.update({ where: { id: battleId }, data: { status: "UNDONE", undoneAt: new Date(), undoneById: access.userId, undoneByName: access.actorName } });
    await recordActivity(tx, {
      campaignId: battle.row.campaignId,
      actor: access,
      kind: "BATTLE_UNDONE",
      summary: `${access.actorName} undid issue #${battle.row.issue}: its VP are taken back.`,
      payload: { v: 1, battleId, issue: battle.row.issue },
    });
    await battleChanged(tx, supersUnlimited, battleId, access, `undid issue #${battle.row.issue}`);
    return { ok: true } as const;
  }, BATTLE_TRANSACTION);
}
