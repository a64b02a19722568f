"use server";
import { revalidatePath } from "next/cache";
import { removeMemberSchema } from "@/lib/schemas/member";
import { removeMember } from "@/lib/server/members/remove-member";
import { campaignReturn, memberAction, refuseWith } from "./safe-action";

/** Removes another member from the campaign; the actor must outrank them. */
export const removeMemberAction = memberAction(() => ({ kind: "remove" }), "removeMember", { signIn: campaignReturn("/members") })
  .input(removeMemberSchema, { invalid: refuseWith("That member could not be found.") })
  .run(async ({ access, target, input }) => {
    const result = await removeMember(access, target);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${input.campaignId}`, "layout");
    return { ok: true, data: undefined };
  });
