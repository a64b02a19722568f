"use client";
import { useState } from "react";
import { defaultLineUp } from "@/lib/rules/smf";
import type { SetUpTeam } from "@/lib/games/smf/views/set-up";
import { SetUpTeamLineUp } from "./set-up-team";

/**
 * Every team's line-up on the set-up page, ticked from each team's default (see loadSetUp) and
 * kept here so the weights and problems follow each tick. The posted fields are the ticked
 * characters only: a team plays when anyone of it is fielded, on the page and on the server.
 */
export function SetUpLineUps({ teams }: { teams: readonly SetUpTeam[] }) {
  const [fielded, setFielded] = useState<Record<string, ReadonlySet<string>>>(() => Object.fromEntries(teams.map((t) => [t.teamId, new Set(t.fieldedByDefault)])));
  const update = (teamId: string, next: ReadonlySet<string>) => setFielded((current) => ({ ...current, [teamId]: next }));
  const playing = teams.filter((t) => (fielded[t.teamId]?.size ?? 0) > 0).length;

  return (
    <>
      {teams.map((team) => {
        const ids = fielded[team.teamId] ?? new Set<string>();
        return (
          <SetUpTeamLineUp
            key={team.teamId}
            team={team}
            fieldedIds={ids}
            onPlaysChange={(isPlaying) => update(team.teamId, new Set(isPlaying ? defaultLineUp(team.characters.map((c) => c.character)) : []))}
            onFieldedChange={(characterId, isFielded) => {
              const next = new Set(ids);
              if (isFielded) next.add(characterId);
              else next.delete(characterId);
              update(team.teamId, next);
            }}
          />
        );
      })}
      <p aria-live="polite" className={`text-sm ${playing < 2 ? "font-semibold text-red-900" : "text-stone-700"}`}>
        {playing < 2 ? `${playing === 0 ? "No team plays" : "One team plays"} yet: pick two or more teams to play.` : `${playing} teams play.`}
      </p>
    </>
  );
}
