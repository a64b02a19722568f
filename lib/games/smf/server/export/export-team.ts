import "server-only";
import { buildTeamExport } from "@/lib/games/smf/export/build-team-export";
import { exportFileName } from "@/lib/export/export-file-name";
import type { TeamExport } from "@/lib/games/smf/export/team-export-schema";
import { db } from "@/lib/server/db";
import { EXPORT_TEAM_SELECT, loadTeamSources } from "./load-team-sources";

/**
 * The "longbox.team" file of one team, for a member who passed authorizeTeam(…, "team:view") for
 * this id. Three queries: the team, its roster, its totals.
 */
export async function exportTeamFile(teamId: string, exportedAt = new Date()): Promise<{ file: TeamExport; fileName: string }> {
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: EXPORT_TEAM_SELECT });
  const [source] = await loadTeamSources([team]);
  return { file: buildTeamExport(source!, exportedAt), fileName: exportFileName(team.name, "team") };
}
