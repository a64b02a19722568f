import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { AnyGameSystem } from "@/lib/game-contract/game-system";
import { alignmentLabel, alignmentOf } from "@/lib/game-contract/team-alignment";
import type { TeamDetailsInput } from "@/lib/schemas/team";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import type { Prisma } from "@/lib/generated/prisma/client";

export const CAMPAIGN_ENDED_MESSAGE = "This campaign has ended: no new teams.";

export type CreateTeamResult = { ok: true; team: { id: string; name: string } } | ServiceFailure<"already-has-team" | "campaign-archived" | "invalid-alignment">;

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
 * - campaign-archived: the campaign has ended;
 * - invalid-alignment: a side the campaign's game does not declare (or any side in a game whose
 *   teams take none), with the message for the form's field.
 * `game` is the campaign's game, handed by the caller that read the catalog (the action).
 */
export async function createTeam(access: CampaignAccess, game: AnyGameSystem, input: TeamDetailsInput): Promise<CreateTeamResult> {
  const side = alignmentOf(game, input.alignment);
  if (!side.ok) return { ok: false, code: "invalid-alignment", message: side.message };
  return db.$transaction(async (tx) => {
    // Serialises two creates by one member (two tabs), so the one-team check below holds.
    await lockCampaign(tx, access.campaignId);
    const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { archivedAt: true, gameSystem: true, settings: true } });
    if (campaign.archivedAt) return { ok: false, code: "campaign-archived", message: CAMPAIGN_ENDED_MESSAGE };
    const existing = await tx.team.findFirst({ where: { campaignId: access.campaignId, ownerId: access.userId, archivedAt: null }, select: { name: true } });
    if (existing) {
      return { ok: false, code: "already-has-team", message: `You already lead “${existing.name}” in this campaign; each member leads one team.` };
    }

    const team = await insertTeam(tx, access, game, campaign, { ...input, alignment: side.alignment }, "founded");
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_CREATED",
      summary: `${access.actorName} founded the ${sideWords(alignmentLabel(game, side.alignment))}team “${team.name}”.`,
      payload: { v: 1, teamId: team.id, name: team.name },
    });
    return { ok: true, team };
  });
}

/** "heroes " before "team", or nothing for a team without a side. */
function sideWords(label: string | null): string {
  return label ? `${label.toLowerCase()} ` : "";
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
  details: Omit<TeamDetailsInput, "alignment"> & { alignment: string | null },
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
