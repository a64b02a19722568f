"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { createCampaignSchema } from "@/lib/schemas/campaign";
import { requireUser } from "@/lib/server/auth/current-user";
import { createCampaign } from "@/lib/server/campaigns/create-campaign";
import { type ActionState, CHECK_FIELDS_MESSAGE, formValues, unexpectedError } from "./action-result";

const FIELDS = ["gameSystem", "name", "storyPointGoal", "allowVehicles", "allowAlternatePowerLevels", "advancement", "socialScienceVariant", "reportConfirmation", "teamControl", "appDiceOnly"];

export async function createCampaignAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns/new");
  const values = formValues(formData, FIELDS);
  const parsed = createCampaignSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };

  let campaignId: string;
  try {
    const created = await createCampaign(user, parsed.data);
    if (!created.ok) {
      const fieldErrors = created.code === "unknown-game-system" ? { gameSystem: [created.message] } : created.fieldErrors;
      return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors, values };
    }
    campaignId = created.campaign.id;
  } catch (error) {
    return { ...unexpectedError("createCampaign", error), values };
  }
  revalidatePath("/campaigns");
  redirect(`/campaigns/${campaignId}`);
}
