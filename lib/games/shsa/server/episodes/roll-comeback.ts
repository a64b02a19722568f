import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { Prisma } from "@/lib/generated/prisma/client";
import { shsa, type ShsaCampaignSettings } from "@/lib/games/shsa";
import { readEpisode, type EpisodeRecord } from "@/lib/games/shsa/episode";
import { groupByPurpose } from "@/lib/games/shsa/roll-groups";
import { scriptedDice, type Dice } from "@/lib/rules/dice";
import { parseDice, rollComeback, type DiceExpression } from "@/lib/rules/shsa";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import { appendRoll } from "@/lib/server/rolls/append-roll";
import type { ServiceFailure } from "@/lib/service-result";
import { lockEpisode, saveEpisode, type EpisodeFailureCode } from "./episode-steps";

export const COMEBACK_PURPOSE = "shsa-comeback";

export interface ComebackRequest {
  requestKey: string;
  stepId: string;
  teamId: string;
  turn: number;
  timesOutOfAction: number;
  /** The hero's WP (Recovery Rate) dice ("2D8"). */
  wp: string;
  source: "app" | "physical";
  faces?: readonly number[];
}

export type ComebackOutcome =
  | { ok: true; repeated: boolean; episode: EpisodeRecord; summary: string | null; isBack: boolean | null }
  | ServiceFailure<EpisodeFailureCode | "bad-dice" | "app-dice-only" | "not-a-combat" | "not-in-step" | "no-comeback">;

/** A throw's key in the roll log, scoped to the session (a request key comes from the client). */
const rollKey = (sessionId: string, requestKey: string, index: number) => `shsa:${sessionId}:comeback:${requestKey}:${index}`;

/**
 * A Comeback challenge during a combat step (L544–L554): the hero's WP against the turn's dice (as
 * many as its times Out of Action, their size by turn; SHSA-R12 for turn 12), graded by the
 * campaign's comparator, with the app's dice or typed faces. In one transaction: the dice in the
 * roll log and the challenge in the step's record. It changes no condition: the fight goes on, and
 * who was left at TO 0 at its end is the step's aftermath. A retry (same request key) is answered
 * as it stands. The caller passed authorizeCampaign(…, "shsa:run-episode"). Refusals write nothing.
 */
export async function rollComebackOf(access: CampaignAccess, sessionId: string, request: ComebackRequest, appDice: Dice = cryptoDice()): Promise<ComebackOutcome> {
  if (!Number.isInteger(request.turn) || request.turn < 1) return { ok: false, code: "bad-dice", message: "Give the turn as a whole number from 1." };
  if (!Number.isInteger(request.timesOutOfAction) || request.timesOutOfAction < 1)
    return { ok: false, code: "bad-dice", message: "A hero in a Comeback has been Out of Action at least once." };
  let wp: DiceExpression;
  try {
    wp = parseDice(request.wp);
  } catch (error) {
    return { ok: false, code: "bad-dice", message: `The WP dice: ${(error as Error).message}.` };
  }
  try {
    return await db.$transaction(async (tx) => {
      const locked = await lockEpisode(tx, access, sessionId);
      if (!locked.ok) return locked;
      const [campaign] = await tx.$queryRaw<{ gameSystem: string; settings: unknown; appDiceOnly: boolean }[]>`
        SELECT "gameSystem", "settings", "appDiceOnly" FROM "Campaign" WHERE id = ${access.campaignId}`;
      if (!campaign) throw new Error(`Campaign ${access.campaignId} no longer exists`);
      const { episode } = locked;
      const stepIndex = episode.steps.findIndex((step) => step.id === request.stepId);
      const step = episode.steps[stepIndex];
      if (!step) return { ok: false, code: "unknown-step", message: "That step is not part of this episode." } as const;
      const earlier = step.comebacks?.find((comeback) => comeback.key === request.requestKey);
      if (earlier) return { ok: true, repeated: true, episode, summary: earlier.summary, isBack: earlier.isBack } as const;
      if (request.source === "physical" && campaign.appDiceOnly)
        return { ok: false, code: "app-dice-only", message: "This campaign uses the app's dice only. Roll with the app." } as const;
      if (step.kind !== "combat") return { ok: false, code: "not-a-combat", message: "A Comeback is rolled during a combat." } as const;
      if (!step.heroIds.includes(request.teamId)) return { ok: false, code: "not-in-step", message: "That hero did not take part in this combat." } as const;
      const settings = readCampaignSettings<ShsaCampaignSettings>(shsa, campaign);

      let dice: Dice & { remaining?: () => number };
      let rolled;
      try {
        dice = request.source === "app" ? appDice : scriptedDice(request.faces ?? [], 30);
        rolled = rollComeback(dice, wp, request.turn, request.timesOutOfAction, settings);
      } catch (error) {
        if (request.source === "physical") return { ok: false, code: "bad-dice", message: `Type the WP dice, then the turn's: ${(error as Error).message}.` } as const;
        throw error;
      }
      if (rolled.kind === "fight-ends") return { ok: false, code: "no-comeback", message: "The fight ends on turn 13 (L552): there is no Comeback." } as const;
      if (rolled.kind === "no-comeback") return { ok: false, code: "no-comeback", message: rolled.why } as const;
      if (request.source === "physical" && dice.remaining && dice.remaining() > 0)
        return { ok: false, code: "bad-dice", message: `${dice.remaining()} typed face(s) left over: type the WP dice, then the turn's.` } as const;

      const team = await tx.team.findFirst({ where: { id: request.teamId, campaignId: access.campaignId }, select: { name: true } });
      const name = team?.name ?? "a hero";
      const { task } = rolled;
      for (const [index, group] of groupByPurpose(task.thrown).entries()) {
        await appendRoll(tx, access, {
          campaignId: access.campaignId,
          slot: (sequence) => `shsa:${sequence}`,
          requestKey: rollKey(sessionId, request.requestKey, index),
          purpose: group.purpose.replace(/^comeback/, COMEBACK_PURPOSE),
          label: `Comeback of ${name}, turn ${request.turn}: ${task.summary}`,
          sides: group.sides,
          faces: group.faces,
          source: request.source,
          teamId: request.teamId,
          teamName: name,
        });
      }
      const comeback = {
        key: request.requestKey,
        teamId: request.teamId,
        turn: request.turn,
        timesOutOfAction: request.timesOutOfAction,
        wp: request.wp,
        summary: task.summary,
        isBack: task.isSuccess,
        source: request.source,
        by: access.actorName,
      };
      const steps = episode.steps.map((s, at) => (at === stepIndex ? { ...s, comebacks: [...(s.comebacks ?? []), comeback] } : s));
      const saved = await saveEpisode(
        tx,
        access,
        sessionId,
        locked.details,
        { ...episode, steps },
        `rolled ${name}'s Comeback on turn ${request.turn} of step ${stepIndex + 1}: ${task.isSuccess ? "back" : "still out"}`,
      );
      return { ok: true, repeated: false, episode: saved, summary: task.summary, isBack: task.isSuccess } as const;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const session = await db.playSession.findFirstOrThrow({ where: { id: sessionId, campaignId: access.campaignId }, select: { details: true } });
      const episode = readEpisode(session.details);
      const earlier = episode.steps.find((step) => step.id === request.stepId)?.comebacks?.find((comeback) => comeback.key === request.requestKey);
      return { ok: true, repeated: true, episode, summary: earlier?.summary ?? null, isBack: earlier?.isBack ?? null };
    }
    throw error;
  }
}
