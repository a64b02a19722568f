import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import { undoShsaSession } from "./sessions/undo-session";

/**
 * SHSA's server side, which generic services reach through lib/games/server-registry.ts. A hero's
 * sheet is its team's state (Team.state), which the shared campaign file carries, so SHSA has no
 * records of its own in the file and no files of an older format. Undoing an episode or a week
 * takes back what it changed on the heroes' sheets (undoShsaSession).
 */
export const server: GameServer = {
  sessions: { undo: undoShsaSession },
};
