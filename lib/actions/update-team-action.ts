"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { updateTeamSchema } from "@/lib/schemas/team";
import { gameSystem } from "@/lib/games/registry";
import { updateTeam } from "@/lib/server/teams/update-team";
import { CHECK_FIELDS_MESSAGE } from "./action-result";
import { teamAction } from "./safe-action";

/** Saves the team's name, alignment and notes, then shows the team. */
export const updateTeamAction = teamAction("team:edit", "updateTeam", { echo: ["name", "alignment", "notes"] })
  .input(updateTeamSchema)
  .run(async ({ access, team, input: { teamId, ...details } }) => {
    const result = await updateTeam(access, gameSystem(access.gameSystem), teamId, details);
    if (!result.ok && result.code === "invalid-alignment") return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: { alignment: [result.message] } };
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}/teams/${teamId}`);
  });
