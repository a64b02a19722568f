"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { updateTeamSchema } from "@/lib/schemas/team";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { updateTeam } from "@/lib/server/teams/update-team";
import { type ActionState, CHECK_FIELDS_MESSAGE, formValues, unexpectedError } from "./action-result";

const FIELDS = ["name", "alignment", "notes"];

export async function updateTeamAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const values = formValues(formData, FIELDS);
  const parsed = updateTeamSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };

  const { teamId, ...details } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, "team:edit");
  if (!authorized.ok) return { ok: false, message: authorized.message, values };

  try {
    const result = await updateTeam(authorized.access, teamId, details);
    if (!result.ok) return { ok: false, message: result.message, values };
  } catch (error) {
    return { ...unexpectedError("updateTeam", error), values };
  }
  const teamPath = `/campaigns/${authorized.team.campaignId}/teams/${teamId}`;
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  redirect(teamPath);
}
