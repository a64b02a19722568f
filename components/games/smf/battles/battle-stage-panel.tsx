import { randomUUID } from "node:crypto";
import type { BattleView } from "@/lib/games/smf/views/battle-view";
import type { BattleNames } from "./battle-names";
import { BattleTracker, RollCard } from "../client";
import { ConfirmReportPanel } from "./confirm-report-panel";
import { DecisionPanel } from "./decision-panel";
import { PreBattleChoicesForm } from "./pre-battle-choices-form";
import type { PreBattleTeam } from "@/lib/games/smf/views/pre-battle-options";
import { PreBattleSummary } from "./pre-battle-summary";
import { ReportForm } from "./report-form";
import { reportModel, trackedDraft } from "./report-model";
import { ReportSummary } from "./report-summary";
import { RollOddsTable } from "@/components/battles/roll-odds";

const WAITING = "rounded-lg border border-stone-300 bg-stone-50 p-4 text-stone-800";

function Waiting({ children }: { children: React.ReactNode }) {
  return <p className={WAITING}>{children}</p>;
}

function StepHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="text-xl font-bold">{children}</h2>;
}

/** Where each team's owner chooses: whose pre-battle choices are in, and whose the battle waits for. */
function PreBattleChoicesStatus({ table, teamNames }: { table: BattleView["table"]; teamNames: Record<string, string> }) {
  if (!table.isTeamControlled || table.choicesMissing.length === 0) return null;
  const saved = table.choicesSavedTeamIds.map((teamId) => teamNames[teamId] ?? "a team");
  return (
    <p className="text-sm text-stone-700">
      In this campaign each team&apos;s owner makes its choices; the pre-battle starts once every team&apos;s are in.{" "}
      {saved.length > 0 ? `Saved: ${saved.join(", ")} (saving again replaces them). ` : ""}
      {table.choicesMissing.map((t) => `Waiting for ${t.ownerName} (${t.teamName})`).join("; ")}.
    </p>
  );
}

/**
 * The one panel for where the battle stands: the choices before the dice, the next roll, the
 * report, its confirmation, a post-battle decision, a refusal to fix, or the outcome.
 */
export function BattleStagePanel({ view, names, preBattleTeams }: { view: BattleView; names: BattleNames; preBattleTeams?: PreBattleTeam[] }) {
  const { loaded, progress, may, nextRoll, table } = view;
  const battleId = loaded.row.id;
  const { report, preBattle } = loaded.data;

  switch (progress.kind) {
    case "setup":
      return (
        <section aria-label="Pre-battle choices" className="flex flex-col gap-3">
          <StepHeading>Pre-battle choices</StepHeading>
          <PreBattleChoicesStatus table={table} teamNames={Object.fromEntries(loaded.row.teams.map((t) => [t.teamId, t.teamName]))} />
          {may.play && preBattleTeams && table.choiceTeamIds.length > 0 ? (
            <PreBattleChoicesForm
              battleId={battleId}
              teams={preBattleTeams.filter((t) => table.choiceTeamIds.includes(t.teamId))}
              submitLabel={table.choicesMissing.some((t) => !table.actForTeamIds.includes(t.teamId)) ? "Save my choices" : undefined}
            />
          ) : (
            <Waiting>Waiting for the players to lock their pre-battle choices.</Waiting>
          )}
        </section>
      );
    case "needs-dice": {
      if (!nextRoll) return null;
      // The label names the roller already ("… — Grey Rhino (The Night Shift)"); say it again only if it does not.
      const roller = nextRoll.characterName ?? nextRoll.teamName;
      const who = roller && !nextRoll.label.includes(roller) ? roller : undefined;
      if (!may.play) return <Waiting>Waiting for the players to roll: {nextRoll.label}.</Waiting>;
      if (nextRoll.waitingFor) {
        return (
          <Waiting>
            Waiting for {nextRoll.waitingFor.ownerName} (or an organiser) to roll for {nextRoll.waitingFor.teamName}: {nextRoll.label}. In this campaign each team&apos;s owner
            rolls for it.
          </Waiting>
        );
      }
      const odds = nextRoll.odds?.outcomes.length ? <RollOddsTable odds={nextRoll.odds} /> : undefined;
      return (
        <RollCard
          key={nextRoll.slot}
          battleId={battleId}
          slot={nextRoll.slot}
          requestKey={randomUUID()}
          label={nextRoll.label}
          {...(who ? { who: `Rolled for ${who}` } : {})}
          count={nextRoll.request.count}
          sides={nextRoll.request.sides}
          {...(nextRoll.request.replacesFaces ? { replacesFaces: nextRoll.request.replacesFaces } : {})}
          odds={odds}
          isAppDiceOnly={table.isAppDiceOnly}
        />
      );
    }
    case "reporting": {
      const model = may.play ? reportModel(loaded) : undefined;
      const tracked = model ? trackedDraft(model, view.tracked ?? []) : undefined;
      return (
        <div className="flex flex-col gap-6">
          {preBattle ? <PreBattleSummary result={preBattle} /> : null}
          {model ? <BattleTracker battleId={battleId} teams={model.teams} fields={model.fields} entries={view.tracked ?? []} /> : null}
          <section aria-labelledby="report-form-heading" className="flex flex-col gap-3">
            <h2 id="report-form-heading" className="text-xl font-bold">
              Report the battle
            </h2>
            {model && tracked ? (
              <ReportForm key={tracked.key} battleId={battleId} model={model} draft={tracked.draft} />
            ) : (
              <Waiting>Waiting for a player of the battle to report it.</Waiting>
            )}
          </section>
        </div>
      );
    }
    case "awaiting-confirmation":
      return (
        <div className="flex flex-col gap-4">
          {report ? <ReportSummary report={report} names={names} reportedBy={loaded.row.reportedByName} /> : null}
          {may.confirm ? (
            <ConfirmReportPanel battleId={battleId} />
          ) : (
            <Waiting>
              The report waits for {loaded.row.campaign.reportConfirmation === "OPPONENT" ? "a player of another team in the battle, or an organiser," : "an organiser"} to confirm
              it.
            </Waiting>
          )}
        </div>
      );
    case "needs-decision":
      return <DecisionPanel loaded={loaded} step={progress.step} mayPlay={may.play} waitingFor={table.decisionWaitingFor} />;
    case "refused":
      return <DecisionPanel loaded={loaded} step={progress.step} problems={progress.problems} mayPlay={may.play} waitingFor={table.decisionWaitingFor} />;
    case "finished":
      return (
        <div className="flex flex-col gap-4">
          {progress.status === "RESOLVED" ? (
            <p className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900">Resolved: every effect is on the teams.</p>
          ) : null}
          {progress.status === "UNDONE" ? (
            <p className="rounded-lg border border-stone-300 bg-stone-100 p-4 font-semibold">Undone: its effects were reversed. The records stay for the history.</p>
          ) : null}
          {progress.status === "CANCELLED" ? (
            <p className="rounded-lg border border-stone-300 bg-stone-100 p-4 font-semibold">Cancelled: nothing of this battle was applied.</p>
          ) : null}
          {report ? <ReportSummary report={report} names={names} /> : null}
        </div>
      );
  }
}
