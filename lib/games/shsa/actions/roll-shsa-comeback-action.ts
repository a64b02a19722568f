"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/shsa/actions/action-builders";
import { rollComebackSchema } from "@/lib/games/shsa/schemas/episode";
import { rollComebackOf } from "@/lib/games/shsa/server/episodes/roll-comeback";

/** A Comeback challenge during a combat step, rolled by the game master (shsa:run-episode). */
export const rollShsaComebackAction = campaignAction("shsa:run-episode", "rollShsaComeback")
  .input(rollComebackSchema, { invalid: refuseIssues })
  .run<{ repeated: boolean; summary: string | null; isBack: boolean | null }>(async ({ access, input: { campaignId, sessionId, ...request } }) => {
    const result = await rollComebackOf(access, sessionId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}/sessions/${sessionId}`);
    return { ok: true, data: { repeated: result.repeated, summary: result.summary, isBack: result.isBack } };
  });
