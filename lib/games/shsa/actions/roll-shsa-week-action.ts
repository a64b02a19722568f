"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/shsa/actions/action-builders";
import { rollShsaWeekSchema } from "@/lib/games/shsa/schemas/week";
import { rollWeekAction } from "@/lib/games/shsa/server/week/roll-week-action";
import type { WeekRollView } from "@/lib/games/shsa/views/week-view";

/** One of a hero's planned actions of the week rolled (or applied): its player or a runner. The answer says what it gave. */
export const rollShsaWeekAction = teamAction("shsa:plan-week", "rollShsaWeek")
  .input(rollShsaWeekSchema, { invalid: refuseIssues })
  .run<WeekRollView>(async ({ access, team, input }) => {
    const { teamId, sessionId, government, hasBaseAdvantages, otherSponsors, inTheNews, resourceIncrease, isTapping, ...rest } = input;
    const result = await rollWeekAction(access, sessionId, teamId, {
      ...rest,
      sponsor: {
        government: government ?? "other",
        hasBaseAdvantages,
        otherSponsors: otherSponsors ?? 0,
        inTheNewsLastFourWeeks: inTheNews,
        resourceIncrease: resourceIncrease ?? 0,
        isTapping,
      },
    });
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/sessions/${sessionId}`);
    return { ok: true, data: { repeated: result.repeated, summary: result.done.summary, lines: result.done.lines } };
  });
