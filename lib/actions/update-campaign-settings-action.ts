"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { updateCampaignSettingsSchema } from "@/lib/schemas/campaign";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { updateCampaignSettings } from "@/lib/server/campaigns/update-campaign-settings";
import { type ActionState, CHECK_FIELDS_MESSAGE, formValues, unexpectedError } from "./action-result";

const FIELDS = ["name", "storyPointGoal", "allowVehicles", "allowAlternatePowerLevels", "advancement", "socialScienceVariant", "reportConfirmation", "teamControl", "appDiceOnly"];

export async function updateCampaignSettingsAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const campaignId = String(formData.get("campaignId") ?? "");
  const user = await requireUser(`/campaigns/${campaignId}/settings`);
  const values = formValues(formData, FIELDS);
  const parsed = updateCampaignSettingsSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };

  const { campaignId: id, ...settings } = parsed.data;
  const authorized = await authorizeCampaign(user.id, id, "campaign:edit-settings");
  if (!authorized.ok) return { ok: false, message: authorized.message, values };

  try {
    const result = await updateCampaignSettings(authorized.access, settings);
    if (!result.ok) return { ok: false, message: result.message, values };
  } catch (error) {
    return { ...unexpectedError("updateCampaignSettings", error), values };
  }
  revalidatePath(`/campaigns/${id}`, "layout");
  revalidatePath("/campaigns");
  redirect(`/campaigns/${id}`);
}
