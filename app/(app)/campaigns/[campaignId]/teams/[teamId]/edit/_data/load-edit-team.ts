import "server-only";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { rosterWords } from "@/lib/game-contract/campaign-pages";
import { teamAlignments } from "@/lib/game-contract/team-alignment";
import { gameSystem } from "@/lib/games/registry";
import { findTeamRow } from "@/lib/server/teams/team-row";

/**
 * The team's own details for one who may edit it (or the 404 page), and whether they may archive
 * it, with the sides its game offers (none: the form has no such field) and the game's word for a team. The row is the one
 * authorizeTeam read (cached for the render): no query of its own.
 */
export async function loadEditTeam(userId: string, campaignId: string, teamId: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:edit");
  const team = await findTeamRow(teamId);
  if (!team) throw new Error(`Team ${teamId} vanished during the render.`);
  const game = gameSystem(access.gameSystem);
  return { team, words: rosterWords(game), alignments: teamAlignments(game), canArchive: can(access.role, "team:archive", { isOwner: stored.ownerId === access.userId }) };
}
