import "server-only";
import type { GameScreens } from "@/components/games/game-screens";
import { gameScreens } from "@/components/games/registry";
import { findSharedTeam } from "@/lib/server/teams/find-shared-team";

/** The team behind a public link and the page its game system draws for it, or null (the ordinary 404) for a link that leads nowhere. */
export async function loadSharedTeam(token: string): Promise<{ name: string; Screen: NonNullable<GameScreens["publicTeam"]> } | null> {
  const team = await findSharedTeam(token);
  const Screen = team && (await gameScreens(team.gameSystem))?.publicTeam;
  return team && Screen ? { name: team.name, Screen } : null;
}
