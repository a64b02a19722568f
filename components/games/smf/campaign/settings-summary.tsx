import type { GameSettingsSummaryProps } from "@/components/games/game-screens";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { SmfCampaignSettings } from "@/lib/games/smf/campaign-settings";
import { ADVANCEMENT_LABELS, SOCIAL_SCIENCE_LABELS } from "@/lib/games/smf/campaign-settings";
import { superMissionForce } from "@/lib/games/smf";

/** SMF's own options in the campaign page's settings list (rows of its <dl>). */
export function SmfSettingsSummary({ campaign }: GameSettingsSummaryProps) {
  const settings = readCampaignSettings<SmfCampaignSettings>(superMissionForce, campaign);
  return (
    <>
      <dt className="font-semibold">Goal</dt>
      <dd>{settings.storyPointGoal} story points</dd>
      <dt className="font-semibold">Vehicles</dt>
      <dd>{settings.allowVehicles ? "Allowed" : "Not allowed"}</dd>
      <dt className="font-semibold">Power levels</dt>
      <dd>{settings.allowAlternatePowerLevels ? "Alternate levels allowed" : "Standard only"}</dd>
      <dt className="font-semibold">Advancement</dt>
      <dd>{ADVANCEMENT_LABELS[settings.advancement]}</dd>
      <dt className="font-semibold">Social Science</dt>
      <dd>{SOCIAL_SCIENCE_LABELS[settings.socialScienceVariant]}</dd>
    </>
  );
}
