import { problemsByFigure, removeFigure, replaceFigure, type ForceReport } from "@/lib/games/vsgmr/force-form";
import type { VsgmrForce } from "@/lib/rules/vsgmr";
import { FigureEditor } from "./figure-editor";

export interface FigureListProps {
  force: VsgmrForce;
  report: ForceReport;
  onForce: (force: VsgmrForce) => void;
}

/** Every figure of the force in its editor, each with its price, its problems and its warnings beside it. */
export function FigureList({ force, report, onForce }: FigureListProps) {
  const placed = problemsByFigure(report.problems, force.figures.length);
  const placedWarnings = problemsByFigure(report.warnings, force.figures.length);
  const hasNoCommander = report.problems.some((p) => p.code === "no-commander");
  return (
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
            onChange={(next) => onForce(replaceFigure(force, index, next))}
            onRemove={() => onForce(removeFigure(force, index))}
          />
        </li>
      ))}
    </ol>
  );
}
