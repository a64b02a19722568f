import "server-only";
import { gameSystem } from "@/lib/games/registry";
import { listMyCampaigns } from "@/lib/server/campaigns/list-my-campaigns";

/** The signed-in user's own campaigns (no one else's are read), each read with its game from the catalog. */
export async function loadMyCampaigns(userId: string) {
  return listMyCampaigns(userId, gameSystem);
}
