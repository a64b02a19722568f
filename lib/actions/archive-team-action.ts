"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";
import { archiveTeam } from "@/lib/server/teams/archive-team";
import { TEAM_NOT_FOUND_MESSAGE } from "./action-result";
import { refuseWith, teamAction } from "./safe-action";

/** Archives a team, then shows the campaign, whose standings no longer list it. */
export const archiveTeamAction = teamAction("team:archive", "archiveTeam")
  .input(z.object({ teamId: idField }), { invalid: refuseWith(TEAM_NOT_FOUND_MESSAGE) })
  .run(async ({ access, team }) => {
    const result = await archiveTeam(access, team.id);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}`);
  });
