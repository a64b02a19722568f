import type { GameStandingsProps } from "@/components/games/game-screens";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { SmfCampaignSettings } from "@/lib/games/smf/campaign-settings";
import { StandingsList } from "../teams/standings-list";
import { superMissionForce } from "@/lib/games/smf";

/** SMF's standings on the campaign page: the race to the story-point goal, with the milestone ticks. */
export function SmfStandings({ campaignId, campaign, rows, archived }: GameStandingsProps) {
  const { storyPointGoal } = readCampaignSettings<SmfCampaignSettings>(superMissionForce, campaign);
  return (
    <>
      <p className="text-sm text-stone-700">The first team to a balance of {storyPointGoal} story points wins. Ticks mark the milestones, every 5 SP earned.</p>
      {rows.length === 0 && archived.length === 0 ? (
        <p className="text-stone-700">No teams yet.</p>
      ) : (
        <StandingsList campaignId={campaignId} goal={storyPointGoal} rows={rows} archived={archived} />
      )}
    </>
  );
}
