import type { GameSettingsSummaryProps } from "@/components/games/game-screens";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { supersUnlimited, type SuLeagueSettings } from "@/lib/games/supers-unlimited";
import { suSettingsInWords } from "@/lib/games/supers-unlimited/battles/settings-words";

/** The league's options in words, as rows of the campaign page's settings list. */
export function SuSettingsSummary({ campaign }: GameSettingsSummaryProps) {
  const rows = suSettingsInWords(readCampaignSettings<SuLeagueSettings>(supersUnlimited, campaign));
  return (
    <>
      {rows.map(([term, words]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{words}</dd>
        </div>
      ))}
    </>
  );
}
