import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import type { VsgmrBattleDetails } from "../../battles/battle-details";
import { lockVsgmrBattle, mayActOnBattle } from "./roll-log";
import { vsgmr } from "@/lib/games/vsgmr";

export type UndoVsgmrBattleResult = { ok: true } | ServiceFailure<"not-found" | "forbidden" | "not-resolved" | "later-battle">;

/**
 * Undoes a whole resolved battle in one transaction: a compensating ledger row for each of its
 * rows (the originals stay: the ledger is append-only), the Recruit's figure taken off the force
 * it joined, the outcomes cleared and the battle UNDONE. Its dice stay in the roll log. Refused
 * once a force of it has played a later battle, which the recruit may have fought in.
 */
export async function undoVsgmrBattle(access: CampaignAccess, battleId: string): Promise<UndoVsgmrBattleResult> {
  return db.$transaction(async (tx) => {
    const battle = await lockVsgmrBattle(tx, access, battleId);
    if (!battle) return { ok: false, code: "not-found", message: "That battle does not exist in this series." } as const;
    if (!mayActOnBattle(access, battle, "battle:undo")) return { ok: false, code: "forbidden", message: "Only an organiser or co-organiser can undo a battle." } as const;
    if (battle.status !== "RESOLVED") return { ok: false, code: "not-resolved", message: "Only a battle with its result can be undone." } as const;
    const teamIds = (await tx.battleTeam.findMany({ where: { battleId }, select: { teamId: true } })).map((t) => t.teamId);
    const later = await tx.battle.findFirst({
      where: { campaignId: battle.campaignId, issue: { gt: battle.issue }, status: { notIn: ["UNDONE", "CANCELLED"] }, teams: { some: { teamId: { in: teamIds } } } },
      select: { issue: true },
    });
    if (later) return { ok: false, code: "later-battle", message: `Issue #${later.issue} came after it with one of its forces: undo that one first.` } as const;

    const entries = await tx.storyPointEntry.findMany({
      where: { battleId, reversesEntryId: null },
      select: { id: true, teamId: true, currency: true, delta: true, reason: true },
    });
    const reversed = new Set(
      (await tx.storyPointEntry.findMany({ where: { reversesEntryId: { in: entries.map((e) => e.id) } }, select: { reversesEntryId: true } })).map((e) => e.reversesEntryId),
    );
    const toReverse = entries.filter((e) => !reversed.has(e.id));
    if (toReverse.length > 0) {
      await tx.storyPointEntry.createMany({
        data: toReverse.map((e) => ({
          teamId: e.teamId,
          campaignId: battle.campaignId,
          currency: e.currency,
          delta: -e.delta,
          reason: e.reason,
          note: `Undo of issue #${battle.issue}`,
          battleId,
          reversesEntryId: e.id,
          actorId: access.userId,
          actorName: access.actorName,
          idempotencyKey: `${e.id}:undo`,
        })),
      });
    }
    const recruit = battle.details.result?.recruit;
    if (recruit) await tx.character.deleteMany({ where: { id: recruit.characterId, teamId: recruit.teamId } });
    await tx.battleTeam.updateMany({ where: { battleId }, data: { result: null } });
    const details: VsgmrBattleDetails = { ...battle.details, result: battle.details.result ? { ...battle.details.result, recruit: recruit ? { ...recruit } : null } : null };
    await tx.battle.update({
      where: { id: battleId },
      data: { status: "UNDONE", undoneAt: new Date(), undoneById: access.userId, undoneByName: access.actorName, details: details as unknown as Prisma.InputJsonValue },
    });
    await battleChanged(tx, vsgmr, battleId, access, `undid the battle${recruit ? `; ${recruit.name} leaves the force it joined` : ""}`);
    return { ok: true } as const;
  }, BATTLE_TRANSACTION);
}
