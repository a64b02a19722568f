import "server-only";
import { cachedBehindCampaignLink } from "@/lib/server/cache/public-link-cache";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { publicTokenSchema } from "@/lib/schemas/team-share";
import { db } from "@/lib/server/db";
import { recordOf, teamRecords } from "@/lib/server/journal/team-records";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { publicTeamPath } from "@/lib/server/teams/team-public-link";
import { vsgmr } from "../..";
import type { VsgmrSeriesSettings } from "../../campaign-settings";
import { listVsgmrJournal } from "../journal/list-journal";

/** The public page shows the latest battles only: the members' journal has them all. */
const RECENT_BATTLES = 10;

/**
 * The series behind a public link, for anyone (no sign-in), or null for a malformed, unknown or
 * withdrawn link (or another game's campaign): its name, the standings (wins, points of enemy
 * figures defeated, games, in the series' order) with each force's own public page where its
 * owner shared it, and its latest resolved battles. Names, numbers and records only: no id of a
 * row, account or membership reaches the page. Read once per render, from the read cache while the campaign is unchanged.
 */
export const loadPublicVsgmrSeries = cachedBehindCampaignLink("vsgmr-series", async (token: string) => {
  if (!publicTokenSchema.safeParse(token).success) return null;
  const campaign = await db.campaign.findUnique({
    where: { publicShareToken: token },
    select: {
      id: true,
      name: true,
      gameSystem: true,
      settings: true,
      archivedAt: true,
      teams: {
        where: { archivedAt: null },
        orderBy: { createdAt: "asc" },
        select: { id: true, name: true, publicToken: true, _count: { select: { characters: { where: { retiredAt: null } } } } },
      },
    },
  });
  if (!campaign || campaign.gameSystem !== vsgmr.id) return null;
  const [totals, records, journal] = await Promise.all([storyPointTotals(campaign.teams.map((t) => t.id)), teamRecords(campaign.id), listVsgmrJournal(campaign.id)]);
  const settings = readCampaignSettings<VsgmrSeriesSettings>(vsgmr, campaign);
  const standings = campaign.teams
    .map((team) => ({
      name: team.name,
      figures: team._count.characters,
      publicPath: team.publicToken ? publicTeamPath(team.publicToken) : null,
      ...totalsOf(totals, team.id),
      record: recordOf(records, team.id),
      stats: {},
    }))
    .sort((a, b) => vsgmr.standings.compare(a, b));
  const battles = journal.slice(0, RECENT_BATTLES).map((entry) => ({
    issue: entry.issue,
    resolvedAt: entry.resolvedAt,
    scenarioId: entry.details.scenarioId,
    endCondition: entry.details.result?.endCondition ?? null,
    recruit: entry.details.result?.recruit?.name ?? null,
    solo: entry.details.solo ? { enemyName: entry.details.solo.enemyName, turns: entry.details.solo.turns.length } : null,
    forces: entry.teams.map((t) => ({ name: t.teamName, result: t.result, defeatedHalves: t.defeatedHalves })),
  }));
  return { name: campaign.name, isArchived: campaign.archivedAt !== null, pointBudget: settings.pointBudget, standings, battles, battleCount: journal.length };
});
