"use server";
import { reportBattleSchema, reportFromForm } from "@/lib/games/smf/schemas/battles";
import { reportBattle } from "@/lib/games/smf/server/battles/report-battle";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/smf/actions/action-builders";
import { isStale, problemErrors, rollOnIfAsked, showBattle } from "./battle-action-helpers";

/** The battle's report: result, KOs and achievements. It may wait for confirmation (campaign setting). */
export const reportBattleAction = battleAction("battle:play", "reportBattle")
  .input(reportBattleSchema, { fromForm: reportFromForm, invalid: refuseIssues })
  .run(async ({ access, battle, input: { teams, releasedCharacterIds }, formData }) => {
    const result = await reportBattle(access, battle.id, { teams, ...(releasedCharacterIds.length > 0 ? { releasedCharacterIds } : {}) });
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message, fieldErrors: problemErrors(result.problems) };
    if (result.ok) await rollOnIfAsked(formData, access, battle.id);
    showBattle(battle.campaignId, battle.id, result.ok ? undefined : "moved-on");
  });
