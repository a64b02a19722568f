import "server-only";
import { notFound } from "next/navigation";
import { authorizeBattleOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { nextSetUpStep, setUpSteps } from "../../battles/set-up-steps";
import { loadSuBattle, type LoadedSuBattle } from "../battles/load-su-battle";

/** Whether a die of the set-up is thrown: every step's record keeps its dice. */
function hasDice(battle: LoadedSuBattle): boolean {
  return Object.values(battle.details.setUp).some((record) => record.thrown.length > 0);
}

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
    // Once a die is thrown only organisers may cancel (cancelSuBattle): the button follows the same rule.
    canCancel: can(access.role, hasDice(battle) ? "battle:cancel-after-dice" : "battle:cancel", { isOwner }),
  };
}
