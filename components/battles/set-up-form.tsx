import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { createBattleAction } from "@/lib/actions/battles/create-battle-action";
import { SCENARIOS, SPECIAL_EVENTS } from "@/lib/rules/smf";
import { BattleForm } from "./battle-form";

export interface SetUpCharacter {
  id: string;
  name: string;
  archetype: string;
  /** Why it cannot be fielded (dead, captured, sits out this battle: Rulings R18, R19); absent = available. */
  unavailable?: string;
  /** What it carries into this battle: injuries' penalties, curses. */
  notes: string[];
}

export interface SetUpTeam {
  teamId: string;
  name: string;
  ownerName: string;
  isMine: boolean;
  /** An unresolved battle this team already plays: it cannot start another. */
  openIssue?: number;
  characters: SetUpCharacter[];
}

const SCENARIO_OPTIONS = [{ value: "", label: "Roll for it" }, ...SCENARIOS.map((s) => ({ value: s.id, label: s.name }))];
const EVENT_OPTIONS = [{ value: "", label: "Roll for it (on the scenario's table)" }, ...SPECIAL_EVENTS.map((e) => ({ value: e.id, label: e.name }))];

function TeamLineUp({ team }: { team: SetUpTeam }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <legend className="px-1 text-lg font-bold">{team.name}</legend>
      <p className="text-sm text-stone-700">
        Led by {team.ownerName}
        {team.isMine ? " (you)" : ""}
        {team.openIssue !== undefined ? ` · playing issue #${team.openIssue}, which is not resolved yet` : ""}
      </p>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" name="teamId" value={team.teamId} defaultChecked={team.isMine && team.openIssue === undefined} className="size-5 accent-brand-700" />
        Plays in this battle
      </label>
      {team.characters.length === 0 ? (
        <p className="text-sm text-stone-700">No characters on the roster yet.</p>
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-semibold">Line-up</legend>
          {team.characters.map((c) => {
            const describedBy = c.unavailable || c.notes.length ? `lineup-${c.id}-notes` : undefined;
            return (
              <div key={c.id} className="flex flex-col border-t border-stone-100 py-1">
                <label className={`flex min-h-11 items-center gap-3 ${c.unavailable ? "text-stone-500" : ""}`}>
                  <input
                    type="checkbox"
                    name={`fielded:${team.teamId}`}
                    value={c.id}
                    defaultChecked={!c.unavailable}
                    disabled={Boolean(c.unavailable)}
                    aria-describedby={describedBy}
                    className="size-5 accent-brand-700"
                  />
                  <span>
                    <span className="font-semibold">{c.name}</span> <span className="text-sm">· {c.archetype}</span>
                  </span>
                </label>
                {describedBy ? (
                  <p id={describedBy} className="pl-8 text-sm">
                    {c.unavailable ? <span className="font-semibold text-red-800">{c.unavailable}. </span> : null}
                    {c.notes.length ? <span className="text-amber-900">{c.notes.join(" · ")}</span> : null}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      )}
    </fieldset>
  );
}

/**
 * Set-up of the next issue: which teams play (two or more), each one's line-up, and an agreed
 * scenario and special event or the dice. The rules check the line-ups (Ruling R4) on submit and
 * list every problem under its team.
 */
export function SetUpForm({ campaignId, teams }: { campaignId: string; teams: readonly SetUpTeam[] }) {
  return (
    <BattleForm action={createBattleAction} hidden={{ campaignId }} teamNames={Object.fromEntries(teams.map((t) => [t.teamId, t.name]))}>
      {teams.map((team) => (
        <TeamLineUp key={team.teamId} team={team} />
      ))}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField name="scenario" label="Scenario" options={SCENARIO_OPTIONS} defaultValue="" />
        <SelectField name="specialEvent" label="Special event" options={EVENT_OPTIONS} defaultValue="" />
      </div>
      <SubmitButton pendingLabel="Setting up…">Set up the battle</SubmitButton>
    </BattleForm>
  );
}
