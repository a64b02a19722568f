import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import { exportCampaignFile } from "./export/export-campaign";
import { exportTeamFile } from "./export/export-team";
import { smfCampaignFileImporter } from "./import/campaign-file-importer";

/** Super Mission Force's server side, which the catalog's gameServer hands to the generic services. */
export const smfServer: GameServer = {
  export: { campaignFile: exportCampaignFile, teamFile: exportTeamFile },
  import: { campaignFile: smfCampaignFileImporter },
};
