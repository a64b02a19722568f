import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { createVsgmrBattleAction } from "@/lib/games/vsgmr/actions/create-vsgmr-battle-action";
import { rollVsgmrScenarioAction } from "@/lib/games/vsgmr/actions/roll-vsgmr-scenario-action";
import { loadNewVsgmrBattle } from "@/lib/games/vsgmr/server/pages/load-new-battle";
import { formatPoints, fractionText, scenarioRollOdds, VSGMR_SCENARIOS, vsgmrScenarioById, type ScenarioRole } from "@/lib/rules/vsgmr";
import { ROLE_LABELS } from "../battles/battle-words";
import { ScenarioField } from "../battles/scenario-field";

const ALL_ROLES = Object.keys(ROLE_LABELS) as ScenarioRole[];
const SELECT = "min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2";

function budgetText(scenario: (typeof VSGMR_SCENARIOS)[number]): string {
  return scenario.budget.kind === "range"
    ? `${scenario.budget.minPoints}–${scenario.budget.maxPoints} points each, within 5 of each other`
    : scenario.budget.roles.map((r) => `${ROLE_LABELS[r.role]} ${r.points}`).join(", ");
}

function RoleSelect({ name, label }: { name: string; label: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span>{label}</span>
      <select name={name} className={SELECT} defaultValue="">
        <option value="">No side (scenario without sides)</option>
        {ALL_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Recording a battle: the scenario (with its budgets), the forces that play with their sides, or
 * one force against a sample army the app drives (solo). The server prices every force and
 * refuses forces outside the budgets with every reason.
 */
export async function VsgmrNewBattlePage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const { forces, enemies, pointBudget, rolledScenarios, appDiceOnly } = await loadNewVsgmrBattle(campaignId);
  const odds = scenarioRollOdds(rolledScenarios);
  const rerolled =
    odds.sides > odds.highestUsed
      ? ` ${odds.highestUsed === odds.sides - 1 ? `A roll of ${odds.sides} is` : `Rolls of ${odds.highestUsed + 1}–${odds.sides} are`} rolled again.`
      : "";
  const teamNames = Object.fromEntries(forces.map((f) => [f.teamId, f.name]));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Record a battle</h1>
      <p className="text-stone-700">Forces in this series are built to {pointBudget} points. Each force is priced as it stands now.</p>
      <BattleForm action={createVsgmrBattleAction} hidden={{ campaignId }} teamNames={teamNames}>
        <ScenarioField
          campaignId={campaignId}
          scenarios={VSGMR_SCENARIOS.map((scenario) => ({ id: scenario.id, label: `${scenario.name} (${budgetText(scenario)})` }))}
          roll={{ names: rolledScenarios.map((id) => vsgmrScenarioById(id).name), sides: odds.sides, odds: `Each is ${fractionText(odds.each)}.${rerolled}` }}
          appDiceOnly={appDiceOnly}
          rollAction={rollVsgmrScenarioAction}
        />
        <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-3">
          <legend className="px-1 font-semibold">Forces</legend>
          {forces.length === 0 ? <p className="text-stone-700">No forces yet.</p> : null}
          {forces.map((force) => (
            <div key={force.teamId} className="flex flex-col gap-2 border-b border-stone-200 pb-3 last:border-0">
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="teamId" value={force.teamId} defaultChecked={force.isOwn} className="h-5 w-5" />
                <span>
                  <span className="font-semibold">{force.name}</span> · {force.ownerName} · {formatPoints(force.totalHalves)} points, {force.figures} figures
                </span>
              </label>
              <RoleSelect name={`role:${force.teamId}`} label={`${force.name}'s side`} />
            </div>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-3">
          <legend className="px-1 font-semibold">Solo mode</legend>
          <p className="text-sm text-stone-700">Tick one force above, and pick the enemy the app plays.</p>
          <label className="flex flex-col gap-1 text-sm">
            <span>Enemy force</span>
            <select name="soloArmy" className={SELECT} defaultValue="">
              <option value="">Not solo: the ticked forces play each other</option>
              {enemies.map((army) => (
                <option key={army.id} value={army.id}>
                  {army.name} ({formatPoints(army.totalHalves)} points)
                </option>
              ))}
            </select>
          </label>
          <RoleSelect name="soloRole" label="The enemy's side" />
        </fieldset>
        <SubmitButton pendingLabel="Setting up…">Set up the battle</SubmitButton>
      </BattleForm>
    </div>
  );
}
