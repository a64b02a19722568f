"use server";
import { revalidatePath } from "next/cache";
import { revokeInviteSchema } from "@/lib/schemas/invite";
import { revokeInvite } from "@/lib/server/invites/revoke-invite";
import { campaignAction, campaignReturn, refuseWith } from "./safe-action";

/** Stops an invite link from working. */
export const revokeInviteAction = campaignAction("invite:revoke", "revokeInvite", { signIn: campaignReturn("/members") })
  .input(revokeInviteSchema, { invalid: refuseWith("That invite could not be found.") })
  .run(async ({ access, input }) => {
    const result = await revokeInvite(access, input.inviteId);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${input.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });
