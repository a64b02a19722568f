"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/shsa/actions/action-builders";
import { removeEpisodeStepSchema } from "@/lib/games/shsa/schemas/episode";
import { removeEpisodeStep } from "@/lib/games/shsa/server/episodes/episode-steps";

/** A step taken out of an open episode (one whose aftermath is unrolled) by the game master (shsa:run-episode). */
export const removeShsaEpisodeStepAction = campaignAction("shsa:run-episode", "removeShsaEpisodeStep")
  .input(removeEpisodeStepSchema, { invalid: refuseIssues })
  .run<{ steps: number }>(async ({ access, input: { campaignId, sessionId, stepId } }) => {
    const result = await removeEpisodeStep(access, sessionId, stepId);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}/sessions/${sessionId}`);
    return { ok: true, data: { steps: result.episode.steps.length } };
  });
