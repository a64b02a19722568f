import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import { exportSuLeagueFile } from "./export/export-league";
import { exportSuTeamFile } from "./export/export-team";
import type { CheckedSuLeagueFile } from "../export/campaign-file-check";
import { writeSuLeague } from "./import/import-league";
import { suStandingsStats } from "./standings/standings-stats";

/**
 * Supers Unlimited's server side, which the catalog's gameServer hands to the generic services:
 * a team's file, the league's file (written and read back), and the league table's tiebreak stat.
 */
export const suServer: GameServer = {
  export: { campaignFile: exportSuLeagueFile, teamFile: exportSuTeamFile },
  standings: { stats: suStandingsStats },
  // Its league files are checked on an import reading thread by export/campaign-file-check.ts.
  import: { campaignFile: { write: (userId, file, copyName) => writeSuLeague(userId, file as CheckedSuLeagueFile, copyName) } },
};
