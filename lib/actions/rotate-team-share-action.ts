"use server";
import { rotateTeamShare } from "@/lib/server/teams/share-team-rotate";
import type { ActionState } from "./action-result";
import { runTeamButtonAction } from "./team-button-action";

/** "New link": replaces the team's public link; the old one answers 404 from now on. */
export async function rotateTeamShareAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const result = await runTeamButtonAction(formData, "team:share-publicly", "rotateTeamShare", rotateTeamShare);
  if (!result.ok) return result;
  return { ok: true, data: undefined };
}
