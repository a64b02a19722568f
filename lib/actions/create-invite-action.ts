"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { createInviteSchema } from "@/lib/schemas/invite";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { createInvite } from "@/lib/server/invites/create-invite";
import { invitePath } from "@/lib/server/invites/invite-token";
import { type ActionState, CHECK_FIELDS_MESSAGE, formValues, unexpectedError } from "./action-result";

export interface CreatedInvite {
  /** Site-relative link with the token; shown once, the page adds the origin. */
  path: string;
  role: string;
  expiresAt: string;
  maxUses: number;
}

export async function createInviteAction(_previous: ActionState<CreatedInvite>, formData: FormData): Promise<ActionState<CreatedInvite>> {
  const campaignId = String(formData.get("campaignId") ?? "");
  const user = await requireUser(`/campaigns/${campaignId}/members`);
  const values = formValues(formData, ["role", "expiresInDays", "maxUses"]);
  const parsed = createInviteSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };

  const authorized = await authorizeCampaign(user.id, parsed.data.campaignId, "invite:create", { grantsRole: parsed.data.role });
  if (!authorized.ok) return { ok: false, message: authorized.message, values };

  let created: CreatedInvite;
  try {
    const { invite, token } = await createInvite(authorized.access, parsed.data);
    created = { path: invitePath(token), role: invite.role, expiresAt: invite.expiresAt.toISOString(), maxUses: invite.maxUses };
  } catch (error) {
    return { ...unexpectedError("createInvite", error), values };
  }
  revalidatePath(`/campaigns/${parsed.data.campaignId}`, "layout");
  return { ok: true, data: created };
}
