import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DiceRequest } from "@/lib/rules/dice-requests";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import type { BattleTeamOwner } from "@/lib/games/smf/views/battle-view";

/**
 * Who rolls and chooses for each team (Campaign.teamControl). ANYONE: whoever may play the battle
 * acts for every team, so one phone can run the table (Ruling R32). OWNERS: a team's dice and
 * choices are its owner's, or an organiser's ("battle:play-team" on that team). A roll that belongs
 * to no team (the scenario, a special event) stays anyone's who plays the battle.
 */
export function isTeamControlled(loaded: LoadedBattle): boolean {
  return loaded.row.campaign.teamControl === "OWNERS";
}

/**
 * The battle's teams with their current owners, in the battle's order, then any of `otherTeamIds`
 * of the campaign (a team that did not fight still takes part in the post-battle's Phases 3 and 4).
 */
export async function battleTeamOwners(tx: Prisma.TransactionClient, loaded: LoadedBattle, otherTeamIds: Iterable<string> = []): Promise<BattleTeamOwner[]> {
  const ids = [...new Set([...loaded.row.teams.map((t) => t.teamId), ...otherTeamIds])];
  const teams = await tx.team.findMany({ where: { id: { in: ids }, campaignId: loaded.row.campaignId }, select: { id: true, name: true, ownerId: true, ownerName: true } });
  const fighting = loaded.row.teams.map((t) => {
    const team = teams.find((row) => row.id === t.teamId);
    return { teamId: t.teamId, teamName: t.teamName, ownerId: team?.ownerId ?? null, ownerName: team?.ownerName ?? t.ownerName };
  });
  const others = teams
    .filter((team) => !fighting.some((t) => t.teamId === team.id))
    .map((team) => ({ teamId: team.id, teamName: team.name, ownerId: team.ownerId, ownerName: team.ownerName }));
  return [...fighting, ...others];
}

/** May `access` act for `team` in this battle? (The caller already authorized "battle:play".) */
export function mayActForTeam(access: CampaignAccess, loaded: LoadedBattle, team: BattleTeamOwner | undefined): boolean {
  if (!isTeamControlled(loaded) || !team) return true;
  return can(access.role, "battle:play-team", { isOwner: team.ownerId !== null && team.ownerId === access.userId });
}

/** The first of `teamIds` that `access` may not act for, or undefined. */
export function firstForeignTeam(access: CampaignAccess, loaded: LoadedBattle, owners: readonly BattleTeamOwner[], teamIds: Iterable<string>): BattleTeamOwner | undefined {
  if (!isTeamControlled(loaded)) return undefined;
  for (const teamId of new Set(teamIds)) {
    const team = owners.find((t) => t.teamId === teamId);
    if (team && !mayActForTeam(access, loaded, team)) return team;
  }
  return undefined;
}

/** "… only Iron Syndicate's owner (Bob) or an organiser can roll its dice." `after` closes the sentence. */
export function othersTeamMessage(team: BattleTeamOwner, what: string, after = ""): string {
  return `In this campaign each team's owner rolls and chooses for it: only ${team.teamName}'s owner (${team.ownerName}) or an organiser can ${what}${after}.`;
}

/**
 * The team a throw is for: the request's team, or the team of the character it is for (an injury
 * roll names the character). Undefined for a throw of the whole table (the scenario, an event).
 */
export function requestTeamId(loaded: LoadedBattle, request: Pick<DiceRequest, "teamId" | "characterId">): string | undefined {
  if (request.teamId) return request.teamId;
  if (!request.characterId) return undefined;
  const teams = loaded.data.postBattleState?.teams ?? loaded.data.snapshot?.teams ?? [];
  return teams.find((t) => t.characters.some((c) => c.id === request.characterId))?.teamId;
}
