"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/shsa/actions/action-builders";
import { closeShsaWeekSchema } from "@/lib/games/shsa/schemas/week";
import { closeWeek } from "@/lib/games/shsa/server/week/close-week";
import type { WeekCloseView } from "@/lib/games/shsa/views/week-view";

/** Closes a week for every hero at once (recovery, returns, upkeep, sponsors): a runner. */
export const closeShsaWeekAction = campaignAction("shsa:close-week", "closeShsaWeek")
  .input(closeShsaWeekSchema, { invalid: refuseIssues })
  .run<WeekCloseView>(async ({ access, input: { campaignId, sessionId, ...request } }) => {
    const result = await closeWeek(access, sessionId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}`, "layout");
    return { ok: true, data: { repeated: result.repeated, heroes: result.heroes } };
  });
