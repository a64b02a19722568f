"use server";
import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { changeMemberRoleSchema } from "@/lib/schemas/member";
import { changeMemberRole } from "@/lib/server/members/change-member-role";
import { campaignReturn, memberAction, refuseWith } from "./safe-action";

/** Gives another member a new role; the actor must outrank them and may grant that role. */
export const changeMemberRoleAction = memberAction((input: z.output<typeof changeMemberRoleSchema>) => ({ kind: "change-role", role: input.role }), "changeMemberRole", {
  signIn: campaignReturn("/members"),
})
  .input(changeMemberRoleSchema, { invalid: refuseWith("Choose a role.") })
  .run(async ({ access, target, input }) => {
    const result = await changeMemberRole(access, target, input.role);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${input.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });
