import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { campaignTabs } from "@/lib/game-contract/campaign-pages";
import { gameSystem } from "@/lib/games/registry";
import { campaignWinners, getCampaign } from "@/lib/server/campaigns/get-campaign";

// How every page reads (lib/page-loaders.test.ts holds them to it): the page calls requireUser(its
// path) for the sign-in redirect, then its one loader with the user's id; the loader authorizes
// (the 404 page for anyone who may not see it), calls the services and returns all the page renders.
// A game's screens do the same through lib/games/<game>/server/pages/load-*.ts.

/**
 * What the campaign layout around every campaign page reads: the member's access (or the 404
 * page), the campaign's settings, its tabs and, once it is finished, its winners. Two queries.
 */
export async function loadCampaignFrame(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "campaign:view");
  const game = gameSystem(access.gameSystem);
  const campaign = await getCampaign(access, game);
  const canEditSettings = can(access.role, "campaign:edit-settings");
  // The tabs of what the campaign's game declares: a page it does not have is not linked.
  return { campaign, winners: campaignWinners(campaign), tabs: campaignTabs(game, campaignId, { canEditSettings }) };
}
