"use server";
import { revalidatePath } from "next/cache";
import { strikeFromForm, strikeTrackedSchema } from "@/lib/games/smf/schemas/battle-track";
import { strikeTracked } from "@/lib/games/smf/server/battles/track-battle";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/smf/actions/action-builders";
import { battlePath } from "./battle-action-helpers";

/** Undo of one tracked entry: struck by a new entry, so every phone's list agrees. Answers in place, like a tap. */
export const strikeTrackedAction = battleAction("battle:play", "strikeTracked")
  .input(strikeTrackedSchema, { fromForm: strikeFromForm, invalid: refuseIssues })
  .run<{ entryId: string }>(async ({ access, battle, input }) => {
    const result = await strikeTracked(access, battle.id, input.requestKey, input.entryId);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(battlePath(battle.campaignId, battle.id));
    return { ok: true, data: { entryId: result.entryId } };
  });
