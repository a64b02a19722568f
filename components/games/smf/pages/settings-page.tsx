import { CampaignSettingsForm } from "@/components/campaigns/campaign-settings-form";
import { updateCampaignSettingsAction } from "@/lib/actions/update-campaign-settings-action";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { ShareCampaignPanel } from "@/components/campaigns/share-campaign-panel";
import { can } from "@/lib/authz/permissions";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { readCampaignSettings } from "@/lib/games/campaign-settings";
import type { SmfCampaignSettings } from "@/lib/games/smf/campaign-settings";
import { findCampaignPublicToken, publicCampaignUrl } from "@/lib/server/campaigns/share-campaign-url";

export async function CampaignSettingsPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/settings`);
  const access = await authorizeCampaignOrNotFound(user.id, campaignId, "campaign:edit-settings");
  const [campaign, token] = await Promise.all([getCampaign(access), findCampaignPublicToken(campaignId)]);
  const canShare = can(access.role, "campaign:share-publicly");
  const options = readCampaignSettings<SmfCampaignSettings>(campaign);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Settings</h1>
      <CampaignSettingsForm
        action={updateCampaignSettingsAction}
        campaignId={campaign.id}
        isLocked={campaign.optionsLockedAt !== null}
        defaults={{
          name: campaign.name,
          storyPointGoal: options.storyPointGoal,
          allowVehicles: options.allowVehicles,
          allowAlternatePowerLevels: options.allowAlternatePowerLevels,
          advancement: options.advancement,
          socialScienceVariant: options.socialScienceVariant,
          reportConfirmation: campaign.reportConfirmation,
          teamControl: campaign.teamControl,
          appDiceOnly: campaign.appDiceOnly,
        }}
        submitLabel="Save settings"
        pendingLabel="Saving…"
      />
      <ShareCampaignPanel
        campaignId={campaign.id}
        campaignName={campaign.name}
        isShared={token !== null}
        canShare={canShare}
        publicUrl={token && canShare ? await publicCampaignUrl(token) : null}
      />
    </div>
  );
}
