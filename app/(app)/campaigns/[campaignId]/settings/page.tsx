import type { Metadata } from "next";
import { CampaignSettingsForm } from "@/components/campaigns/campaign-settings-form";
import { CampaignSharePanel } from "@/components/campaigns/campaign-share-panel";
import { updateCampaignSettingsAction } from "@/lib/actions/update-campaign-settings-action";
import { publicGameScreens } from "@/components/games/public-registry";
import { gameSystem } from "@/lib/games/registry";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadSettings } from "./_data/load-settings";

export const metadata: Metadata = { title: "Campaign settings" };

/** The campaign's options (its game system's own among them) and its public link. */
export default async function CampaignSettingsPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/settings`);
  const { campaign, share, canShare } = await loadSettings(user.id, campaignId);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Settings</h1>
      <CampaignSettingsForm
        action={updateCampaignSettingsAction}
        campaignId={campaign.id}
        isLocked={campaign.optionsLockedAt !== null}
        basics={{ name: campaign.name, reportConfirmation: campaign.reportConfirmation, teamControl: campaign.teamControl, appDiceOnly: campaign.appDiceOnly }}
        gameSystems={{
          systems: [{ id: campaign.gameSystem, settings: { ...campaign.settings }, form: gameSystem(campaign.gameSystem).settings.form ?? [] }],
          chosen: campaign.gameSystem,
        }}
        submitLabel="Save settings"
        pendingLabel="Saving…"
      />
      {/* A system without a public campaign page offers no link to one. */}
      {(await publicGameScreens(campaign.gameSystem))?.publicCampaign ? (
        <CampaignSharePanel campaignId={campaign.id} campaignName={campaign.name} status={share} canShare={canShare} />
      ) : null}
    </div>
  );
}
