import "server-only";
import { findTeamRow } from "./team-row";

/**
 * The team's public token, or null while it is private; for a member who passed
 * authorizeTeam(…, "team:view"). Only those allowed to share are shown the token itself. Read with
 * the rest of the team's row (findTeamRow), so the team page spends no query of its own on it.
 */
export async function findTeamPublicToken(teamId: string): Promise<string | null> {
  const team = await findTeamRow(teamId);
  if (!team) throw new Error(`Team ${teamId} does not exist.`);
  return team.publicToken;
}
