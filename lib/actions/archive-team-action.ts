"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { teamArchiveSchema } from "@/lib/schemas/team-archive";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { archiveTeam } from "@/lib/server/teams/archive-team";
import { type ActionState, unexpectedError } from "./action-result";

/** Archives a team, then shows the campaign, whose standings no longer list it. */
export async function archiveTeamAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = teamArchiveSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "Reload the page and try again." };

  const { teamId } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, "team:archive");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await archiveTeam(authorized.access, teamId);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("archiveTeam", error);
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  redirect(`/campaigns/${authorized.team.campaignId}`);
}
