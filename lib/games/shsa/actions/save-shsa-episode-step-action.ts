"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/shsa/actions/action-builders";
import { saveEpisodeStepFromForm, saveEpisodeStepSchema } from "@/lib/games/shsa/schemas/episode";
import { saveEpisodeStep } from "@/lib/games/shsa/server/episodes/episode-steps";

/** A step of an episode recorded or changed by the game master (shsa:run-episode); a refusal says why and writes nothing. */
export const saveShsaEpisodeStepAction = campaignAction("shsa:run-episode", "saveShsaEpisodeStep")
  .input(saveEpisodeStepSchema, { fromForm: saveEpisodeStepFromForm, invalid: refuseIssues })
  .run<{ steps: number; repeated: boolean }>(async ({ access, input: { campaignId, sessionId, ...step } }) => {
    const result = await saveEpisodeStep(access, sessionId, step);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}/sessions/${sessionId}`);
    return { ok: true, data: { steps: result.episode.steps.length, repeated: result.repeated } };
  });
