"use server";
import { revalidatePath } from "next/cache";
import { changeMemberRoleSchema } from "@/lib/schemas/member";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeMemberChange } from "@/lib/server/authz/authorize";
import { changeMemberRole } from "@/lib/server/members/change-member-role";
import { type ActionState, unexpectedError } from "./action-result";

export async function changeMemberRoleAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const campaignId = String(formData.get("campaignId") ?? "");
  const user = await requireUser(`/campaigns/${campaignId}/members`);
  const parsed = changeMemberRoleSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "Choose a role." };

  const { userId, role } = parsed.data;
  const authorized = await authorizeMemberChange(user.id, parsed.data.campaignId, userId, { kind: "change-role", role });
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await changeMemberRole(authorized.access, authorized.target, role);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("changeMemberRole", error);
  }
  revalidatePath(`/campaigns/${parsed.data.campaignId}`, "layout");
  return { ok: true, data: undefined };
}
