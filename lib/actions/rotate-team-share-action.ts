"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";
import { rotateTeamShare, TEAM_PUBLIC_LINK } from "@/lib/server/teams/team-public-link";
import { TEAM_NOT_FOUND_MESSAGE } from "./action-result";
import { refuseWith, teamAction } from "./safe-action";

/** "New link": replaces the team's public link; the old one answers 404 from now on. */
export const rotateTeamShareAction = teamAction(TEAM_PUBLIC_LINK.permission, "rotateTeamShare")
  .input(z.object({ teamId: idField }), { invalid: refuseWith(TEAM_NOT_FOUND_MESSAGE) })
  .run(async ({ access, team }) => {
    const result = await rotateTeamShare(access, team.id);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });
