import "server-only";
import { currentUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import { loadGameScreen } from "../../../_data/load-game-screens";

/** The battle's title ("Issue #3") for one who may see it; "Battle" for anyone else (nothing leaks). */
export async function loadBattleTitle(campaignId: string, battleId: string): Promise<string> {
  const user = await currentUser();
  const authorized = await authorizeBattle(user?.id ?? null, battleId, "battle:view");
  return authorized.ok && authorized.battle.campaignId === campaignId ? `Issue #${authorized.battle.issue}` : "Battle";
}

/** The page itself is drawn by the campaign's game system's `battle` screen, as every game route is (loadGameScreen). */
export function loadBattleScreen(campaignId: string, path: string) {
  return loadGameScreen(campaignId, path, "battle");
}
