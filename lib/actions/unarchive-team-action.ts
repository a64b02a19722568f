"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";
import { unarchiveTeam } from "@/lib/server/teams/archive-team";
import { TEAM_NOT_FOUND_MESSAGE } from "./action-result";
import { refuseWith, teamAction } from "./safe-action";

/** Restores an archived team to the campaign, then shows the team. */
export const unarchiveTeamAction = teamAction("team:archive", "unarchiveTeam")
  .input(z.object({ teamId: idField }), { invalid: refuseWith(TEAM_NOT_FOUND_MESSAGE) })
  .run(async ({ access, team }) => {
    const result = await unarchiveTeam(access, team.id);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}/teams/${team.id}`);
  });
