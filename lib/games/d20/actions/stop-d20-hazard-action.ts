"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/d20/actions/action-builders";
import { stopD20HazardSchema } from "@/lib/games/d20/schemas/forms";
import { stopD20Hazard } from "@/lib/games/d20/server/heroes/heroes";

/** A hazard timer stopped: the game master. */
export const stopD20HazardAction = teamAction("d20:award-hero-point", "stopD20Hazard")
  .input(stopD20HazardSchema, { invalid: refuseIssues })
  .run<{ balance: number; repeated: boolean }>(async ({ access, team, input: { teamId, ...request } }) => {
    const result = await stopD20Hazard(access, teamId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { balance: result.balance, repeated: result.repeated } };
  });
