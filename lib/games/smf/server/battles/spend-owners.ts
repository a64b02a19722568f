import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { superMissionForce } from "@/lib/games/smf";

/**
 * A battle's screens are shared by everyone playing it, so one phone can run the table; but a
 * team's story points are its owner's, in a battle as between battles: choices that spend them
 * (guest stars, vehicles, curse lifts…) count only from the team's owner or an organiser
 * ("smf:spend-story-points"). Returns the message refusing the first team the actor may not spend
 * for, or null when every spend is theirs to make.
 */
export async function refuseOthersSpends(tx: Prisma.TransactionClient, access: CampaignAccess, spendingTeamIds: Iterable<string>): Promise<string | null> {
  const ids = [...new Set(spendingTeamIds)];
  if (ids.length === 0 || can(access.role, "smf:spend-story-points", { game: superMissionForce })) return null;
  const teams = await tx.team.findMany({ where: { id: { in: ids }, campaignId: access.campaignId }, select: { id: true, name: true, ownerId: true } });
  const foreign = teams.find((team) => !can(access.role, "smf:spend-story-points", { isOwner: team.ownerId === access.userId, game: superMissionForce }));
  return foreign ? `Only ${foreign.name}'s owner or an organiser can spend its story points, so nothing was saved.` : null;
}
