"use server";
import { revalidatePath } from "next/cache";
import { campaignIdSchema } from "@/lib/schemas/campaign";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { revokeCampaignShare } from "@/lib/server/campaigns/share-campaign-revoke";
import { type ActionState, unexpectedError } from "./action-result";

/** "Stop sharing": the campaign's public link answers 404 from now on. */
export async function revokeCampaignShareAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = campaignIdSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That campaign could not be found." };

  const authorized = await authorizeCampaign(user.id, parsed.data.campaignId, "campaign:share-publicly");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    await revokeCampaignShare(authorized.access);
  } catch (error) {
    return unexpectedError("revokeCampaignShare", error);
  }
  revalidatePath(`/campaigns/${parsed.data.campaignId}`, "layout");
  return { ok: true, data: undefined };
}
