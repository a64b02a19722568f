"use client";
import { useMemo, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { MAX_FORCE_FILE_BYTES, readForceFile } from "@/lib/games/vsgmr/force-file";
import { forceFromTemplate } from "@/lib/games/vsgmr/force-form";
import { pointsText, priceSampleArmy, SAMPLE_ARMIES, type VsgmrForce, type VsgmrSettings } from "@/lib/rules/vsgmr";

const BUTTON = "inline-flex min-h-11 items-center rounded-md px-4 py-2 font-semibold";

/** Where a force starts: a sample army (its printed and its priced points side by side), a blank force, or a force file. */
export function StartFrom({
  settings,
  teamName,
  onForce,
  isSandbox = false,
}: {
  settings: VsgmrSettings;
  teamName: string;
  onForce: (force: VsgmrForce) => void;
  /** On the try-it page, where nothing is saved: the file message does not send the visitor to a Save button. */
  isSandbox?: boolean;
}) {
  const [templateId, setTemplateId] = useState(SAMPLE_ARMIES[0]!.id);
  const [fileMessage, setFileMessage] = useState<{ text: string; tone: "error" | "info" } | undefined>();
  const template = SAMPLE_ARMIES.find((army) => army.id === templateId)!;
  const pricing = useMemo(() => priceSampleArmy(template, settings), [template, settings]);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FORCE_FILE_BYTES) return setFileMessage({ text: "That file is too large to be a force.", tone: "error" });
    const read = readForceFile(await file.text());
    if (!read.ok) return setFileMessage({ text: read.message, tone: "error" });
    onForce({ ...read.force, name: teamName });
    setFileMessage({ text: `Read ${read.force.figures.length} figures from the file: check them${isSandbox ? "" : ", then save the force"}.`, tone: "info" });
  };

  return (
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
        Printed {pointsText(pricing.printedHalves)}, {pricing.printedFigures} figures · priced by the rules {pointsText(pricing.computedHalves)}, {pricing.computedFigures} figures.
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
          onClick={() => {
            const force = forceFromTemplate(templateId, teamName);
            if (force) onForce(force);
          }}
        >
          Use this army
        </button>
        <button type="button" className={`${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`} onClick={() => onForce({ name: teamName, figures: [] })}>
          Start blank
        </button>
      </div>
      <label htmlFor="force-file" className="font-semibold">
        Or read a force file
      </label>
      <input id="force-file" type="file" accept="application/json,.json" onChange={(e) => void readFile(e.target.files?.[0])} className="min-h-11" />
      <FormMessage message={fileMessage?.text} tone={fileMessage?.tone} />
    </section>
  );
}
