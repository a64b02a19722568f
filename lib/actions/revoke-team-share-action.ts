"use server";
import { revalidatePath } from "next/cache";
import { teamShareSchema } from "@/lib/schemas/team-share";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { revokeTeamShare } from "@/lib/server/teams/share-team-revoke";
import { type ActionState, unexpectedError } from "./action-result";

/** "Stop sharing": the team's public link answers 404 from now on. */
export async function revokeTeamShareAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = teamShareSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That team could not be found." };

  const authorized = await authorizeTeam(user.id, parsed.data.teamId, "team:share-publicly");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await revokeTeamShare(authorized.access, parsed.data.teamId);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("revokeTeamShare", error);
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  return { ok: true, data: undefined };
}
