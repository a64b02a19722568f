"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";
import { shareTeam, TEAM_PUBLIC_LINK } from "@/lib/server/teams/team-public-link";
import { TEAM_NOT_FOUND_MESSAGE } from "./action-result";
import { refuseWith, teamAction } from "./safe-action";

/** Gives the team a public page; the team page then shows its link and QR code. */
export const shareTeamAction = teamAction(TEAM_PUBLIC_LINK.permission, "shareTeam")
  .input(z.object({ teamId: idField }), { invalid: refuseWith(TEAM_NOT_FOUND_MESSAGE) })
  .run(async ({ access, team }) => {
    const result = await shareTeam(access, team.id);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });
