"use server";
import { revokeCampaignShare } from "@/lib/server/campaigns/share-campaign-revoke";
import type { ActionState } from "./action-result";
import { runCampaignShareAction } from "./campaign-share-button-action";

/** "Stop sharing": the campaign's public link answers 404 from now on. */
export async function revokeCampaignShareAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  return runCampaignShareAction(formData, "revokeCampaignShare", revokeCampaignShare);
}
