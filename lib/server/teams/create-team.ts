import "server-only";
import { SMF_LEDGER_CURRENCY, STARTING_STORY_POINTS, type SmfLedgerReason } from "@/lib/rules/smf";
import { ALIGNMENT_LABELS, type TeamDetailsInput } from "@/lib/schemas/team";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/server/service-result";
import type { Prisma } from "@/lib/generated/prisma/client";

export const CAMPAIGN_ENDED_MESSAGE = "This campaign has ended: no new teams.";

export type CreateTeamResult = { ok: true; team: { id: string; name: string } } | ServiceFailure<"already-has-team" | "campaign-archived">;

/** The ledger key of a team's starting story point: one per team, whatever retries. */
export function startingEntryKey(teamId: string): string {
  return `team:${teamId}:starting`;
}

/**
 * Creates the member's team in this campaign (the caller passed authorizeCampaign(…, "team:create"))
 * and, in the same transaction, its starting story point (L2615) and the activity line.
 *
 * One active team per member per campaign: the campaign's standings are one line per player, and
 * a double submit cannot make two teams. A member whose team was archived may start a new one;
 * teams in other campaigns do not count. Refusals:
 * - already-has-team: the member already owns an active team here;
 * - campaign-archived: the campaign has ended.
 */
export async function createTeam(access: CampaignAccess, input: TeamDetailsInput): Promise<CreateTeamResult> {
  return db.$transaction(async (tx) => {
    // Serialises two creates by one member (two tabs), so the one-team check below holds.
    await lockCampaign(tx, access.campaignId);
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { archivedAt: true } });
    if (campaign.archivedAt) return { ok: false, code: "campaign-archived", message: CAMPAIGN_ENDED_MESSAGE };
    const existing = await tx.team.findFirst({ where: { campaignId: access.campaignId, ownerId: access.userId, archivedAt: null }, select: { name: true } });
    if (existing) {
      return { ok: false, code: "already-has-team", message: `You already lead “${existing.name}” in this campaign; each member leads one team.` };
    }

    const team = await insertTeam(tx, access, input, "Every team begins the campaign with 1 story point (L2615).");
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
 * Writes a new team led by the acting member with its starting story point (L2615), in the
 * caller's transaction: the one way a team comes to exist (created here, or imported from a file).
 */
export async function insertTeam(tx: Prisma.TransactionClient, access: CampaignAccess, details: TeamDetailsInput, startingNote: string) {
  const team = await tx.team.create({
    data: { campaignId: access.campaignId, ownerId: access.userId, ownerName: access.actorName, ...details },
    select: { id: true, name: true },
  });
  await tx.storyPointEntry.create({
    data: {
      teamId: team.id,
      campaignId: access.campaignId,
      currency: SMF_LEDGER_CURRENCY,
      delta: STARTING_STORY_POINTS,
      reason: "STARTING" satisfies SmfLedgerReason,
      note: startingNote,
      actorId: access.userId,
      actorName: access.actorName,
      idempotencyKey: startingEntryKey(team.id),
    },
  });
  return team;
}
