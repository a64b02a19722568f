import "server-only";
import type { PublicScreens } from "@/components/games/game-screens";
import { publicGameScreens } from "@/components/games/public-registry";
import { findSharedTeam } from "@/lib/server/teams/find-shared-team";

/** The team behind a public link and the page its game system draws for it, or null (the ordinary 404) for a link that leads nowhere. */
export async function loadSharedTeam(token: string): Promise<{ name: string; Screen: NonNullable<PublicScreens["publicTeam"]> } | null> {
  const team = await findSharedTeam(token);
  const Screen = team && (await publicGameScreens(team.gameSystem))?.publicTeam;
  return team && Screen ? { name: team.name, Screen } : null;
}
