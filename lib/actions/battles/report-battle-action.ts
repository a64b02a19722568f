"use server";
import { reportBattleSchema, reportFromForm } from "@/lib/schemas/battles";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { reportBattle } from "@/lib/server/battles/report-battle";
import { type ActionState, unexpectedError } from "../action-result";
import { issueMessages, isStale, problemErrors, rollOnIfAsked, showBattle } from "./battle-action-helpers";

/** The battle's report: result, KOs and achievements. It may wait for confirmation (campaign setting). */
export async function reportBattleAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = reportBattleSchema.safeParse(reportFromForm(formData));
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { battleId, teams, releasedCharacterIds } = parsed.data;
  const authorized = await authorizeBattle(user.id, battleId, "battle:play");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  let notice: "moved-on" | undefined;
  try {
    const result = await reportBattle(authorized.access, battleId, { teams, ...(releasedCharacterIds.length > 0 ? { releasedCharacterIds } : {}) });
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message, fieldErrors: problemErrors(result.problems) };
    if (!result.ok) notice = "moved-on";
    else await rollOnIfAsked(formData, authorized.access, battleId);
  } catch (error) {
    return unexpectedError("reportBattle", error);
  }
  showBattle(authorized.battle.campaignId, battleId, notice);
}
