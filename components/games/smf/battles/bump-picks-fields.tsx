"use client";
import { useState } from "react";
import { StepSubmitButtons } from "@/components/battles/step-submit-buttons";
import { SelectField } from "@/components/ui/select-field";
import { bumpContinueLabels } from "./bump-picks-label";

export interface BumpPicksTeam {
  teamId: string;
  name: string;
  due: number;
  perMilestone: number;
  /** Who may take a bump (Ruling R13), in roster order. */
  members: ReadonlyArray<{ value: string; label: string }>;
  /** Each bump's pick as the form opens: the saved picks or the rules' suggestion. */
  picks: ReadonlyArray<{ characterId: string; table: string } | undefined>;
}

/**
 * The milestone step's picks, each team a fieldset, and its buttons, which name who the bumps
 * go to as the picks stand: nobody continues past a choice the app made without seeing it.
 */
export function BumpPicksFields({ teams, tableOptions }: { teams: readonly BumpPicksTeam[]; tableOptions: ReadonlyArray<{ value: string; label: string }> }) {
  const [who, setWho] = useState<Record<string, string>>(() =>
    Object.fromEntries(teams.flatMap((t) => Array.from({ length: t.due * t.perMilestone }, (_, i) => [`${t.teamId}:${i}`, t.picks[i]?.characterId ?? t.members[0]?.value ?? ""]))),
  );
  const names = teams.flatMap((t) =>
    Array.from({ length: t.due * t.perMilestone }, (_, i) => t.members.find((m) => m.value === who[`${t.teamId}:${i}`])?.label).filter((n): n is string => Boolean(n)),
  );
  const { label, rollLabel } = bumpContinueLabels(names);
  return (
    <>
      {teams.map((team) => (
        <fieldset key={team.teamId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
          <legend className="px-1 text-lg font-bold">
            {team.name}: {team.due} {team.due === 1 ? "milestone" : "milestones"}
          </legend>
          <input type="hidden" name="bumpTeamId" value={team.teamId} />
          {Array.from({ length: team.due * team.perMilestone }, (_, i) => {
            const key = `${team.teamId}:${i}`;
            const pickLabel = `Milestone ${Math.floor(i / team.perMilestone) + 1}, bump ${(i % team.perMilestone) + 1}`;
            return (
              <div key={i} className="grid gap-2 border-t border-stone-200 pt-2 sm:grid-cols-2">
                <SelectField
                  name={`bumpCharacter:${key}`}
                  label={`${pickLabel}: who`}
                  options={team.members}
                  value={who[key] ?? ""}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setWho((current) => ({ ...current, [key]: value }));
                  }}
                />
                <SelectField name={`bumpTable:${key}`} label={`${pickLabel}: table`} options={tableOptions} defaultValue={team.picks[i]?.table} />
              </div>
            );
          })}
        </fieldset>
      ))}
      <StepSubmitButtons label={label} rollLabel={rollLabel} />
    </>
  );
}
