import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { CAMPAIGN_ENDED_MESSAGE } from "./create-team";
import { lockTeam } from "./lock-team";

/*
 * Archiving takes a team out of the campaign's standings and freezes its roster (lockTeam refuses
 * every change), but keeps it, its ledger and its history; unarchiving brings it back.
 *
 * Decision: a team is archived, never deleted, even one that never played. Archiving is the one
 * path a player can undo (a team archived by mistake comes back with its characters), a team's
 * starting story point and activity lines are already history, and the one-team rule counts only
 * active teams, so an archived draft never stands in anyone's way.
 */

export const TEAM_NOT_ARCHIVED_MESSAGE = "That team is not archived.";

/** `ownerName` null: the person restoring is the owner. */
export function ownerHasTeamMessage(ownerName: string | null, activeTeamName: string): string {
  const who = ownerName ? `${ownerName} already leads` : "You already lead";
  return `${who} “${activeTeamName}” in this campaign, and each member leads one team. Archive that team first, then restore this one.`;
}

export type ArchiveTeamResult = { ok: true } | ServiceFailure<"team-archived" | "team-in-battle">;
export type UnarchiveTeamResult = { ok: true } | ServiceFailure<"team-not-archived" | "already-has-team" | "campaign-archived">;

/**
 * Archives a team: sets archivedAt and records TEAM_ARCHIVED, in one transaction. The caller passed
 * authorizeTeam(…, "team:archive"), which took the team from its stored row.
 * team-archived: it is already archived (nothing changes).
 */
export async function archiveTeam(access: CampaignAccess, teamId: string, now = new Date()): Promise<ArchiveTeamResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    await tx.team.update({ where: { id: teamId }, data: { archivedAt: now } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_ARCHIVED",
      summary: `${access.actorName} archived the team “${locked.team.name}”.`,
      payload: { v: 1, teamId },
    });
    return { ok: true };
  });
}

/** The team row, locked for the rest of the transaction (lockTeam refuses archived teams, so it cannot serve here). */
async function lockAnyTeam(tx: Prisma.TransactionClient, teamId: string) {
  const [row] = await tx.$queryRaw<{ name: string; ownerId: string | null; ownerName: string; archivedAt: Date | null }[]>`
    SELECT "name", "ownerId", "ownerName", "archivedAt" FROM "Team" WHERE id = ${teamId} FOR UPDATE`;
  // The caller's authorizeTeam found the team; only a deleted campaign takes it away.
  if (!row) throw new Error(`Team ${teamId} no longer exists`);
  return row;
}

/**
 * Brings an archived team back to the campaign. The caller passed authorizeTeam(…, "team:archive").
 * The campaign lock comes first, as in createTeam, so a restore and a new team by the same member
 * cannot both succeed. Refusals, each changing nothing:
 * - team-not-archived: the team is active;
 * - already-has-team: its owner leads another active team here (one per member, see createTeam);
 *   a team whose owner deleted their account has no owner to count;
 * - campaign-archived: the campaign has ended.
 * No activity kind says "restored" yet, so the line is a TEAM_UPDATED with changed ["archivedAt"].
 */
export async function unarchiveTeam(access: CampaignAccess, teamId: string): Promise<UnarchiveTeamResult> {
  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { archivedAt: true } });
    if (campaign.archivedAt) return { ok: false, code: "campaign-archived", message: CAMPAIGN_ENDED_MESSAGE };
    const team = await lockAnyTeam(tx, teamId);
    if (!team.archivedAt) return { ok: false, code: "team-not-archived", message: TEAM_NOT_ARCHIVED_MESSAGE };
    if (team.ownerId) {
      const active = await tx.team.findFirst({ where: { campaignId: access.campaignId, ownerId: team.ownerId, archivedAt: null }, select: { name: true } });
      if (active) return { ok: false, code: "already-has-team", message: ownerHasTeamMessage(team.ownerId === access.userId ? null : team.ownerName, active.name) };
    }

    await tx.team.update({ where: { id: teamId }, data: { archivedAt: null } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_UPDATED",
      summary: `${access.actorName} restored the team “${team.name}” from the archive.`,
      payload: { v: 1, teamId, changed: ["archivedAt"] },
    });
    return { ok: true };
  });
}
