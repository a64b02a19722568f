import { Fragment } from "react";
import type { GameSettingsSummaryProps } from "@/components/games/game-screens";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { vsgmr, type VsgmrSeriesSettings } from "@/lib/games/vsgmr";
import { vsgmrSettingsWords } from "@/lib/games/vsgmr/settings-words";

/** A VSGMR series' own options in the campaign page's settings list (rows of its <dl>). */
export function VsgmrSettingsSummary({ campaign }: GameSettingsSummaryProps) {
  const rows = vsgmrSettingsWords(readCampaignSettings<VsgmrSeriesSettings>(vsgmr, campaign));
  return (
    <>
      {rows.map((row) => (
        <Fragment key={row.label}>
          <dt className="font-semibold">{row.label}</dt>
          <dd>{row.words}</dd>
        </Fragment>
      ))}
    </>
  );
}
