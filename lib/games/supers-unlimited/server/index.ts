import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import { leagueRecordsServer } from "./export/league-records";
import { exportSuTeamFile } from "./export/export-team";
import type { CheckedSuLeagueFile } from "../export/campaign-file-check";
import { writeSuLeague } from "./import/import-league";
import { suStandingsStats } from "./standings/standings-stats";

/**
 * Supers Unlimited's server side, which generic services reach through lib/games/server-registry.ts (it finds it in this folder by its name, `server`):
 * a team's file; its records in the shared campaign file (cards, battles); its own league files of
 * before the shared one, still read back; and the league table's tiebreak stat.
 */
export const server: GameServer = {
  export: { teamFile: exportSuTeamFile },
  campaignRecords: leagueRecordsServer as GameServer["campaignRecords"],
  standings: { stats: suStandingsStats },
  // Its league files, and its records in the shared file, are checked on an import reading thread by export/campaign-file-check.ts.
  import: { campaignFile: { write: (userId, file, copyName) => writeSuLeague(userId, file as CheckedSuLeagueFile, copyName) } },
};
