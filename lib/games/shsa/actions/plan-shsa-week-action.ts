"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/shsa/actions/action-builders";
import { planShsaWeekSchema } from "@/lib/games/shsa/schemas/week";
import { planWeek } from "@/lib/games/shsa/server/week/plan-week";
import { DOWNTIME_ACTIONS } from "@/lib/rules/shsa";

/** A hero's Activity Periods of a week planned: its player or a runner. A plan over the allowance is refused with the numbers. */
export const planShsaWeekAction = teamAction("shsa:plan-week", "planShsaWeek")
  .input(planShsaWeekSchema, { invalid: refuseIssues })
  .run<{ used: number; allowed: number }>(async ({ access, team, input }) => {
    const items = DOWNTIME_ACTIONS.map((action) => ({ action, periods: input[`periods:${action}`] ?? 0 })).filter((item) => item.periods > 0);
    const result = await planWeek(access, input.sessionId, input.teamId, { items, medicalSkill: input.medicalSkill ?? null });
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/sessions/${input.sessionId}`);
    return { ok: true, data: { used: result.used, allowed: result.allowed } };
  });
