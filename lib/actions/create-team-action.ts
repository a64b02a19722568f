"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { createTeamSchema } from "@/lib/schemas/team";
import { createTeam } from "@/lib/server/teams/create-team";
import { campaignAction, campaignReturn } from "./safe-action";

/** A new team led by the member, then its page. */
export const createTeamAction = campaignAction("team:create", "createTeam", { signIn: campaignReturn("/teams/new"), echo: ["name", "alignment", "notes"] })
  .input(createTeamSchema)
  .run(async ({ access, input: { campaignId, ...details } }) => {
    const result = await createTeam(access, details);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${campaignId}`, "layout");
    redirect(`/campaigns/${campaignId}/teams/${result.team.id}`);
  });
