import type { Metadata } from "next";
import { ShareCampaignPanel } from "@/components/campaigns/share-campaign-panel";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { findCampaignPublicToken, publicCampaignUrl } from "@/lib/server/campaigns/share-campaign-url";

export const metadata: Metadata = { title: "Sharing" };

/** Whether the campaign has a public page; its link and controls for those allowed to share it. */
export default async function CampaignSharingPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/sharing`);
  const access = await authorizeCampaignOrNotFound(user.id, campaignId, "campaign:view");
  const [campaign, token] = await Promise.all([getCampaign(access), findCampaignPublicToken(campaignId)]);
  const canShare = can(access.role, "campaign:share-publicly");
  const publicUrl = token && canShare ? await publicCampaignUrl(token) : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Sharing</h1>
      <ShareCampaignPanel campaignId={campaignId} campaignName={campaign.name} isShared={token !== null} canShare={canShare} publicUrl={publicUrl} />
    </div>
  );
}
