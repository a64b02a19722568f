import "server-only";
import { db } from "@/lib/server/db";

/**
 * The team's public token, or null while it is private; for a member who passed
 * authorizeTeam(…, "team:view"). Only those allowed to share are shown the token itself.
 */
export async function findTeamPublicToken(teamId: string): Promise<string | null> {
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { publicToken: true } });
  return team.publicToken;
}
