"use server";
import { issueMessages } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { suGimmickFromForm, suGimmickSchema } from "@/lib/games/supers-unlimited/schemas/battles";
import { recordSuGimmick } from "@/lib/games/supers-unlimited/server/battles/record-su-gimmick";
import { showSuBattle } from "./su-battle-action-helpers";

/** A line of a team's Gimmick log (use, We Go Again!, bring back); what the rules refuse is answered with the reason and nothing is saved. */
export const recordSuGimmickAction = battleAction("su:record-gimmick", "recordSuGimmick")
  .input(suGimmickSchema, { fromForm: suGimmickFromForm, invalid: (error) => ({ ok: false, message: issueMessages(error) }) })
  .run(async ({ access, battle, input: { battleId: _battleId, ...input } }) => {
    const line = input.kind === "we-go-again" ? input : { ...input, characterId: input.characterId ?? null };
    const result = await recordSuGimmick(access, battle.id, line);
    if (!result.ok) return { ok: false, message: result.message };
    showSuBattle(battle.campaignId, battle.id);
  });
