import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { listSuBattles } from "../battles/list-su-battles";

/** The league's journal for a member (or the 404 page): one entry per resolved battle, newest first. */
export async function loadSuJournal(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "campaign:view");
  return { access, battles: await listSuBattles(campaignId, { resolvedOnly: true }) };
}
