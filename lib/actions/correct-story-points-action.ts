"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { correctStoryPointsSchema } from "@/lib/schemas/story-points";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { correctStoryPoints } from "@/lib/server/story-points/correct-story-points";
import { type ActionState, CHECK_FIELDS_MESSAGE, formValues, unexpectedError } from "./action-result";

export interface CorrectionSaved {
  message: string;
}

export async function correctStoryPointsAction(_previous: ActionState<CorrectionSaved>, formData: FormData): Promise<ActionState<CorrectionSaved>> {
  const user = await requireUser("/campaigns");
  const values = formValues(formData, ["delta", "note"]);
  const parsed = correctStoryPointsSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };

  const { teamId, ...correction } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, "story-points:correct");
  if (!authorized.ok) return { ok: false, message: authorized.message, values };

  let balance: number;
  try {
    const result = await correctStoryPoints(authorized.access, teamId, correction);
    if (!result.ok) return { ok: false, message: result.message, values };
    balance = result.balance;
  } catch (error) {
    return { ...unexpectedError("correctStoryPoints", error), values };
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  const signed = correction.delta > 0 ? `+${correction.delta}` : String(correction.delta);
  return { ok: true, data: { message: `Correction of ${signed} SP saved. The balance is now ${balance}.` } };
}
