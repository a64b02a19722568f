"use server";
import type { TeamImportPreview } from "@/lib/games/smf/export/plan-team-import";
import { teamImportSchema } from "@/lib/games/smf/schemas/team-import";
import { reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { checkTeamText } from "@/lib/server/import/read-upload";
import { previewTeamImport } from "@/lib/games/smf/server/import/preview-team-import";
import { campaignReturn, refuseUpload } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/smf/actions/action-builders";

/** Checks a team export against this campaign without writing anything, and returns the preview. */
export const previewTeamImportAction = campaignAction("team:create", "previewTeamImport", { signIn: campaignReturn("/teams/import") })
  .input(teamImportSchema, { invalid: refuseUpload("json") })
  .run<TeamImportPreview>(async ({ user, access, input }) => {
    const reserved = await reserveImportAttempt(user.id);
    if (!reserved.ok) return { ok: false, message: reserved.message };
    const checked = await checkTeamText(input.json);
    if (!checked.ok) return { ok: false, message: checked.message };
    return { ok: true, data: await previewTeamImport(access, input.json) };
  });
