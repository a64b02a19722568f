import "server-only";
import { appOrigin } from "@/lib/app-origin";
import { db } from "@/lib/server/db";

export function publicCampaignPath(token: string): string {
  return `/c/${token}`;
}

/**
 * The campaign's public token, or null while it is private; for a member who passed
 * authorizeCampaign(…, "campaign:view"). Only those allowed to share are shown the link itself.
 */
export async function findCampaignPublicToken(campaignId: string): Promise<string | null> {
  const campaign = await db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { publicShareToken: true } });
  return campaign.publicShareToken;
}

/**
 * The public link for people to copy, on the configured address (lib/app-origin.ts): never built
 * from the request's Host or X-Forwarded-* headers, which the client writes.
 */
export async function publicCampaignUrl(token: string): Promise<string> {
  return new URL(publicCampaignPath(token), appOrigin()).toString();
}
