import { z } from "zod";

/** Campaign roles as forms show them (the enum itself is CampaignRole in prisma/schema.prisma). */
export const CAMPAIGN_ROLES = ["ORGANISER", "CO_ORGANISER", "PLAYER", "VIEWER"] as const;
export type CampaignRoleValue = (typeof CAMPAIGN_ROLES)[number];

/** Invites never make organisers: that takes a promotion by an organiser (lib/authz/permissions.ts). */
export const INVITE_ROLES = ["CO_ORGANISER", "PLAYER", "VIEWER"] as const satisfies readonly CampaignRoleValue[];

export const ROLE_LABELS: Record<CampaignRoleValue, string> = {
  ORGANISER: "Organiser",
  CO_ORGANISER: "Co-organiser",
  PLAYER: "Player",
  VIEWER: "Viewer",
};

export const campaignRoleField = z.enum(CAMPAIGN_ROLES, { error: "Choose a role." });
