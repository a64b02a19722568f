"use server";
import { revalidatePath } from "next/cache";
import { teamShareSchema } from "@/lib/schemas/team-share";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { rotateTeamShare } from "@/lib/server/teams/share-team-rotate";
import { type ActionState, unexpectedError } from "./action-result";

/** "New link": replaces the team's public link; the old one answers 404 from now on. */
export async function rotateTeamShareAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = teamShareSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That team could not be found." };

  const authorized = await authorizeTeam(user.id, parsed.data.teamId, "team:share-publicly");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await rotateTeamShare(authorized.access, parsed.data.teamId);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("rotateTeamShare", error);
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  return { ok: true, data: undefined };
}
