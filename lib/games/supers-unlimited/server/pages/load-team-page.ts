import "server-only";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { findTeamPublicToken } from "@/lib/server/teams/share-team-status";
import type { SuLeagueSettings } from "../../campaign-settings";
import { teamVerdict } from "../../team-verdict";
import { getSuTeam } from "../teams/get-su-team";

/**
 * A league team page's data for a member who may see the team (or the 404 page): the league, the
 * team with its cards and VP, the verdict on its roster (cards not retired), and its public token.
 */
export async function loadSuTeamPage(userId: string, campaignId: string, teamId: string) {
  const { access, team: stored } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "team:view");
  const [campaign, team, publicToken] = await Promise.all([getCampaign(access), getSuTeam(teamId), findTeamPublicToken(teamId)]);
  const settings = campaign.settings as SuLeagueSettings;
  const onRoster = team.roster.filter((entry) => !entry.isRetired);
  const verdict = teamVerdict(
    settings,
    onRoster.map((entry) => entry.card),
    team.leaderId,
  );
  return { access, stored, campaign, settings, team, onRoster, verdict, publicToken };
}
