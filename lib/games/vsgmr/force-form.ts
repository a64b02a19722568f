/**
 * Pure helpers between the force builder, the stored rows and the rules library: used in the
 * browser (live prices, problems and parity while a player edits) and on the server (saving and
 * reading a force), so both judge a force the same way.
 */
import {
  checkBudget,
  forceCost,
  forceFromSampleArmy,
  forceWarnings,
  SAMPLE_ARMIES,
  scenarioBudget,
  seriesBudget,
  validateForce,
  type BudgetVerdict,
  type FigureType,
  type ForceCost,
  type ScenarioRole,
  type VsgmrFigure,
  type VsgmrForce,
  type VsgmrProblem,
  type VsgmrScenarioId,
  type VsgmrSettings,
  type VsgmrWarning,
} from "@/lib/rules/vsgmr";

/** Character.kind of a VSGMR figure; its `build` is the library's VsgmrFigure JSON. */
export const VSGMR_FIGURE_KIND = "vsgmr-figure";
/** Character.formatVersion of that build; a change of VsgmrFigure's shape needs a data migration and a new number. */
export const VSGMR_FIGURE_FORMAT_VERSION = 1;

/** A figure as one Character row stores it (position is its place in the force). */
export interface FigureRow {
  name: string;
  kind: string;
  position: number;
  build: VsgmrFigure;
  formatVersion: number;
}

export function figureToRow(figure: VsgmrFigure, position: number): FigureRow {
  return { name: figure.name, kind: VSGMR_FIGURE_KIND, position, build: figure, formatVersion: VSGMR_FIGURE_FORMAT_VERSION };
}

/** The force back from its rows, in the player's order; the row's name wins (a rename elsewhere keeps it). */
export function forceFromRows(name: string, rows: ReadonlyArray<{ name: string; position: number; build: unknown }>): VsgmrForce {
  const figures = [...rows].sort((a, b) => a.position - b.position).map((row) => ({ ...(row.build as VsgmrFigure), name: row.name }));
  return { name, figures };
}

/** An id no figure of the force has yet ("figure-4"). */
export function freshFigureId(force: VsgmrForce): string {
  const taken = new Set(force.figures.map((figure) => figure.id));
  let n = force.figures.length + 1;
  while (taken.has(`figure-${n}`)) n++;
  return `figure-${n}`;
}

/** A troop with nothing bought, added at the end of the force. */
export function addBlankFigure(force: VsgmrForce): VsgmrForce {
  const id = freshFigureId(force);
  return { ...force, figures: [...force.figures, { id, name: `Figure ${force.figures.length + 1}`, type: "troop" }] };
}

/** Removes a figure, and any crew link to it (the mount then shows its missing rider). */
export function removeFigure(force: VsgmrForce, index: number): VsgmrForce {
  const gone = force.figures[index];
  if (!gone) return force;
  const figures = force.figures
    .filter((_, i) => i !== index)
    .map((figure) => {
      if (figure.crewId !== gone.id) return figure;
      const { crewId: _crewId, ...rest } = figure;
      return rest;
    });
  return { ...force, figures };
}

/**
 * A figure given another type, without what only the old type could carry (a building's size, a
 * mount's rider): the player would otherwise see problems about choices no longer on the form.
 */
export function withType(figure: VsgmrFigure, type: FigureType): VsgmrFigure {
  const { buildingSize, crewId, ...rest } = figure;
  return {
    ...rest,
    type,
    ...(type === "building" && buildingSize ? { buildingSize } : {}),
    ...((type === "cavalry" || type === "vehicle") && crewId ? { crewId } : {}),
  };
}

export function replaceFigure(force: VsgmrForce, index: number, figure: VsgmrFigure): VsgmrForce {
  return { ...force, figures: force.figures.map((f, i) => (i === index ? figure : f)) };
}

/** A sample army as a fresh force to edit (its own copy), named after the team. */
export function forceFromTemplate(armyId: string, teamName: string): VsgmrForce | null {
  const army = SAMPLE_ARMIES.find((a) => a.id === armyId);
  return army ? { ...forceFromSampleArmy(army), name: teamName } : null;
}

const FIGURE_FIELD = /^figures\[(\d+)\]/;

/** Problems (or warnings) split into the figure each belongs to (by its field) and those of the force as a whole. */
export function problemsByFigure<T extends { field: string }>(problems: readonly T[], figureCount: number): { figures: T[][]; force: T[] } {
  const figures: T[][] = Array.from({ length: figureCount }, () => []);
  const force: T[] = [];
  for (const problem of problems) {
    const match = FIGURE_FIELD.exec(problem.field);
    const index = match ? Number(match[1]) : -1;
    (index >= 0 && index < figureCount ? figures[index]! : force).push(problem);
  }
  return { figures, force };
}

/** What the builder shows about a force: its price, its problems, its warnings and its budget. */
export interface ForceReport {
  cost: ForceCost;
  problems: VsgmrProblem[];
  /** What the book allows but the figure will not use, or advises against: shown, never refused (VS-R6–R8). */
  warnings: VsgmrWarning[];
  /** The force against the budget it is built to (VS-R19). */
  budget: BudgetVerdict;
  /** That budget in words ("35 points"), or null while a scenario's side is not chosen. */
  budgetText: string | null;
}

/**
 * Where a force's problems are, in words for the builder's count and the save refusal: those of
 * the whole force sit under the points total, the others beside their figures ("1 of the whole
 * force, under the points total; 2 beside Hawk and Tank").
 */
export function whereProblemsAre(problems: readonly { field: string }[], figureNames: readonly string[]): string {
  const placed = problemsByFigure(problems, figureNames.length);
  const named = placed.figures.flatMap((list, i) => (list.length > 0 ? [{ name: figureNames[i] || `Figure ${i + 1}`, count: list.length }] : []));
  const besides = named.reduce((sum, figure) => sum + figure.count, 0);
  const names = named.map((figure) => figure.name);
  const list = names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return [...(placed.force.length > 0 ? [`${placed.force.length} of the whole force, under the points total`] : []), ...(besides > 0 ? [`${besides} beside ${list}`] : [])].join(
    "; ",
  );
}

export function reportForce(force: VsgmrForce, settings: VsgmrSettings, pointBudget: number, scenario: { id?: VsgmrScenarioId; role?: ScenarioRole } = {}): ForceReport {
  const result = validateForce(force, settings);
  const problems = result.ok ? [] : result.problems;
  let cost: ForceCost;
  try {
    cost = forceCost(force, settings);
  } catch {
    // An id the library does not know cannot be priced; validateForce has already named it.
    cost = { figures: [], totalHalves: 0 };
  }
  // VS-R19: the series' budget, or the chosen scenario's range or side's budget, read the same way.
  const budget = scenario.id ? scenarioBudget(scenario.id, scenario.role) : seriesBudget(pointBudget);
  return { cost, problems, warnings: forceWarnings(force), budget: checkBudget(cost.totalHalves, budget, scenario.id), budgetText: budget?.text ?? null };
}
