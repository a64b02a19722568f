import type { CampaignRole } from "@/lib/generated/prisma/enums";

/**
 * Who is acting, as services need it: the active membership authorizeCampaign found
 * (lib/server/authz/authorize.ts). It sits here, beside the permission table and below the
 * services, because the game contract (lib/game-contract) hands it to a game's server side and the
 * contract imports nothing from lib/server.
 */
export interface CampaignAccess {
  campaignId: string;
  membershipId: string;
  userId: string;
  role: CampaignRole;
  /** Copied into activity lines: the member's name (displayName). */
  actorName: string;
  /** The campaign's game system (Campaign.gameSystem): which module's rules and screens serve it; the routes and actions look the game up by it in the catalog and hand it to the services. */
  gameSystem: string;
}
