"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/d20/actions/action-builders";
import { startD20HazardSchema } from "@/lib/games/d20/schemas/forms";
import { startD20Hazard } from "@/lib/games/d20/server/heroes/heroes";

/** A hazard timer started on the hero: the game master. */
export const startD20HazardAction = teamAction("d20:award-hero-point", "startD20Hazard")
  .input(startD20HazardSchema, { invalid: refuseIssues })
  .run<{ balance: number; repeated: boolean }>(async ({ access, team, input: { teamId, ...request } }) => {
    const result = await startD20Hazard(access, teamId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { balance: result.balance, repeated: result.repeated } };
  });
