import "server-only";
import type { GameServer } from "../../game-server";
import { exportSuTeamFile } from "./export/export-team";
import { suStandingsStats } from "./standings/standings-stats";

/**
 * Supers Unlimited's server side, which generic services reach through lib/games/server-registry.ts:
 * a team's file, and the league table's tiebreak stat. A league's file is not written yet, so its
 * download answers 404.
 */
export const suServer: GameServer = {
  export: { teamFile: exportSuTeamFile },
  standings: { stats: suStandingsStats },
};
