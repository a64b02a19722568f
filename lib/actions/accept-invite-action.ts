"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { acceptInviteSchema } from "@/lib/schemas/invite";
import { requireUser } from "@/lib/server/auth/current-user";
import { acceptInvite } from "@/lib/server/invites/accept-invite";
import { INVITE_REFUSAL_MESSAGES } from "@/lib/server/invites/find-invite";
import { type ActionState, unexpectedError } from "./action-result";

export async function acceptInviteAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser(`/invite/${encodeURIComponent(String(formData.get("token") ?? ""))}`);
  const parsed = acceptInviteSchema.safeParse(Object.fromEntries(formData));
  // No campaign authorization: any signed-in user holding a working token may join; that is what the token is for.
  if (!parsed.success) return { ok: false, message: INVITE_REFUSAL_MESSAGES.unknown };

  let campaignId: string;
  try {
    const result = await acceptInvite(user, parsed.data.token);
    if (!result.ok) return { ok: false, message: result.message };
    campaignId = result.campaignId;
  } catch (error) {
    return unexpectedError("acceptInvite", error);
  }
  revalidatePath("/campaigns");
  revalidatePath(`/campaigns/${campaignId}`, "layout");
  redirect(`/campaigns/${campaignId}`);
}
