"use server";
import { revalidatePath } from "next/cache";
import { revokeInviteSchema } from "@/lib/schemas/invite";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { revokeInvite } from "@/lib/server/invites/revoke-invite";
import { type ActionState, unexpectedError } from "./action-result";

export async function revokeInviteAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const campaignId = String(formData.get("campaignId") ?? "");
  const user = await requireUser(`/campaigns/${campaignId}/members`);
  const parsed = revokeInviteSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That invite could not be found." };

  const authorized = await authorizeCampaign(user.id, parsed.data.campaignId, "invite:revoke");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await revokeInvite(authorized.access, parsed.data.inviteId);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("revokeInvite", error);
  }
  revalidatePath(`/campaigns/${parsed.data.campaignId}`, "layout");
  return { ok: true, data: undefined };
}
