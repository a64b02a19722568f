/**
 * A sample army as a force the app can edit (one record per figure, crews assigned), and its
 * printed numbers beside ours: the differences `SampleArmy.differences` must explain.
 */
import type { SampleArmy, SampleArmyDifference } from "./data/sample-armies";
import { forceCost, type ForceCost } from "./force-cost";
import type { VsgmrFigure, VsgmrForce } from "./force";
import { pointsToHalves } from "./points";
import { DEFAULT_VSGMR_SETTINGS, type VsgmrSettings } from "./settings";

/** Expands every group into figures ("Soldiers 1" … "Soldiers 8") and seats crews in order (VS-R8). */
export function forceFromSampleArmy(army: SampleArmy): VsgmrForce {
  const figures: VsgmrFigure[] = [];
  const byGroup = new Map<string, VsgmrFigure[]>();
  for (const group of army.groups) {
    const members: VsgmrFigure[] = [];
    for (let n = 1; n <= group.count; n++) {
      const figure: VsgmrFigure = {
        ...group.figure,
        ...(group.figure.traits ? { traits: [...group.figure.traits] } : {}),
        ...(group.figure.powers ? { powers: group.figure.powers.map((p) => ({ ...p })) } : {}),
        id: group.count === 1 ? group.key : `${group.key}-${n}`,
        name: group.count === 1 ? group.name : `${group.name} ${n}`,
        group: group.name,
      };
      members.push(figure);
      figures.push(figure);
    }
    byGroup.set(group.key, members);
  }
  const seated = new Set<string>();
  for (const group of army.groups) {
    if (!group.crewFrom) continue;
    const pool = group.crewFrom.flatMap((key) => byGroup.get(key) ?? []);
    for (const mount of byGroup.get(group.key)!) {
      const crew = pool.find((f) => !seated.has(f.id));
      if (!crew) continue;
      seated.add(crew.id);
      mount.crewId = crew.id;
    }
  }
  return { name: army.name, figures };
}

export interface SampleArmyPricing {
  cost: ForceCost;
  printedHalves: number;
  computedHalves: number;
  printedFigures: number;
  computedFigures: number;
  /** Every way the print differs from our count, found by pricing (compare with `army.differences`). */
  differences: SampleArmyDifference[];
}

/** Prices a sample army with the cost rules and lists every difference from the print. */
export function priceSampleArmy(army: SampleArmy, settings: VsgmrSettings = DEFAULT_VSGMR_SETTINGS): SampleArmyPricing {
  const force = forceFromSampleArmy(army);
  const cost = forceCost(force, settings);
  const differences: SampleArmyDifference[] = [];
  const declared = (kind: SampleArmyDifference["kind"], groupKey?: string) => army.differences.find((d) => d.kind === kind && d.groupKey === groupKey)?.ruling ?? "none";

  let index = 0;
  for (const group of army.groups) {
    const computedEach = cost.figures[index]!.totalHalves;
    index += group.count;
    if (computedEach !== pointsToHalves(group.printedEach)) {
      differences.push({ kind: "line", groupKey: group.key, printed: group.printedEach, computed: computedEach / 2, ruling: declared("line", group.key) });
    }
  }
  if (cost.totalHalves !== pointsToHalves(army.printed.points)) {
    differences.push({ kind: "total", printed: army.printed.points, computed: cost.totalHalves / 2, ruling: declared("total") });
  }
  if (force.figures.length !== army.printed.figures) {
    differences.push({ kind: "figures", printed: army.printed.figures, computed: force.figures.length, ruling: declared("figures") });
  }
  // Lines first, then the total, then the count: the order the templates list them in.
  const order = { line: 0, total: 1, figures: 2 } as const;
  differences.sort((a, b) => order[a.kind] - order[b.kind]);
  return {
    cost,
    printedHalves: pointsToHalves(army.printed.points),
    computedHalves: cost.totalHalves,
    printedFigures: army.printed.figures,
    computedFigures: force.figures.length,
    differences,
  };
}
