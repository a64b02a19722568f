import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { can } from "@/lib/authz/permissions";
import { supersUnlimited } from "@/lib/games/supers-unlimited";
import { validateTypedFaces, type Dice } from "@/lib/rules/dice";
import { D10, rollPlasmaXBenefit, type PlasmaXBenefit } from "@/lib/rules/supers-unlimited";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { PLASMA_X_BENEFIT_WORDS, plasmaXMarkersLeft, type SuPlasmaXGain } from "../../battles/plasma-x-at-table";
import { typedDice } from "../../battles/set-up-steps";
import { tablePlayOf } from "../../battles/su-battle-details";
import { SU_APP_DICE_ONLY_MESSAGE } from "./roll-su-set-up";
import { lockSuBattle, toJson } from "./load-su-battle";
import { KEY_REUSED_MESSAGE, rollOfRequestKey } from "./request-key-roll";
import { appendRoll } from "@/lib/server/rolls/append-roll";

export interface RollSuPlasmaXInput {
  /** The Super that reached the marker: a Super of the battle's line-ups. */
  characterId: string;
  /** Unique per form render: a retried or double-submitted request returns the roll already made. */
  requestKey: string;
  source: "app" | "physical";
  /** With "physical": the one D10 thrown. */
  faces?: unknown[];
  /** The benefit taken on a 9–10 (L1539); asked before the app's roll so one tap does it all (and no roll is thrown away). */
  choice?: PlasmaXBenefit;
}

export type RollSuPlasmaXResult =
  | { ok: true; alreadyDone: boolean; summary: string | null }
  | ServiceFailure<"not-found" | "forbidden" | "wrong-stage" | "not-played" | "not-a-super" | "no-markers" | "bad-faces" | "app-dice-only" | "choice-missing" | "key-reused">;

/**
 * A Super reached a Plasma X marker (SU L1527–L1539): 1D10 on the Plasma X table by the app or as
 * typed (one face, checked), the die in the campaign's roll log, the gain in Battle.details.table,
 * and the open pages told. The marker counts against the team the Super plays for; none left is
 * refused. Owners roll for their own Supers, organisers for any. A retried request (same key)
 * returns what stands, never a second roll.
 *
 * Errors: not-found (battle, or a character not in its line-ups); forbidden (another team's Super);
 * wrong-stage (only while the game is played, after the set-up); not-played (the league plays no
 * Plasma X); not-a-super (Henchmen never take Plasma X, L1527); no-markers; bad-faces;
 * app-dice-only; choice-missing (a 9–10 with no benefit chosen); key-reused (the request key
 * already rolled on another battle).
 */
export async function rollSuPlasmaX(access: CampaignAccess, battleId: string, input: RollSuPlasmaXInput, appDice: Dice = cryptoDice()): Promise<RollSuPlasmaXResult> {
  const retried = await rollOfRequestKey(input.requestKey, battleId);
  if (retried.kind === "this-battle") return { ok: true, alreadyDone: true, summary: retried.label };
  if (retried.kind === "another-battle") return { ok: false, code: "key-reused", message: KEY_REUSED_MESSAGE };
  try {
    return await db.$transaction(async (tx) => {
      const battle = await lockSuBattle(tx, battleId);
      if (!battle || battle.row.campaignId !== access.campaignId)
        return { ok: false, code: "not-found", message: "That battle is not a Supers Unlimited battle of this league." } as const;
      if (!battle.settings.usePlasmaX) return { ok: false, code: "not-played", message: "This league plays without Plasma X." } as const;
      if (battle.row.status !== "REPORTING")
        return { ok: false, code: "wrong-stage", message: `Plasma X is taken during the game: issue #${battle.row.issue} is not being played.` } as const;
      const side = battle.sides.find((s) => s.lineUp.some((m) => m.characterId === input.characterId));
      const model = side?.lineUp.find((m) => m.characterId === input.characterId);
      if (!side || !model) return { ok: false, code: "not-found", message: "That character is not in this battle's line-ups." } as const;
      if (!can(access.role, "su:roll-plasma-x", { isOwner: side.ownerId === access.userId, game: supersUnlimited }))
        return { ok: false, code: "forbidden", message: `Only ${side.ownerName} or an organiser takes Plasma X for ${side.teamName}.` } as const;
      if (!model.isSuper) return { ok: false, code: "not-a-super", message: `${model.name} is a Henchman: only Supers take Plasma X.` } as const;
      const table = tablePlayOf(battle.details);
      if (plasmaXMarkersLeft(battle.details.setUp, table.plasmaX, side.teamId) === 0)
        return { ok: false, code: "no-markers", message: `${side.teamName} has no Plasma X markers left.` } as const;
      if (input.source === "physical" && battle.row.campaign.appDiceOnly) return { ok: false, code: "app-dice-only", message: SU_APP_DICE_ONLY_MESSAGE } as const;

      // The app's die is never thrown before the choice is made: a 9–10 refused for want of a choice
      // would otherwise let the player throw again.
      if (input.source === "app" && !input.choice) return { ok: false, code: "choice-missing", message: "Choose the benefit taken on a 9 or 10 before the roll." } as const;
      let dice: Dice = appDice;
      if (input.source === "physical") {
        const faces = validateTypedFaces(input.faces ?? [], D10, 1);
        if (!faces.ok) return { ok: false, code: "bad-faces", message: faces.error.message } as const;
        dice = typedDice(faces.faces);
      }
      const roll = rollPlasmaXBenefit(dice);
      const benefit = roll.benefit ?? input.choice;
      if (!benefit) return { ok: false, code: "choice-missing", message: `The die shows ${roll.face}: choose the benefit ${model.name} takes.` } as const;

      const summary = `${model.name} reached Plasma X: D10 ${roll.face} → ${PLASMA_X_BENEFIT_WORDS[benefit]}${roll.benefit ? "" : " (chosen)"}`;
      await appendRoll(tx, access, {
        campaignId: battle.row.campaignId,
        battleId,
        slot: `plasma-x:${table.plasmaX.length + 1}`,
        requestKey: input.requestKey,
        purpose: "su-plasma-x-benefit",
        label: `Issue #${battle.row.issue} · ${summary}`,
        sides: D10,
        faces: [roll.face],
        source: input.source === "physical" ? "physical" : "app",
      });
      const gain: SuPlasmaXGain = {
        teamId: side.teamId,
        characterId: model.characterId,
        name: model.name,
        roll,
        benefit,
        source: input.source,
        requestKey: input.requestKey,
        actorName: access.actorName,
        // Its place in the battle's timeline: after the taps recorded so far (the journal interleaves them).
        afterTaps: await tx.battleTrackEntry.count({ where: { battleId } }),
      };
      const details = { ...battle.details, table: { ...table, plasmaX: [...table.plasmaX, gain] } };
      await tx.battle.update({ where: { id: battleId }, data: { details: toJson(details) } });
      await battleChanged(tx, supersUnlimited, battleId, access, `${input.source === "physical" ? "typed the die of" : "rolled"} Plasma X: ${summary}`);
      return { ok: true, alreadyDone: false, summary } as const;
    }, BATTLE_TRANSACTION);
  } catch (error) {
    // A request with the same key committed while this one waited for the lock; a key another
    // battle's roll took meanwhile is refused as above.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      if ((await rollOfRequestKey(input.requestKey, battleId)).kind === "another-battle") return { ok: false, code: "key-reused", message: KEY_REUSED_MESSAGE };
      return { ok: true, alreadyDone: true, summary: null };
    }
    throw error;
  }
}
