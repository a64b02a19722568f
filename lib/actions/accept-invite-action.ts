"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { acceptInviteSchema } from "@/lib/schemas/invite";
import { acceptInvite } from "@/lib/server/invites/accept-invite";
import { INVITE_REFUSAL_MESSAGES } from "@/lib/server/invites/find-invite";
import { refuseWith, userAction } from "./safe-action";

/** No campaign authorization: any signed-in user holding a working token may join; that is what the token is for. */
export const acceptInviteAction = userAction("acceptInvite", { signIn: (formData) => `/invite/${encodeURIComponent(String(formData.get("token") ?? ""))}` })
  .input(acceptInviteSchema, { invalid: refuseWith(INVITE_REFUSAL_MESSAGES.unknown) })
  .run(async ({ user, input }) => {
    const result = await acceptInvite(user, input.token);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath("/campaigns");
    revalidatePath(`/campaigns/${result.campaignId}`, "layout");
    redirect(`/campaigns/${result.campaignId}`);
  });
