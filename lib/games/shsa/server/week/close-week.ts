import "server-only";
import { describeCondition } from "@/lib/games/shsa/hero-sheet";
import { previewCloseWeek, rollCloseWeek } from "@/lib/games/shsa/week/close-week";
import type { WeekCloseLine } from "@/lib/games/shsa/week/week-record";
import { scriptedDice, type Dice } from "@/lib/rules/dice";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import { groupByPurpose } from "@/lib/games/shsa/roll-groups";
import { appendRoll } from "@/lib/server/rolls/append-roll";
import { changeHeroSheetIn } from "../heroes/change-sheet";
import { addPendingChangesIn } from "../heroes/pending-changes";
import { setHeroConditionIn } from "../heroes/set-condition";
import { WEEK_ROLL_PURPOSE_PREFIX, weekRollKey } from "./roll-week-action";
import { lockWeek, saveWeek, weekHeroes, WeekRefusedInside, type WeekRefusal } from "./week-session";

export type PreviewCloseWeekResult = { ok: true; heroes: WeekCloseLine[]; closed: boolean } | WeekRefusal;
export type CloseWeekResult = { ok: true; repeated: boolean; heroes: WeekCloseLine[] } | WeekRefusal;

/** What closing the week will do for every hero (nothing is thrown or written); a closed week answers what it did. */
export async function previewWeekClose(access: CampaignAccess, sessionId: string): Promise<PreviewCloseWeekResult> {
  return db.$transaction(async (tx) => {
    const opened = await lockWeek(tx, access, sessionId);
    if (!opened.ok) return opened;
    const { settings, week } = opened.locked;
    if (week.closed) return { ok: true, heroes: week.closed.heroes, closed: true } as const;
    return { ok: true, heroes: previewCloseWeek(await weekHeroes(tx, access.campaignId), week, settings), closed: false } as const;
  });
}

/**
 * Closes the week (the caller passed authorizeCampaign(…, "shsa:close-week")), in one transaction
 * for every hero at once, in the preview's order (previewCloseWeek): weekly recovery of the Hurt
 * (or the planned Medical task), dead Names' return checks, Lifestyle upkeep with its drop roll,
 * and new sponsors' extra periods. Every die in the roll log; sheet changes through
 * changeHeroSheetIn and conditions through setHeroConditionIn, both tagged with the session, so
 * undoing the week takes it all back. A retry (same request key) throws nothing again; a closed
 * week refuses another close; typed faces that do not fit write nothing.
 */
export async function closeWeek(
  access: CampaignAccess,
  sessionId: string,
  request: { requestKey: string; source: "app" | "physical"; faces?: readonly number[] },
  appDice: Dice = cryptoDice(),
): Promise<CloseWeekResult> {
  try {
    return await db.$transaction(async (tx) => {
      const opened = await lockWeek(tx, access, sessionId);
      if (!opened.ok) return opened;
      const { settings, details, week, appDiceOnly } = opened.locked;
      if (week.closed?.key === request.requestKey) return { ok: true, repeated: true, heroes: week.closed.heroes } as const;
      if (week.closed) return { ok: false, code: "week-closed", message: "This week is already closed." } as const;
      if (request.source === "physical" && appDiceOnly) return { ok: false, code: "app-dice-only", message: "This campaign uses the app's dice only. Roll with the app." } as const;
      let dice: Dice & { remaining?: () => number };
      try {
        dice = request.source === "app" ? appDice : scriptedDice(request.faces ?? [], 30);
      } catch (error) {
        return { ok: false, code: "bad-dice", message: `${(error as Error).message}.` } as const;
      }
      const heroes = await weekHeroes(tx, access.campaignId);
      let closed;
      try {
        closed = rollCloseWeek(dice, heroes, week, settings);
      } catch (error) {
        if (request.source === "physical")
          return { ok: false, code: "bad-dice", message: `Type every die the close throws, in the summary's order: ${(error as Error).message}.` } as const;
        throw error;
      }
      if (request.source === "physical" && dice.remaining && dice.remaining() > 0)
        return { ok: false, code: "bad-dice", message: `${dice.remaining()} typed face(s) left over: type only the dice the close throws.` } as const;

      let rollIndex = 0;
      for (const hero of closed) {
        for (const group of groupByPurpose(hero.thrown)) {
          await appendRoll(tx, access, {
            campaignId: access.campaignId,
            slot: (sequence) => `shsa:${sequence}`,
            requestKey: weekRollKey(sessionId, request.requestKey, `close:${rollIndex++}`),
            purpose: `${WEEK_ROLL_PURPOSE_PREFIX}:${group.purpose}`,
            label: `${hero.name} · close of the week: ${group.purpose.replace(/-/g, " ")}`,
            sides: group.sides,
            faces: group.faces,
            source: request.source,
            teamId: hero.teamId,
            teamName: hero.name,
          });
        }
        if (hero.condition) {
          const before = heroes.find((candidate) => candidate.teamId === hero.teamId)!.condition;
          const set = await setHeroConditionIn(tx, access, hero.teamId, {
            requestKey: `${request.requestKey}:condition`,
            sessionId,
            condition: hero.condition,
            reason: "recovery",
            note: `close of the week: ${describeCondition(before)} → ${describeCondition(hero.condition)}`,
          });
          if (!set.ok) throw new WeekRefusedInside(set);
        }
        if (hero.changes.length > 0) {
          const changed = await changeHeroSheetIn(tx, access, hero.teamId, { requestKey: `${request.requestKey}:sheet`, changes: hero.changes, sessionId });
          if (!changed.ok) throw new WeekRefusedInside({ ...changed, message: `${hero.name}: ${changed.message}` });
        }
        if (hero.pending.length > 0) {
          const kept = await addPendingChangesIn(tx, access, hero.teamId, { requestKey: `${request.requestKey}:pending`, sessionId, rows: hero.pending });
          if (!kept.ok) throw new WeekRefusedInside({ ...kept, message: `${hero.name}: ${kept.message}` });
        }
      }
      const lines = closed.map(({ teamId, name, lines, owed }) => ({ teamId, name, lines, ...(owed > 0 ? { owed } : {}) }));
      await saveWeek(
        tx,
        access,
        sessionId,
        details,
        { ...week, closed: { key: request.requestKey, by: access.actorName, source: request.source, heroes: lines } },
        "closed the week",
      );
      return { ok: true, repeated: false, heroes: lines } as const;
    });
  } catch (error) {
    if (error instanceof WeekRefusedInside) return error.failure;
    throw error;
  }
}
