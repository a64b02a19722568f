import type { CampaignGoal, VersionedSettings } from "@/lib/game-contract/game-system";
import type { CampaignGetPayload, CampaignSelect } from "@/lib/generated/prisma/models";

/** What getCampaign (lib/server/campaigns/get-campaign.ts) returns: the columns below, as Prisma would type them. */
export const CAMPAIGN_SELECT = {
  id: true,
  name: true,
  gameSystem: true,
  settings: true,
  reportConfirmation: true,
  teamControl: true,
  appDiceOnly: true,
  optionsLockedAt: true,
  archivedAt: true,
  finishedAt: true,
  winners: true,
  createdAt: true,
} as const satisfies CampaignSelect;
export type CampaignRow = CampaignGetPayload<{ select: typeof CAMPAIGN_SELECT }>;
/**
 * The columns of CAMPAIGN_SELECT, with `settings` checked by the system's schema (a game's pages
 * read their own options from it: readCampaignSettings) and the goal the system sets, if any.
 */
export type CampaignDetails = Omit<CampaignRow, "settings"> & { settings: VersionedSettings; goal: CampaignGoal | null };
