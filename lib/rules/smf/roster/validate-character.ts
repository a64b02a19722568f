import type { CharacterBuild, SmfCharacter } from "../character";
import { archetypeRow } from "../data/archetypes";
import { SIDEKICK_EXCLUDED, findPower } from "../data/powers";
import type { RosterOptions } from "./check-pool";
import { existingPools } from "./derive-card";
import { menuBasesOf } from "./power-menus";
import { problem, toResult, type Problem, type ValidationResult } from "./problem";
import { validateBackgrounds, validateFaults, validateHenchmenEquipment, validateVehicle } from "./validate-build-extras";
import { validateChoices } from "./validate-choices";
import { validatePicks } from "./validate-picks";
import { powerName } from "./words";

export interface ValidateOptions extends RosterOptions {
  /** The roster the character belongs to, for the Rapport partner (L984). */
  team?: readonly SmfCharacter[];
}

function validateArchetype(c: SmfCharacter, options: ValidateOptions): Problem[] {
  const problems: Problem[] = [];
  const { build } = c;
  const row = archetypeRow(build.archetype);
  if (row.kind === "alternate" && !options.allowAlternatePowerLevels) {
    problems.push(problem("alternate-power-level-not-allowed", "archetype", `${row.name} needs the group's agreement to alternate power levels.`, { line: 547 }));
  }
  if (row.kind === "vehicle" && !options.allowVehicles) {
    problems.push(problem("vehicles-not-allowed", "archetype", "This campaign does not allow vehicles.", { line: 2714 }));
  }
  const expectedKind = row.kind === "henchmen" ? "henchmen" : row.kind === "vehicle" ? "vehicle" : null;
  if (expectedKind ? c.kind !== expectedKind : c.kind === "henchmen" || c.kind === "vehicle") {
    problems.push(problem("kind-mismatch", "kind", `A ${row.name} cannot be entered as ${c.kind}.`));
  }
  problems.push(...validateBases(build));
  return problems;
}

/** Super: one standard base. Powerhouse: two different standard bases (Ruling R3). Others: none. */
function validateBases(build: CharacterBuild): Problem[] {
  const given = build.baseArchetypes ?? [];
  const valid = menuBasesOf(build);
  if (build.archetype === "super" && (given.length !== 1 || valid.length !== 1)) {
    return [problem("invalid-base-archetypes", "baseArchetypes", "A Super has exactly one standard archetype as its base.", { line: 605 })];
  }
  if (build.archetype === "powerhouse" && (given.length !== 2 || valid.length !== 2 || given[0] === given[1])) {
    return [problem("invalid-base-archetypes", "baseArchetypes", "A Powerhouse combines two different standard archetypes.", { line: 637, ruling: "R3" })];
  }
  if (build.archetype !== "super" && build.archetype !== "powerhouse" && given.length > 0) {
    return [problem("invalid-base-archetypes", "baseArchetypes", "Only a Super or a Powerhouse has base archetypes.")];
  }
  return [];
}

/**
 * A sidekick or thrall (L1037, L1151): one minor power of the owner's choice (a thrall may also
 * have Vampire), no Servitor/Sidekick or Magic Artifact, no Boosts, no backgrounds required.
 */
function validateSidekick(c: SmfCharacter): Problem[] {
  const problems: Problem[] = [];
  const own = c.build.powers.filter((p) => !(c.kind === "thrall" && p.power === "vampire"));
  if (own.length !== 1) problems.push(problem("too-few-minor-picks", "powers", "A sidekick has exactly one minor power.", { line: 1037 }));
  c.build.powers.forEach((p, i) => {
    if (p.tier !== "minor" || !findPower(p.power, "minor")) problems.push(problem("unknown-power", `powers[${i}]`, "A sidekick's power is a minor power.", { line: 1037 }));
    else if ((SIDEKICK_EXCLUDED as readonly string[]).includes(p.power) || p.power === "immortal" || p.power === "legion") {
      problems.push(problem("minor-not-on-menu", `powers[${i}]`, `A sidekick cannot have ${powerName(p.power)}.`, { line: 1037 }));
    }
  });
  if (c.build.boosts.length > 0) problems.push(problem("boosts-not-allowed", "boosts", "A sidekick has no Boosts.", { line: 1037 }));
  return problems;
}

/**
 * Checks a build against every creation rule and returns every problem, not just the first:
 * archetype and campaign options, picks and menus, creation choices, backgrounds, henchmen
 * equipment, vehicle options and Faults & Limits.
 */
export function validateCharacter(character: SmfCharacter, options: ValidateOptions = {}): ValidationResult {
  const { build } = character;
  const problems: Problem[] = [];
  if (character.kind === "sidekick" || character.kind === "thrall") {
    problems.push(...validateSidekick(character), ...validateChoices(character, options.team));
    return toResult(problems);
  }
  problems.push(...validateArchetype(character, options));
  problems.push(...validatePicks(build));
  problems.push(...validateChoices(character, options.team));
  problems.push(...validateBackgrounds(build));
  problems.push(...validateHenchmenEquipment(build));
  problems.push(...validateVehicle(build));
  problems.push(...validateFaults(build, existingPools(character)));
  return toResult(problems);
}
