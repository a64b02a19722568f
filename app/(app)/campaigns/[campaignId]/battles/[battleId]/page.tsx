import type { Metadata } from "next";
import { currentUser } from "@/lib/server/auth/current-user";
import { authorizeBattle } from "@/lib/server/authz/authorize";
import type { SearchParams } from "@/components/games/game-screens";
import { loadGameScreen } from "../../_data/load-game-screens";

type Props = { params: Promise<{ campaignId: string; battleId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { campaignId, battleId } = await params;
  const user = await currentUser();
  const authorized = await authorizeBattle(user?.id ?? null, battleId, "battle:view");
  return { title: authorized.ok && authorized.battle.campaignId === campaignId ? `Issue #${authorized.battle.issue}` : "Battle" };
}

/** Drawn by the campaign's game system (its `battle` screen, components/games/registry.ts). */
export default async function BattleRoute(props: Props) {
  const { campaignId, battleId } = await props.params;
  const Screen = await loadGameScreen(campaignId, `/campaigns/${campaignId}/battles/${battleId}`, "battle");
  return <Screen {...props} />;
}
