import { PublicLinkPanel, type PublicLinkWording } from "@/components/sharing/public-link-panel";
import { createCampaignShareAction } from "@/lib/actions/create-campaign-share-action";
import { revokeCampaignShareAction } from "@/lib/actions/revoke-campaign-share-action";
import { rotateCampaignShareAction } from "@/lib/actions/rotate-campaign-share-action";
import type { PublicLinkStatus } from "@/lib/views/public-link-status";

const WORDING: PublicLinkWording = {
  heading: "Public page",
  idPrefix: "campaign-",
  sharedText: "This campaign has a public page: anyone with its link can read the standings and the journal, without signing in. No email addresses or rolls are shown.",
  privateText: "This campaign is private: only its members can see the standings and the journal.",
  stopConfirm: "Stop sharing this campaign? Its public link stops working at once.",
};

const ACTIONS = { share: createCampaignShareAction, rotate: rotateCampaignShareAction, revoke: revokeCampaignShareAction };

/** The organiser's choice to show the campaign's standings and journal publicly (canShare: "campaign:share-publicly"). */
export function CampaignSharePanel({ campaignId, campaignName, status, canShare }: { campaignId: string; campaignName: string; status: PublicLinkStatus; canShare: boolean }) {
  return <PublicLinkPanel wording={WORDING} name={campaignName} hidden={{ campaignId }} actions={ACTIONS} {...status} canShare={canShare} />;
}
