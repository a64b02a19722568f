import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { superMissionForce, rosterOptions as smfRosterOptions, type SmfCampaignSettings } from "@/lib/games/smf";
import type { RosterOptions } from "@/lib/rules/smf";

/** What a campaign read must select for rosterOptions: its system and its settings. */
export const ROSTER_OPTIONS_SELECT = { gameSystem: true, settings: true } as const;

/**
 * An SMF campaign's rules options as the rules library takes them (validateCharacter, deriveCard),
 * from Campaign.settings checked by the system's schema. The character builder, cards and spends
 * are SMF's own screens and services, so they read SMF's settings here.
 */
export function rosterOptions(campaign: { gameSystem: string; settings: unknown }): Required<RosterOptions> {
  return smfRosterOptions(readCampaignSettings<SmfCampaignSettings>(superMissionForce, campaign));
}
