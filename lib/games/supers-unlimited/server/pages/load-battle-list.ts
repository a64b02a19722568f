import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import type { SuLeagueSettings } from "../../campaign-settings";
import { listSuBattles } from "../battles/list-su-battles";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

/** The league's battles for a member (or the 404 page), and its options (the odds panel's POW settings). */
export async function loadSuBattleList(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "battle:view");
  const [campaign, battles] = await Promise.all([getCampaign(access, supersUnlimited), listSuBattles(campaignId)]);
  return { access, battles, settings: readCampaignSettings<SuLeagueSettings>(supersUnlimited, campaign) };
}
