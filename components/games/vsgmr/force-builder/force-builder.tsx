"use client";
import { useActionState, useMemo, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { initialActionState } from "@/lib/actions/action-result";
import { saveVsgmrForceAction } from "@/lib/games/vsgmr/actions/save-force-action";
import { forceFile, forceFileName } from "@/lib/games/vsgmr/force-file";
import { addBlankFigure, problemsByFigure, removeFigure, replaceFigure, reportForce, whereProblemsAre } from "@/lib/games/vsgmr/force-form";
import { pointsText, VSGMR_SCENARIOS, type ScenarioRole, type VsgmrForce, type VsgmrScenarioId, type VsgmrSettings } from "@/lib/rules/vsgmr";
import { FigureEditor } from "./figure-editor";
import { SaveChecklist } from "./save-checklist";
import { StartFrom } from "./start-from";

export interface ForceBuilderProps {
  teamId: string;
  initialForce: VsgmrForce;
  settings: VsgmrSettings;
  pointBudget: number;
  /** e.g. 'Move unit 6" · distance-attack unit 12"', in the series' figure scale. */
  scaleNote: string;
}

const BUTTON = "inline-flex min-h-11 items-center rounded-md px-4 py-2 font-semibold";

/**
 * Builds a force in the browser: every change is priced and checked at once with the rules
 * library (the same functions the server runs before it saves), each problem beside its figure,
 * and the force against its budget: the series' (a cap, VS-R19), or a chosen scenario's range or side's.
 */
export function ForceBuilder({ teamId, initialForce, settings, pointBudget, scaleNote }: ForceBuilderProps) {
  const [force, setForce] = useState(initialForce);
  const [scenarioId, setScenarioId] = useState<VsgmrScenarioId | "">("");
  const [role, setRole] = useState<ScenarioRole | "">("");
  const [state, formAction] = useActionState(saveVsgmrForceAction, initialActionState);

  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(forceFile(force), null, 2)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = forceFileName(force);
    link.click();
    URL.revokeObjectURL(url);
  };

  const scenario = VSGMR_SCENARIOS.find((s) => s.id === scenarioId);
  const report = useMemo(
    () => reportForce(force, settings, pointBudget, { ...(scenarioId ? { id: scenarioId } : {}), ...(role ? { role } : {}) }),
    [force, settings, pointBudget, scenarioId, role],
  );
  const placed = problemsByFigure(report.problems, force.figures.length);
  const placedWarnings = problemsByFigure(report.warnings, force.figures.length);
  const checklist = [
    ...placed.force.map((problem) => ({ problem, figure: null })),
    ...placed.figures.flatMap((list, index) => list.map((problem) => ({ problem, figure: { index, name: force.figures[index]!.name } }))),
  ];
  const hasNoCommander = report.problems.some((p) => p.code === "no-commander");

  return (
    <div className="flex flex-col gap-6">
      <StartFrom settings={settings} teamName={initialForce.name} onForce={setForce} />

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
          <label className="flex flex-col text-sm font-semibold">
            Scenario (optional)
            <select
              value={scenarioId}
              onChange={(e) => {
                setScenarioId(e.target.value as VsgmrScenarioId | "");
                setRole("");
              }}
              className="min-h-11 rounded-md border border-stone-400 bg-white px-2 font-normal"
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
              <select value={role} onChange={(e) => setRole(e.target.value as ScenarioRole | "")} className="min-h-11 rounded-md border border-stone-400 bg-white px-2 font-normal">
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
        {placed.force.length > 0 ? (
          <ul id="force-problems" className="list-disc pl-5 text-sm text-red-800" aria-label="Problems of the whole force">
            {placed.force.map((p, i) => (
              <li key={i} id={`force-problem-${p.code}`}>
                {p.message}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <ol className="flex flex-col gap-4" aria-label="Figures">
        {force.figures.map((figure, index) => (
          <li key={figure.id}>
            <FigureEditor
              index={index}
              figure={figure}
              force={force}
              cost={report.cost.figures[index]}
              problems={placed.figures[index] ?? []}
              warnings={placedWarnings.figures[index] ?? []}
              commanderHintId={hasNoCommander ? "force-problem-no-commander" : undefined}
              onChange={(next) => setForce(replaceFigure(force, index, next))}
              onRemove={() => setForce(removeFigure(force, index))}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3 print:hidden">
        <button type="button" className={`${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`} onClick={() => setForce(addBlankFigure(force))}>
          Add a figure
        </button>
        <button type="button" className={`${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`} onClick={download}>
          Download as a file
        </button>
      </div>

      <form action={formAction} className="flex flex-col gap-3 print:hidden">
        <input type="hidden" name="teamId" value={teamId} />
        <input type="hidden" name="force" value={JSON.stringify(force)} />
        <SaveChecklist problems={checklist} />
        <FormMessage message={state?.ok ? `Saved: ${state.data.figures} figure${state.data.figures === 1 ? "" : "s"}.` : state?.message} tone={state?.ok ? "info" : "error"} />
        {state && !state.ok && state.fieldErrors ? (
          <ul className="list-disc pl-5 text-sm text-red-800" aria-label="Why the server refused">
            {Object.values(state.fieldErrors)
              .flat()
              .map((message, i) => (
                <li key={i}>{message}</li>
              ))}
          </ul>
        ) : null}
        <div>
          <SubmitButton pendingLabel="Saving…">Save force</SubmitButton>
        </div>
      </form>
    </div>
  );
}
