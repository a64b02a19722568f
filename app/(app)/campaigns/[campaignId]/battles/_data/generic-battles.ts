import "server-only";
import { notFound } from "next/navigation";
import { can } from "@/lib/authz/permissions";
import { battleResults } from "@/lib/game-contract/battle-results";
import { hasGamePage, rosterWords, usesGenericBattlePage } from "@/lib/game-contract/campaign-pages";
import { gameSystem } from "@/lib/games/registry";
import { gameServer } from "@/lib/games/server-registry";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { listBattleResults } from "@/lib/server/battles/list-battle-results";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { listStandings } from "@/lib/server/teams/list-standings";

/**
 * The generic battles page of a result-only game that draws no list of its own
 * (usesGenericBattlePage): its battles with each side's result in the game's words, its sides, and
 * whether the member may play the next. Only the game's id when it draws its own list; the 404 page
 * for a game without battles and for anyone who may not see the campaign. Three queries.
 */
export async function loadGenericBattles(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "battle:view");
  const game = gameSystem(access.gameSystem);
  if (hasGamePage(game, "battleList")) return { kind: "own" as const, gameSystem: game.id };
  if (!usesGenericBattlePage(game) || !game.battles) notFound();
  const [campaign, battles, teams] = await Promise.all([getCampaign(access, game), listBattleResults(access), listStandings(access, game, await gameServer(game.id))]);
  const labels = new Map(battleResults(game.battles).map((kind) => [kind.id, kind.label]));
  return {
    kind: "generic" as const,
    words: rosterWords(game),
    battles: battles.map((battle) => ({ ...battle, teams: battle.teams.map((team) => ({ ...team, result: team.result ? (labels.get(team.result) ?? team.result) : "—" })) })),
    teams: teams.map((team) => ({ id: team.teamId, name: team.name })),
    canRecord: can(access.role, "battle:create") && !campaign.archivedAt && !campaign.finishedAt && teams.length >= 2,
  };
}
