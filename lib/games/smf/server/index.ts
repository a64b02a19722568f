import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import { exportCampaignFile } from "./export/export-campaign";
import { exportTeamFile } from "./export/export-team";
import { smfCampaignFileImporter } from "./import/campaign-file-importer";

/** Super Mission Force's server side, found by lib/games/server-registry.ts in this folder by its name (`server`). */
export const server: GameServer = {
  export: { campaignFile: exportCampaignFile, teamFile: exportTeamFile },
  import: { campaignFile: smfCampaignFileImporter },
};
