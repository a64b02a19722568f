"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { campaignReturn, refuseUpload } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/supers-unlimited/actions/action-builders";
import { reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { checkTeamText } from "@/lib/server/import/read-upload";
import { suTeamImportSchema } from "../schemas/team-import";
import { importSuTeam } from "../server/import/import-su-team";

/** Imports a league team's file as the member's team here, then opens its page; a refused file lists every problem. */
export const importSuTeamAction = campaignAction("team:create", "importSuTeam", { signIn: campaignReturn("/teams/import") })
  .input(suTeamImportSchema, { invalid: refuseUpload("json") })
  .run(async ({ user, access, input }) => {
    const reserved = await reserveImportAttempt(user.id);
    if (!reserved.ok) return { ok: false, message: reserved.message };
    const checked = await checkTeamText(input.json);
    if (!checked.ok) return { ok: false, message: checked.message };
    const result = await importSuTeam(access, input.json);
    if (!result.ok) return "problems" in result ? { ok: false, message: result.message, fieldErrors: { json: result.problems } } : { ok: false, message: result.message };
    revalidatePath(`/campaigns/${input.campaignId}`, "layout");
    redirect(`/campaigns/${input.campaignId}/teams/${result.team.id}`);
  });
