"use server";
import { revalidatePath } from "next/cache";
import { correctStoryPointsSchema } from "@/lib/games/smf/schemas/story-points";
import { correctStoryPoints } from "@/lib/games/smf/server/story-points/correct-story-points";
import { teamAction } from "@/lib/games/smf/actions/action-builders";

export interface CorrectionSaved {
  message: string;
}

/** An organiser's correction of a team's story points, with a note (Ruling R8). */
export const correctStoryPointsAction = teamAction("ledger:correct", "correctStoryPoints", { echo: ["delta", "note"] })
  .input(correctStoryPointsSchema)
  .run<CorrectionSaved>(async ({ access, team, input: { teamId, ...correction } }) => {
    const result = await correctStoryPoints(access, teamId, correction);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    const signed = correction.delta > 0 ? `+${correction.delta}` : String(correction.delta);
    return { ok: true, data: { message: `Correction of ${signed} SP saved. The balance is now ${result.balance}.` } };
  });
