import "server-only";
import { periodsOfPlan, periodsToPlan, type WeekPlanItem } from "@/lib/games/shsa/week/week-record";
import { actionName } from "@/lib/games/shsa/week/week-labels";
import { checkWeekPlan, DOWNTIME_ACTIONS, HURT_MEDICAL_PERIODS, parseDice, type DowntimeAction } from "@/lib/rules/shsa";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { lockWeek, owedFromLastWeek, saveWeek, type WeekRefusal } from "./week-session";

export type PlanWeekResult = { ok: true; used: number; allowed: number } | WeekRefusal;

/**
 * Sets a hero's plan for the week (the caller passed authorizeTeam(…, "shsa:plan-week")): its
 * Activity Periods across the downtime actions, and the Medical task route (two periods, L583)
 * when the hero is Hurt. Refused, writing nothing: more periods than the week gives (SHSA-R5, with
 * the numbers), fewer periods of an action than were already rolled, a closed or undone week.
 * Setting the same plan again changes nothing, so a retry is harmless.
 */
export async function planWeek(
  access: CampaignAccess,
  sessionId: string,
  teamId: string,
  input: { items: readonly WeekPlanItem[]; medicalSkill?: string | null },
): Promise<PlanWeekResult> {
  if (input.medicalSkill) {
    try {
      parseDice(input.medicalSkill);
    } catch (error) {
      return { ok: false, code: "bad-dice", message: `The Medical dice: ${(error as Error).message}.` };
    }
  }
  return db.$transaction(async (tx) => {
    const opened = await lockWeek(tx, access, sessionId);
    if (!opened.ok) return opened;
    const { settings, details, week, number } = opened.locked;
    if (week.closed) return { ok: false, code: "week-closed", message: "This week is closed: its plans no longer change." } as const;
    const team = await tx.team.findFirst({ where: { id: teamId, campaignId: access.campaignId }, select: { name: true, archivedAt: true } });
    if (!team) return { ok: false, code: "unknown-hero", message: "That hero is not part of this campaign." } as const;
    if (team.archivedAt) return { ok: false, code: "team-archived", message: "That hero has been archived and plans no more weeks." } as const;

    // One line per action: the same action twice is its periods added up.
    const merged = new Map<DowntimeAction, number>();
    for (const item of input.items) if (item.periods > 0) merged.set(item.action, (merged.get(item.action) ?? 0) + item.periods);
    const items = [...merged].map(([action, periods]) => ({ action, periods }));
    const medical = input.medicalSkill ? { skill: input.medicalSkill } : null;
    const owed = (await owedFromLastWeek(tx, access.campaignId, number)).get(teamId) ?? 0;
    const allowed = periodsToPlan(settings.activityPeriodsPerWeek, owed);
    const used = periodsOfPlan({ items, medical }, HURT_MEDICAL_PERIODS);
    const problems = checkWeekPlan([...items.map((item) => ({ action: item.action, heroes: [teamId], periods: item.periods }))], {
      activityPeriodsPerWeek: allowed - (medical ? HURT_MEDICAL_PERIODS : 0),
    });
    if (used > allowed || problems.length > 0) {
      const parts = items.map((item) => `${item.periods} ${actionName(item.action)}`);
      if (medical) parts.push(`${HURT_MEDICAL_PERIODS} Medical care`);
      return {
        ok: false,
        code: "too-many-periods",
        message: `${team.name}'s plan spends ${used} Activity Periods (${parts.join(", ")}), but ${owed > 0 ? `this week leaves ${allowed} (${settings.activityPeriodsPerWeek}, less ${owed} finalising last week's sponsor)` : `a week gives ${allowed}`}: take ${used - allowed} off.`,
      } as const;
    }
    for (const action of new Set(week.done.filter((done) => done.teamId === teamId).map((done) => done.action))) {
      const rolled = week.done.filter((done) => done.teamId === teamId && done.action === action).length;
      const planned = merged.get(action as DowntimeAction);
      if (planned !== undefined ? planned < rolled : (DOWNTIME_ACTIONS as readonly string[]).includes(action))
        return {
          ok: false,
          code: "rules-refused",
          message: `${team.name} already rolled ${actionName(action)} ${rolled} time(s) this week: keep at least ${rolled} period(s) on it.`,
        } as const;
    }
    await saveWeek(tx, access, sessionId, details, { ...week, plans: { ...week.plans, [teamId]: { items, medical, by: access.actorName } } }, `planned the week of ${team.name}`);
    return { ok: true, used, allowed } as const;
  });
}
