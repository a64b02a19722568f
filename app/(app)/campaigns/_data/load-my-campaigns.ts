import "server-only";
import { listMyCampaigns } from "@/lib/server/campaigns/list-my-campaigns";

/** The signed-in user's own campaigns (no one else's are read). */
export async function loadMyCampaigns(userId: string) {
  return listMyCampaigns(userId);
}
