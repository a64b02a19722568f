import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import { ALIGNMENT_LABELS, type TeamDetailsInput } from "@/lib/schemas/team";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import type { Prisma } from "@/lib/generated/prisma/client";

export const CAMPAIGN_ENDED_MESSAGE = "This campaign has ended: no new teams.";

export type CreateTeamResult = { ok: true; team: { id: string; name: string } } | ServiceFailure<"already-has-team" | "campaign-archived">;

/**
 * The ledger key of a team's starting row: one per team, whatever retries. A system that starts
 * teams with several rows numbers the later ones (the first keeps the key SMF teams always had).
 */
export function startingEntryKey(teamId: string, index = 0): string {
  return index === 0 ? `team:${teamId}:starting` : `team:${teamId}:starting:${index}`;
}

/**
 * Creates the member's team in this campaign (the caller passed authorizeCampaign(…, "team:create"))
 * and, in the same transaction, the ledger rows its game system starts a team with and the activity line.
 *
 * One active team per member per campaign: the campaign's standings are one line per player, and
 * a double submit cannot make two teams. A member whose team was archived may start a new one;
 * teams in other campaigns do not count. Refusals:
 * - already-has-team: the member already owns an active team here;
 * - campaign-archived: the campaign has ended.
 */
export async function createTeam(access: CampaignAccess, game: AnyGameSystem, input: TeamDetailsInput): Promise<CreateTeamResult> {
  return db.$transaction(async (tx) => {
    // Serialises two creates by one member (two tabs), so the one-team check below holds.
    await lockCampaign(tx, access.campaignId);
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { archivedAt: true, gameSystem: true, settings: true } });
    if (campaign.archivedAt) return { ok: false, code: "campaign-archived", message: CAMPAIGN_ENDED_MESSAGE };
    const existing = await tx.team.findFirst({ where: { campaignId: access.campaignId, ownerId: access.userId, archivedAt: null }, select: { name: true } });
    if (existing) {
      return { ok: false, code: "already-has-team", message: `You already lead “${existing.name}” in this campaign; each member leads one team.` };
    }

    const team = await insertTeam(tx, access, game, campaign, input, "founded");
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_CREATED",
      summary: `${access.actorName} founded the ${ALIGNMENT_LABELS[input.alignment].toLowerCase()} team “${team.name}”.`,
      payload: { v: 1, teamId: team.id, name: team.name },
    });
    return { ok: true, team };
  });
}

/**
 * Writes a new team led by the acting member with the ledger rows its game system starts a team
 * with, in the caller's transaction: the one way a team comes to exist (created here, or imported
 * from a file).
 */
export async function insertTeam(
  tx: Prisma.TransactionClient,
  access: CampaignAccess,
  game: AnyGameSystem,
  campaign: { gameSystem: string; settings: unknown },
  details: TeamDetailsInput,
  origin: "founded" | "imported",
) {
  const team = await tx.team.create({
    data: { campaignId: access.campaignId, ownerId: access.userId, ownerName: access.actorName, ...details },
    select: { id: true, name: true },
  });
  const starting = game.roster?.startingLedger(readCampaignSettings(game, campaign), origin) ?? [];
  if (starting.length > 0) {
    await tx.storyPointEntry.createMany({
      data: starting.map((entry, index) => ({
        teamId: team.id,
        campaignId: access.campaignId,
        ...entry,
        actorId: access.userId,
        actorName: access.actorName,
        idempotencyKey: startingEntryKey(team.id, index),
      })),
    });
  }
  return team;
}
