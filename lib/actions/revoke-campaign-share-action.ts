"use server";
import { revalidatePath } from "next/cache";
import { campaignIdSchema } from "@/lib/schemas/campaign";
import { CAMPAIGN_PUBLIC_LINK, revokeCampaignShare } from "@/lib/server/campaigns/campaign-public-link";
import { CAMPAIGN_NOT_FOUND_MESSAGE } from "./action-result";
import { campaignAction, refuseWith } from "./safe-action";

/** "Stop sharing": the campaign's public link answers 404 from now on. */
export const revokeCampaignShareAction = campaignAction(CAMPAIGN_PUBLIC_LINK.permission, "revokeCampaignShare")
  .input(campaignIdSchema, { invalid: refuseWith(CAMPAIGN_NOT_FOUND_MESSAGE) })
  .run(async ({ access }) => {
    await revokeCampaignShare(access);
    revalidatePath(`/campaigns/${access.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });
