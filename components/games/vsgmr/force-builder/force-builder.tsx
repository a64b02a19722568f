"use client";
import { useActionState, useMemo, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { initialActionState } from "@/lib/actions/action-result";
import { saveVsgmrForceAction } from "@/lib/games/vsgmr/actions/save-force-action";
import { forceFile, forceFileName, MAX_FORCE_FILE_BYTES, readForceFile } from "@/lib/games/vsgmr/force-file";
import { addBlankFigure, forceFromTemplate, problemsByFigure, removeFigure, replaceFigure, reportForce } from "@/lib/games/vsgmr/force-form";
import { formatPoints, SAMPLE_ARMIES, VSGMR_SCENARIOS, priceSampleArmy, type ScenarioRole, type VsgmrForce, type VsgmrScenarioId, type VsgmrSettings } from "@/lib/rules/vsgmr";
import { FigureEditor } from "./figure-editor";

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
 * and the parity verdict against the series' budget (or a scenario's budget for one side).
 */
export function ForceBuilder({ teamId, initialForce, settings, pointBudget, scaleNote }: ForceBuilderProps) {
  const [force, setForce] = useState(initialForce);
  const [templateId, setTemplateId] = useState(SAMPLE_ARMIES[0]!.id);
  const [scenarioId, setScenarioId] = useState<VsgmrScenarioId | "">("");
  const [role, setRole] = useState<ScenarioRole | "">("");
  const [state, formAction] = useActionState(saveVsgmrForceAction, initialActionState);
  const [fileMessage, setFileMessage] = useState<{ text: string; tone: "error" | "info" } | undefined>();

  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(forceFile(force), null, 2)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = forceFileName(force);
    link.click();
    URL.revokeObjectURL(url);
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FORCE_FILE_BYTES) return setFileMessage({ text: "That file is too large to be a force.", tone: "error" });
    const read = readForceFile(await file.text());
    if (!read.ok) return setFileMessage({ text: read.message, tone: "error" });
    setForce({ ...read.force, name: initialForce.name });
    setFileMessage({ text: `Read ${read.force.figures.length} figures from the file: check them, then save the force.`, tone: "info" });
  };

  const scenario = VSGMR_SCENARIOS.find((s) => s.id === scenarioId);
  const report = useMemo(
    () => reportForce(force, settings, pointBudget, { ...(scenarioId ? { id: scenarioId } : {}), ...(role ? { role } : {}) }),
    [force, settings, pointBudget, scenarioId, role],
  );
  const placed = problemsByFigure(report.problems, force.figures.length);
  const template = SAMPLE_ARMIES.find((army) => army.id === templateId)!;
  const pricing = useMemo(() => priceSampleArmy(template, settings), [template, settings]);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="start-heading" className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4 print:hidden">
        <h2 id="start-heading" className="text-xl font-bold">
          Start from
        </h2>
        <label htmlFor="template" className="font-semibold">
          Sample army
        </label>
        <select id="template" value={templateId} onChange={(e) => setTemplateId(e.target.value)} className="min-h-11 rounded-md border border-stone-400 bg-white px-3">
          {SAMPLE_ARMIES.map((army) => (
            <option key={army.id} value={army.id}>
              {army.name}
            </option>
          ))}
        </select>
        <p data-template-pricing className="text-sm text-stone-700">
          Printed {formatPoints(pricing.printedHalves)} points, {pricing.printedFigures} figures · priced by the rules {formatPoints(pricing.computedHalves)} points,{" "}
          {pricing.computedFigures} figures.
        </p>
        {pricing.differences.length > 0 ? (
          <ul className="list-disc pl-5 text-sm text-stone-700" aria-label="Where the print differs">
            {pricing.differences.map((d) => (
              <li key={`${d.kind}-${d.groupKey ?? ""}`}>
                {d.kind === "figures" ? "Figures" : d.kind === "total" ? "Total" : `${template.groups.find((g) => g.key === d.groupKey)?.name ?? "A line"}, each`}: printed{" "}
                {d.printed}, counted {d.computed}
                {d.ruling !== "none" ? ` (ruling ${d.ruling})` : ""}.
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={`${BUTTON} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
            onClick={() => setForce(forceFromTemplate(templateId, initialForce.name) ?? force)}
          >
            Use this army
          </button>
          <button type="button" className={`${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`} onClick={() => setForce({ name: initialForce.name, figures: [] })}>
            Start blank
          </button>
        </div>
        <label htmlFor="force-file" className="font-semibold">
          Or read a force file
        </label>
        <input id="force-file" type="file" accept="application/json,.json" onChange={(e) => void readFile(e.target.files?.[0])} className="min-h-11" />
        <FormMessage message={fileMessage?.text} tone={fileMessage?.tone} />
      </section>

      <section aria-labelledby="verdict-heading" className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-stone-50 p-4">
        <h2 id="verdict-heading" className="sr-only">
          Cost and parity
        </h2>
        <div aria-live="polite" className="flex flex-col gap-1">
          <p className="text-lg font-bold" data-force-total>
            {formatPoints(report.cost.totalHalves)} points · {force.figures.length} figure{force.figures.length === 1 ? "" : "s"} · budget {pointBudget}
          </p>
          <p data-parity className={report.parity.isFair ? "text-green-800" : "text-red-800"}>
            {report.parity.summary}
          </p>
          <p data-problem-count className={report.problems.length === 0 ? "text-green-800" : "text-red-800"}>
            {report.problems.length === 0 ? "No problems: this force is legal." : `${report.problems.length} problem${report.problems.length === 1 ? "" : "s"} to fix.`}
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
                    {r.role} ({r.points} points)
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {placed.force.length > 0 ? (
          <ul className="list-disc pl-5 text-sm text-red-800" aria-label="Problems of the whole force">
            {placed.force.map((p, i) => (
              <li key={i}>{p.message}</li>
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
