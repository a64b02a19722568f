import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { can } from "@/lib/authz/permissions";
import type { Dice } from "@/lib/rules/dice";
import { rollScenario, SCENARIO_ROLL_PURPOSE, typedScenarioRoll, vsgmrScenarioById, type VsgmrScenarioId } from "@/lib/rules/vsgmr";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import type { VsgmrSeriesSettings } from "../../campaign-settings";
import { vsgmr } from "../../index";
import { bindingSlot, pendingScenarioRolls, scenarioOfSlot } from "./pending-scenario-rolls";
import { appendRoll } from "@/lib/server/rolls/append-roll";

export interface RollScenarioInput {
  /** Unique per form render: a retried or double-submitted request answers with the roll already made. */
  requestKey: string;
  source: "app" | "physical";
  /** Typed faces in the order thrown, re-rolled ones first. */
  faces?: number[];
}

export type RollScenarioResult =
  | {
      ok: true;
      scenarioId: VsgmrScenarioId;
      sides: number;
      faces: number[];
      alreadyRolled: boolean;
      /** A re-roll: the scenario of the roll it replaces for the same set-up (null for a first roll, or a retried request). */
      replaces: VsgmrScenarioId | null;
    }
  | ServiceFailure<"not-found" | "forbidden" | "bad-faces" | "app-dice-only" | "bad-request">;

/** The roll's slot names the scenario it picked, so a retried request answers without re-reading the settings. */
function storedAnswer(stored: { campaignId: string; slot: string; sides: number; faces: number[] }, access: CampaignAccess): RollScenarioResult {
  const scenarioId = scenarioOfSlot(stored.slot);
  if (stored.campaignId !== access.campaignId || !scenarioId) return { ok: false, code: "bad-request", message: "That request was for another roll." };
  return { ok: true, scenarioId, sides: stored.sides, faces: stored.faces, alreadyRolled: true, replaces: null };
}

/**
 * Rolls a new battle's scenario (VS-R18) from the series' pool, with the app's dice or the faces a
 * player typed, and stores the whole roll (every die, re-rolls included) in the campaign's roll
 * log before any battle exists. The roll binds the next battle its roller sets up (createVsgmrBattle
 * refuses another scenario and takes the rolls over); rolling again before that is a re-roll,
 * logged as one, and the newest roll binds. A retried request never rolls twice.
 */
export async function rollVsgmrScenario(access: CampaignAccess, input: RollScenarioInput, appDice: Dice = cryptoDice()): Promise<RollScenarioResult> {
  if (access.gameSystem !== vsgmr.id) return { ok: false, code: "not-found", message: "That series does not exist." };
  if (!can(access.role, "battle:create")) return { ok: false, code: "forbidden", message: "Only the series' players and organisers can roll a scenario." };
  const select = { campaignId: true, slot: true, sides: true, faces: true } as const;
  const retried = await db.roll.findUnique({ where: { requestKey: input.requestKey }, select });
  if (retried) return storedAnswer(retried, access);
  try {
    return await db.$transaction(async (tx) => {
      // The campaign's row lock orders its roll log's sequence numbers.
      const [campaign] = await tx.$queryRaw<{ gameSystem: string; settings: unknown; appDiceOnly: boolean }[]>`
        SELECT "gameSystem", "settings", "appDiceOnly" FROM "Campaign" WHERE id = ${access.campaignId} FOR UPDATE`;
      if (!campaign) return { ok: false, code: "not-found", message: "That series does not exist." } as const;
      if (input.source === "physical" && campaign.appDiceOnly)
        return { ok: false, code: "app-dice-only", message: "This series uses the app's dice only. Use Roll the scenario." } as const;
      const pool = readCampaignSettings<VsgmrSeriesSettings>(vsgmr, campaign).rolledScenarios;
      let roll;
      if (input.source === "physical") {
        const typed = typedScenarioRoll(pool, input.faces ?? []);
        if (!typed.ok) return { ok: false, code: "bad-faces", message: typed.message } as const;
        roll = typed.roll;
      } else {
        roll = rollScenario(pool, appDice);
      }
      const [replaced] = await pendingScenarioRolls(tx, access.campaignId, access.userId);
      const scenario = roll.scenarioId;
      await appendRoll(tx, access, {
        campaignId: access.campaignId,
        // The roll binds the scenario to the battle it will set up: its place is named by its number.
        slot: (sequence) => bindingSlot(scenario, sequence),
        requestKey: input.requestKey,
        purpose: SCENARIO_ROLL_PURPOSE,
        label: replaced
          ? `Scenario re-roll (d${roll.sides}): ${vsgmrScenarioById(roll.scenarioId).name}, replacing ${vsgmrScenarioById(replaced.scenarioId).name}`
          : `Scenario roll (d${roll.sides}): ${vsgmrScenarioById(roll.scenarioId).name}`,
        sides: roll.sides,
        faces: roll.faces,
        source: input.source === "app" ? "app" : "physical",
      });
      return { ok: true, scenarioId: roll.scenarioId, sides: roll.sides, faces: roll.faces, alreadyRolled: false, replaces: replaced?.scenarioId ?? null } as const;
    });
  } catch (error) {
    // The same request committed while this one waited for the lock.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const stored = await db.roll.findUnique({ where: { requestKey: input.requestKey }, select });
      if (stored) return storedAnswer(stored, access);
    }
    throw error;
  }
}
