/**
 * Supers Unlimited's part of the fuzz world (tests/reliability/harness/fuzz-world-games.ts collects
 * it from this folder): a league beside each SMF campaign, with the same people in the same roles.
 * Cards are written directly; the battle goes through the real service.
 */
import { SU_DEFAULT_SETTINGS, supersUnlimited } from "@/lib/games/supers-unlimited";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { SU_CARD_KIND } from "@/lib/games/supers-unlimited/server/cards/card-row";
import { SU_CARD_VERSION, type SuCard } from "@/lib/rules/supers-unlimited";
import { member as suMember } from "@/lib/rules/supers-unlimited/samples/test-members";
import { campaignOf, type SystemCampaign, type Table, teamOf } from "@/tests/reliability/harness/fuzz-world-games";

/** An SU card carries its row's id, as the card services write it. */
const withRowId = (card: SuCard, id: string) => ({ ...card, id });

/** A league (no set-up options, so every set-up step is plain) with Alice's and Bob's teams met in a battle still in set-up. */
export async function fuzzWorldAtTable(table: Table, label: string): Promise<SystemCampaign> {
  const { campaignId, gameSystem, access } = await campaignOf(table, `${label}'s league`, supersUnlimited.id, {
    ...SU_DEFAULT_SETTINGS,
    useTerrainRoll: false,
    useSubplots: false,
    usePlasmaX: false,
  });
  const cards = (...list: SuCard[]) => list;
  const teams = [
    await teamOf(campaignId, table.alice, "Shields", SU_CARD_KIND, SU_CARD_VERSION, cards(suMember("Ace", 6), suMember("Goon", 2)), withRowId),
    await teamOf(campaignId, table.bob, "Brood", SU_CARD_KIND, SU_CARD_VERSION, cards(suMember("Brick", 8)), withRowId),
  ];
  const battle = await createSuBattle(access(table.organiser), { teams: teams.map((t) => ({ teamId: t.id, characterIds: t.characterIds })) });
  if (!battle.ok) throw new Error(`fuzz world league: ${battle.message}`);
  return { campaignId, gameSystem, teams, battleId: battle.battleId };
}
