"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { campaignIdSchema } from "@/lib/schemas/campaign";
import { leaveCampaign } from "@/lib/server/members/leave-campaign";
import { CAMPAIGN_NOT_FOUND_MESSAGE } from "./action-result";
import { campaignAction, campaignReturn, refuseWith } from "./safe-action";

/** The member leaves the campaign, then sees their list of campaigns. */
export const leaveCampaignAction = campaignAction("campaign:leave", "leaveCampaign", { signIn: campaignReturn() })
  .input(campaignIdSchema, { invalid: refuseWith(CAMPAIGN_NOT_FOUND_MESSAGE) })
  .run(async ({ access }) => {
    const result = await leaveCampaign(access);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath("/campaigns");
    redirect("/campaigns");
  });
