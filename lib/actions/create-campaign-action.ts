"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { campaignSettingsSchema } from "@/lib/schemas/campaign";
import { requireUser } from "@/lib/server/auth/current-user";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { type ActionState, CHECK_FIELDS_MESSAGE, formValues, unexpectedError } from "./action-result";

const FIELDS = ["name", "storyPointGoal", "allowVehicles", "allowAlternatePowerLevels", "advancement", "socialScienceVariant", "reportConfirmation", "teamControl", "appDiceOnly"];

export async function createCampaignAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns/new");
  const values = formValues(formData, FIELDS);
  const parsed = campaignSettingsSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };

  let campaignId: string;
  try {
    campaignId = (await createCampaign(user, parsed.data)).campaign.id;
  } catch (error) {
    return { ...unexpectedError("createCampaign", error), values };
  }
  revalidatePath("/campaigns");
  redirect(`/campaigns/${campaignId}`);
}
