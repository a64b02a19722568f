import "server-only";
import { orderedIdSource } from "@/lib/export/new-row-id";
import { planCampaignImport, type CampaignImportPreview } from "@/lib/games/smf/export/plan-campaign-import";
import { readCampaignFile, type CampaignFileInput } from "@/lib/games/smf/export/read-campaign-file";

/**
 * What importing this text as a new campaign would do, for any signed-in user: every problem of
 * the file, or what it holds (teams, battles, rolls, ledger entries). Writes nothing.
 */
export function previewCampaignImport(file: CampaignFileInput): CampaignImportPreview {
  return planCampaignImport(readCampaignFile(file), orderedIdSource()).preview;
}
