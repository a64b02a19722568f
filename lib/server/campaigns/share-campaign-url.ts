import "server-only";
import { headers } from "next/headers";
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
 * The public link as the browser reached this site, for people to copy. The launcher trusts the
 * proxy's forwarded headers (AUTH_TRUST_HOST), so this does too.
 */
export async function publicCampaignUrl(token: string): Promise<string> {
  const request = await headers();
  const host = request.get("x-forwarded-host")?.split(",")[0]?.trim() || request.get("host") || "localhost";
  const protocol = request.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  let origin = "http://localhost";
  try {
    origin = new URL(`${protocol}://${host}`).origin;
  } catch {
    // A malformed Host header: fall back to localhost rather than fail the page.
  }
  return new URL(publicCampaignPath(token), origin).toString();
}
