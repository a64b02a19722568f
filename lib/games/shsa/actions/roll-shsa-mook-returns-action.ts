"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/shsa/actions/action-builders";
import { rollMookReturnsSchema } from "@/lib/games/shsa/schemas/episode";
import { rollMookReturnsOf } from "@/lib/games/shsa/server/episodes/roll-aftermath";

/** A combat's mook returns rolled by the game master (shsa:run-episode): one D6 per full team of four. */
export const rollShsaMookReturnsAction = campaignAction("shsa:run-episode", "rollShsaMookReturns")
  .input(rollMookReturnsSchema, { invalid: refuseIssues })
  .run<{ repeated: boolean }>(async ({ access, input: { campaignId, sessionId, ...request } }) => {
    const result = await rollMookReturnsOf(access, sessionId, request);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}/sessions/${sessionId}`);
    return { ok: true, data: { repeated: result.repeated } };
  });
