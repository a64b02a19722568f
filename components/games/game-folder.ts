import "server-only";
import { gameSystem } from "@/lib/games/registry";

/** A folder name as GameSystem.folder declares it: one path segment, never a way out of components/games/. */
const FOLDER = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The folder under components/games/ of a system's pages (GameSystem.folder), or null for a system without pages (a test-only one). */
export function gameFolder(gameSystemId: string): string | null {
  const folder = gameSystem(gameSystemId).folder;
  if (folder === undefined) return null;
  if (!FOLDER.test(folder)) throw new Error(`The game system ${gameSystemId} declares the folder “${folder}”, which is not one folder name.`);
  return folder;
}
