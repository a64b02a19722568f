import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Dice } from "@/lib/rules/dice";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import type { SoloTurn, VsgmrBattleDetails } from "../../battles/battle-details";
import { possessive } from "../../words";
import { checkSoloTurn, rollSoloTurn, type SoloTurnInput } from "../../battles/solo-turn";
import { isPlaying, lockVsgmrBattle, mayActOnBattle, recordVsgmrRoll } from "./roll-log";
import { vsgmr } from "@/lib/games/vsgmr";
import { soloEnemyInput, suggestSoloActors } from "@/lib/rules/vsgmr";
import { SOLO_ENEMY } from "../../battles/battle-details";
import { loadVsgmrTracker } from "./track-battle";

export type PlaySoloTurnResult = { ok: true; turn: SoloTurn; alreadyRolled: boolean } | ServiceFailure<"not-found" | "forbidden" | "not-playing" | "bad-turn" | "used-request">;

/**
 * The app plays one enemy turn of a solo battle: it rolls the enemy-action table (and Outflanked's
 * arrival or Spawning's placement where the scenario uses them), stores each die in the campaign's
 * roll log and the turn in the battle's turn log, in one transaction. The app's dice only: the
 * enemy has no player to type its faces. A retried request answers with the turn it already rolled.
 * The enemy's figures on the table, waiting and defeated are the battle tracker's (VS-R15), not the
 * form's; the app then suggests which of them act (`pickDice`, one die per pick, VS-R24), and an
 * Outflanked arrival it rolled brings the rest on in the tracker, in the same transaction.
 */
export async function playSoloTurn(
  access: CampaignAccess,
  battleId: string,
  given: Pick<SoloTurnInput, "round"> & Partial<SoloTurnInput> & { requestKey: string },
  appDice: Dice = cryptoDice(),
  pickDice: Dice = cryptoDice(),
): Promise<PlaySoloTurnResult> {
  const { requestKey } = given;
  try {
    return await db.$transaction(async (tx) => {
      const battle = await lockVsgmrBattle(tx, access, battleId);
      if (!battle) return { ok: false, code: "not-found", message: "That battle does not exist in this series." } as const;
      if (!mayActOnBattle(access, battle, "vsgmr:play-solo-turn"))
        return { ok: false, code: "forbidden", message: "Only the battle's players or an organiser can play its turns." } as const;
      const already = battle.details.solo?.turns.find((turn) => turn.requestKey === requestKey);
      if (already) return { ok: true, turn: already, alreadyRolled: true } as const;
      if (!isPlaying(battle)) return { ok: false, code: "not-playing", message: "This battle is over: it takes no more turns." } as const;
      const tracker = await loadVsgmrTracker(tx, battleId);
      if (!tracker) return { ok: false, code: "not-found", message: "That battle does not exist in this series." } as const;
      const counted = soloEnemyInput(tracker.state, SOLO_ENEMY);
      const input: SoloTurnInput = { round: given.round, enemyFigures: counted.figures, enemyHasDefeated: counted.hasDefeated, enemyWaiting: counted.waiting };
      const check = checkSoloTurn(battle.details, input);
      if (!check.ok) return { ok: false, code: "bad-turn", message: check.message } as const;

      const rolled = rollSoloTurn(battle.details, input, requestKey, appDice);
      const inPlay = tracker.state.figures.filter((f) => f.side === SOLO_ENEMY && f.status === "in-play");
      const turn: SoloTurn = {
        ...rolled,
        figuresInPlay: counted.figures,
        figuresWaiting: counted.waiting,
        suggestion: suggestSoloActors(inPlay, rolled.enemyAction.maxActing, pickDice),
      };
      const enemy = battle.details.solo!.enemyName;
      const rolls = [
        { key: "action", roll: turn.enemyAction, label: `Round ${turn.round}: ${possessive(enemy)} enemy action` },
        ...(turn.outflanked ? [{ key: "outflanked", roll: turn.outflanked, label: `Round ${turn.round}: Outflanked arrival` }] : []),
        ...(turn.spawn ? [{ key: "spawn", roll: turn.spawn, label: `Round ${turn.round}: ${possessive(enemy)} Spawning` }] : []),
      ];
      for (const { key, roll, label } of rolls) {
        const die = roll.thrown[0]!;
        await recordVsgmrRoll(tx, access, battle, { purpose: die.purpose, label, sides: die.sides, faces: [die.face], source: "app", requestKey: `${requestKey}:${key}` });
      }
      for (const [index, die] of turn.suggestion!.thrown.entries()) {
        const pick = turn.suggestion!.picks[index]!;
        await recordVsgmrRoll(tx, access, battle, {
          purpose: die.purpose,
          label: `Round ${turn.round}: suggested enemy figure ${index + 1} (${pick.name}, one face per figure)`,
          sides: die.sides,
          faces: [die.face],
          source: "app",
          requestKey: `${requestKey}:pick-${index}`,
        });
      }
      // The rest of an Outflanked enemy arrives on the table the app rolled it onto (L643).
      if (turn.outflanked?.hasArrived && counted.waiting > 0) {
        await tx.battleTrackEntry.create({
          data: {
            battleId,
            kind: "arrived",
            payload: { v: 1, kind: "arrived", side: SOLO_ENEMY },
            actorId: access.userId,
            actorName: access.actorName,
            requestKey: `${requestKey}:arrived`,
          },
        });
      }
      const details: VsgmrBattleDetails = {
        ...battle.details,
        solo: {
          ...battle.details.solo!,
          turns: [...battle.details.solo!.turns, turn],
          outflankedArrived: battle.details.solo!.outflankedArrived || Boolean(turn.outflanked?.hasArrived),
        },
      };
      await tx.battle.update({ where: { id: battleId }, data: { details: details as unknown as Prisma.InputJsonValue } });
      await battleChanged(tx, vsgmr, battleId, access, `rolled the enemy's turn of round ${turn.round}: ${rolls.map(({ roll }) => roll.summary).join("; ")}`);
      return { ok: true, turn, alreadyRolled: false } as const;
    }, BATTLE_TRANSACTION);
  } catch (error) {
    // The same request committed first: its turn is in the log now.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const row = await db.battle.findUnique({ where: { id: battleId }, select: { details: true } });
      const turn = (row?.details as VsgmrBattleDetails | undefined)?.solo?.turns.find((t) => t.requestKey === requestKey);
      if (turn) return { ok: true, turn, alreadyRolled: true };
      // Not this battle's turn: the key was spent on another roll (only a forged or replayed form can do that).
      return { ok: false, code: "used-request", message: "That request was already used for another roll. Reload the page and play the turn again." };
    }
    throw error;
  }
}
