import "server-only";
import type { GameServer } from "../../game-server";
import { exportSuTeamFile } from "./export/export-team";

/**
 * Supers Unlimited's server side, which generic services reach through lib/games/server-registry.ts:
 * a team's file. A league's file is not written yet, so its download answers 404.
 */
export const suServer: GameServer = {
  export: { teamFile: exportSuTeamFile },
};
