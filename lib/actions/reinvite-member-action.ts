"use server";
import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { reinviteMemberSchema } from "@/lib/schemas/invite";
import { invitePath } from "@/lib/server/invites/invite-token";
import { reinviteMember } from "@/lib/server/invites/reinvite-member";
import type { CreatedInvite } from "./create-invite-action";
import { campaignAction, campaignReturn, refuseWith } from "./safe-action";

export interface ReinvitedMember extends CreatedInvite {
  inviteeName: string;
}

/** An invite link for one removed person, by name; the role it gives must be one the actor may grant. */
export const reinviteMemberAction = campaignAction("invite:create", "reinviteMember", {
  signIn: campaignReturn("/members"),
  grantsRole: (input: z.output<typeof reinviteMemberSchema>) => input.role,
})
  .input(reinviteMemberSchema, { invalid: refuseWith("That person could not be found.") })
  .run<ReinvitedMember>(async ({ access, input }) => {
    const result = await reinviteMember(access, input);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${input.campaignId}`, "layout");
    const { invite, token, inviteeName } = result;
    return { ok: true, data: { path: invitePath(token), role: invite.role, expiresAt: invite.expiresAt.toISOString(), maxUses: invite.maxUses, inviteeName } };
  });
