"use server";
import { shareTeam } from "@/lib/server/teams/share-team";
import type { ActionState } from "./action-result";
import { runTeamButtonAction } from "./team-button-action";

/** Gives the team a public page; the team page then shows its link and QR code. */
export async function shareTeamAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const result = await runTeamButtonAction(formData, "team:share-publicly", "shareTeam", shareTeam);
  if (!result.ok) return result;
  return { ok: true, data: undefined };
}
