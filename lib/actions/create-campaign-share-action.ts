"use server";
import { revalidatePath } from "next/cache";
import { campaignIdSchema } from "@/lib/schemas/campaign";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { shareCampaign } from "@/lib/server/campaigns/share-campaign";
import { type ActionState, unexpectedError } from "./action-result";

/** Gives the campaign a public page (standings and journal); the panel then shows its link. */
export async function createCampaignShareAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = campaignIdSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That campaign could not be found." };

  const authorized = await authorizeCampaign(user.id, parsed.data.campaignId, "campaign:share-publicly");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    await shareCampaign(authorized.access);
  } catch (error) {
    return unexpectedError("shareCampaign", error);
  }
  revalidatePath(`/campaigns/${parsed.data.campaignId}`, "layout");
  return { ok: true, data: undefined };
}
