"use client";
import {
  ARMOURS,
  BUILDING_SIZES,
  FIGURE_TYPE_TABLE,
  pointsText,
  isGuy,
  ROLL_TYPES,
  type Armour,
  type BuildingSize,
  type FigureCost,
  type FigureType,
  type VsgmrFigure,
  type VsgmrForce,
  type VsgmrProblem,
  type VsgmrWarning,
} from "@/lib/rules/vsgmr";
import { withType } from "@/lib/games/vsgmr/force-form";
import { FigureAbilities } from "./figure-abilities";

const SELECT = "min-h-11 rounded-md border border-stone-400 bg-white px-2";
const SUPPORT_ROLLS = ROLL_TYPES.filter((roll) => roll !== "initiative");

interface FigureEditorProps {
  index: number;
  figure: VsgmrFigure;
  force: VsgmrForce;
  cost: FigureCost | undefined;
  problems: VsgmrProblem[];
  /** Allowed, but the figure will not use it or the book advises against it (VS-R6–R8). */
  warnings: VsgmrWarning[];
  /** Set while the force has no Commander: the Commander box points at that problem. */
  commanderHintId?: string;
  onChange: (figure: VsgmrFigure) => void;
  onRemove: () => void;
}

/** Sets an optional field, or leaves it out when empty/false, so the stored JSON carries only what was bought. */
function withField<K extends keyof VsgmrFigure>(figure: VsgmrFigure, key: K, value: VsgmrFigure[K] | undefined): VsgmrFigure {
  const next = { ...figure };
  if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) delete next[key];
  else next[key] = value;
  return next;
}

/** One figure of the builder: its type, options, traits and powers, its price and its problems. */
export function FigureEditor({ index, figure, force, cost, problems, warnings, commanderHintId, onChange, onRemove }: FigureEditorProps) {
  const at = `figure-${index}`;
  const set = <K extends keyof VsgmrFigure>(key: K, value: VsgmrFigure[K] | undefined) => onChange(withField(figure, key, value));
  const traits = new Set(figure.traits ?? []);
  const needsCrew = figure.type === "cavalry" || figure.type === "vehicle";
  const guys = force.figures.filter((f) => isGuy(f.type));
  const problemId = `${at}-problems`;
  const warningId = `${at}-warnings`;
  const describedBy = [problems.length > 0 ? problemId : "", warnings.length > 0 ? warningId : ""].filter(Boolean).join(" ");

  return (
    <fieldset
      className={`flex flex-col gap-3 rounded-lg border bg-white p-4 ${problems.length > 0 ? "border-red-400" : "border-stone-300"}`}
      aria-describedby={describedBy || undefined}
      id={at}
      data-figure={index}
    >
      <legend className="px-1 font-bold">
        {figure.name || `Figure ${index + 1}`}
        {figure.isCommander ? " · Commander" : ""}
      </legend>
      <p className="font-semibold" data-figure-cost>
        {cost ? pointsText(cost.totalHalves) : "Not priced"}
        {cost ? <span className="block text-sm font-normal text-stone-700">{cost.summary}</span> : null}
      </p>
      {problems.length > 0 ? (
        <ul id={problemId} className="list-disc pl-5 text-sm text-red-800" aria-label={`Problems of ${figure.name}`} data-figure-problems>
          {problems.map((p, i) => (
            <li key={i}>{p.message}</li>
          ))}
        </ul>
      ) : null}
      {warnings.length > 0 ? (
        <ul id={warningId} className="list-disc pl-5 text-sm text-amber-900" aria-label={`Warnings for ${figure.name}`} data-figure-warnings>
          {warnings.map((w, i) => (
            <li key={i}>{w.message}</li>
          ))}
        </ul>
      ) : null}

      <label className="flex flex-col gap-1 font-semibold" htmlFor={`${at}-name`}>
        Name
        <input
          id={`${at}-name`}
          value={figure.name}
          maxLength={80}
          onChange={(e) => onChange({ ...figure, name: e.target.value })}
          className="min-h-11 rounded-md border border-stone-400 px-3 font-normal"
        />
      </label>
      <div className="flex flex-wrap gap-3">
        <label className="flex flex-col gap-1 font-semibold" htmlFor={`${at}-type`}>
          Type
          <select id={`${at}-type`} value={figure.type} onChange={(e) => onChange(withType(figure, e.target.value as FigureType))} className={`${SELECT} font-normal`}>
            {FIGURE_TYPE_TABLE.map((t) => (
              <option key={t.type} value={t.type}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        {figure.type === "building" ? (
          <label className="flex flex-col gap-1 font-semibold" htmlFor={`${at}-size`}>
            Size
            <select
              id={`${at}-size`}
              value={figure.buildingSize ?? ""}
              onChange={(e) => set("buildingSize", (e.target.value || undefined) as BuildingSize | undefined)}
              className={`${SELECT} font-normal`}
            >
              <option value="">Choose</option>
              {BUILDING_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex flex-col gap-1 font-semibold" htmlFor={`${at}-armour`}>
          Armour
          <select
            id={`${at}-armour`}
            value={figure.armour ?? ""}
            onChange={(e) => set("armour", (e.target.value || undefined) as Armour | undefined)}
            className={`${SELECT} font-normal`}
          >
            <option value="">As bought (free light for non-guys)</option>
            {ARMOURS.map((armour) => (
              <option key={armour} value={armour}>
                {armour}
              </option>
            ))}
          </select>
        </label>
        {needsCrew ? (
          <label className="flex flex-col gap-1 font-semibold" htmlFor={`${at}-crew`}>
            {figure.type === "cavalry" ? "Rider" : "Driver"}
            <select id={`${at}-crew`} value={figure.crewId ?? ""} onChange={(e) => set("crewId", e.target.value || undefined)} className={`${SELECT} font-normal`}>
              <option value="">None</option>
              {guys.map((guy) => (
                <option key={guy.id} value={guy.id}>
                  {guy.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {(
          [
            ["isCommander", "Commander"],
            ["hasDistanceAttack", "Distance attack"],
            ["hasAutomaticFire", "Automatic fire"],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={figure[key] === true}
              onChange={(e) => set(key, e.target.checked)}
              aria-describedby={key === "isCommander" ? commanderHintId : undefined}
              className="size-5"
            />
            {label}
          </label>
        ))}
      </div>

      <FigureAbilities at={at} figure={figure} onPowers={(powers) => set("powers", powers)} onTraits={(traits) => set("traits", traits)} />
      {traits.has("support") || figure.supportRoll ? (
        <label className="flex flex-col gap-1 font-semibold" htmlFor={`${at}-support`}>
          Support helps
          <select
            id={`${at}-support`}
            value={figure.supportRoll ?? ""}
            onChange={(e) => set("supportRoll", (e.target.value || undefined) as VsgmrFigure["supportRoll"])}
            className={`${SELECT} font-normal`}
          >
            <option value="">Choose a roll</option>
            {SUPPORT_ROLLS.map((roll) => (
              <option key={roll} value={roll}>
                {roll.replaceAll("-", " ")}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div>
        <button type="button" onClick={onRemove} className="min-h-11 rounded-md border border-red-400 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 print:hidden">
          Remove {figure.name || "figure"}
        </button>
      </div>
    </fieldset>
  );
}
