"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/d20/actions/action-builders";
import { undoD20ConflictSchema } from "@/lib/games/d20/schemas/forms";
import { undoConflict } from "@/lib/games/d20/server/conflicts/conflicts";

/** A whole conflict undone (its hero points given back, its carried damage put back): the game master. */
export const undoD20ConflictAction = campaignAction("d20:run-conflict", "undoD20Conflict")
  .input(undoD20ConflictSchema, { invalid: refuseIssues })
  .run<{ conflictId: string }>(async ({ access, input: { sessionId, conflictId, requestKey } }) => {
    const result = await undoConflict(access, sessionId, conflictId, requestKey);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${access.campaignId}/sessions/${sessionId}`);
    return { ok: true, data: { conflictId: result.conflictId } };
  });
