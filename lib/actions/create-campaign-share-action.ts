"use server";
import { revalidatePath } from "next/cache";
import { campaignIdSchema } from "@/lib/schemas/campaign";
import { CAMPAIGN_PUBLIC_LINK, shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import { CAMPAIGN_NOT_FOUND_MESSAGE } from "./action-result";
import { campaignAction, refuseWith } from "./safe-action";

/** Gives the campaign a public page (standings and journal); the panel then shows its link. */
export const createCampaignShareAction = campaignAction(CAMPAIGN_PUBLIC_LINK.permission, "shareCampaign")
  .input(campaignIdSchema, { invalid: refuseWith(CAMPAIGN_NOT_FOUND_MESSAGE) })
  .run(async ({ access }) => {
    await shareCampaign(access);
    revalidatePath(`/campaigns/${access.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });
