"use server";
import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { createInviteSchema } from "@/lib/schemas/invite";
import { createInvite } from "@/lib/server/invites/create-invite";
import { invitePath } from "@/lib/server/invites/invite-token";
import { campaignAction, campaignReturn } from "./safe-action";

export interface CreatedInvite {
  /** Site-relative link with the token; shown once, the page adds the origin. */
  path: string;
  role: string;
  expiresAt: string;
  maxUses: number;
}

/** A new invite link; the role it hands out must be one the actor may grant. */
export const createInviteAction = campaignAction("invite:create", "createInvite", {
  signIn: campaignReturn("/members"),
  echo: ["role", "expiresInDays", "maxUses"],
  grantsRole: (input: z.output<typeof createInviteSchema>) => input.role,
})
  .input(createInviteSchema)
  .run<CreatedInvite>(async ({ access, input }) => {
    const { invite, token } = await createInvite(access, input);
    revalidatePath(`/campaigns/${input.campaignId}`, "layout");
    return { ok: true, data: { path: invitePath(token), role: invite.role, expiresAt: invite.expiresAt.toISOString(), maxUses: invite.maxUses } };
  });
