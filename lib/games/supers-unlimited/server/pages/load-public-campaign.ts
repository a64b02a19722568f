import "server-only";
import { cachedBehindCampaignLink } from "@/lib/server/cache/public-link-cache";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";
import { recordOf, teamRecords } from "@/lib/server/journal/team-records";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { supersUnlimited } from "../..";
import type { SuLeagueSettings } from "../../campaign-settings";
import { listSuBattles } from "../battles/list-su-battles";
import { suStandingsStats } from "../standings/standings-stats";

/**
 * The league behind a public link, for anyone (no sign-in), or null for a malformed, unknown or
 * withdrawn link: its name, the league table (VP, wins, games played, in the league's order) and
 * the journal of its resolved battles. Only names, numbers and the battles' records: no ids of
 * accounts or memberships. Read once per render, from the read cache while the campaign is unchanged.
 */
export const loadPublicSuCampaign = cachedBehindCampaignLink("su-league", async (token: string) => {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const campaign = await db.campaign.findUnique({
    where: { publicShareToken: token },
    select: {
      id: true,
      name: true,
      gameSystem: true,
      settings: true,
      archivedAt: true,
      teams: { where: { archivedAt: null }, orderBy: { createdAt: "asc" }, select: { id: true, name: true } },
    },
  });
  if (!campaign || campaign.gameSystem !== supersUnlimited.id) return null;
  const [totals, records, battles, stats] = await Promise.all([
    storyPointTotals(campaign.teams.map((t) => t.id)),
    teamRecords(campaign.id),
    listSuBattles(campaign.id, { resolvedOnly: true }),
    suStandingsStats(campaign.id),
  ]);
  const settings = readCampaignSettings<SuLeagueSettings>(supersUnlimited, campaign);
  const table = campaign.teams
    .map((team) => ({ name: team.name, ...totalsOf(totals, team.id), record: recordOf(records, team.id), stats: stats.get(team.id) ?? {} }))
    .sort((a, b) => supersUnlimited.standings.compare(a, b, settings));
  return { name: campaign.name, isArchived: campaign.archivedAt !== null, table, battles };
});
