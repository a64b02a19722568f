/**
 * VSGMR's part of the fuzz world (tests/reliability/harness/fuzz-world-games.ts collects it from
 * this folder): a series beside each SMF campaign, with the same people in the same roles. Figures
 * are written directly; the battle goes through the real service.
 */
import { VSGMR_DEFAULT_SETTINGS, vsgmr } from "@/lib/games/vsgmr";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import { forceFromSampleArmy, sampleArmyById } from "@/lib/rules/vsgmr";
import { campaignOf, type SystemCampaign, type Table, teamOf } from "@/tests/reliability/harness/fuzz-world-games";

/** A series with Alice's dwarves and Bob's elves met in a basic game still in play. */
export async function fuzzWorldAtTable(table: Table, label: string): Promise<SystemCampaign> {
  const { campaignId, gameSystem, access } = await campaignOf(table, `${label}'s series`, vsgmr.id, { ...VSGMR_DEFAULT_SETTINGS });
  const figures = (armyId: string) => forceFromSampleArmy(sampleArmyById(armyId)).figures;
  const teams = [
    await teamOf(campaignId, table.alice, "Dwarves", VSGMR_FIGURE_KIND, 1, figures("dwarves")),
    await teamOf(campaignId, table.bob, "Elves", VSGMR_FIGURE_KIND, 1, figures("elves")),
  ];
  const battle = await createVsgmrBattle(access(table.organiser), { scenarioId: "basic-game", teams: teams.map((t) => ({ teamId: t.id })) });
  if (!battle.ok) throw new Error(`fuzz world series: ${battle.message}`);
  return { campaignId, gameSystem, teams, battleId: battle.battleId };
}
