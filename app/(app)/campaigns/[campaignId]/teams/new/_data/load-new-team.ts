import "server-only";
import { notFound } from "next/navigation";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { rosterWords } from "@/lib/game-contract/campaign-pages";
import { teamAlignments } from "@/lib/game-contract/team-alignment";
import { gameSystem } from "@/lib/games/registry";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";

/**
 * The new-team page: a member who may create a team in a campaign whose game has a roster, or the
 * 404 page. What the game calls a side, and what a new one starts with (the notes of its starting
 * ledger rows, GameSystem.roster.startingLedger), for the page's introduction, and the sides a team
 * may take (none: the form has no such field).
 */
export async function loadNewTeam(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "team:create");
  const game = gameSystem(access.gameSystem);
  if (!game.roster) notFound();
  const campaign = await getCampaign(access, game);
  const startsWith = game.roster.startingLedger(readCampaignSettings(game, campaign), "founded").map((entry) => entry.note);
  return { words: rosterWords(game), startsWith, alignments: teamAlignments(game) };
}
