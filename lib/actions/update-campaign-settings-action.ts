"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { updateCampaignSettingsSchema } from "@/lib/schemas/campaign";
import { gameSystem } from "@/lib/games/registry";
import { updateCampaignSettings } from "@/lib/server/campaigns/update-campaign-settings";
import { campaignAction, campaignReturn } from "./safe-action";

/** Saves the campaign's settings, then shows the campaign. */
export const updateCampaignSettingsAction = campaignAction("campaign:edit-settings", "updateCampaignSettings", { signIn: campaignReturn("/settings"), echo: "every-field" })
  .input(updateCampaignSettingsSchema)
  .run(async ({ access, input: { campaignId, ...settings } }) => {
    const result = await updateCampaignSettings(access, gameSystem(access.gameSystem), settings);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}`, "layout");
    revalidatePath("/campaigns");
    redirect(`/campaigns/${campaignId}`);
  });
