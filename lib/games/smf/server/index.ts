import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import { smfCampaignRecordsServer } from "./export/campaign-records";
import { exportTeamFile } from "./export/export-team";
import { smfCampaignFileImporter } from "./import/campaign-file-importer";

/**
 * Super Mission Force's server side, found by lib/games/server-registry.ts in this folder by its name (`server`): a team's
 * file; its records in the shared campaign file (rosters, battles); and its own campaign files of
 * before the shared one ("longbox.campaign"), still read back.
 */
export const server: GameServer = {
  export: { teamFile: exportTeamFile },
  campaignRecords: smfCampaignRecordsServer as GameServer["campaignRecords"],
  // Its older campaign files, and its records in the shared file, are checked on an import reading thread by export/campaign-file-check.ts.
  import: { campaignFile: smfCampaignFileImporter },
};
