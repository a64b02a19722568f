"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { userAction } from "./safe-action";

const FIELDS = ["name", "storyPointGoal", "allowVehicles", "allowAlternatePowerLevels", "advancement", "socialScienceVariant", "reportConfirmation", "teamControl", "appDiceOnly"];

/** A new campaign organised by the signed-in user: no role anywhere is needed, the campaign is their own. */
export const createCampaignAction = userAction("createCampaign", { signIn: "/campaigns/new", echo: FIELDS })
  .input(campaignSettingsSchema)
  .run(async ({ user, input }) => {
    const campaignId = (await createCampaign(user, input)).campaign.id;
    revalidatePath("/campaigns");
    redirect(`/campaigns/${campaignId}`);
  });
