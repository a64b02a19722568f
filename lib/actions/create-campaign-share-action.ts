"use server";
import { shareCampaign } from "@/lib/server/campaigns/share-campaign";
import type { ActionState } from "./action-result";
import { runCampaignShareAction } from "./campaign-share-button-action";

/** Gives the campaign a public page (standings and journal); the panel then shows its link. */
export async function createCampaignShareAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runCampaignShareAction(formData, "shareCampaign", shareCampaign);
}
