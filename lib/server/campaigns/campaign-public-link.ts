import "server-only";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { type PublicLinkSubject, revokePublicLink, rotatePublicLink, sharePublicLink } from "@/lib/server/sharing/public-link";

export const CAMPAIGN_NOT_SHARED_MESSAGE = "This campaign is not shared, so it has no link to replace. Share it first.";

export function publicCampaignPath(token: string): string {
  return `/c/${token}`;
}

const SUMMARIES = {
  shared: (actor: string) => `${actor} shared the campaign's standings and journal on a public page.`,
  replaced: (actor: string) => `${actor} replaced the campaign's public link; the old link no longer works.`,
  stopped: (actor: string) => `${actor} stopped sharing the campaign publicly.`,
};

/**
 * A campaign's public standings and journal (/c/…), token in Campaign.publicShareToken; `id` is
 * the caller's own campaign. The caller's authorization proved the campaign exists: a missing row
 * is a programmer error, so it throws.
 */
export const CAMPAIGN_PUBLIC_LINK: PublicLinkSubject = {
  permission: "campaign:share-publicly",
  async lock(tx, _access, campaignId) {
    const [row] = await tx.$queryRaw<{ name: string; token: string | null }[]>`
      SELECT "name", "publicShareToken" AS "token" FROM "Campaign" WHERE id = ${campaignId} FOR UPDATE`;
    if (!row) throw new Error(`Campaign ${campaignId} no longer exists`);
    return row;
  },
  writeToken: (tx, campaignId, token) => tx.campaign.update({ where: { id: campaignId }, data: { publicShareToken: token } }),
  async findToken(campaignId) {
    const campaign = await db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { publicShareToken: true } });
    return campaign.publicShareToken;
  },
  path: publicCampaignPath,
  notSharedMessage: CAMPAIGN_NOT_SHARED_MESSAGE,
  activity: { kind: "CAMPAIGN_SHARED", summary: (actor, _campaign, change) => SUMMARIES[change](actor), payloadFields: () => ({}) },
};

export const shareCampaign = (access: CampaignAccess) => sharePublicLink(CAMPAIGN_PUBLIC_LINK, access, access.campaignId);
export const rotateCampaignShare = (access: CampaignAccess) => rotatePublicLink(CAMPAIGN_PUBLIC_LINK, access, access.campaignId);
export const revokeCampaignShare = (access: CampaignAccess) => revokePublicLink(CAMPAIGN_PUBLIC_LINK, access, access.campaignId);
