import { BattleLive } from "@/components/battles/battle-live";
import { BattleIssueTitle } from "@/components/battles/battle-issue-title";
import { BATTLE_STATUS_LABELS } from "@/components/battles/battle-status";
import type { SearchParams } from "@/components/games/game-screens";
import { SU_SET_UP_STEP_NAMES } from "@/lib/games/supers-unlimited/battles/set-up-steps";
import { suDiceSettings } from "@/lib/games/supers-unlimited/campaign-settings";
import { loadSuBattlePage } from "@/lib/games/supers-unlimited/server/pages/load-battle-page";
import { requireUser } from "@/lib/server/auth/current-user";
import { ResultForm } from "../battles/result-form";
import { ENDING_LABELS } from "../battles/battle-words";
import { ScoreLines } from "../battles/score-lines";
import { SetUpStepForm } from "../battles/set-up-step-form";
import { SetUpSummary } from "../battles/set-up-summary";
import { TraitOddsPanel } from "../battles/trait-odds-panel";
import { UndoSuBattleButton } from "../battles/undo-su-battle-button";
import { CancelSuBattleButton } from "../battles/cancel-su-battle-button";
import { PlasmaXPanel } from "../battles/plasma-x-panel";
import { GimmickPanel } from "../battles/gimmick-panel";
import { SuTracker } from "../client";

/**
 * A league battle: the line-ups, the set-up roller (each step's dice and what they did), the battle
 * tracker while it is played (shared by every phone), Plasma X and Gimmicks, the Trait Roll odds
 * panel for the table, then the result (pre-filled from the tracker) and its VP, line by line.
 */
export async function SuBattlePage({ params, searchParams }: { params: Promise<{ campaignId: string; battleId: string }>; searchParams: Promise<SearchParams> }) {
  const { campaignId, battleId } = await params;
  const path = `/campaigns/${campaignId}/battles/${battleId}`;
  const user = await requireUser(path);
  const [{ battle, steps, next, canPlay, canRollSetUp, canUndo, canEndOtherwise, canCancel, plasmaXFor, gimmicksFor, vulnerable, pools, tracked }, query] = await Promise.all([
    loadSuBattlePage(user.id, campaignId, battleId),
    searchParams,
  ]);
  const { row, details } = battle;
  const where = row.status === "SETUP" && next ? `the set-up, next the ${SU_SET_UP_STEP_NAMES[next.step]}` : BATTLE_STATUS_LABELS[row.status];

  return (
    <div className="flex flex-col gap-6">
      <BattleLive battleId={battleId} version={row.version} lastChange={row.lastChange} where={where} />
      <div className="flex flex-col gap-2">
        <BattleIssueTitle campaignId={campaignId} issue={row.issue} status={row.status} />
        <p className="font-semibold">{battle.sides.map((s) => s.teamName).join(" vs ")}</p>
      </div>

      <section aria-labelledby="line-ups-heading" className="flex flex-col gap-2">
        <h2 id="line-ups-heading" className="text-xl font-bold">
          Line-ups
        </h2>
        {battle.sides.map((side) => (
          <p key={side.teamId} className="text-sm">
            <span className="font-semibold">{side.teamName}: </span>
            {side.lineUp.map((m) => `${m.name} (L${m.level}${m.isLeader ? ", Leader" : ""})`).join(", ")} · {side.lineUp.reduce((sum, m) => sum + m.level, 0)} Levels
          </p>
        ))}
      </section>

      <section aria-labelledby="set-up-heading" className="flex flex-col gap-3">
        <h2 id="set-up-heading" className="text-xl font-bold">
          Set-up
        </h2>
        <div aria-live="polite">
          <SetUpSummary steps={steps} setUp={details.setUp} names={battle.names} />
        </div>
        {row.status === "SETUP" && next ? (
          canRollSetUp ? (
            <SetUpStepForm next={next} battle={battle} />
          ) : (
            <p className="text-sm text-stone-700">The players of this battle make the set-up rolls.</p>
          )
        ) : null}
      </section>

      {row.status === "REPORTING" && details.setUp.scenario && canPlay ? (
        <SuTracker
          battleId={battleId}
          scenarioId={details.setUp.scenario.scenarioId}
          sides={battle.sides.map(({ teamId, teamName, lineUp }) => ({ teamId, teamName, lineUp }))}
          entries={tracked}
        />
      ) : null}

      {battle.settings.usePlasmaX && row.status !== "SETUP" && row.status !== "CANCELLED" ? <PlasmaXPanel battle={battle} playsFor={plasmaXFor} vulnerable={vulnerable} /> : null}

      {battle.settings.useGimmicks && row.status !== "SETUP" && row.status !== "CANCELLED" ? <GimmickPanel battle={battle} pools={pools} playsFor={gimmicksFor} /> : null}

      {row.status === "SETUP" || row.status === "REPORTING" ? <TraitOddsPanel action={path} params={query} league={suDiceSettings(battle.settings)} /> : null}

      {row.status === "REPORTING" ? (
        <section aria-labelledby="result-heading" className="flex flex-col gap-3">
          <h2 id="result-heading" className="text-xl font-bold">
            Result
          </h2>
          {canPlay ? (
            <ResultForm key={tracked.at(-1)?.id ?? "untracked"} battle={battle} tracked={tracked} canEndOtherwise={canEndOtherwise} />
          ) : (
            <p className="text-sm text-stone-700">The players of this battle enter its result.</p>
          )}
        </section>
      ) : null}

      {(row.status === "SETUP" || row.status === "REPORTING") && canCancel ? <CancelSuBattleButton battleId={battleId} /> : null}

      {row.status === "CANCELLED" ? <p className="text-stone-700">This battle was cancelled: nothing of it was scored.</p> : null}

      {details.result && (row.status === "RESOLVED" || row.status === "UNDONE") ? (
        <section aria-labelledby="score-heading" className="flex flex-col gap-3">
          <h2 id="score-heading" className="text-xl font-bold">
            Victory Points
          </h2>
          {row.status === "UNDONE" ? <p className="text-sm text-stone-700">Undone by {row.undoneByName}: these VP were taken back.</p> : null}
          {details.result.ending && details.result.ending !== "endgame" ? (
            <p className="text-sm font-semibold" data-ending>
              {ENDING_LABELS[details.result.ending]}.
            </p>
          ) : null}
          <ScoreLines score={details.result.score} sides={battle.sides} />
          {row.status === "RESOLVED" && canUndo ? <UndoSuBattleButton battleId={battleId} /> : null}
        </section>
      ) : null}
    </div>
  );
}
