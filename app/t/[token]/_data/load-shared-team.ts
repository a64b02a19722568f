import "server-only";
import type { GameScreens } from "@/components/games/game-screens";
import { gameScreens } from "@/components/games/registry";
import { findSharedTeam } from "@/lib/server/teams/find-shared-team";

/** The team behind a public link and the pages of its game system, or null (the ordinary 404) for a link that leads nowhere. */
export async function loadSharedTeam(token: string): Promise<{ name: string; screens: GameScreens } | null> {
  const team = await findSharedTeam(token);
  const screens = team && gameScreens(team.gameSystem);
  return team && screens ? { name: team.name, screens } : null;
}
