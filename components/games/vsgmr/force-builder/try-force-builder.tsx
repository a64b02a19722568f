"use client";
import { useMemo, useState } from "react";
import { addBlankFigure, problemsByFigure, reportForce } from "@/lib/games/vsgmr/force-form";
import { readTryBudget } from "@/lib/games/vsgmr/try-budget";
import type { ScenarioRole, VsgmrForce, VsgmrScenarioId, VsgmrSettings } from "@/lib/rules/vsgmr";
import { FigureList } from "./figure-list";
import { ForceVerdict } from "./force-verdict";
import { StartFrom } from "./start-from";

export interface TryForceBuilderProps {
  initialForce: VsgmrForce;
  settings: VsgmrSettings;
  /** The budget a new series starts with; the visitor may type another. */
  defaultBudget: number;
  scaleNote: string;
}

const BUTTON = "inline-flex min-h-11 items-center rounded-md px-4 py-2 font-semibold";

/**
 * The force builder without an account: the signed-in builder's parts (start from a sample army,
 * live price, problems and warnings beside each figure, parity), against a budget the visitor sets.
 * Nothing leaves the browser; there is no save.
 */
export function TryForceBuilder({ initialForce, settings, defaultBudget, scaleNote }: TryForceBuilderProps) {
  const [force, setForce] = useState(initialForce);
  const [scenarioId, setScenarioId] = useState<VsgmrScenarioId | "">("");
  const [role, setRole] = useState<ScenarioRole | "">("");
  const [budgetText, setBudgetText] = useState(String(defaultBudget));
  const [pointBudget, setPointBudget] = useState(defaultBudget);
  const budgetRead = readTryBudget(budgetText);

  const report = useMemo(
    () => reportForce(force, settings, pointBudget, { ...(scenarioId ? { id: scenarioId } : {}), ...(role ? { role } : {}) }),
    [force, settings, pointBudget, scenarioId, role],
  );
  const placed = problemsByFigure(report.problems, force.figures.length);

  const budgetField = (
    <div className="flex flex-col text-sm font-semibold">
      <label htmlFor="try-budget">Your budget (points)</label>
      <input
        id="try-budget"
        type="number"
        inputMode="numeric"
        min={5}
        max={200}
        step={1}
        value={budgetText}
        onChange={(e) => {
          setBudgetText(e.target.value);
          const read = readTryBudget(e.target.value);
          if (read.ok) setPointBudget(read.points);
        }}
        aria-invalid={!budgetRead.ok}
        aria-describedby={budgetRead.ok ? undefined : "try-budget-error"}
        className="min-h-11 w-28 rounded-md border border-stone-400 bg-white px-2 font-normal"
      />
      {budgetRead.ok ? null : (
        <p id="try-budget-error" role="alert" className="font-normal text-red-800">
          {budgetRead.message} Checking against {pointBudget} points.
        </p>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <StartFrom settings={settings} teamName={initialForce.name} onForce={setForce} isSandbox />
      <ForceVerdict
        force={force}
        report={report}
        forceProblems={placed.force}
        scenarioId={scenarioId}
        role={role}
        onScenario={setScenarioId}
        onRole={setRole}
        scaleNote={scaleNote}
        budgetField={budgetField}
      />
      <FigureList force={force} report={report} onForce={setForce} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={`${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`} onClick={() => setForce(addBlankFigure(force))}>
          Add a figure
        </button>
      </div>
    </div>
  );
}
