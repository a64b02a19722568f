import type { ReactNode } from "react";
import { whereProblemsAre, type ForceReport } from "@/lib/games/vsgmr/force-form";
import { pointsText, VSGMR_SCENARIOS, type ScenarioRole, type VsgmrForce, type VsgmrProblem, type VsgmrScenarioId } from "@/lib/rules/vsgmr";

export interface ForceVerdictProps {
  force: VsgmrForce;
  report: ForceReport;
  /** The problems of the whole force (not of one figure), listed under the total. */
  forceProblems: readonly VsgmrProblem[];
  scenarioId: VsgmrScenarioId | "";
  role: ScenarioRole | "";
  onScenario: (id: VsgmrScenarioId | "") => void;
  onRole: (role: ScenarioRole | "") => void;
  scaleNote: string;
  /** Beside the scenario choice: the try-it page's own budget field. */
  budgetField?: ReactNode;
}

/**
 * The force's price, parity and problem count, read out as they change, with the budget it is
 * checked against: the series' (or the visitor's), or a chosen scenario's range or side's (VS-R19).
 */
export function ForceVerdict({ force, report, forceProblems, scenarioId, role, onScenario, onRole, scaleNote, budgetField }: ForceVerdictProps) {
  const scenario = VSGMR_SCENARIOS.find((s) => s.id === scenarioId);
  return (
    <section aria-labelledby="verdict-heading" className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-stone-50 p-4">
      <h2 id="verdict-heading" className="sr-only">
        Cost and parity
      </h2>
      <div aria-live="polite" className="flex flex-col gap-1">
        <p className="text-lg font-bold" data-force-total>
          {pointsText(report.cost.totalHalves)} · {force.figures.length} figure{force.figures.length === 1 ? "" : "s"}
          {report.budgetText ? ` · budget ${report.budgetText}` : ""}
        </p>
        <p data-parity className={report.budget.isFair ? "text-green-800" : "text-red-800"}>
          {report.budget.summary}
        </p>
        <p data-problem-count className={report.problems.length === 0 ? "text-green-800" : "text-red-800"}>
          {report.problems.length === 0
            ? "No problems: this force is legal."
            : `${report.problems.length} problem${report.problems.length === 1 ? "" : "s"} to fix: ${whereProblemsAre(
                report.problems,
                force.figures.map((f) => f.name),
              )}.`}
        </p>
      </div>
      <p className="text-sm text-stone-700">{scaleNote}</p>
      <div className="flex flex-wrap gap-3 print:hidden">
        {budgetField}
        <label className="flex flex-col text-sm font-semibold">
          Scenario (optional)
          <select
            value={scenarioId}
            onChange={(e) => {
              onScenario(e.target.value as VsgmrScenarioId | "");
              onRole("");
            }}
            className="min-h-11 max-w-full rounded-md border border-stone-400 bg-white px-2 font-normal"
          >
            <option value="">Series budget</option>
            {VSGMR_SCENARIOS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        {scenario?.budget.kind === "per-role" ? (
          <label className="flex flex-col text-sm font-semibold">
            Side
            <select
              value={role}
              onChange={(e) => onRole(e.target.value as ScenarioRole | "")}
              className="min-h-11 max-w-full rounded-md border border-stone-400 bg-white px-2 font-normal"
            >
              <option value="">Choose a side</option>
              {scenario.budget.roles.map((r) => (
                <option key={r.role} value={r.role}>
                  {r.role} (budget {r.points} points)
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {forceProblems.length > 0 ? (
        <ul id="force-problems" className="list-disc pl-5 text-sm text-red-800" aria-label="Problems of the whole force">
          {forceProblems.map((p, i) => (
            <li key={i} id={`force-problem-${p.code}`}>
              {p.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
