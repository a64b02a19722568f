"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { campaignIdSchema } from "@/lib/schemas/campaign";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { leaveCampaign } from "@/lib/server/members/leave-campaign";
import { type ActionState, unexpectedError } from "./action-result";

export async function leaveCampaignAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const campaignId = String(formData.get("campaignId") ?? "");
  const user = await requireUser(`/campaigns/${campaignId}`);
  const parsed = campaignIdSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That campaign could not be found." };

  const authorized = await authorizeCampaign(user.id, parsed.data.campaignId, "campaign:leave");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await leaveCampaign(authorized.access);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("leaveCampaign", error);
  }
  revalidatePath("/campaigns");
  redirect("/campaigns");
}
