"use server";
import { revalidatePath } from "next/cache";
import { removeMemberSchema } from "@/lib/schemas/member";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeMemberChange } from "@/lib/server/authz/authorize";
import { removeMember } from "@/lib/server/members/remove-member";
import { type ActionState, unexpectedError } from "./action-result";

export async function removeMemberAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const campaignId = String(formData.get("campaignId") ?? "");
  const user = await requireUser(`/campaigns/${campaignId}/members`);
  const parsed = removeMemberSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That member could not be found." };

  const authorized = await authorizeMemberChange(user.id, parsed.data.campaignId, parsed.data.userId, { kind: "remove" });
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await removeMember(authorized.access, authorized.target);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("removeMember", error);
  }
  revalidatePath(`/campaigns/${parsed.data.campaignId}`, "layout");
  return { ok: true, data: undefined };
}
