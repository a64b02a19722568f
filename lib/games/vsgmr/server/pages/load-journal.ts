import "server-only";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { listVsgmrJournal } from "../journal/list-journal";

/** The series' journal for a member (or the 404 page): one entry per resolved battle, newest first. */
export async function loadVsgmrJournal(userId: string, campaignId: string) {
  await authorizeCampaignOrNotFound(userId, campaignId, "battle:view");
  return { entries: await listVsgmrJournal(campaignId) };
}
