import "server-only";
import { buildCampaignExport } from "@/lib/export/build-campaign-export";
import type { CampaignExport } from "@/lib/export/campaign-export-schema";
import { exportFileName } from "@/lib/export/export-file-name";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { EXPORT_TEAM_SELECT, loadTeamSources } from "./load-team-sources";

/**
 * The "longbox.campaign" file, for a member who passed authorizeCampaign(…, "campaign:view"): every
 * team (archived ones too, flagged), active members by display name (their emails are read only
 * to derive a name, as everywhere, and never written), the whole ledger and the activity feed,
 * each oldest first. One query per table, whatever the campaign's size.
 */
export async function exportCampaignFile(access: CampaignAccess, exportedAt = new Date()): Promise<{ file: CampaignExport; fileName: string }> {
  const { campaignId } = access;
  const [campaign, memberships, teams, ledger, activity] = await Promise.all([
    db.campaign.findUniqueOrThrow({
      where: { id: campaignId },
      select: {
        id: true,
        name: true,
        storyPointGoal: true,
        allowVehicles: true,
        allowAlternatePowerLevels: true,
        advancement: true,
        socialScienceVariant: true,
        reportConfirmation: true,
        optionsLockedAt: true,
        archivedAt: true,
        createdAt: true,
      },
    }),
    db.membership.findMany({
      where: { campaignId, leftAt: null },
      orderBy: { joinedAt: "asc" },
      select: { role: true, joinedAt: true, user: { select: { name: true, email: true } } },
    }),
    db.team.findMany({ where: { campaignId }, orderBy: { createdAt: "asc" }, select: EXPORT_TEAM_SELECT }),
    db.storyPointEntry.findMany({
      where: { campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { teamId: true, delta: true, reason: true, note: true, actorName: true, createdAt: true },
    }),
    db.activityEvent.findMany({
      where: { campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { kind: true, summary: true, actorName: true, createdAt: true },
    }),
  ]);
  const members = memberships.map((membership) => ({ name: displayName(membership.user), role: membership.role, joinedAt: membership.joinedAt }));
  const file = buildCampaignExport({ campaign, members, teams: await loadTeamSources(teams), ledger, activity }, exportedAt);
  return { file, fileName: exportFileName(campaign.name, "campaign") };
}
