"use server";
import { redirect } from "next/navigation";
import { archiveTeam } from "@/lib/server/teams/archive-team";
import type { ActionState } from "./action-result";
import { runTeamButtonAction } from "./team-button-action";

/** Archives a team, then shows the campaign, whose standings no longer list it. */
export async function archiveTeamAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const result = await runTeamButtonAction(formData, "team:archive", "archiveTeam", archiveTeam);
  if (!result.ok) return result;
  redirect(`/campaigns/${result.campaignId}`);
}
