"use server";
import { campaignFileGames } from "@/lib/games/server-registry";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { campaignImportSchema } from "@/lib/schemas/campaign-import";
import { importCampaignFile } from "@/lib/server/import/campaign-file-import";
import { reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { readUpload } from "@/lib/server/import/read-upload";
import { refuseUpload, userAction } from "./safe-action";

/**
 * Imports the checked campaign file, of whichever game system its format names, as a new campaign
 * organised by the signed-in user, then opens it. Like starting a campaign, it needs no role
 * anywhere: the new campaign is the user's own.
 */
export const importCampaignAction = userAction("importCampaign", { signIn: "/campaigns/import" })
  .input(campaignImportSchema, { invalid: refuseUpload("file") })
  .run(async ({ user, input }) => {
    const reserved = await reserveImportAttempt(user.id);
    if (!reserved.ok) return { ok: false, message: reserved.message };
    const upload = await readUpload(input.file);
    if (!upload.ok) return { ok: false, message: upload.message };
    const result = await importCampaignFile(user.id, upload, campaignFileGames);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath("/campaigns");
    redirect(`/campaigns/${result.campaign.id}`);
  });
