"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { createSuBattleFromForm, createSuBattleSchema } from "@/lib/games/supers-unlimited/schemas/battles";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { suBattlePath } from "./su-battle-action-helpers";

/** Records a battle of a league: the teams and their line-ups within the Levels budget; the battle page follows. */
export const createSuBattleAction = campaignAction("battle:create", "createSuBattle")
  .input(createSuBattleSchema, { fromForm: createSuBattleFromForm, invalid: refuseIssues })
  .run(async ({ access, input: { campaignId, teams } }) => {
    const result = await createSuBattle(access, { teams });
    if (!result.ok) {
      const fieldErrors: Record<string, string[]> = {};
      for (const p of result.problems ?? []) (fieldErrors[p.teamId] ??= []).push(p.message);
      return { ok: false, message: result.message, ...(result.problems ? { fieldErrors } : {}) };
    }
    revalidatePath(`/campaigns/${campaignId}`, "layout");
    redirect(suBattlePath(campaignId, result.battleId));
  });
