"use server";
import { campaignFileGames } from "@/lib/games/server-registry";
import { campaignImportSchema } from "@/lib/schemas/campaign-import";
import { previewCampaignFile } from "@/lib/server/import/campaign-file-import";
import { reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { readUpload } from "@/lib/server/import/read-upload";
import type { CampaignImportPreviewView } from "@/lib/views/campaign-import-preview";
import { refuseUpload, userAction } from "./safe-action";

/** Checks a campaign file of any game system without writing anything, and returns the preview. Any signed-in user may. */
export const previewCampaignImportAction = userAction("previewCampaignImport", { signIn: "/campaigns/import" })
  .input(campaignImportSchema, { invalid: refuseUpload("file") })
  .run<CampaignImportPreviewView>(async ({ user, input }) => {
    const reserved = await reserveImportAttempt(user.id);
    if (!reserved.ok) return { ok: false, message: reserved.message };
    const upload = await readUpload(input.file);
    if (!upload.ok) return { ok: false, message: upload.message };
    return { ok: true, data: await previewCampaignFile(user.id, upload, campaignFileGames) };
  });
