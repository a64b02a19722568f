import "server-only";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { superMissionForce } from "@/lib/games/smf";
import { loadSpendMenu } from "@/lib/games/smf/server/story-points/spend-menu";

/** The spend page for one who may spend the team's points (or the 404 page): what it can buy now; null for an archived team. */
export async function loadSpend(userId: string, campaignId: string, teamId: string) {
  await authorizeTeamOrNotFound(userId, campaignId, teamId, "smf:spend-story-points", { game: superMissionForce });
  return loadSpendMenu(campaignId, teamId);
}
