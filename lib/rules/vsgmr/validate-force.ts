/**
 * Checks a force against the points rules (VSGMR L82–L123, L189–L193, L281, L307) and our rulings,
 * and returns every problem at once, each naming the figure and the field. Only what the book
 * forbids is a problem; what it allows but advises against is a warning (forceWarnings, VS-R6–R8).
 */
import { BUILDING_SIZES, FIGURE_TYPES, figureClass, isGuy, OPTION_COSTS, type FigureType } from "./data/figure-types";
import { isPowerId, isPowerTier, powerById, ROLL_TYPES } from "./data/powers";
import { isTraitId, traitById } from "./data/traits";
import { ARMOURS, type VsgmrFigure, type VsgmrForce } from "./force";
import { vsgmrProblem, type VsgmrProblem, type VsgmrValidationResult } from "./problem";
import { DEFAULT_VSGMR_SETTINGS, type VsgmrSettings } from "./settings";

const TYPE_WORDS: Record<FigureType, string> = { troop: "a troop", hero: "a hero", mook: "a mook", cavalry: "cavalry", vehicle: "a vehicle", building: "a building" };

function label(figure: VsgmrFigure, index: number): string {
  return typeof figure.name === "string" && figure.name.trim() !== "" ? figure.name : `Figure ${index + 1}`;
}

function checkFigure(figure: VsgmrFigure, index: number, byId: Map<string, VsgmrFigure>): VsgmrProblem[] {
  const problems: VsgmrProblem[] = [];
  const at = `figures[${index}]`;
  const who = label(figure, index);

  if (typeof figure.name !== "string" || figure.name.trim() === "") problems.push(vsgmrProblem("missing-name", `${at}.name`, `${who} needs a name.`));
  if (!(FIGURE_TYPES as readonly string[]).includes(figure.type)) {
    problems.push(vsgmrProblem("unknown-figure-type", `${at}.type`, `${who} is not a troop, hero, mook, cavalry, vehicle or building.`, { line: 86 }));
    return problems;
  }
  const cls = figureClass(figure.type);
  const options = OPTION_COSTS[cls];

  if (figure.type === "building") {
    if (figure.buildingSize === undefined)
      problems.push(vsgmrProblem("missing-building-size", `${at}.buildingSize`, `${who} needs a size: small, medium or large.`, { line: 109 }));
    else if (!(BUILDING_SIZES as readonly string[]).includes(figure.buildingSize))
      problems.push(vsgmrProblem("unknown-building-size", `${at}.buildingSize`, `${who} can only be small, medium or large.`, { line: 109 }));
  } else if (figure.buildingSize !== undefined) {
    problems.push(vsgmrProblem("building-size-not-allowed", `${at}.buildingSize`, `${who} is not a building, so it has no building size.`, { line: 109 }));
  }

  if (figure.armour !== undefined && !(ARMOURS as readonly string[]).includes(figure.armour)) {
    problems.push(vsgmrProblem("unknown-armour", `${at}.armour`, `${who}'s armour can only be none, light or heavy.`, { line: 90 }));
  } else if (figure.armour === "none" && cls !== "guy") {
    problems.push(
      vsgmrProblem("armour-below-free-light", `${at}.armour`, `${who} is ${TYPE_WORDS[figure.type]}, which always has at least its free light armour.`, {
        line: options.lines.armour,
      }),
    );
  }

  if (figure.isCommander && figure.type === "mook")
    problems.push(vsgmrProblem("mook-commander", `${at}.isCommander`, `${who} is a mook, and mooks cannot be the Commander.`, { line: 117 }));

  const seenTraits = new Set<string>();
  (figure.traits ?? []).forEach((traitId, t) => {
    const field = `${at}.traits[${t}]`;
    if (!isTraitId(traitId)) {
      problems.push(vsgmrProblem("unknown-trait", field, `${who} has a trait the rules do not list ("${String(traitId)}").`, { line: 123 }));
      return;
    }
    const trait = traitById(traitId);
    if (seenTraits.has(traitId)) problems.push(vsgmrProblem("duplicate-trait", field, `${who} has ${trait.name} twice; a figure can have each trait only once.`, { line: 123 }));
    seenTraits.add(traitId);
    if (!trait.allowedOn.includes(cls)) {
      problems.push(vsgmrProblem("trait-not-allowed", field, `${who} is ${TYPE_WORDS[figure.type]}, which cannot have ${trait.name}.`, { line: 193 }));
    }
  });

  const seenPowers = new Set<string>();
  (figure.powers ?? []).forEach((pick, p) => {
    const field = `${at}.powers[${p}]`;
    if (!isPowerId(pick?.power)) {
      problems.push(vsgmrProblem("unknown-power", `${field}.power`, `${who} has a super power the rules do not list ("${String(pick?.power)}").`, { line: 281 }));
      return;
    }
    const power = powerById(pick.power);
    if (!isPowerTier(pick.tier))
      problems.push(vsgmrProblem("unknown-tier", `${field}.tier`, `${who}'s ${power.name} needs a tier: minor, major or superior.`, { line: power.lines[0] }));
    if (seenPowers.has(pick.power))
      problems.push(vsgmrProblem("duplicate-power", field, `${who} has ${power.name} twice; a figure can have each super power once, at one tier.`, { line: 281 }));
    seenPowers.add(pick.power);
    if (!power.allowedOn.includes(cls)) {
      problems.push(vsgmrProblem("power-not-allowed", field, `${who} is ${TYPE_WORDS[figure.type]}, which cannot have ${power.name}.`, { line: power.lines[0] }));
    }
  });

  if (figure.supportRoll !== undefined) {
    const isRollType = (ROLL_TYPES as readonly string[]).includes(figure.supportRoll) && figure.supportRoll !== ("initiative" as string);
    if (!isRollType || !seenTraits.has("support")) {
      problems.push(
        vsgmrProblem(
          "invalid-support-roll",
          `${at}.supportRoll`,
          isRollType
            ? `${who} chose a roll to support but does not have Support.`
            : `${who}'s Support must help distance attacks, hand-to-hand attacks, armour rolls or skill rolls.`,
          { line: 251 },
        ),
      );
    }
  }

  const needsCrew = figure.type === "cavalry" || figure.type === "vehicle";
  if (!needsCrew && figure.crewId !== undefined) {
    problems.push(
      vsgmrProblem("crew-not-allowed", `${at}.crewId`, `${who} is ${TYPE_WORDS[figure.type]}, which has no rider or driver.`, { line: figure.type === "building" ? 109 : 97 }),
    );
  }
  if (needsCrew) {
    const isIndependent = seenTraits.has("independent");
    const crewWord = figure.type === "cavalry" ? "rider" : "driver or pilot";
    const line = figure.type === "cavalry" ? 97 : 103;
    if (figure.crewId === undefined) {
      if (!isIndependent) problems.push(vsgmrProblem("missing-crew", `${at}.crewId`, `${who} needs a ${crewWord} from the force, or the Independent trait.`, { line }));
    } else {
      const crew = byId.get(figure.crewId);
      if (!crew || crew === figure || !(FIGURE_TYPES as readonly string[]).includes(crew.type) || !isGuy(crew.type)) {
        problems.push(vsgmrProblem("invalid-crew", `${at}.crewId`, `${who}'s ${crewWord} must be a guy (troop, hero or mook) of the same force.`, { line }));
      }
    }
  }
  return problems;
}

/** Every problem of a force at once; `{ ok: true }` when there are none. */
export function validateForce(force: VsgmrForce, settings: VsgmrSettings = DEFAULT_VSGMR_SETTINGS): VsgmrValidationResult {
  const problems: VsgmrProblem[] = [];
  const figures = Array.isArray(force.figures) ? force.figures : [];
  if (figures.length === 0) {
    problems.push(vsgmrProblem("empty-force", "figures", "A force needs at least one figure.", { line: 84 }));
    return { ok: false, problems };
  }

  const byId = new Map<string, VsgmrFigure>();
  figures.forEach((figure, i) => {
    if (byId.has(figure.id)) {
      problems.push(
        vsgmrProblem("duplicate-figure-id", `figures[${i}].id`, `${label(figure, i)} shares its id with ${label(byId.get(figure.id)!, figures.indexOf(byId.get(figure.id)!))}.`),
      );
    } else {
      byId.set(figure.id, figure);
    }
  });

  figures.forEach((figure, i) => problems.push(...checkFigure(figure, i, byId)));

  const commanders = figures.map((f, i) => ({ f, i })).filter(({ f }) => f.isCommander === true);
  if (commanders.length === 0) problems.push(vsgmrProblem("no-commander", "figures", "Name one figure as the force's Commander.", { line: 93 }));
  for (const { f, i } of commanders.slice(1)) {
    problems.push(
      vsgmrProblem(
        "too-many-commanders",
        `figures[${i}].isCommander`,
        `${label(f, i)} cannot also be Commander: ${label(commanders[0]!.f, commanders[0]!.i)} already is, and a force has exactly one.`,
        { line: 93 },
      ),
    );
  }

  if (settings.limitMooksToTroops) {
    const mooks = figures.filter((f) => f.type === "mook").length;
    const troops = figures.filter((f) => f.type === "troop").length;
    if (mooks > troops) {
      problems.push(
        vsgmrProblem("too-many-mooks", "figures", `The force has ${mooks} mooks but only ${troops} troops; mooks may back troops up, not replace them.`, {
          line: 117,
          ruling: "VS-R5",
        }),
      );
    }
  }

  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
