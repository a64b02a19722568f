"use client";
import { useActionState, useMemo, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { initialActionState } from "@/lib/actions/action-result";
import { saveVsgmrForceAction } from "@/lib/games/vsgmr/actions/save-force-action";
import { forceFile, forceFileName } from "@/lib/games/vsgmr/force-file";
import { addBlankFigure, problemsByFigure, reportForce } from "@/lib/games/vsgmr/force-form";
import type { ScenarioRole, VsgmrForce, VsgmrScenarioId, VsgmrSettings } from "@/lib/rules/vsgmr";
import { FigureList } from "./figure-list";
import { ForceVerdict } from "./force-verdict";
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

  const report = useMemo(
    () => reportForce(force, settings, pointBudget, { ...(scenarioId ? { id: scenarioId } : {}), ...(role ? { role } : {}) }),
    [force, settings, pointBudget, scenarioId, role],
  );
  const placed = problemsByFigure(report.problems, force.figures.length);
  const checklist = [
    ...placed.force.map((problem) => ({ problem, figure: null })),
    ...placed.figures.flatMap((list, index) => list.map((problem) => ({ problem, figure: { index, name: force.figures[index]!.name } }))),
  ];

  return (
    <div className="flex flex-col gap-6">
      <StartFrom settings={settings} teamName={initialForce.name} onForce={setForce} />

      <ForceVerdict
        force={force}
        report={report}
        forceProblems={placed.force}
        scenarioId={scenarioId}
        role={role}
        onScenario={setScenarioId}
        onRole={setRole}
        scaleNote={scaleNote}
      />

      <FigureList force={force} report={report} onForce={setForce} />
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
