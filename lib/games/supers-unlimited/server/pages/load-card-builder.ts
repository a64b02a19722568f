import "server-only";
import { notFound } from "next/navigation";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import type { SuLeagueSettings } from "../../campaign-settings";
import { getSuTeam } from "../teams/get-su-team";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

/**
 * The card builder's data for a member who may change the team's cards (or the 404 page): the
 * league's settings, the team, the rest of its roster (not retired, for the Levels budget) and,
 * when editing, the card, which must be this team's and not retired (IDOR). An archived team's
 * cards do not change: 404 too.
 */
export async function loadCardBuilder(userId: string, campaignId: string, teamId: string, characterId: string | null) {
  const { access } = await authorizeTeamOrNotFound(userId, campaignId, teamId, "character:edit");
  const [campaign, team] = await Promise.all([getCampaign(access, supersUnlimited), getSuTeam(teamId)]);
  if (team.archivedAt) notFound();
  const entry = characterId === null ? null : team.roster.find(({ card, isRetired }) => card.id === characterId && !isRetired);
  if (entry === undefined) notFound();
  const roster = team.roster.filter(({ card, isRetired }) => !isRetired && card.id !== characterId).map(({ card }) => card);
  return { team, settings: campaign.settings as SuLeagueSettings, roster, entry };
}

/** The card editor's data: as loadCardBuilder, with the card being edited (or the 404 page). */
export async function loadCardEditor(userId: string, campaignId: string, teamId: string, characterId: string) {
  const { entry, ...rest } = await loadCardBuilder(userId, campaignId, teamId, characterId);
  if (!entry) notFound();
  return { ...rest, entry };
}
