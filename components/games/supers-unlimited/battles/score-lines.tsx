import { withNames } from "@/lib/games/supers-unlimited/battles/score-result";
import type { LoadedSuBattle } from "@/lib/games/supers-unlimited/views/su-battle-view";
import type { BattleScore } from "@/lib/rules/supers-unlimited";
import { VP_SOURCE_LABELS } from "./battle-words";

/** A battle's VP, a line per source (scoreBattle's lines), with each team's total. */
export function ScoreLines({ score, sides }: { score: BattleScore; sides: LoadedSuBattle["sides"] }) {
  return (
    <div className="flex flex-col gap-3">
      {sides.map((side) => (
        <div key={side.teamId} className="flex flex-col gap-1">
          <p className="font-bold">
            {side.teamName}: {score.vp[side.teamId] ?? 0} VP{side.result ? ` · ${side.result === "WON" ? "won" : side.result === "LOST" ? "lost" : "draw"}` : ""}
          </p>
          <ul className="flex flex-col gap-0.5 text-sm text-stone-700">
            {score.lines
              .filter((line) => line.sideId === side.teamId)
              .map((line, i) => (
                <li key={i}>
                  <span className="font-semibold">{VP_SOURCE_LABELS[line.source]}</span> +{line.vp}: {withNames(line.detail, sides)}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
