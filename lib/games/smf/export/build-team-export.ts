import type { TeamAlignment } from "@/lib/schemas/team";
import type { SmfCharacter } from "@/lib/rules/smf";
import { CURRENT_RULES_EDITION } from "./rules-edition";
import { ALIGNMENT_FROM_ROW } from "./stored-values";
import { TEAM_EXPORT_FORMAT, TEAM_EXPORT_VERSION, type ExportedTeam, type TeamExport } from "./team-export-schema";

/** A team as the server loaded it: its row's fields, its totals and its roster in order. */
export interface TeamExportSource {
  id: string;
  name: string;
  alignment: TeamAlignment;
  notes: string;
  ownerName: string;
  archivedAt: Date | null;
  createdAt: Date;
  storyPoints: { balance: number; earned: number };
  roster: readonly { character: SmfCharacter; position: number; isRetired: boolean }[];
}

/** One team in the export shape; the team export and the campaign export both use it. */
export function exportTeam(source: TeamExportSource): ExportedTeam {
  return {
    id: source.id,
    name: source.name,
    alignment: ALIGNMENT_FROM_ROW[source.alignment],
    notes: source.notes,
    ownerName: source.ownerName,
    isArchived: source.archivedAt !== null,
    createdAt: source.createdAt.toISOString(),
    storyPoints: { balance: source.storyPoints.balance, earned: source.storyPoints.earned },
    characters: source.roster.map(({ character, position, isRetired }) => ({
      id: character.id,
      name: character.name,
      kind: character.kind,
      position,
      isRetired,
      build: character.build,
      state: character.state,
    })),
  };
}

/** The "longbox.team" file for one team. */
export function buildTeamExport(source: TeamExportSource, exportedAt: Date): TeamExport {
  return {
    format: TEAM_EXPORT_FORMAT,
    formatVersion: TEAM_EXPORT_VERSION,
    rulesEdition: CURRENT_RULES_EDITION,
    exportedAt: exportedAt.toISOString(),
    team: exportTeam(source),
  };
}
