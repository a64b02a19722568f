import type { PowerChoices, PowerId, PowerPick, SmfCharacter } from "../character";
import {
  GRIMOIRE_EXCLUDED,
  GRIMOIRE_MINORS,
  QUIVER_OPTIONS,
  QUIVER_SIZE,
  SIDEKICK_EXCLUDED,
  findPower,
  hasTier,
} from "../data/powers";
import { problem, type Problem } from "./problem";

/** Powers that may never be borrowed into a grimoire or given to a sidekick beyond the book's lists. */
const ARCHETYPE_BOUND: readonly PowerId[] = ["immortal", "legion"]; // Ruling R5 (Wildcard/SL only); Legion is henchmen-only (L1907)

/**
 * Creation-time choices: the ones a power requires (Force-Field and Stun track, Construct,
 * Metamorph track, Invisibility / Obscurement, quiver, grimoire, Rapport partner, sidekick power)
 * and the legality of what was chosen. `team` is the roster the character belongs to; without it
 * the Rapport partner is checked only for presence and for not being the character itself.
 */
export function validateChoices(character: SmfCharacter, team?: readonly SmfCharacter[]): Problem[] {
  const problems: Problem[] = [];
  character.build.powers.forEach((pick, i) => {
    const row = findPower(pick.power, pick.tier);
    if (!row) return;
    const field = `powers[${i}].choices`;
    const choices = pick.choices ?? {};
    for (const key of row.requiredChoices ?? []) {
      if (choices[key] === undefined) problems.push(problem("missing-choice", `${field}.${key}`, `${row.name} needs a choice: ${key}.`));
    }
    problems.push(...checkChoiceValues(pick, choices, field, character, team));
  });
  return problems;
}

function checkChoiceValues(
  pick: PowerPick,
  choices: PowerChoices,
  field: string,
  character: SmfCharacter,
  team?: readonly SmfCharacter[],
): Problem[] {
  const problems: Problem[] = [];
  const bad = (key: string, message: string) => problems.push(problem("invalid-choice", `${field}.${key}`, message));

  if (pick.power === "archery" && choices.quiver) {
    const q = choices.quiver;
    if (q.length !== QUIVER_SIZE || new Set(q).size !== q.length) bad("quiver", `The quiver holds ${QUIVER_SIZE} different trick arrows (L687).`);
    q.filter((p) => !(QUIVER_OPTIONS as readonly PowerId[]).includes(p)).forEach((p) => bad("quiver", `${p} is not a trick arrow (L687).`));
  }

  if (pick.power === "sorcery" && choices.grimoire) {
    const { major, minors } = choices.grimoire;
    if (!hasTier(major, "major") || (GRIMOIRE_EXCLUDED as readonly PowerId[]).includes(major)) {
      bad("grimoire", `${major} cannot be the grimoire's major power (L1060).`);
    }
    if (minors.length !== GRIMOIRE_MINORS || new Set(minors).size !== minors.length) {
      bad("grimoire", `The grimoire holds ${GRIMOIRE_MINORS} different minor powers (L1060).`);
    }
    minors
      .filter((p) => !hasTier(p, "minor") || (GRIMOIRE_EXCLUDED as readonly PowerId[]).includes(p) || ARCHETYPE_BOUND.includes(p))
      .forEach((p) => bad("grimoire", `${p} cannot be in a grimoire (L1060).`));
  }

  if (pick.power === "servitor-sidekick" && choices.sidekickPower) {
    const p = choices.sidekickPower;
    if (!hasTier(p, "minor") || (SIDEKICK_EXCLUDED as readonly PowerId[]).includes(p) || ARCHETYPE_BOUND.includes(p)) {
      bad("sidekickPower", `A sidekick cannot have ${p} (L1037).`);
    }
  }

  if (pick.power === "rapport" && choices.rapportPartnerId !== undefined) {
    const partner = choices.rapportPartnerId;
    if (partner === character.id) bad("rapportPartnerId", "Rapport links to another character, not to itself (L984).");
    else if (team && !team.some((c) => c.id === partner)) bad("rapportPartnerId", `Rapport partner ${partner} is not on the team (L984).`);
  }

  if (pick.power === "metamorph" && choices.extraElasticityForm !== undefined && choices.metamorphTrack !== "shape-shifter") {
    bad("extraElasticityForm", "Only a Shape-Shifter may trade its minor pick for an Elasticity form (L942).");
  }

  if (pick.power === "power-blasts" && choices.variablePower) {
    const kinds = choices.variablePower.map((v) => v.kind);
    if (new Set(kinds).size !== kinds.length) bad("variablePower", "Each Variable Power option can be chosen once (L968).");
  }
  return problems;
}
