import "server-only";
import { planTeamImport, type TeamImportPreview } from "@/lib/games/smf/export/plan-team-import";
import { readTeamFile } from "@/lib/games/smf/export/read-team-file";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { rosterOptions } from "@/lib/games/smf/campaign-roster-options";
import { loadImportContext } from "./import-blockers";

/**
 * What importing this text would do, for a member who passed authorizeCampaign(…, "team:create"):
 * every file-level and per-character problem (each build checked by the rules with this campaign's
 * options) and anything that stops this member importing here. Writes nothing.
 */
export async function previewTeamImport(access: CampaignAccess, text: string): Promise<TeamImportPreview> {
  const reading = readTeamFile(text);
  const { campaign, blocker } = await loadImportContext(access);
  const { preview } = planTeamImport(reading, rosterOptions(campaign));
  const blockers = blocker ? [blocker.message] : [];
  return { ...preview, blockers, canImport: preview.canImport && blockers.length === 0 };
}
