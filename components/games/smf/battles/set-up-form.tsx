import { ExplainedSelectField } from "@/components/ui/explained-select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { createBattleAction } from "@/lib/games/smf/actions/battles/create-battle-action";
import { SCENARIOS, SPECIAL_EVENTS, type SmfCharacter } from "@/lib/rules/smf";
import { BattleForm } from "@/components/battles/battle-form";
import { SetUpLineUps } from "../client";

export interface SetUpCharacter {
  id: string;
  name: string;
  archetype: string;
  /** Why it cannot be fielded (dead, captured, sits out this battle: Rulings R18, R19); absent = available. */
  unavailable?: string;
  /** What it carries into this battle: injuries' penalties, curses. */
  notes: string[];
  /** The roster entry as the rules see it: the page counts the line-up's weight with the server's own check (Ruling R4). */
  character: SmfCharacter;
}

export interface SetUpTeam {
  teamId: string;
  name: string;
  ownerName: string;
  isMine: boolean;
  /** An unresolved battle this team already plays: it cannot start another. */
  openIssue?: number;
  /** Guest stars booked after an earlier battle: they join the team's next battle (L2694). */
  guestStarsPending: number;
  characters: SetUpCharacter[];
  /** Who is ticked when the page opens (empty: the team does not play unless someone is ticked). */
  fieldedByDefault: string[];
}

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
