"use server";
import { confirmReportSchema } from "@/lib/games/smf/schemas/battles";
import { confirmReport } from "@/lib/games/smf/server/battles/report-battle";
import { refuseIssues } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/smf/actions/action-builders";
import { battleFieldsFromForm, isStale, showBattle } from "./battle-action-helpers";

/** Confirms a report (the post-battle sequence starts) or sends it back to be corrected. */
export const confirmReportAction = battleAction("battle:confirm", "confirmReport")
  .input(confirmReportSchema, { fromForm: battleFieldsFromForm("decision"), invalid: refuseIssues })
  .run(async ({ access, battle, input }) => {
    const result = await confirmReport(access, battle.id, input.decision === "confirm");
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message };
    showBattle(battle.campaignId, battle.id, result.ok ? undefined : "moved-on");
  });
