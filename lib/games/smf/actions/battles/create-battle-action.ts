"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { createBattleFromForm, createBattleSchema } from "@/lib/games/smf/schemas/battles";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/smf/actions/action-builders";
import { battlePath, problemErrors } from "./battle-action-helpers";

/** Set-up: the teams, their line-ups and an agreed scenario or event; the battle page follows. */
export const createBattleAction = campaignAction("battle:create", "createBattle")
  .input(createBattleSchema, { fromForm: createBattleFromForm, invalid: refuseIssues })
  .run(async ({ access, input: { campaignId, ...input } }) => {
    const result = await createBattle(access, input);
    if (!result.ok) return { ok: false, message: result.message, fieldErrors: problemErrors(result.problems) };
    revalidatePath(`/campaigns/${campaignId}`, "layout");
    redirect(battlePath(campaignId, result.battleId));
  });
