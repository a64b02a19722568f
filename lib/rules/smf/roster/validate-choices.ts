import type { PowerChoices, PowerId, PowerPick, SmfCharacter } from "../character";
import { GRIMOIRE_EXCLUDED, GRIMOIRE_MINORS, QUIVER_OPTIONS, QUIVER_SIZE, SIDEKICK_EXCLUDED, findPower, hasTier } from "../data/powers";
import { problem, type Problem, type RuleReference } from "./problem";
import { CHOICE_WORDS, powerName } from "./words";

/** Powers that may never be borrowed into a grimoire or given to a sidekick beyond the book's lists. */
const ARCHETYPE_BOUND: readonly PowerId[] = ["immortal", "legion"]; // Ruling R5 (Wildcard/SL only); Legion is henchmen-only (L1907)

/** What a sidekick, and so a Vampire's thrall, may never have (L1037 plus the archetype-bound powers). */
export const SIDEKICK_POWERS_EXCLUDED: readonly PowerId[] = [...SIDEKICK_EXCLUDED, ...ARCHETYPE_BOUND];

/**
 * The quiver, grimoire and sidekick rules, shared by character creation (validateChoices) and
 * the story-point spends that change them later (post-battle/spend-story-points.ts, thralls).
 */

/** Where the quiver and grimoire rules are in the book (their messages are plain words; callers attach these). */
export const QUIVER_RULE: RuleReference = { line: 687 };
export const GRIMOIRE_RULE: RuleReference = { line: 1060 };

/** Problems with an Archery quiver: 3 different trick arrows from the list (L687). Empty when legal. */
export function quiverProblems(quiver: readonly PowerId[]): string[] {
  const problems: string[] = [];
  if (quiver.length !== QUIVER_SIZE || new Set(quiver).size !== quiver.length) problems.push(`The quiver holds ${QUIVER_SIZE} different trick arrows.`);
  for (const p of quiver) if (!(QUIVER_OPTIONS as readonly PowerId[]).includes(p)) problems.push(`${powerName(p)} is not a trick arrow.`);
  return problems;
}

/** Problems with a Sorcery grimoire: 1 major (not Sorcery) and 4 different minors, none excluded (L1060). */
export function grimoireProblems(grimoire: { major: PowerId; minors: readonly PowerId[] }): string[] {
  const { major, minors } = grimoire;
  const excluded = GRIMOIRE_EXCLUDED as readonly PowerId[];
  const problems: string[] = [];
  if (!hasTier(major, "major") || excluded.includes(major)) problems.push(`${powerName(major)} cannot be the grimoire's major power.`);
  if (minors.length !== GRIMOIRE_MINORS || new Set(minors).size !== minors.length) {
    problems.push(`The grimoire holds ${GRIMOIRE_MINORS} different minor powers.`);
  }
  for (const p of minors) {
    if (!hasTier(p, "minor") || excluded.includes(p) || ARCHETYPE_BOUND.includes(p)) problems.push(`${powerName(p)} cannot be in a grimoire.`);
  }
  return problems;
}

/** A minor power a sidekick or thrall may have (L1037). */
export function isSidekickPower(power: PowerId): boolean {
  return hasTier(power, "minor") && !SIDEKICK_POWERS_EXCLUDED.includes(power);
}

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
      if (choices[key] === undefined) problems.push(problem("missing-choice", `${field}.${key}`, `${row.name}: choose ${CHOICE_WORDS[key]}.`));
    }
    problems.push(...checkChoiceValues(pick, choices, field, character, team));
  });
  return problems;
}

function checkChoiceValues(pick: PowerPick, choices: PowerChoices, field: string, character: SmfCharacter, team?: readonly SmfCharacter[]): Problem[] {
  const problems: Problem[] = [];
  const bad = (key: keyof PowerChoices, message: string, rule?: RuleReference) => problems.push(problem("invalid-choice", `${field}.${key}`, message, rule));

  if (pick.power === "archery" && choices.quiver) quiverProblems(choices.quiver).forEach((m) => bad("quiver", m, QUIVER_RULE));
  if (pick.power === "sorcery" && choices.grimoire) grimoireProblems(choices.grimoire).forEach((m) => bad("grimoire", m, GRIMOIRE_RULE));
  if (pick.power === "servitor-sidekick" && choices.sidekickPower && !isSidekickPower(choices.sidekickPower)) {
    bad("sidekickPower", `A sidekick cannot have ${powerName(choices.sidekickPower)}.`, { line: 1037 });
  }

  if (pick.power === "rapport" && choices.rapportPartnerId !== undefined) {
    const partner = choices.rapportPartnerId;
    if (partner === character.id) bad("rapportPartnerId", "Rapport links to another character, not to itself.", { line: 984 });
    else if (team && !team.some((c) => c.id === partner)) bad("rapportPartnerId", "The Rapport partner is not on the team.", { line: 984 });
  }

  if (pick.power === "metamorph" && choices.extraElasticityForm !== undefined && choices.metamorphTrack !== "shape-shifter") {
    bad("extraElasticityForm", "Only a Shape-Shifter may trade its minor pick for an Elasticity form.", { line: 942 });
  }

  if (pick.power === "power-blasts" && choices.variablePower) {
    const kinds = choices.variablePower.map((v) => v.kind);
    if (new Set(kinds).size !== kinds.length) bad("variablePower", "Each Variable Power option can be chosen once.", { line: 968 });
  }
  return problems;
}
