"use server";
import { revalidatePath } from "next/cache";
import { saveVsgmrForceSchema } from "@/lib/games/vsgmr/schemas/force";
import { saveForce } from "@/lib/games/vsgmr/server/forces/save-force";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/vsgmr/actions/action-builders";

/**
 * Saves a team's whole force from the builder. A refusal by the rules lists every problem, each
 * keyed by its figure's field (figures[2].crewId), so the builder can show it beside its figure.
 */
export const saveVsgmrForceAction = teamAction("character:edit", "saveVsgmrForce")
  .input(saveVsgmrForceSchema, { invalid: refuseIssues })
  .run<{ figures: number }>(async ({ access, team, input: { teamId, force } }) => {
    const result = await saveForce(access, teamId, force);
    if (!result.ok) {
      if (result.code !== "force-invalid") return { ok: false, message: result.message };
      const fieldErrors: Record<string, string[]> = {};
      for (const problem of result.problems) (fieldErrors[problem.field] ??= []).push(problem.message);
      return { ok: false, message: result.message, fieldErrors };
    }
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    return { ok: true, data: { figures: result.figures } };
  });
