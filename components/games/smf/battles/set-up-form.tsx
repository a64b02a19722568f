import { ExplainedSelectField } from "@/components/ui/explained-select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { createBattleAction } from "@/lib/games/smf/actions/battles/create-battle-action";
import { SCENARIOS, SPECIAL_EVENTS } from "@/lib/rules/smf";
import type { SetUpTeam } from "@/lib/games/smf/views/set-up";
import { BattleForm } from "@/components/battles/battle-form";
import { SetUpLineUps } from "../client";

const SCENARIO_OPTIONS = [
  { value: "", label: "Roll for it", explanation: "The pre-battle rolls a D6 on the scenario table." },
  ...SCENARIOS.map((s) => ({ value: s.id, label: s.name, explanation: s.summary })),
];
const EVENT_OPTIONS = [
  { value: "", label: "Roll for it (on the scenario's table)", explanation: "The pre-battle rolls on the scenario's own special-event table." },
  ...SPECIAL_EVENTS.map((e) => ({ value: e.id, label: e.name, explanation: e.summary })),
];

/**
 * Set-up of the next issue: each team's line-up (a team plays when anyone of it is ticked; two or
 * more must), and an agreed scenario and special event or the dice. The line-ups' weight and
 * problems (Ruling R4) show as they are ticked; the server checks them again on submit.
 */
export function SetUpForm({ campaignId, teams }: { campaignId: string; teams: readonly SetUpTeam[] }) {
  return (
    <BattleForm action={createBattleAction} hidden={{ campaignId }} teamNames={Object.fromEntries(teams.map((t) => [t.teamId, t.name]))}>
      <SetUpLineUps teams={teams} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ExplainedSelectField name="scenario" label="Scenario" options={SCENARIO_OPTIONS} defaultValue="" />
        <ExplainedSelectField name="specialEvent" label="Special event" options={EVENT_OPTIONS} defaultValue="" />
      </div>
      <SubmitButton pendingLabel="Setting up…">Set up the battle</SubmitButton>
    </BattleForm>
  );
}
