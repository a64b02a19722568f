import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { readHeroState } from "@/lib/games/shsa/hero-sheet";
import { plannedActionOf, resolveWeekRoll, WeekRollRefused, type WeekRollInput } from "@/lib/games/shsa/week/week-actions";
import { actionName } from "@/lib/games/shsa/week/week-labels";
import { readWeekRecord, type WeekActionDone } from "@/lib/games/shsa/week/week-record";
import { scriptedDice, type Dice } from "@/lib/rules/dice";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import { groupByPurpose } from "@/lib/games/shsa/roll-groups";
import { appendRoll } from "@/lib/server/rolls/append-roll";
import { changeHeroSheetIn } from "../heroes/change-sheet";
import { lockWeek, saveWeek, WeekRefusedInside, type WeekRefusal } from "./week-session";

export const WEEK_ROLL_PURPOSE_PREFIX = "shsa-week";

/** A throw's key in the roll log, scoped to the week: the log's keys are unique across every campaign, and a request key comes from the client. */
export const weekRollKey = (sessionId: string, requestKey: string, index: number | string) => `shsa:${sessionId}:week:${requestKey}:${index}`;

export interface RollWeekActionRequest extends WeekRollInput {
  requestKey: string;
  /** The app's dice, or the faces a player typed, in throw order. */
  source: "app" | "physical";
  faces?: readonly number[];
}

export type RollWeekActionResult = { ok: true; repeated: boolean; done: WeekActionDone } | WeekRefusal;

/**
 * Rolls (or applies) one of a hero's planned actions of the week, or the week's allies or
 * bystander roll (the caller passed authorizeTeam(…, "shsa:plan-week")). In one transaction: every
 * throw in the roll log (purpose, faces, app or typed), the sheet's changes through
 * changeHeroSheetIn tagged with the session (so undoing the week reverses them), and the line in
 * the week's record. A retried request (its key in the week's record) throws nothing again.
 * Refused, writing nothing: an action the plan has no period left for, typed faces that do not fit
 * the dice thrown (too few, too many, out of range), input the rules refuse, a closed week.
 */
export async function rollWeekAction(
  access: CampaignAccess,
  sessionId: string,
  teamId: string,
  request: RollWeekActionRequest,
  appDice: Dice = cryptoDice(),
): Promise<RollWeekActionResult> {
  try {
    return await db.$transaction(async (tx) => {
      const opened = await lockWeek(tx, access, sessionId);
      if (!opened.ok) return opened;
      const { settings, details, week, appDiceOnly } = opened.locked;
      const earlier = week.done.find((done) => done.key === request.requestKey);
      if (earlier) return { ok: true, repeated: true, done: earlier } as const;
      if (week.closed) return { ok: false, code: "week-closed", message: "This week is closed: nothing more is rolled in it." } as const;
      if (request.source === "physical" && appDiceOnly) return { ok: false, code: "app-dice-only", message: "This campaign uses the app's dice only. Roll with the app." } as const;
      const team = await tx.team.findFirst({ where: { id: teamId, campaignId: access.campaignId }, select: { name: true, state: true } });
      if (!team) return { ok: false, code: "unknown-hero", message: "That hero is not part of this campaign." } as const;

      const planned = plannedActionOf(request.action);
      if (planned) {
        const periods = week.plans[teamId]?.items.find((item) => item.action === planned)?.periods ?? 0;
        const rolled = week.done.filter((done) => done.teamId === teamId && done.action === planned).length;
        if (rolled >= periods)
          return {
            ok: false,
            code: "not-planned",
            message:
              periods === 0
                ? `${team.name}'s plan has no period of ${actionName(planned)} this week: plan it first.`
                : `${team.name} planned ${periods} period(s) of ${actionName(planned)} and rolled them all.`,
          } as const;
      } else if (week.done.some((done) => done.teamId === teamId && done.action === request.action))
        return {
          ok: false,
          code: "rules-refused",
          message: `${team.name} already rolled for ${request.action === "allies" ? "allies" : "a bystander"} this week (once a week).`,
        } as const;

      const { sheet } = readHeroState(team.state, team.name);
      let dice: Dice & { remaining?: () => number };
      try {
        dice = request.source === "app" ? appDice : scriptedDice(request.faces ?? [], 30);
      } catch (error) {
        return { ok: false, code: "bad-dice", message: `${(error as Error).message}.` } as const;
      }
      let result;
      try {
        result = resolveWeekRoll(dice, request, sheet, settings);
      } catch (error) {
        if (error instanceof WeekRollRefused) return { ok: false, code: "rules-refused", message: error.message } as const;
        if (request.source === "physical") return { ok: false, code: "bad-dice", message: `Type every die the roll throws: ${(error as Error).message}.` } as const;
        throw error;
      }
      if (request.source === "physical" && dice.remaining && dice.remaining() > 0)
        return { ok: false, code: "bad-dice", message: `${dice.remaining()} typed face(s) left over: type only the dice the roll throws.` } as const;
      const source = result.thrown.length === 0 ? "none" : request.source;

      for (const [index, group] of groupByPurpose(result.thrown).entries()) {
        await appendRoll(tx, access, {
          campaignId: access.campaignId,
          slot: (sequence) => `shsa:${sequence}`,
          requestKey: weekRollKey(sessionId, request.requestKey, index),
          purpose: `${WEEK_ROLL_PURPOSE_PREFIX}:${group.purpose}`,
          label: `${team.name} · ${actionName(request.action)}: ${group.purpose.replace(/-/g, " ")}`,
          sides: group.sides,
          faces: group.faces,
          source: request.source,
          teamId,
          teamName: team.name,
        });
      }
      if (result.changes.length > 0) {
        const changed = await changeHeroSheetIn(tx, access, teamId, { requestKey: request.requestKey, changes: result.changes, sessionId });
        if (!changed.ok) throw new WeekRefusedInside(changed);
      }
      const done: WeekActionDone = {
        key: request.requestKey,
        teamId,
        action: request.action,
        summary: result.summary,
        lines: result.lines,
        ...(result.sponsorFound ? { sponsorFound: true } : {}),
        source,
        by: access.actorName,
      };
      await saveWeek(tx, access, sessionId, details, { ...week, done: [...week.done, done] }, `rolled ${team.name}'s ${actionName(request.action)}: ${result.summary}`);
      return { ok: true, repeated: false, done } as const;
    });
  } catch (error) {
    if (error instanceof WeekRefusedInside) return error.failure;
    // The same request committed while this one waited for the lock.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const session = await db.playSession.findUnique({ where: { id: sessionId }, select: { details: true } });
      const earlier = readWeekRecord(session?.details).done.find((done) => done.key === request.requestKey);
      if (earlier) return { ok: true, repeated: true, done: earlier };
    }
    throw error;
  }
}
