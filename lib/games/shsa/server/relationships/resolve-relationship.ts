import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { Prisma } from "@/lib/generated/prisma/client";
import { shsa, type ShsaCampaignSettings } from "@/lib/games/shsa";
import { readHeroState, type HeroState } from "@/lib/games/shsa/hero-sheet";
import { scriptedDice, type Dice } from "@/lib/rules/dice";
import {
  parseDice,
  resolveRelationshipTask,
  rollTask,
  type Alignment,
  type DiceExpression,
  type GeneralFailureChoice,
  type GeneralSuccessChoice,
  type RelationshipEffect,
  type TaskGrade,
  type TaskRoll,
} from "@/lib/rules/shsa";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import { groupByPurpose } from "@/lib/games/shsa/roll-groups";
import { appendRoll } from "@/lib/server/rolls/append-roll";
import type { ServiceFailure } from "@/lib/service-result";
import { changeHeroSheetIn } from "../heroes/change-sheet";

export const RELATIONSHIP_TASK_PURPOSE = "shsa-relationship-task";
export const RELATIONSHIP_CONTEST_PURPOSE = "shsa-relationship-contest";

export interface ResolveRelationshipRequest {
  requestKey: string;
  relationshipId: string;
  /** The task's dice: the hero's side and the resistance ("2D8", "2D6+1"). */
  actor: string;
  resistance: string;
  /** The app's dice, or the faces a player typed, in throw order (the task's, then any alignment re-roll's). */
  source: "app" | "physical";
  faces?: readonly number[];
  successChoice?: GeneralSuccessChoice;
  failureChoice?: GeneralFailureChoice;
  successOption?: string;
  other: { alignment: Alignment; isPc: boolean };
  /**
   * The contest's dice, for a result that needs one (relationshipContest, SHSA-R6): thrown after
   * the task when its grade calls for it, graded by the campaign's comparator, and ignored when not.
   */
  contest?: { actor: string; resistance: string };
}

export type ResolveRelationshipOutcome =
  | {
      ok: true;
      repeated: boolean;
      state: HeroState;
      /** Absent for a retried request: its answer is the hero as it stands and its rolls in the roll log. */
      task?: { grade: TaskGrade; summary: string };
      /** The contest roll, when the task's result needed one. */
      contest?: { grade: TaskGrade; summary: string };
      effects?: readonly RelationshipEffect[];
      isEnded?: boolean;
    }
  | ServiceFailure<"not-shsa" | "bad-dice" | "app-dice-only" | "rules-refused" | "team-archived" | "team-in-battle" | "sheet-refused" | "no-changes">;

/** A throw's key in the roll log, scoped to the hero: the log's keys are unique across every campaign, and a request key comes from the client. */
const rollKey = (teamId: string, requestKey: string, index: number) => `shsa:${teamId}:relationship:${requestKey}:${index}`;

/**
 * Resolves a relationship task (L23–L102): the task rolled with the app's dice or typed faces
 * (SHSA-R1's grading, the campaign's settings), then the general rule, the chosen success result
 * or every failure result that applies, the −2 end and the +3 tempter turn (rules library). In one
 * transaction: every throw in the roll log (by purpose, with its faces) and the sheet's changes
 * with their reason through changeHeroSheetIn. A retried request (its rolls already logged) is
 * never thrown again. The caller passed authorizeTeam(…, "shsa:resolve-relationship").
 * A result that needs a contest (SHSA-R6: the minion's or mentor's Virtue vs Ego, WP vs a
 * Mastermind's or tempter's WP) throws it after the task, from `request.contest`'s dice; typed
 * faces follow that order (the task's, the contest's, then any alignment re-roll's).
 * Refusals write nothing: the rules' message (a missing choice, an option the type lacks, a
 * contest needed with no dice given), dice that are not an expression, typed faces that do not fit.
 */
export async function resolveRelationship(
  access: CampaignAccess,
  teamId: string,
  request: ResolveRelationshipRequest,
  appDice: Dice = cryptoDice(),
): Promise<ResolveRelationshipOutcome> {
  if (access.gameSystem !== shsa.id) return { ok: false, code: "not-shsa", message: "That hero does not play SHSA." };
  let actor: DiceExpression;
  let resistance: DiceExpression;
  let contestDice: { actor: DiceExpression; resistance: DiceExpression } | null = null;
  try {
    actor = parseDice(request.actor);
    resistance = parseDice(request.resistance);
  } catch (error) {
    return { ok: false, code: "bad-dice", message: `${(error as Error).message}.` };
  }
  if (request.contest) {
    try {
      contestDice = { actor: parseDice(request.contest.actor), resistance: parseDice(request.contest.resistance) };
    } catch (error) {
      return { ok: false, code: "bad-dice", message: `The contest's dice: ${(error as Error).message}.` };
    }
  }
  const retried = await answerOfRetry(request.requestKey, teamId);
  if (retried) return retried;

  try {
    return await db.$transaction(async (tx) => {
      // The campaign's row lock orders its roll log's sequence numbers.
      const [campaign] = await tx.$queryRaw<{ gameSystem: string; settings: unknown; appDiceOnly: boolean }[]>`
        SELECT "gameSystem", "settings", "appDiceOnly" FROM "Campaign" WHERE id = ${access.campaignId} FOR UPDATE`;
      if (!campaign) throw new Error(`Campaign ${access.campaignId} no longer exists`);
      if (request.source === "physical" && campaign.appDiceOnly)
        return { ok: false, code: "app-dice-only", message: "This campaign uses the app's dice only. Roll with the app." } as const;
      const settings = readCampaignSettings<ShsaCampaignSettings>(shsa, campaign);
      const team = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true, state: true } });
      const { sheet } = readHeroState(team.state, team.name);

      let dice: Dice & { remaining?: () => number };
      try {
        dice = request.source === "app" ? appDice : scriptedDice(request.faces ?? [], 30);
      } catch (error) {
        return { ok: false, code: "bad-dice", message: `${(error as Error).message}.` } as const;
      }
      let task;
      let contest: TaskRoll | undefined;
      let result;
      try {
        task = rollTask(dice, actor, resistance, settings, RELATIONSHIP_TASK_PURPOSE);
        const input = {
          sheet,
          relationshipId: request.relationshipId,
          grade: task.grade,
          successChoice: request.successChoice,
          failureChoice: request.failureChoice,
          successOption: request.successOption,
          other: request.other,
        };
        result = resolveRelationshipTask(dice, input, settings);
        // SHSA-R6: a result that needs the contest refuses before any re-roll is thrown; the contest is thrown next.
        if (!result.ok && result.error.code === "contest-needed") {
          if (!contestDice) return { ok: false, code: "rules-refused", message: `${result.error.message} Give the contest's dice to roll it with the task.` } as const;
          contest = rollTask(dice, contestDice.actor, contestDice.resistance, settings, RELATIONSHIP_CONTEST_PURPOSE);
          result = resolveRelationshipTask(dice, { ...input, contest }, settings);
        }
      } catch (error) {
        // Typed faces that ran out or do not fit their die.
        if (request.source === "physical") return { ok: false, code: "bad-dice", message: `Type every die the task throws: ${(error as Error).message}.` } as const;
        throw error;
      }
      if (!result.ok) return { ok: false, code: "rules-refused", message: result.error.message } as const;
      if (request.source === "physical" && dice.remaining && dice.remaining() > 0)
        return { ok: false, code: "bad-dice", message: `${dice.remaining()} typed face(s) left over: type only the dice the task throws.` } as const;

      const throws = groupByPurpose([...task.thrown, ...(contest?.thrown ?? []), ...result.thrown]);
      for (const [index, group] of throws.entries()) {
        await appendRoll(tx, access, {
          campaignId: access.campaignId,
          slot: (sequence) => `shsa:${sequence}`,
          requestKey: rollKey(teamId, request.requestKey, index),
          purpose: group.purpose,
          label:
            index === 0
              ? `Relationship task of ${team.name}: ${task.summary}`
              : contest && group.purpose === `${RELATIONSHIP_CONTEST_PURPOSE}:actor`
                ? `Contest of ${team.name}: ${contest.summary}`
                : `${team.name}: ${group.purpose}`,
          sides: group.sides,
          faces: group.faces,
          source: request.source,
          teamId,
          teamName: team.name,
        });
      }
      const changed = await changeHeroSheetIn(tx, access, teamId, { requestKey: request.requestKey, changes: result.changes });
      if (!changed.ok) throw new RefusedInside(changed);
      return {
        ok: true,
        repeated: false,
        state: changed.state,
        task: { grade: task.grade, summary: task.summary },
        ...(contest ? { contest: { grade: contest.grade, summary: contest.summary } } : {}),
        effects: result.effects,
        isEnded: result.isEnded,
      } as const;
    });
  } catch (error) {
    if (error instanceof RefusedInside) return error.failure;
    // The same request committed while this one waited for the lock.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const again = await answerOfRetry(request.requestKey, teamId);
      if (again) return again;
    }
    throw error;
  }
}

/** A refusal found after the rolls were written: thrown so the transaction writes nothing. */
class RefusedInside extends Error {
  constructor(readonly failure: Extract<ResolveRelationshipOutcome, { ok: false }>) {
    super(failure.message);
  }
}

async function answerOfRetry(requestKey: string, teamId: string): Promise<ResolveRelationshipOutcome | null> {
  const logged = await db.roll.findUnique({ where: { requestKey: rollKey(teamId, requestKey, 0) }, select: { id: true } });
  if (!logged) return null;
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true, state: true } });
  return { ok: true, repeated: true, state: readHeroState(team.state, team.name) };
}
