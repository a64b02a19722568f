import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { createVsgmrBattleAction } from "@/lib/games/vsgmr/actions/create-vsgmr-battle-action";
import { rollVsgmrScenarioAction } from "@/lib/games/vsgmr/actions/roll-vsgmr-scenario-action";
import { loadNewVsgmrBattle } from "@/lib/games/vsgmr/server/pages/load-new-battle";
import { fractionText, scenarioRollOdds, VSGMR_SCENARIOS, vsgmrScenarioById } from "@/lib/rules/vsgmr";
import { ROLE_LABELS } from "../battles/battle-words";
import { SetUpFields } from "../client";

function budgetText(scenario: (typeof VSGMR_SCENARIOS)[number]): string {
  return scenario.budget.kind === "range"
    ? `${scenario.budget.minPoints}–${scenario.budget.maxPoints} points each, within 5 of each other`
    : scenario.budget.roles.map((r) => `${ROLE_LABELS[r.role]} ${r.points}`).join(", ");
}

/**
 * Recording a battle: the scenario (with its budgets), the forces that play with their sides, or
 * one force against a sample army the app drives (solo). Choosing or rolling the scenario fills
 * the sides; a rolled scenario binds the battle (VS-R18). The server prices every force and
 * refuses forces outside the budgets with every reason.
 */
export async function VsgmrNewBattlePage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const { forces, enemies, pointBudget, rolledScenarios, appDiceOnly, pendingRoll } = await loadNewVsgmrBattle(campaignId);
  const odds = scenarioRollOdds(rolledScenarios);
  const rerolled =
    odds.sides > odds.highestUsed
      ? ` ${odds.highestUsed === odds.sides - 1 ? `A roll of ${odds.sides} is` : `Rolls of ${odds.highestUsed + 1}–${odds.sides} are`} rolled again.`
      : "";
  const teamNames = Object.fromEntries(forces.map((f) => [f.teamId, f.name]));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Record a battle</h1>
      <p className="text-stone-700">Forces in this series are built to a budget of {pointBudget} points. Each force is priced as it stands now.</p>
      <BattleForm action={createVsgmrBattleAction} hidden={{ campaignId }} teamNames={teamNames}>
        <SetUpFields
          campaignId={campaignId}
          scenarios={VSGMR_SCENARIOS.map((scenario) => ({ id: scenario.id, name: scenario.name, label: `${scenario.name} (${budgetText(scenario)})` }))}
          roll={{ names: rolledScenarios.map((id) => vsgmrScenarioById(id).name), sides: odds.sides, odds: `Each is ${fractionText(odds.each)}.${rerolled}` }}
          appDiceOnly={appDiceOnly}
          rollAction={rollVsgmrScenarioAction}
          pendingRoll={pendingRoll}
          forces={forces}
          enemies={enemies}
        />
        <SubmitButton pendingLabel="Setting up…">Set up the battle</SubmitButton>
      </BattleForm>
    </div>
  );
}
