"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/d20/actions/action-builders";
import { recordD20InjurySchema } from "@/lib/games/d20/schemas/forms";
import { recordD20Injury } from "@/lib/games/d20/server/heroes/heroes";

/** A lasting injury recorded as a complication: the game master. */
export const recordD20InjuryAction = teamAction("d20:award-hero-point", "recordD20Injury")
  .input(recordD20InjurySchema, { invalid: refuseIssues })
  .run<{ balance: number; repeated: boolean }>(async ({ access, team, input: { teamId, ...request } }) => {
    const result = await recordD20Injury(access, teamId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { balance: result.balance, repeated: result.repeated } };
  });
