import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { validateTypedFaces, type Dice } from "@/lib/rules/dice";
import { D10 } from "@/lib/rules/supers-unlimited";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import {
  nextSetUpStep,
  runSetUpStep,
  isStepDone,
  SU_SET_UP_STEP_NAMES,
  typedDiceHint,
  TypedDiceShort,
  typedDice,
  stepLine,
  withTeamNames,
  type SuSetUpStep,
  type SuStepChoice,
} from "../../battles/set-up-steps";
import { lockSuBattle, toJson } from "./load-su-battle";
import { KEY_REUSED_MESSAGE, rollOfRequestKey } from "./request-key-roll";
import { appendRoll } from "@/lib/server/rolls/append-roll";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

export interface RollSuSetUpInput {
  step: SuSetUpStep;
  /** Unique per form render: a retried or double-submitted request returns the roll already made. */
  requestKey: string;
  /** "app": the app's dice; "physical": the faces typed, in the order thrown. */
  source: "app" | "physical";
  faces?: unknown[];
  choice?: SuStepChoice;
}

export type RollSuSetUpResult =
  | { ok: true; alreadyDone: boolean; summary: string | null }
  | ServiceFailure<"not-found" | "wrong-stage" | "step-not-next" | "bad-faces" | "app-dice-only" | "choice-missing" | "choice-invalid" | "rule-refused" | "key-reused">;

export const SU_APP_DICE_ONLY_MESSAGE = "This league uses the app's dice only: typed faces are not accepted. Roll with the app.";

/**
 * Makes one set-up step of a battle (SU L1264–L1314): its dice by the app or as typed (each face
 * checked, exactly as many as the step throws: a tie or a POW asks for more), every die stored in
 * the campaign's roll log with the next sequence number, the step's record in Battle.details, and
 * the open pages told. Holds the battle's lock; a retried request (same key) or a step someone
 * else already made returns what stands, never a second roll; a key another battle's roll holds is
 * refused (key-reused), as a form replayed onto another battle.
 */
export async function rollSuSetUp(access: CampaignAccess, battleId: string, input: RollSuSetUpInput, appDice: Dice = cryptoDice()): Promise<RollSuSetUpResult> {
  const retried = await rollOfRequestKey(input.requestKey, battleId);
  if (retried.kind === "this-battle") return { ok: true, alreadyDone: true, summary: retried.label };
  if (retried.kind === "another-battle") return { ok: false, code: "key-reused", message: KEY_REUSED_MESSAGE };
  try {
    return await db.$transaction(async (tx) => {
      const battle = await lockSuBattle(tx, battleId);
      if (!battle || battle.row.campaignId !== access.campaignId)
        return { ok: false, code: "not-found", message: "That battle is not a Supers Unlimited battle of this league." } as const;
      if (battle.row.status !== "SETUP") return { ok: false, code: "wrong-stage", message: `Issue #${battle.row.issue}'s set-up is over.` } as const;
      const { setUp } = battle.details;
      if (isStepDone(input.step, setUp)) return { ok: true, alreadyDone: true, summary: null } as const;
      const next = nextSetUpStep(battle.options, setUp);
      if (!next || next.step !== input.step) {
        return { ok: false, code: "step-not-next", message: next ? `The next step is the ${SU_SET_UP_STEP_NAMES[next.step]}.` : "The set-up is complete." } as const;
      }
      const choosing = !next.hasDice || (next.mayChoose && input.choice?.scenarioId !== undefined);
      if (!choosing && input.source === "physical" && battle.row.campaign.appDiceOnly) return { ok: false, code: "app-dice-only", message: SU_APP_DICE_ONLY_MESSAGE } as const;

      let dice: Dice = appDice;
      let typed: ReturnType<typeof typedDice> | null = null;
      if (!choosing && input.source === "physical") {
        const faces = validateTypedFaces(input.faces ?? [], D10);
        if (!faces.ok) return { ok: false, code: "bad-faces", message: faces.error.message } as const;
        if (faces.faces.length === 0) return { ok: false, code: "bad-faces", message: "Type the faces of the dice thrown." } as const;
        typed = typedDice(faces.faces);
        dice = typed;
      }
      let result: ReturnType<typeof runSetUpStep>;
      try {
        result = runSetUpStep(battle.options, battle.players, setUp, input.step, input.choice ?? {}, dice);
      } catch (error) {
        if (error instanceof TypedDiceShort)
          return {
            ok: false,
            code: "bad-faces",
            message: `The ${SU_SET_UP_STEP_NAMES[input.step]} needs more dice than the ${error.typed} typed. ${typedDiceHint(input.step, [...battle.names.values()])}`,
          } as const;
        throw error;
      }
      if (!result.ok) return { ok: false, code: result.error.code, message: withTeamNames(result.error.message, battle.names) } as const;
      if (typed && typed.used() < (input.faces ?? []).length) {
        const left = (input.faces ?? []).length - typed.used();
        return {
          ok: false,
          code: "bad-faces",
          message: `The ${SU_SET_UP_STEP_NAMES[input.step]} threw ${typed.used()} ${typed.used() === 1 ? "die" : "dice"}; ${left} typed ${left === 1 ? "face is" : "faces are"} left over.`,
        } as const;
      }

      const summary = withTeamNames(result.summary, battle.names);
      if (result.faces.length > 0) {
        await appendRoll(tx, access, {
          campaignId: battle.row.campaignId,
          battleId,
          slot: `set-up:${input.step}`,
          requestKey: input.requestKey,
          purpose: `su-${input.step}`,
          label: `Issue #${battle.row.issue} · ${stepLine(input.step, summary)}`,
          sides: D10,
          faces: result.faces,
          source: typed ? "physical" : "app",
        });
      }
      const details = { ...battle.details, setUp: result.setUp };
      const isComplete = nextSetUpStep(battle.options, result.setUp) === null;
      await tx.battle.update({ where: { id: battleId }, data: { details: toJson(details), ...(isComplete ? { status: "REPORTING" } : {}) } });
      const verb = result.faces.length === 0 ? "chose" : typed ? "typed the dice of" : "rolled";
      await battleChanged(tx, supersUnlimited, battleId, access, `${verb} the ${SU_SET_UP_STEP_NAMES[input.step]}: ${summary}`);
      return { ok: true, alreadyDone: false, summary } as const;
    }, BATTLE_TRANSACTION);
  } catch (error) {
    // A request with the same key (or the same step) committed while this one waited for the lock;
    // a key another battle's roll took meanwhile is refused as above.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      if ((await rollOfRequestKey(input.requestKey, battleId)).kind === "another-battle") return { ok: false, code: "key-reused", message: KEY_REUSED_MESSAGE };
      return { ok: true, alreadyDone: true, summary: null };
    }
    throw error;
  }
}
