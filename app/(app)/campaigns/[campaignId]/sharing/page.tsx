import type { Metadata } from "next";
import { CampaignSharePanel } from "@/components/campaigns/campaign-share-panel";
import { publicGameScreens } from "@/components/games/public-registry";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadSharing } from "./_data/load-sharing";

export const metadata: Metadata = { title: "Sharing" };

/** Whether the campaign has a public page; its link and controls for those allowed to share it. */
export default async function CampaignSharingPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/sharing`);
  const { campaign, share, canShare } = await loadSharing(user.id, campaignId);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Sharing</h1>
      {(await publicGameScreens(campaign.gameSystem))?.publicCampaign ? (
        <CampaignSharePanel campaignId={campaignId} campaignName={campaign.name} status={share} canShare={canShare} />
      ) : (
        <p className="text-stone-700">This game system has no public campaign page yet: its teams can each be shared from their own page.</p>
      )}
    </div>
  );
}
