import { z } from "zod";
import { EMPTY_CAMPAIGN_FILE_MESSAGE } from "@/lib/export/import-limits";

/**
 * The campaign import form: the chosen export file, gzipped by the browser when it can
 * (components/import/import-campaign-form.tsx). Its size and content are checked by readUpload
 * and readCampaignFile, which say what is wrong.
 */
export const campaignImportSchema = z.object({
  file: z.file({ error: EMPTY_CAMPAIGN_FILE_MESSAGE }).min(1, { error: EMPTY_CAMPAIGN_FILE_MESSAGE }),
});
export type CampaignImportInput = z.infer<typeof campaignImportSchema>;
