"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { teamArchiveSchema } from "@/lib/schemas/team-archive";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { unarchiveTeam } from "@/lib/server/teams/archive-team";
import { type ActionState, unexpectedError } from "./action-result";

/** Restores an archived team to the campaign, then shows the team. */
export async function unarchiveTeamAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = teamArchiveSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "Reload the page and try again." };

  const { teamId } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, "team:archive");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await unarchiveTeam(authorized.access, teamId);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("unarchiveTeam", error);
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  redirect(`/campaigns/${authorized.team.campaignId}/teams/${teamId}`);
}
