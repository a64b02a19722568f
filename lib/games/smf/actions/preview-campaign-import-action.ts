"use server";
import type { CampaignImportPreview } from "@/lib/games/smf/export/plan-campaign-import";
import { campaignImportSchema } from "@/lib/games/smf/schemas/campaign-import";
import { previewCampaignImport } from "@/lib/games/smf/server/import/preview-campaign-import";
import { reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { readUpload } from "@/lib/games/smf/server/import/read-upload";
import { refuseUpload, userAction } from "@/lib/actions/safe-action";

/** Checks a campaign export without writing anything, and returns the preview. Any signed-in user may. */
export const previewCampaignImportAction = userAction("previewCampaignImport", { signIn: "/campaigns/import" })
  .input(campaignImportSchema, { invalid: refuseUpload("file") })
  .run<CampaignImportPreview>(async ({ user, input }) => {
    const reserved = await reserveImportAttempt(user.id);
    if (!reserved.ok) return { ok: false, message: reserved.message };
    const upload = await readUpload(input.file);
    if (!upload.ok) return { ok: false, message: upload.message };
    return { ok: true, data: previewCampaignImport(upload.text) };
  });
