"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { campaignImportSchema } from "@/lib/schemas/campaign-import";
import { requireUser } from "@/lib/server/auth/current-user";
import { importCampaign } from "@/lib/server/import/import-campaign";
import { reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { readUpload } from "@/lib/server/import/read-upload";
import { type ActionState, CHECK_FIELDS_MESSAGE, unexpectedError } from "./action-result";

/**
 * Imports the checked campaign export as a new campaign organised by the signed-in user, then
 * opens it. Like starting a campaign, it needs no role anywhere: the new campaign is the user's own.
 */
export async function importCampaignAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns/import");
  const parsed = campaignImportSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    return { ok: false, message: fieldErrors.file?.[0] ?? CHECK_FIELDS_MESSAGE, fieldErrors };
  }
  let campaignId: string;
  try {
    const reserved = await reserveImportAttempt(user.id);
    if (!reserved.ok) return { ok: false, message: reserved.message };
    const upload = await readUpload(parsed.data.file);
    if (!upload.ok) return { ok: false, message: upload.message };
    const result = await importCampaign(user.id, upload.text);
    if (!result.ok) return { ok: false, message: result.message };
    campaignId = result.campaign.id;
  } catch (error) {
    return unexpectedError("importCampaign", error);
  }
  revalidatePath("/campaigns");
  redirect(`/campaigns/${campaignId}`);
}
