import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { Prisma } from "@/lib/generated/prisma/client";
import { shsa, type ShsaCampaignSettings } from "@/lib/games/shsa";
import { aftermathStage, readEpisode, type EpisodeRecord, type HeroAftermath } from "@/lib/games/shsa/episode";
import { readHeroState, type HeroCondition } from "@/lib/games/shsa/hero-sheet";
import { scriptedDice, type Dice, type ThrownDie } from "@/lib/rules/dice";
import { conditionOfStatus, dyingOutcome, parseDice, rollMookReturns, rollPostCombatStatus, rollSaveDying, type DiceExpression, type StatusCause } from "@/lib/rules/shsa";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import { groupByPurpose } from "@/lib/games/shsa/roll-groups";
import { appendRoll } from "@/lib/server/rolls/append-roll";
import type { ServiceFailure } from "@/lib/service-result";
import { setHeroConditionIn } from "../heroes/set-condition";
import { lockEpisode, saveEpisode, type EpisodeFailureCode } from "./episode-steps";

/** The roll log's purposes of an aftermath's dice: the rules' own, after "shsa-". */
export const STATUS_ROLL_PURPOSE = "shsa-post-combat-status";
export const SAVE_DYING_PURPOSES = ["shsa-save-dying:actor", "shsa-save-dying:resistance"] as const;

export interface AftermathRollRequest {
  requestKey: string;
  stepId: string;
  teamId: string;
  /** The post-combat status roll, or the Medical task that saves a Dying hero. */
  roll: "status" | "save";
  /** The status roll's causes (only the worst counts, L566). */
  causes?: readonly StatusCause[];
  /** The save's Medical dice ("2D8"). */
  medical?: string;
  source: "app" | "physical";
  faces?: readonly number[];
}

export type AftermathRollOutcome =
  | { ok: true; repeated: boolean; episode: EpisodeRecord; aftermath: HeroAftermath | null; condition: HeroCondition }
  | ServiceFailure<EpisodeFailureCode | "bad-dice" | "app-dice-only" | "not-taken-out" | "already-rolled" | "no-save-needed" | "status-first" | "condition-refused">;

/** A throw's key in the roll log, scoped to the session (the log's keys are unique across every campaign, and a request key comes from the client). */
const rollKey = (sessionId: string, requestKey: string, index: number) => `shsa:${sessionId}:aftermath:${requestKey}:${index}`;

const STATUS_WORDS = { dying: "Dying", hurt: "Hurt", shaken: "Shaken" } as const;

/**
 * Rolls one step of a taken-out hero's aftermath (L566–L579) with the app's dice or typed faces:
 * the post-combat status roll (D10 with only the worst modifier), then for a Dying hero the Medical
 * task against 2D6 (L574; SHSA-R15: saved, Hurt; not saved, dead with weekly return checks). In one
 * transaction per roll: its dice in the roll log (purpose and faces), the result in the episode's
 * record, and the hero's condition through setHeroConditionIn, tagged with the session, so undoing
 * the episode takes it back. A retried request (its roll logged) is never thrown again, and a roll
 * already made for this hero is refused, not redone. The caller passed authorizeCampaign(…,
 * "shsa:run-episode"). Refusals write nothing.
 */
export async function rollAftermath(access: CampaignAccess, sessionId: string, request: AftermathRollRequest, appDice: Dice = cryptoDice()): Promise<AftermathRollOutcome> {
  let medical: DiceExpression | null = null;
  if (request.roll === "save") {
    try {
      medical = parseDice(request.medical ?? "");
    } catch (error) {
      return { ok: false, code: "bad-dice", message: `The Medical dice: ${(error as Error).message}.` };
    }
  }
  const retried = await answerOfRetry(access, sessionId, request);
  if (retried) return retried;
  try {
    return await db.$transaction(async (tx) => {
      const locked = await lockEpisode(tx, access, sessionId);
      if (!locked.ok) return locked;
      const [campaign] = await tx.$queryRaw<{ gameSystem: string; settings: unknown; appDiceOnly: boolean }[]>`
        SELECT "gameSystem", "settings", "appDiceOnly" FROM "Campaign" WHERE id = ${access.campaignId}`;
      if (!campaign) throw new Error(`Campaign ${access.campaignId} no longer exists`);
      if (request.source === "physical" && campaign.appDiceOnly)
        return { ok: false, code: "app-dice-only", message: "This campaign uses the app's dice only. Roll with the app." } as const;
      const settings = readCampaignSettings<ShsaCampaignSettings>(shsa, campaign);
      const { episode } = locked;
      const stepIndex = episode.steps.findIndex((step) => step.id === request.stepId);
      const step = episode.steps[stepIndex];
      if (!step) return { ok: false, code: "unknown-step", message: "That step is not part of this episode." } as const;
      const hero = step.takenOut.find((candidate) => candidate.teamId === request.teamId);
      if (!hero) return { ok: false, code: "not-taken-out", message: "That hero was not left at TO 0 in this combat: there is no aftermath to roll." } as const;
      const stage = aftermathStage(hero.aftermath);
      if (request.roll === "status" && stage !== "status")
        return { ok: false, code: "already-rolled", message: "This hero's status roll was made already: a roll is never made twice." } as const;
      if (request.roll === "save" && stage === "status") return { ok: false, code: "status-first", message: "Roll the hero's status first." } as const;
      if (request.roll === "save" && stage === "done")
        return hero.aftermath.save
          ? ({ ok: false, code: "already-rolled", message: "This hero's Medical task was rolled already: a roll is never made twice." } as const)
          : ({ ok: false, code: "no-save-needed", message: "Only a Dying hero needs saving." } as const);

      const team = await tx.team.findUniqueOrThrow({ where: { id: request.teamId }, select: { name: true, state: true } });
      const before = readHeroState(team.state, team.name).condition;
      let dice: Dice & { remaining?: () => number };
      try {
        dice = request.source === "app" ? appDice : scriptedDice(request.faces ?? [], 30);
      } catch (error) {
        return { ok: false, code: "bad-dice", message: `${(error as Error).message}.` } as const;
      }

      let aftermath: HeroAftermath;
      let condition: HeroCondition;
      let thrown: ThrownDie[];
      let label: string;
      try {
        if (request.roll === "status") {
          const rolled = rollPostCombatStatus(dice, request.causes ?? []);
          thrown = rolled.thrown;
          label = `Post-combat status of ${team.name}: ${rolled.summary}`;
          condition = { status: conditionOfStatus(rolled.status) };
          aftermath = {
            status: {
              key: request.requestKey,
              causes: [...(request.causes ?? [])],
              face: rolled.roll.face,
              modifier: rolled.modifier,
              total: rolled.total,
              status: rolled.status,
              source: request.source,
              by: access.actorName,
            },
            save: null,
          };
        } else {
          const task = rollSaveDying(dice, medical!, settings);
          thrown = task.thrown;
          const outcome = dyingOutcome(task);
          condition = outcome;
          label = `Saving ${team.name} (Medical vs 2D6): ${task.summary}`;
          aftermath = {
            ...hero.aftermath,
            save: {
              key: request.requestKey,
              medical: request.medical!.trim().toUpperCase(),
              summary: task.summary,
              isSaved: task.isSuccess,
              source: request.source,
              by: access.actorName,
            },
          };
        }
      } catch (error) {
        if (request.source === "physical") return { ok: false, code: "bad-dice", message: `Type every die the roll throws: ${(error as Error).message}.` } as const;
        throw error;
      }
      if (request.source === "physical" && dice.remaining && dice.remaining() > 0)
        return { ok: false, code: "bad-dice", message: `${dice.remaining()} typed face(s) left over: type only the dice the roll throws.` } as const;

      for (const [index, group] of groupByPurpose(thrown).entries()) {
        await appendRoll(tx, access, {
          campaignId: access.campaignId,
          slot: (sequence) => `shsa:${sequence}`,
          requestKey: rollKey(sessionId, request.requestKey, index),
          purpose: `shsa-${group.purpose}`,
          label,
          sides: group.sides,
          faces: group.faces,
          source: request.source,
          teamId: request.teamId,
          teamName: team.name,
        });
      }
      if (!sameCondition(before, condition)) {
        const note =
          request.roll === "status"
            ? `Aftermath of step ${stepIndex + 1}: ${STATUS_WORDS[aftermath.status!.status]} (D10 ${aftermath.status!.face}${aftermath.status!.modifier ? ` ${aftermath.status!.modifier}` : ""})`
            : `Aftermath of step ${stepIndex + 1}: ${aftermath.save!.isSaved ? "saved by a Medical task" : "not saved"}`;
        const changed = await setHeroConditionIn(tx, access, request.teamId, { requestKey: request.requestKey, sessionId, condition, reason: "aftermath", note });
        if (!changed.ok) throw new RefusedInside({ ok: false, code: "condition-refused", message: changed.message });
      }
      const steps = episode.steps.map((s, at) => (at === stepIndex ? { ...s, takenOut: s.takenOut.map((h) => (h.teamId === request.teamId ? { ...h, aftermath } : h)) } : s));
      const what =
        request.roll === "status"
          ? `rolled the status of ${team.name}: ${STATUS_WORDS[aftermath.status!.status]}`
          : `rolled the Medical task for ${team.name}: ${aftermath.save!.isSaved ? "saved, Hurt" : "not saved"}`;
      const saved = await saveEpisode(tx, access, sessionId, locked.details, { ...episode, steps }, what);
      return { ok: true, repeated: false, episode: saved, aftermath, condition } as const;
    });
  } catch (error) {
    if (error instanceof RefusedInside) return error.failure;
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const again = await answerOfRetry(access, sessionId, request);
      if (again) return again;
    }
    throw error;
  }
}

function sameCondition(a: HeroCondition, b: HeroCondition): boolean {
  return a.status === b.status && (a.status !== "dead" || b.status !== "dead" || a.cadence === b.cadence);
}

class RefusedInside extends Error {
  constructor(readonly failure: Extract<AftermathRollOutcome, { ok: false }>) {
    super(failure.message);
  }
}

/** A request whose roll is in the log: the episode and the hero as they stand. */
async function answerOfRetry(access: CampaignAccess, sessionId: string, request: AftermathRollRequest): Promise<AftermathRollOutcome | null> {
  const logged = await db.roll.findUnique({ where: { requestKey: rollKey(sessionId, request.requestKey, 0) }, select: { campaignId: true } });
  if (!logged || logged.campaignId !== access.campaignId) return null;
  const [session, team] = await Promise.all([
    db.playSession.findFirstOrThrow({ where: { id: sessionId, campaignId: access.campaignId }, select: { details: true } }),
    db.team.findUniqueOrThrow({ where: { id: request.teamId }, select: { name: true, state: true } }),
  ]);
  const episode = readEpisode(session.details);
  const aftermath = episode.steps.find((step) => step.id === request.stepId)?.takenOut.find((hero) => hero.teamId === request.teamId)?.aftermath ?? null;
  return { ok: true, repeated: true, episode, aftermath, condition: readHeroState(team.state, team.name).condition };
}

export interface MookReturnRequest {
  requestKey: string;
  stepId: string;
  /** Mooks of the other side out of play at the combat's end. */
  outOfPlay: number;
  source: "app" | "physical";
  faces?: readonly number[];
}

export type MookReturnOutcome =
  { ok: true; repeated: boolean; episode: EpisodeRecord } | ServiceFailure<EpisodeFailureCode | "bad-dice" | "app-dice-only" | "not-a-combat" | "already-rolled">;

/**
 * Rolls a combat's mook returns (L556–L558): one D6 per full team of four out of play, 4–6 the
 * team comes back, 1–3 it is Defeated; mooks outside a full team are Defeated without a roll
 * (SHSA-R13). Once per combat step, in one transaction: the dice in the roll log and the result in
 * the episode's record. A retried request is answered as it stands. The caller passed
 * authorizeCampaign(…, "shsa:run-episode").
 */
export async function rollMookReturnsOf(access: CampaignAccess, sessionId: string, request: MookReturnRequest, appDice: Dice = cryptoDice()): Promise<MookReturnOutcome> {
  if (!Number.isInteger(request.outOfPlay) || request.outOfPlay < 0 || request.outOfPlay > 400)
    return { ok: false, code: "bad-dice", message: "Give the mooks out of play as a whole number from 0 to 400." };
  try {
    return await db.$transaction(async (tx) => {
      const locked = await lockEpisode(tx, access, sessionId);
      if (!locked.ok) return locked;
      const [campaign] = await tx.$queryRaw<{ appDiceOnly: boolean }[]>`SELECT "appDiceOnly" FROM "Campaign" WHERE id = ${access.campaignId}`;
      if (request.source === "physical" && campaign?.appDiceOnly)
        return { ok: false, code: "app-dice-only", message: "This campaign uses the app's dice only. Roll with the app." } as const;
      const { episode } = locked;
      const stepIndex = episode.steps.findIndex((step) => step.id === request.stepId);
      const step = episode.steps[stepIndex];
      if (!step) return { ok: false, code: "unknown-step", message: "That step is not part of this episode." } as const;
      if (step.mooks?.key === request.requestKey) return { ok: true, repeated: true, episode } as const;
      if (step.kind !== "combat") return { ok: false, code: "not-a-combat", message: "Mooks return only after a combat." } as const;
      if (step.mooks) return { ok: false, code: "already-rolled", message: "This combat's mook returns were rolled already: a roll is never made twice." } as const;

      let dice: Dice & { remaining?: () => number };
      let rolled;
      try {
        dice = request.source === "app" ? appDice : scriptedDice(request.faces ?? [], 6);
        rolled = rollMookReturns(dice, request.outOfPlay);
      } catch (error) {
        if (request.source === "physical") return { ok: false, code: "bad-dice", message: `Type one D6 per full team of four: ${(error as Error).message}.` } as const;
        throw error;
      }
      if (request.source === "physical" && dice.remaining && dice.remaining() > 0)
        return { ok: false, code: "bad-dice", message: `${dice.remaining()} typed face(s) left over: type one D6 per full team of four.` } as const;
      const faces = rolled.thrown.map((die) => die.face);
      if (faces.length > 0) {
        await appendRoll(tx, access, {
          campaignId: access.campaignId,
          slot: (sequence) => `shsa:${sequence}`,
          requestKey: rollKey(sessionId, `mooks:${request.requestKey}`, 0),
          purpose: "shsa-mook-return",
          label: `Mook returns after step ${stepIndex + 1}: ${rolled.returning} back, ${rolled.defeated} defeated`,
          sides: 6,
          faces,
          source: request.source,
        });
      }
      const mooks = {
        key: request.requestKey,
        outOfPlay: request.outOfPlay,
        faces,
        returning: rolled.returning,
        defeated: rolled.defeated,
        source: request.source,
        by: access.actorName,
      };
      const steps = episode.steps.map((s, at) => (at === stepIndex ? { ...s, mooks } : s));
      const saved = await saveEpisode(tx, access, sessionId, locked.details, { ...episode, steps }, `rolled the mook returns of step ${stepIndex + 1}: ${rolled.returning} back`);
      return { ok: true, repeated: false, episode: saved } as const;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const session = await db.playSession.findFirstOrThrow({ where: { id: sessionId, campaignId: access.campaignId }, select: { details: true } });
      return { ok: true, repeated: true, episode: readEpisode(session.details) };
    }
    throw error;
  }
}
