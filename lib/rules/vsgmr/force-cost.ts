/**
 * What a force costs (VSGMR L82–L117, L123, L281): every figure's price as lines, in half-points.
 * Prices a force whatever its problems (a missing rider costs nothing extra; a building without a
 * size is priced as small); `validateForce` says what is wrong. Unknown ids throw: validate first.
 */
import { buildingSizeDef, COMMANDER_COST_HALVES, figureClass, figureTypeDef, OPTION_COSTS } from "./data/figure-types";
import { powerById, powerTier } from "./data/powers";
import { traitById, TRAIT_COST_HALVES } from "./data/traits";
import { armourOf, type VsgmrFigure, type VsgmrForce } from "./force";
import { formatPoints } from "./points";
import type { VsgmrSettings } from "./settings";
import { DEFAULT_VSGMR_SETTINGS } from "./settings";

export type CostItem = "figure" | "commander" | "distance-attack" | "automatic-fire" | "light-armour" | "heavy-armour" | "trait" | "power";

export interface CostLine {
  item: CostItem;
  /** e.g. "Hero", "Heavy armour", "Combat Master", "Super-Fight (superior)". */
  label: string;
  halves: number;
  /** Why it costs what it does when it differs from the list price, e.g. free for the Commander. */
  note?: string;
  line: number;
  ruling?: string;
}

export interface FigureCost {
  figureId: string;
  name: string;
  lines: CostLine[];
  totalHalves: number;
  /** e.g. "Hero 2 + Heavy armour 2 + Combat Master 2 = 6". */
  summary: string;
}

export interface ForceCost {
  figures: FigureCost[];
  totalHalves: number;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One figure's price, line by line. */
export function figureCost(figure: VsgmrFigure, settings: VsgmrSettings = DEFAULT_VSGMR_SETTINGS): FigureCost {
  const lines: CostLine[] = [];
  const typeDef = figureTypeDef(figure.type);
  const options = OPTION_COSTS[figureClass(figure.type)];

  if (figure.type === "building") {
    const size = buildingSizeDef(figure.buildingSize ?? "small");
    lines.push({ item: "figure", label: `${capitalise(size.size)} building`, halves: size.costHalves, line: size.line });
  } else {
    lines.push({ item: "figure", label: typeDef.name, halves: typeDef.costHalves!, line: typeDef.line });
  }
  if (figure.isCommander) lines.push({ item: "commander", label: "Commander", halves: COMMANDER_COST_HALVES, line: 93 });
  if (figure.hasDistanceAttack) lines.push({ item: "distance-attack", label: "Distance attack", halves: options.distanceAttack, line: options.lines.distanceAttack });
  if (figure.hasAutomaticFire) lines.push({ item: "automatic-fire", label: "Automatic fire", halves: options.automaticFire, line: options.lines.automaticFire });

  const armour = armourOf(figure);
  if (armour === "light") {
    lines.push({ item: "light-armour", label: "Light armour", halves: options.lightArmour, line: options.lines.armour, ...(options.lightArmour === 0 ? { note: "free" } : {}) });
  } else if (armour === "heavy") {
    const isFree = figure.isCommander === true && settings.commanderFreeHeavyArmour;
    lines.push(
      isFree
        ? { item: "heavy-armour", label: "Heavy armour", halves: 0, note: "free for the Commander", line: 257, ruling: "VS-R1" }
        : {
            item: "heavy-armour",
            label: "Heavy armour",
            halves: options.heavyArmour,
            line: options.lines.armour,
            ...(options.lightArmour === 0 ? { note: "upgrade over the free light armour" } : {}),
          },
    );
  }

  for (const traitId of figure.traits ?? []) {
    const trait = traitById(traitId);
    const isFree = traitId === "survivor" && figure.isCommander === true && settings.commanderFreeSurvivor;
    lines.push(
      isFree
        ? { item: "trait", label: trait.name, halves: 0, note: "free for the Commander", line: 257, ruling: "VS-R1" }
        : { item: "trait", label: trait.name, halves: TRAIT_COST_HALVES, line: 123 },
    );
  }
  for (const pick of figure.powers ?? []) {
    const power = powerById(pick.power);
    const tier = powerTier(pick.power, pick.tier);
    lines.push({ item: "power", label: `${power.name} (${pick.tier})`, halves: tier.costHalves, line: tier.line });
  }

  const totalHalves = lines.reduce((sum, l) => sum + l.halves, 0);
  const summary = `${lines
    .filter((l) => l.halves > 0 || l.item === "figure")
    .map((l) => `${l.label} ${formatPoints(l.halves)}`)
    .join(" + ")} = ${formatPoints(totalHalves)}`;
  return { figureId: figure.id, name: figure.name, lines, totalHalves, summary };
}

/** The whole force: each figure's lines and the exact total in half-points. */
export function forceCost(force: VsgmrForce, settings: VsgmrSettings = DEFAULT_VSGMR_SETTINGS): ForceCost {
  const figures = force.figures.map((f) => figureCost(f, settings));
  return { figures, totalHalves: figures.reduce((sum, f) => sum + f.totalHalves, 0) };
}
