"use server";
import { revalidatePath } from "next/cache";
import { teamShareSchema } from "@/lib/schemas/team-share";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { shareTeam } from "@/lib/server/teams/share-team";
import { type ActionState, unexpectedError } from "./action-result";

/** Gives the team a public page; the team page then shows its link and QR code. */
export async function shareTeamAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = teamShareSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That team could not be found." };

  const authorized = await authorizeTeam(user.id, parsed.data.teamId, "team:share-publicly");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await shareTeam(authorized.access, parsed.data.teamId);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("shareTeam", error);
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  return { ok: true, data: undefined };
}
