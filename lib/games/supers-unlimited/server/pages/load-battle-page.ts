import "server-only";
import { notFound } from "next/navigation";
import { authorizeBattleOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/server/authz/permissions";
import { nextSetUpStep, setUpSteps } from "../../battles/set-up-steps";
import { loadSuBattle } from "../battles/load-su-battle";

/** The battle page's data for a member (or the 404 page): the battle, its steps, and what the viewer may do. */
export async function loadSuBattlePage(userId: string, campaignId: string, battleId: string) {
  const { access, battle: ref } = await authorizeBattleOrNotFound(userId, campaignId, battleId, "battle:view");
  const battle = await loadSuBattle(battleId);
  if (!battle) notFound();
  const isOwner = ref.ownerIds.includes(access.userId);
  return {
    access,
    battle,
    steps: setUpSteps(battle.options, battle.details.setUp),
    next: nextSetUpStep(battle.options, battle.details.setUp),
    canPlay: can(access.role, "battle:play", { isOwner }),
    canUndo: can(access.role, "battle:undo"),
  };
}
