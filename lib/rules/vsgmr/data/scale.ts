/**
 * Figure sizes and their measures (VSGMR L45–L72): the Move Unit, the Distance Attack Unit and
 * the size of a space for each approximate guy height. The rules are written for 25–32 mm (L49).
 */

export const SCALE_IDS = ["4.7mm", "15mm", "25-32mm", "54mm", "90mm", "180mm", "300mm"] as const;
export type ScaleId = (typeof SCALE_IDS)[number];

/** The size the rules' own numbers are written for (L49, the highlighted row). */
export const DEFAULT_SCALE_ID: ScaleId = "25-32mm";

export interface ScaleDef {
  id: ScaleId;
  /** The approximate height of a guy figure, eyes to feet (L51). */
  label: string;
  moveUnitInches: number;
  distanceAttackUnitInches: number;
  /** A space on a battle map; 25–32 mm allows either of two (L60). */
  spaceInches: readonly number[];
  /** Our own short list of the kinds of figures the book names for it. */
  examples: string;
  line: number;
  exampleLine: number;
}

export const SCALES = [
  { id: "4.7mm", label: "4.7 mm", moveUnitInches: 12, distanceAttackUnitInches: 24, spaceInches: [0.5], examples: "toy cars", line: 58, exampleLine: 66 }, // VSGMR L58, L66
  {
    id: "15mm",
    label: "15 mm",
    moveUnitInches: 12,
    distanceAttackUnitInches: 24,
    spaceInches: [0.5],
    examples: "traditional wargame miniatures, N-scale trains",
    line: 59,
    exampleLine: 67,
  }, // VSGMR L59, L67
  {
    id: "25-32mm",
    label: "25–32 mm",
    moveUnitInches: 6,
    distanceAttackUnitInches: 12,
    spaceInches: [1, 1.5],
    examples: "common gaming miniatures, microfigures, HO-scale trains",
    line: 60,
    exampleLine: 68,
  }, // VSGMR L60, L68
  {
    id: "54mm",
    label: "54 mm",
    moveUnitInches: 3,
    distanceAttackUnitInches: 6,
    spaceInches: [2],
    examples: "collectible figures, minifigures, army men, O-scale trains",
    line: 61,
    exampleLine: 69,
  }, // VSGMR L61, L69
  { id: "90mm", label: "90 mm", moveUnitInches: 2, distanceAttackUnitInches: 4, spaceInches: [3], examples: "small action figures, G-scale trains", line: 62, exampleLine: 70 }, // VSGMR L62, L70
  {
    id: "180mm",
    label: "180 mm",
    moveUnitInches: 2,
    distanceAttackUnitInches: 4,
    spaceInches: [3],
    examples: "large action figures, most superhero toy lines",
    line: 63,
    exampleLine: 71,
  }, // VSGMR L63, L71
  { id: "300mm", label: "300 mm", moveUnitInches: 1, distanceAttackUnitInches: 2, spaceInches: [6], examples: "dolls, large plush toys", line: 64, exampleLine: 72 }, // VSGMR L64, L72
] as const satisfies readonly ScaleDef[];

/** One space is 5 feet of the world (L55). */
export const FEET_PER_SPACE = 5;

export function scaleById(id: ScaleId): ScaleDef {
  const def = SCALES.find((s) => s.id === id);
  if (!def) throw new Error(`Unknown figure scale: ${String(id)}`);
  return def;
}
