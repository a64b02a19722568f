/**
 * What a force may field but will not get its points' worth from, or what the book advises
 * against: each warning names the figure and the field, like a problem, but never refuses the
 * force. The book lets any trait or power go on any type of figure (L123, L281); the readings of
 * VS-R6 (idle traits and powers), VS-R7 (automatic fire without a distance attack) and VS-R8 (one
 * guy crewing two mounts) are warnings here, not refusals.
 */
import { FIGURE_TYPES, figureClass, isGuy } from "./data/figure-types";
import { isPowerId, powerById } from "./data/powers";
import { isTraitId, traitById } from "./data/traits";
import type { VsgmrFigure, VsgmrForce } from "./force";
import { vsgmrWarning, type VsgmrWarning } from "./problem";

function label(figure: VsgmrFigure, index: number): string {
  return typeof figure.name === "string" && figure.name.trim() !== "" ? figure.name : `Figure ${index + 1}`;
}

const isKnownType = (figure: VsgmrFigure) => (FIGURE_TYPES as readonly string[]).includes(figure.type);

function figureWarnings(figure: VsgmrFigure, index: number): VsgmrWarning[] {
  if (!isKnownType(figure)) return [];
  const warnings: VsgmrWarning[] = [];
  const at = `figures[${index}]`;
  const who = label(figure, index);
  const cls = figureClass(figure.type);

  (figure.traits ?? []).forEach((traitId, t) => {
    if (!isTraitId(traitId)) return;
    const trait = traitById(traitId);
    if (trait.idleOn?.classes.includes(cls)) {
      warnings.push(
        vsgmrWarning("idle-trait", `${at}.traits[${t}]`, `${who} may have ${trait.name}, but ${trait.idleOn.why}: it will not use it.`, {
          line: trait.idleOn.line,
          ruling: "VS-R6",
        }),
      );
    }
  });
  (figure.powers ?? []).forEach((pick, p) => {
    if (!isPowerId(pick?.power)) return;
    const power = powerById(pick.power);
    if (power.idleOn?.classes.includes(cls)) {
      warnings.push(vsgmrWarning("idle-power", `${at}.powers[${p}]`, `${who} may have ${power.name}, but ${power.idleOn.why}.`, { line: power.idleOn.line, ruling: "VS-R6" }));
    }
  });
  if (figure.hasAutomaticFire && !figure.hasDistanceAttack) {
    warnings.push(
      vsgmrWarning("automatic-fire-without-distance-attack", `${at}.hasAutomaticFire`, `${who} pays for automatic fire but has no distance attack to fire it with.`, {
        line: 91,
        ruling: "VS-R7",
      }),
    );
  }
  return warnings;
}

/** Every warning of a force, figure by figure, then one for each guy named as the crew of a second mount or vehicle. */
export function forceWarnings(force: VsgmrForce): VsgmrWarning[] {
  const figures = Array.isArray(force.figures) ? force.figures : [];
  const warnings = figures.flatMap((figure, i) => figureWarnings(figure, i));

  const crewedBy = new Map<string, number>();
  figures.forEach((figure, i) => {
    if ((figure.type !== "cavalry" && figure.type !== "vehicle") || figure.crewId === undefined) return;
    const crewIndex = figures.findIndex((f) => f.id === figure.crewId);
    const crew = figures[crewIndex];
    if (!crew || crew === figure || !isKnownType(crew) || !isGuy(crew.type)) return;
    const first = crewedBy.get(figure.crewId);
    if (first === undefined) {
      crewedBy.set(figure.crewId, i);
      return;
    }
    warnings.push(
      vsgmrWarning(
        "crew-shared",
        `figures[${i}].crewId`,
        `${label(crew, crewIndex)} also crews ${label(figures[first]!, first)}: one guy rides or drives one at a time, so only one of them moves each turn.`,
        { line: figure.type === "cavalry" ? 97 : 103, ruling: "VS-R8" },
      ),
    );
  });
  return warnings;
}
