import "server-only";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { teamAlignments } from "@/lib/game-contract/team-alignment";
import { gameSystem } from "@/lib/games/registry";
import { findTeamRow } from "@/lib/server/teams/team-row";

/**
 * The team's own details for one who may edit it (or the 404 page), and whether they may archive
 * it, with the sides its game offers (none: the form has no such field). The row is the one
 * authorizeTeam read (cached for the render): no query of its own.
 */
export async function loadEditTeam(userId: string, campaignId: string, teamId: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:edit");
  const team = await findTeamRow(teamId);
  if (!team) throw new Error(`Team ${teamId} vanished during the render.`);
  return { team, alignments: teamAlignments(gameSystem(access.gameSystem)), canArchive: can(access.role, "team:archive", { isOwner: stored.ownerId === access.userId }) };
}
