import Link from "next/link";
import { PLASMA_X_BENEFIT_WORDS } from "@/lib/games/supers-unlimited/battles/plasma-x-at-table";
import { withNames } from "@/lib/games/supers-unlimited/battles/score-result";
import { tablePlayOf } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import type { SuBattleListRow } from "@/lib/games/supers-unlimited/views/su-battle-list-row";
import { scenarioName, VP_SOURCE_LABELS } from "../battles/battle-words";

/**
 * The league's journal entries, newest first: scenario, VP line by line, who was Incapacitated,
 * and the Plasma X each Super took.
 * `campaignId` links each issue to its battle page (for members); the public page gives none.
 */
export function SuJournalEntries({ battles, campaignId }: { battles: readonly SuBattleListRow[]; campaignId: string | null }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Journal">
      {battles.map((battle, index) => {
        const result = battle.details.result!;
        const sides = battle.teams.map((t) => ({ teamId: t.teamId, teamName: t.teamName, lineUp: t.lineUp }));
        const out = result.models
          .filter((m) => m.state === "incapacitated" || m.state === "off-board")
          .sort((a, b) => (a.order ?? 99) - (b.order ?? 99))
          .map((m) => sides.flatMap((s) => s.lineUp.filter((l) => l.characterId === m.characterId).map((l) => `${l.name} (${s.teamName})`))[0])
          .filter(Boolean);
        const plasmaX = tablePlayOf(battle.details).plasmaX;
        return (
          // By place, not by battle id: keys go to the browser, and the public page shows this list.
          <li key={index}>
            <article className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4">
              <h2 className="text-lg font-bold">
                {campaignId ? (
                  <Link href={`/campaigns/${campaignId}/battles/${battle.id}`} className="text-brand-700 underline underline-offset-4">
                    Issue #{battle.issue}
                  </Link>
                ) : (
                  `Issue #${battle.issue}`
                )}
                : {battle.teams.map((t) => t.teamName).join(" vs ")}
              </h2>
              <p className="text-sm text-stone-700">{scenarioName(battle.details.setUp.scenario?.scenarioId)}</p>
              <ul className="flex flex-col gap-0.5 text-sm">
                {result.score.lines
                  .filter((line) => line.vp > 0)
                  .map((line, i) => (
                    <li key={i}>
                      <span className="font-semibold">{sides.find((s) => s.teamId === line.sideId)?.teamName}</span> +{line.vp} VP, {VP_SOURCE_LABELS[line.source]}:{" "}
                      {withNames(line.detail, sides)}
                    </li>
                  ))}
              </ul>
              <p className="text-sm">
                <span className="font-semibold">Incapacitated: </span>
                {out.length > 0 ? out.join(", ") : "nobody"}
              </p>
              {plasmaX.length > 0 ? (
                <p className="text-sm">
                  <span className="font-semibold">Plasma X: </span>
                  {plasmaX.map((gain) => `${gain.name} (${PLASMA_X_BENEFIT_WORDS[gain.benefit]})`).join(", ")}
                </p>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
