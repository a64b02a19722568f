"use server";
import { rotateCampaignShare } from "@/lib/server/campaigns/share-campaign-rotate";
import type { ActionState } from "./action-result";
import { runCampaignShareAction } from "./campaign-share-button-action";

/** "New link": replaces the campaign's public link; the old one answers 404 from now on. */
export async function rotateCampaignShareAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runCampaignShareAction(formData, "rotateCampaignShare", rotateCampaignShare);
}
