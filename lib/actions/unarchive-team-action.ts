"use server";
import { redirect } from "next/navigation";
import { unarchiveTeam } from "@/lib/server/teams/archive-team";
import type { ActionState } from "./action-result";
import { runTeamButtonAction } from "./team-button-action";

/** Restores an archived team to the campaign, then shows the team. */
export async function unarchiveTeamAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const result = await runTeamButtonAction(formData, "team:archive", "unarchiveTeam", unarchiveTeam);
  if (!result.ok) return result;
  redirect(`/campaigns/${result.campaignId}/teams/${result.teamId}`);
}
