"use server";
import { z } from "zod";
import type { CampaignImportPreview } from "@/lib/export/plan-campaign-import";
import { campaignImportSchema } from "@/lib/schemas/campaign-import";
import { requireUser } from "@/lib/server/auth/current-user";
import { previewCampaignImport } from "@/lib/server/import/preview-campaign-import";
import { reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { readUpload } from "@/lib/server/import/read-upload";
import { type ActionState, CHECK_FIELDS_MESSAGE, unexpectedError } from "./action-result";

/** Checks a campaign export without writing anything, and returns the preview. Any signed-in user may. */
export async function previewCampaignImportAction(_previous: ActionState<CampaignImportPreview>, formData: FormData): Promise<ActionState<CampaignImportPreview>> {
  const user = await requireUser("/campaigns/import");
  const parsed = campaignImportSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    return { ok: false, message: fieldErrors.file?.[0] ?? CHECK_FIELDS_MESSAGE, fieldErrors };
  }
  try {
    const reserved = await reserveImportAttempt(user.id);
    if (!reserved.ok) return { ok: false, message: reserved.message };
    const upload = await readUpload(parsed.data.file);
    if (!upload.ok) return { ok: false, message: upload.message };
    return { ok: true, data: previewCampaignImport(upload.text) };
  } catch (error) {
    return unexpectedError("previewCampaignImport", error);
  }
}
