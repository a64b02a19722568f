"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { teamImportSchema } from "@/lib/games/smf/schemas/team-import";
import { importTeam } from "@/lib/games/smf/server/import/import-team";
import { reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { checkTeamText } from "@/lib/server/import/read-upload";
import { campaignReturn, refuseUpload } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/smf/actions/action-builders";

/** Imports the checked team export as the member's team here, then opens its page. */
export const importTeamAction = campaignAction("team:create", "importTeam", { signIn: campaignReturn("/teams/import") })
  .input(teamImportSchema, { invalid: refuseUpload("json") })
  .run(async ({ user, access, input }) => {
    const reserved = await reserveImportAttempt(user.id);
    if (!reserved.ok) return { ok: false, message: reserved.message };
    const checked = await checkTeamText(input.json);
    if (!checked.ok) return { ok: false, message: checked.message };
    const result = await importTeam(access, input.json);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${input.campaignId}`, "layout");
    redirect(`/campaigns/${input.campaignId}/teams/${result.team.id}`);
  });
