"use server";
import { revokeTeamShare } from "@/lib/server/teams/share-team-revoke";
import type { ActionState } from "./action-result";
import { runTeamButtonAction } from "./team-button-action";

/** "Stop sharing": the team's public link answers 404 from now on. */
export async function revokeTeamShareAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const result = await runTeamButtonAction(formData, "team:share-publicly", "revokeTeamShare", revokeTeamShare);
  if (!result.ok) return result;
  return { ok: true, data: undefined };
}
