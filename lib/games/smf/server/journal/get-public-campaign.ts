import "server-only";
import { requireTeamAlignment } from "@/lib/schemas/team";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { listJournalPage } from "./list-journal";
import { recordOf, teamRecords } from "@/lib/server/journal/team-records";
import type { PublicCampaign } from "@/lib/games/smf/views/public-campaign";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { superMissionForce, type SmfCampaignSettings } from "@/lib/games/smf";

/**
 * The campaign behind a public link, or null for a malformed, unknown or revoked token (the page
 * answers 404 either way). The lookup uses Campaign.publicShareToken's unique index; then the
 * active teams, their story points and records (one grouped query each) and a journal page.
 */
export async function getPublicCampaign(token: string, beforeIssue?: number): Promise<PublicCampaign | null> {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const campaign = await db.campaign.findUnique({
    where: { publicShareToken: token },
    select: {
      id: true,
      name: true,
      gameSystem: true,
      settings: true,
      archivedAt: true,
      finishedAt: true,
      winners: true,
      teams: { where: { archivedAt: null }, orderBy: { createdAt: "asc" }, select: { id: true, name: true, alignment: true } },
    },
  });
  if (!campaign) return null;
  const teamIds = campaign.teams.map((t) => t.id);
  const [totals, records, journal] = await Promise.all([storyPointTotals(teamIds), teamRecords(campaign.id), listJournalPage(campaign.id, beforeIssue)]);
  const standings = campaign.teams.map((team) => ({
    name: team.name,
    alignment: requireTeamAlignment(team.alignment),
    ...totalsOf(totals, team.id),
    ...recordOf(records, team.id),
  }));
  const winners = campaign.finishedAt ? ((campaign.winners as Array<{ teamName: string }> | null) ?? []) : [];
  return {
    name: campaign.name,
    storyPointGoal: readCampaignSettings<SmfCampaignSettings>(superMissionForce, campaign).storyPointGoal,
    isArchived: campaign.archivedAt !== null,
    winnerNames: winners.map((w) => w.teamName),
    // Standings order as on the campaign page (the system's, GameSystem.standings); the sort is
    // stable, so equal teams keep their founding order.
    standings: standings.sort((a, b) => superMissionForce.standings.compare({ ...a, record: a, stats: {} }, { ...b, record: b, stats: {} })),
    journal,
  };
}
