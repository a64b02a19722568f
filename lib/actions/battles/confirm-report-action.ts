"use server";
import { confirmReportSchema } from "@/lib/schemas/battles";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { confirmReport } from "@/lib/server/battles/report-battle";
import { type ActionState, unexpectedError } from "../action-result";
import { issueMessages, isStale, showBattle } from "./battle-action-helpers";

/** Confirms a report (the post-battle sequence starts) or sends it back to be corrected. */
export async function confirmReportAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = confirmReportSchema.safeParse({ battleId: formData.get("battleId"), decision: formData.get("decision") });
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { battleId, decision } = parsed.data;
  const authorized = await authorizeBattle(user.id, battleId, "battle:confirm");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  let notice: "moved-on" | undefined;
  try {
    const result = await confirmReport(authorized.access, battleId, decision === "confirm");
    if (!result.ok && !isStale(result)) return { ok: false, message: result.message };
    if (!result.ok) notice = "moved-on";
  } catch (error) {
    return unexpectedError("confirmReport", error);
  }
  showBattle(authorized.battle.campaignId, battleId, notice);
}
