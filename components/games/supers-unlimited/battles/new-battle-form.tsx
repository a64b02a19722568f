"use client";
import { useState } from "react";
import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { createSuBattleAction } from "@/lib/games/supers-unlimited/actions/create-su-battle-action";
import type { NewBattleTeam } from "@/lib/games/supers-unlimited/views/new-battle-team";
import type { SuRosterSettings } from "@/lib/rules/supers-unlimited";
import { NewBattleTeamLineUp } from "./new-battle-team-line-up";

/**
 * Each team's cards to tick, opened on each team's default line-up (loadSuNewBattle) and kept here
 * so each team's Level total follows each tick. A team plays when one of its characters is ticked;
 * the server checks every line-up again.
 */
export function NewSuBattleForm({ campaignId, teams, budget, settings }: { campaignId: string; teams: NewBattleTeam[]; budget: number | null; settings: SuRosterSettings }) {
  const [fielded, setFielded] = useState<Record<string, ReadonlySet<string>>>(() => Object.fromEntries(teams.map((t) => [t.teamId, new Set(t.fieldedByDefault)])));
  const playing = teams.filter((t) => (fielded[t.teamId]?.size ?? 0) > 0).length;
  return (
    <BattleForm action={createSuBattleAction} hidden={{ campaignId }} teamNames={Object.fromEntries(teams.map((t) => [t.teamId, t.name]))}>
      {teams.map((team) => (
        <NewBattleTeamLineUp
          key={team.teamId}
          team={team}
          budget={budget}
          settings={settings}
          fieldedIds={fielded[team.teamId] ?? new Set()}
          onFieldedChange={(characterId, isFielded) =>
            setFielded((current) => {
              const next = new Set(current[team.teamId]);
              if (isFielded) next.add(characterId);
              else next.delete(characterId);
              return { ...current, [team.teamId]: next };
            })
          }
        />
      ))}
      <p aria-live="polite" className={`text-sm ${playing < 2 ? "font-semibold text-red-900" : "text-stone-700"}`}>
        {playing < 2 ? `${playing === 0 ? "No team plays" : "One team plays"} yet: tick characters of two or more teams.` : `${playing} teams play.`}
      </p>
      <SubmitButton pendingLabel="Recording…">Record the battle</SubmitButton>
    </BattleForm>
  );
}
