import "server-only";
import type { TeamAlignment } from "@/lib/generated/prisma/enums";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { storyPointTotals, totalsOf, type StoryPointTotals } from "@/lib/server/story-points/story-point-totals";

export interface StandingsRow extends StoryPointTotals {
  teamId: string;
  name: string;
  alignment: TeamAlignment;
  ownerId: string | null;
  ownerName: string;
  /** Characters on the roster (not retired). */
  characterCount: number;
}

/**
 * The campaign's active teams in standings order: highest balance first (the balance decides the
 * goal, Ruling R14), then most earned, then the oldest team. Two queries whatever the team count.
 */
export async function listStandings(access: CampaignAccess): Promise<StandingsRow[]> {
  const teams = await db.team.findMany({
    where: { campaignId: access.campaignId, archivedAt: null },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true, alignment: true, ownerId: true, ownerName: true, _count: { select: { characters: { where: { retiredAt: null } } } } },
  });
  const totals = await storyPointTotals(teams.map((team) => team.id));
  const rows = teams.map((team) => ({
    teamId: team.id,
    name: team.name,
    alignment: team.alignment,
    ownerId: team.ownerId,
    ownerName: team.ownerName,
    characterCount: team._count.characters,
    ...totalsOf(totals, team.id),
  }));
  // Array.prototype.sort is stable, so equal teams keep their founding order.
  return rows.sort((a, b) => b.balance - a.balance || b.earned - a.earned);
}
