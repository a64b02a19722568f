import { CampaignSettingsForm } from "@/components/campaigns/campaign-settings-form";
import { updateCampaignSettingsAction } from "@/lib/actions/update-campaign-settings-action";
import { requireUser } from "@/lib/server/auth/current-user";
import { CampaignSharePanel } from "@/components/campaigns/campaign-share-panel";
import { readCampaignSettings } from "@/lib/games/campaign-settings";
import type { SmfCampaignSettings } from "@/lib/games/smf/campaign-settings";
import { loadSettings } from "@/lib/games/smf/server/pages/load-settings";

export async function CampaignSettingsPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/settings`);
  const { campaign, share, canShare } = await loadSettings(user.id, campaignId);
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
      <CampaignSharePanel campaignId={campaign.id} campaignName={campaign.name} status={share} canShare={canShare} />
    </div>
  );
}
