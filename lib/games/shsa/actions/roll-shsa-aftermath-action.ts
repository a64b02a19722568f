"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/shsa/actions/action-builders";
import { rollAftermathFromForm, rollAftermathSchema } from "@/lib/games/shsa/schemas/episode";
import { rollAftermath } from "@/lib/games/shsa/server/episodes/roll-aftermath";

/** One roll of a taken-out hero's aftermath (the status roll or the Medical save), by the game master (shsa:run-episode). The answer names the hero's condition. */
export const rollShsaAftermathAction = campaignAction("shsa:run-episode", "rollShsaAftermath")
  .input(rollAftermathSchema, { fromForm: rollAftermathFromForm, invalid: refuseIssues })
  .run<{ repeated: boolean; condition: string }>(async ({ access, input: { campaignId, sessionId, ...request } }) => {
    const result = await rollAftermath(access, sessionId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}/sessions/${sessionId}`);
    revalidatePath(`/campaigns/${campaignId}/teams/${request.teamId}`);
    return { ok: true, data: { repeated: result.repeated, condition: result.condition.status } };
  });
