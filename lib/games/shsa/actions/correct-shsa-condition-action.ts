"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/shsa/actions/action-builders";
import type { HeroCondition } from "@/lib/games/shsa/hero-sheet";
import { correctShsaConditionSchema } from "@/lib/games/shsa/schemas/week";
import { correctCondition } from "@/lib/games/shsa/server/week/correct-condition";

/** A hero's condition corrected by hand (a correction in its history): its player or a runner, as any sheet change. */
export const correctShsaConditionAction = teamAction("shsa:edit-sheet", "correctShsaCondition")
  .input(correctShsaConditionSchema, { invalid: refuseIssues })
  .run<{ repeated: boolean }>(async ({ access, team, input: { teamId, requestKey, condition } }) => {
    const chosen: HeroCondition = condition.startsWith("dead-")
      ? { status: "dead", cadence: condition.slice(5) as "weekly" | "monthly" | "yearly" }
      : { status: condition as "well" | "dying" | "hurt" };
    const result = await correctCondition(access, teamId, { requestKey, condition: chosen });
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    return { ok: true, data: { repeated: result.repeated } };
  });
