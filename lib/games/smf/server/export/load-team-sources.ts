import "server-only";
import { requireTeamAlignment } from "@/lib/schemas/team";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignTeamSource } from "@/lib/games/smf/export/build-campaign-export";
import { CHARACTER_ROW_SELECT, ROSTER_ORDER, toSmfCharacter } from "@/lib/games/smf/server/characters/character-row";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";

/** The team fields an export carries (never the owner's id or the share token). */
export const EXPORT_TEAM_SELECT = {
  id: true,
  name: true,
  alignment: true,
  notes: true,
  ownerName: true,
  archivedAt: true,
  createdAt: true,
  state: true,
} as const satisfies Prisma.TeamSelect;

type TeamRow = Prisma.TeamGetPayload<{ select: typeof EXPORT_TEAM_SELECT }>;

/**
 * The rosters and story-point totals of any number of teams, in two queries whatever their count
 * (every roster at once, every total grouped), returned in the order of `teams`. Each carries what
 * a campaign export needs (counters, each character's play history); a team export ignores those.
 */
export async function loadTeamSources(teams: readonly TeamRow[]): Promise<CampaignTeamSource[]> {
  const teamIds = teams.map((team) => team.id);
  if (teamIds.length === 0) return [];
  const [rows, totals] = await Promise.all([
    db.character.findMany({
      where: { teamId: { in: teamIds } },
      orderBy: ROSTER_ORDER,
      select: { ...CHARACTER_ROW_SELECT, teamId: true, position: true, retiredAt: true, hasFought: true, createdAt: true },
    }),
    storyPointTotals(teamIds),
  ]);
  const rosters = new Map<string, CampaignTeamSource["roster"][number][]>(teamIds.map((id) => [id, []]));
  for (const row of rows) {
    rosters.get(row.teamId)!.push({
      character: toSmfCharacter(row),
      position: row.position,
      isRetired: row.retiredAt !== null,
      hasFought: row.hasFought,
      createdAt: row.createdAt,
      retiredAt: row.retiredAt,
    });
  }
  return teams.map((team) => ({ ...team, alignment: requireTeamAlignment(team.alignment), storyPoints: totalsOf(totals, team.id), roster: rosters.get(team.id)! }));
}
