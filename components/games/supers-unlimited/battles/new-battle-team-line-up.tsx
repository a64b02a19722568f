"use client";
import { checkLineUp } from "@/lib/games/supers-unlimited/battles/line-up";
import type { NewBattleTeam } from "@/lib/games/supers-unlimited/views/new-battle-team";
import type { SuRosterSettings } from "@/lib/rules/supers-unlimited";

interface Props {
  team: NewBattleTeam;
  /** The league's Levels a line-up may bring (SU L382); null when the setting is broken. */
  budget: number | null;
  /** The league's team rules: the line-up is checked as the server checks it (checkLineUp). */
  settings: SuRosterSettings;
  fieldedIds: ReadonlySet<string>;
  onFieldedChange: (characterId: string, isFielded: boolean) => void;
}

/** One team's line-up on the record-a-battle form, with its Levels counted against the game size as it is ticked. */
export function NewBattleTeamLineUp({ team, budget, settings, fieldedIds, onFieldedChange }: Props) {
  const fielded = team.characters.filter((c) => fieldedIds.has(c.id));
  const levels = fielded.reduce((sum, c) => sum + c.level, 0);
  const isOver = budget !== null && levels > budget;
  const check =
    fielded.length > 0
      ? checkLineUp(
          settings,
          team.name,
          fielded.map((c) => c.card),
        )
      : null;
  const problem = check && !check.ok ? check.message : null;
  const totalId = `levels-${team.teamId}`;
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4" aria-describedby={totalId}>
      <legend className="px-1 font-bold">
        {team.name} <span className="font-normal text-stone-600">({team.ownerName})</span>
      </legend>
      {team.characters.length === 0 ? (
        <p className="text-sm text-stone-700">No cards on this team yet.</p>
      ) : (
        <>
          <p id={totalId} data-line-up-levels aria-live="polite" className={`text-sm ${isOver ? "font-semibold text-red-900" : "text-stone-700"}`}>
            {fielded.length === 0
              ? "Not playing: tick a character to field it."
              : `Levels ${levels} of ${budget ?? "?"} · ${fielded.length} ${fielded.length === 1 ? "character" : "characters"}${isOver ? `: ${levels - budget!} over the game size` : ""}`}
            {problem && !isOver ? <span className="block font-semibold text-red-900">{problem}</span> : null}
          </p>
          {team.characters.map((c) => (
            <label key={c.id} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name={`lineUp:${team.teamId}`}
                value={c.id}
                checked={fieldedIds.has(c.id)}
                onChange={(e) => onFieldedChange(c.id, e.currentTarget.checked)}
                className="size-5 accent-brand-700"
              />
              <span>
                {c.name} <span className="text-stone-600">· Level {c.level}</span>
              </span>
            </label>
          ))}
        </>
      )}
    </fieldset>
  );
}
