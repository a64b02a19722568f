"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { updateTeamSchema } from "@/lib/schemas/team";
import { updateTeam } from "@/lib/server/teams/update-team";
import { teamAction } from "./safe-action";

/** Saves the team's name, alignment and notes, then shows the team. */
export const updateTeamAction = teamAction("team:edit", "updateTeam", { echo: ["name", "alignment", "notes"] })
  .input(updateTeamSchema)
  .run(async ({ access, team, input: { teamId, ...details } }) => {
    const result = await updateTeam(access, teamId, details);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}/teams/${teamId}`);
  });
