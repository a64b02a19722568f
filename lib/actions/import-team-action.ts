"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { teamImportSchema } from "@/lib/schemas/team-import";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { importTeam } from "@/lib/server/import/import-team";
import { reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { type ActionState, CHECK_FIELDS_MESSAGE, unexpectedError } from "./action-result";

/** Imports the checked team export as the member's team here, then opens its page. */
export async function importTeamAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const campaignId = String(formData.get("campaignId") ?? "");
  const user = await requireUser(`/campaigns/${campaignId}/teams/import`);
  const parsed = teamImportSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    return { ok: false, message: fieldErrors.json?.[0] ?? CHECK_FIELDS_MESSAGE, fieldErrors };
  }

  const authorized = await authorizeCampaign(user.id, parsed.data.campaignId, "team:create");
  if (!authorized.ok) return { ok: false, message: authorized.message };
  let teamId: string;
  try {
    const reserved = await reserveImportAttempt(user.id);
    if (!reserved.ok) return { ok: false, message: reserved.message };
    const result = await importTeam(authorized.access, parsed.data.json);
    if (!result.ok) return { ok: false, message: result.message };
    teamId = result.team.id;
  } catch (error) {
    return unexpectedError("importTeam", error);
  }
  revalidatePath(`/campaigns/${parsed.data.campaignId}`, "layout");
  redirect(`/campaigns/${parsed.data.campaignId}/teams/${teamId}`);
}
