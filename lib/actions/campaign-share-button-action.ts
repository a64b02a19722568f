import "server-only";
import { revalidatePath } from "next/cache";
import { campaignIdSchema } from "@/lib/schemas/campaign";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign, type CampaignAccess } from "@/lib/server/authz/authorize";
import { type ActionState, unexpectedError } from "./action-result";

/**
 * The one shape of the campaign-sharing buttons (share, new link, stop sharing): require a user,
 * authorize `campaign:share-publicly`, run the service, revalidate every page of the campaign.
 */
export async function runCampaignShareAction(formData: FormData, serviceName: string, service: (access: CampaignAccess) => Promise<unknown>): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = campaignIdSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That campaign could not be found." };

  const authorized = await authorizeCampaign(user.id, parsed.data.campaignId, "campaign:share-publicly");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    await service(authorized.access);
  } catch (error) {
    return unexpectedError(serviceName, error);
  }
  revalidatePath(`/campaigns/${parsed.data.campaignId}`, "layout");
  return { ok: true, data: undefined };
}
