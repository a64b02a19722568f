import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { createSuBattleAction } from "@/lib/games/supers-unlimited/actions/create-su-battle-action";
import type { NewBattleTeam } from "@/lib/games/supers-unlimited/views/new-battle-team";

/** Each team's cards to tick: a team plays when one of its characters is ticked. */
export function NewSuBattleForm({ campaignId, teams, budget }: { campaignId: string; teams: NewBattleTeam[]; budget: number | null }) {
  return (
    <BattleForm action={createSuBattleAction} hidden={{ campaignId }} teamNames={Object.fromEntries(teams.map((t) => [t.teamId, t.name]))}>
      {teams.map((team) => (
        <fieldset key={team.teamId} className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4">
          <legend className="px-1 font-bold">
            {team.name} <span className="font-normal text-stone-600">({team.ownerName})</span>
          </legend>
          {team.characters.length === 0 ? (
            <p className="text-sm text-stone-700">No cards on this team yet.</p>
          ) : (
            team.characters.map((c) => (
              <label key={c.id} className="flex min-h-11 items-center gap-3">
                <input type="checkbox" name={`lineUp:${team.teamId}`} value={c.id} className="size-5" />
                <span>
                  {c.name} <span className="text-stone-600">· Level {c.level}</span>
                </span>
              </label>
            ))
          )}
        </fieldset>
      ))}
      {budget !== null ? <p className="text-sm text-stone-700">Each line-up may bring up to {budget} Levels.</p> : null}
      <SubmitButton pendingLabel="Recording…">Record the battle</SubmitButton>
    </BattleForm>
  );
}
