"use server";
import { revalidatePath } from "next/cache";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/shsa/actions/action-builders";
import { applyShsaPendingChangeSchema } from "@/lib/games/shsa/schemas/sheet-change";
import { applyPendingChange } from "@/lib/games/shsa/server/heroes/pending-changes";

/** A pending change-table row marked applied, saying what changed: its hero's player or a runner, as any sheet change. */
export const applyShsaPendingChangeAction = teamAction("shsa:edit-sheet", "applyShsaPendingChange")
  .input(applyShsaPendingChangeSchema, { invalid: refuseIssues })
  .run<{ repeated: boolean }>(async ({ access, team, input: { teamId, requestKey, pendingId, what } }) => {
    const result = await applyPendingChange(access, teamId, { requestKey, pendingId, what });
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}/teams/${teamId}`);
    return { ok: true, data: { repeated: result.repeated } };
  });
