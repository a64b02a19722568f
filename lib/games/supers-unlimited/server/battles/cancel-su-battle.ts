import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { OPEN_STATUSES } from "@/lib/server/battles/open-battles";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockSuBattle } from "./load-su-battle";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

export type CancelSuBattleResult = { ok: true } | ServiceFailure<"not-found" | "wrong-stage" | "dice-thrown">;

/**
 * Abandons a battle that is not resolved (recorded by mistake, or never finished), so its teams
 * may play another: it stays in the history as cancelled, its dice in the roll log; nothing of it
 * was scored. The caller checked "battle:cancel"; once a set-up die is thrown only the people
 * running the league may ("battle:cancel-after-dice"), or a player could cancel a set-up whose
 * dice went against them. Checked on the rolls read under the battle's lock, which every roll takes.
 *
 * Errors: not-found; wrong-stage (resolved, undone or cancelled already); dice-thrown.
 */
export async function cancelSuBattle(access: CampaignAccess, battleId: string): Promise<CancelSuBattleResult> {
  return db.$transaction(async (tx) => {
    const battle = await lockSuBattle(tx, battleId);
    if (!battle || battle.row.campaignId !== access.campaignId)
      return { ok: false, code: "not-found", message: "That battle is not a Supers Unlimited battle of this league." } as const;
    const { issue, status } = battle.row;
    if (!(OPEN_STATUSES as readonly string[]).includes(status)) {
      return { ok: false, code: "wrong-stage", message: `Issue #${issue} is ${status === "RESOLVED" ? "resolved: an organiser can undo it instead" : "already closed"}.` } as const;
    }
    const rollCount = await tx.roll.count({ where: { battleId } });
    if (rollCount > 0 && !can(access.role, "battle:cancel-after-dice")) {
      return { ok: false, code: "dice-thrown", message: `Dice have been thrown in issue #${issue}, so only an organiser or co-organiser can cancel it now.` } as const;
    }
    await tx.battle.update({ where: { id: battleId }, data: { status: "CANCELLED", cancelledAt: new Date() } });
    await recordActivity(tx, {
      campaignId: battle.row.campaignId,
      actor: access,
      kind: "BATTLE_CANCELLED",
      summary: `${access.actorName} cancelled issue #${issue}${rollCount > 0 ? ` after ${rollCount} ${rollCount === 1 ? "roll" : "rolls"} (they stay in the roll log)` : ""}; nothing of it was scored.`,
      payload: { v: 1, battleId, issue, rollCount },
    });
    await battleChanged(tx, supersUnlimited, battleId, access, "cancelled the battle");
    return { ok: true } as const;
  }, BATTLE_TRANSACTION);
}
