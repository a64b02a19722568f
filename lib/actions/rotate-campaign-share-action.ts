"use server";
import { revalidatePath } from "next/cache";
import { campaignIdSchema } from "@/lib/schemas/campaign";
import { CAMPAIGN_PUBLIC_LINK, rotateCampaignShare } from "@/lib/server/campaigns/campaign-public-link";
import { CAMPAIGN_NOT_FOUND_MESSAGE } from "./action-result";
import { campaignAction, refuseWith } from "./safe-action";

/** "New link": replaces the campaign's public link; the old one answers 404 from now on. */
export const rotateCampaignShareAction = campaignAction(CAMPAIGN_PUBLIC_LINK.permission, "rotateCampaignShare")
  .input(campaignIdSchema, { invalid: refuseWith(CAMPAIGN_NOT_FOUND_MESSAGE) })
  .run(async ({ access }) => {
    await rotateCampaignShare(access);
    revalidatePath(`/campaigns/${access.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });
