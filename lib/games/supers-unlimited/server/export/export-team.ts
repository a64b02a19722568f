import "server-only";
import { requireTeamAlignment } from "@/lib/schemas/team";
import { exportFileName } from "@/lib/export/export-file-name";
import { buildSuTeamFile, type SuTeamFile } from "../../export/team-file";
import { getSuTeam } from "../teams/get-su-team";

/** The "longbox.supers-unlimited.team" file of one team, for a member who passed authorizeTeam(…, "team:view") for this id. */
export async function exportSuTeamFile(teamId: string, exportedAt = new Date()): Promise<{ file: SuTeamFile; fileName: string }> {
  const team = await getSuTeam(teamId);
  const cards = team.roster.filter((entry) => !entry.isRetired).map((entry) => entry.card);
  return {
    file: buildSuTeamFile({ ...team, alignment: requireTeamAlignment(team.alignment) }, cards, team.leaderId, exportedAt, team.gimmickPool),
    fileName: exportFileName(team.name, "team"),
  };
}
