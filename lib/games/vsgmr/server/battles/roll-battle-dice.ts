import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Dice } from "@/lib/rules/dice";
import { validateTypedFaces } from "@/lib/rules/dice";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { isPlaying, lockVsgmrBattle, mayActOnBattle, recordVsgmrRoll } from "./roll-log";
import { vsgmr } from "@/lib/games/vsgmr";

export interface RollBattleDiceInput {
  /** What the dice are for, in words ("Distance attack: Captain Cobalt at the Orc Boss"). */
  label: string;
  sides: 6;
  count: number;
  /** Unique per form render: a retried or double-submitted request returns the roll already made. */
  requestKey: string;
  source: "app" | "physical";
  faces?: unknown[];
}

export type RollBattleDiceResult =
  { ok: true; faces: number[]; alreadyRolled: boolean } | ServiceFailure<"not-found" | "forbidden" | "not-playing" | "bad-faces" | "app-dice-only" | "bad-request">;

const MAX_DICE = 20;

/**
 * A throw at the table during a VSGMR battle (a check, a save, a special roll), by the app's dice
 * or the faces a player typed, stored in the campaign's roll log. A retried request never rolls
 * twice: it answers with the faces already stored. Typed faces out of range are refused and
 * nothing is written.
 */
export async function rollBattleDice(access: CampaignAccess, battleId: string, input: RollBattleDiceInput, appDice: Dice = cryptoDice()): Promise<RollBattleDiceResult> {
  const label = input.label.trim();
  if (!label || label.length > 200) return { ok: false, code: "bad-request", message: "Say what the dice are for (up to 200 characters)." };
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > MAX_DICE) return { ok: false, code: "bad-request", message: `Roll 1 to ${MAX_DICE} dice.` };
  const retried = await db.roll.findUnique({ where: { requestKey: input.requestKey }, select: { battleId: true, faces: true } });
  if (retried)
    return retried.battleId === battleId
      ? { ok: true, faces: retried.faces, alreadyRolled: true }
      : { ok: false, code: "bad-request", message: "That request was for another battle." };
  try {
    return await db.$transaction(async (tx) => {
      const battle = await lockVsgmrBattle(tx, access, battleId);
      if (!battle) return { ok: false, code: "not-found", message: "That battle does not exist in this series." } as const;
      if (!mayActOnBattle(access, battle, "battle:play")) return { ok: false, code: "forbidden", message: "Only the battle's players or an organiser can roll its dice." } as const;
      if (!isPlaying(battle)) return { ok: false, code: "not-playing", message: "This battle is over: it takes no more dice." } as const;
      if (input.source === "physical" && battle.appDiceOnly)
        return { ok: false, code: "app-dice-only", message: "This series uses the app's dice only. Use Roll for me." } as const;
      let faces: number[];
      if (input.source === "physical") {
        const typed = validateTypedFaces(input.faces ?? [], input.sides, input.count);
        if (!typed.ok) return { ok: false, code: "bad-faces", message: typed.error.message } as const;
        faces = typed.faces;
      } else {
        faces = Array.from({ length: input.count }, () => appDice.roll(input.sides, "vsgmr-table"));
      }
      await recordVsgmrRoll(tx, access, battle, { purpose: "vsgmr-table", label, sides: input.sides, faces, source: input.source, requestKey: input.requestKey });
      await battleChanged(tx, vsgmr, battleId, access, `${input.source === "app" ? "rolled" : "typed the dice of"} ${label} (${faces.join(", ")})`);
      return { ok: true, faces, alreadyRolled: false } as const;
    }, BATTLE_TRANSACTION);
  } catch (error) {
    // The same request committed while this one waited for the lock.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const stored = await db.roll.findUnique({ where: { requestKey: input.requestKey }, select: { faces: true } });
      if (stored) return { ok: true, faces: stored.faces, alreadyRolled: true };
    }
    throw error;
  }
}
