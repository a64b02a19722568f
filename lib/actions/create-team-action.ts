"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { createTeamSchema } from "@/lib/schemas/team";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { createTeam } from "@/lib/server/teams/create-team";
import { type ActionState, CHECK_FIELDS_MESSAGE, formValues, unexpectedError } from "./action-result";

const FIELDS = ["name", "alignment", "notes"];

export async function createTeamAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const campaignId = String(formData.get("campaignId") ?? "");
  const user = await requireUser(`/campaigns/${campaignId}/teams/new`);
  const values = formValues(formData, FIELDS);
  const parsed = createTeamSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };

  const { campaignId: id, ...details } = parsed.data;
  const authorized = await authorizeCampaign(user.id, id, "team:create");
  if (!authorized.ok) return { ok: false, message: authorized.message, values };

  let teamId: string;
  try {
    const result = await createTeam(authorized.access, details);
    if (!result.ok) return { ok: false, message: result.message, values };
    teamId = result.team.id;
  } catch (error) {
    return { ...unexpectedError("createTeam", error), values };
  }
  revalidatePath(`/campaigns/${id}`, "layout");
  redirect(`/campaigns/${id}/teams/${teamId}`);
}
