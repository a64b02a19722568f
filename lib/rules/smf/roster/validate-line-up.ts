import { STANDARD_ARCHETYPES, type SmfCharacter, type StandardArchetypeId } from "../character";
import { archetypeRow } from "../data/archetypes";
import type { RosterOptions } from "./check-pool";
import { problem, toResult, type Problem, type ValidationResult } from "./problem";
import { baseArchetypesOf } from "./traits";

/** Ruling R4: a team fields at most 4 standard characters' worth, and at most 6 characters. */
export const MAX_LINE_UP_WEIGHT = 4;
export const MAX_FIELDED = 6;
/** L238: one of each archetype, two Wildcards. */
export const ARCHETYPE_LIMIT: Record<StandardArchetypeId, number> = Object.fromEntries(STANDARD_ARCHETYPES.map((a) => [a, a === "wildcard" ? 2 : 1])) as Record<
  StandardArchetypeId,
  number
>;

/**
 * A character's balance weight in standard characters (Ruling R4): Street-Level ½, standard 1,
 * Super 1½, Powerhouse 2, a henchmen group 1 (Street Level Henchmen ½, as they replace a
 * Street-Level character, L1913). Sidekicks, thralls and vehicles come with a power or a story
 * point and weigh nothing.
 */
export function lineUpWeight(c: SmfCharacter): number {
  if (c.kind === "sidekick" || c.kind === "thrall" || c.kind === "vehicle") return 0;
  return archetypeRow(c.build.archetype).weight ?? 0;
}

/** 3.5 → "3½": line-up weights come in halves (Ruling R4). */
export function formatLineUpWeight(weight: number): string {
  const whole = Math.floor(weight);
  return weight === whole ? String(whole) : `${whole === 0 ? "" : whole}½`;
}

/** The weight of a whole line-up (Ruling R4): what the set-up page counts live and validateLineUp limits. */
export function totalLineUpWeight(characters: readonly SmfCharacter[]): number {
  return characters.reduce((sum, c) => sum + lineUpWeight(c), 0);
}

/** How many fielded characters count against the limit of six (Ruling R4): those that weigh something. */
export function fieldedCount(characters: readonly SmfCharacter[]): number {
  return characters.filter(isFieldedModel).length;
}

function isFieldedModel(c: SmfCharacter): boolean {
  return lineUpWeight(c) > 0;
}

/**
 * Checks the characters chosen for one battle and returns every problem: availability (dead,
 * captured, retired, missing this battle), the archetype limit counting base archetypes (a Super
 * as its base, a Powerhouse as both; Street-Level exempt), the weight limit and the number fielded.
 * `options` is accepted for symmetry with validateCharacter (alternate levels are checked there).
 */
export function validateLineUp(characters: readonly SmfCharacter[], _options: RosterOptions = {}): ValidationResult {
  const problems: Problem[] = [];
  const seen = new Set<string>();

  characters.forEach((c, i) => {
    const field = `characters[${i}]`;
    if (seen.has(c.id)) problems.push(problem("duplicate-character", field, `${c.name} is already in the line-up.`));
    seen.add(c.id);
    if (c.state.status !== "active") problems.push(problem("not-available", field, `${c.name} is ${c.state.status} and cannot be fielded.`));
    if (c.state.nextBattle.missesBattle) problems.push(problem("not-available", field, `${c.name} misses this battle.`, { ruling: "R18" }));
  });

  const counts = new Map<StandardArchetypeId, string[]>();
  for (const c of characters) for (const a of baseArchetypesOf(c)) counts.set(a, [...(counts.get(a) ?? []), c.name]);
  for (const [archetype, names] of counts) {
    if (names.length > ARCHETYPE_LIMIT[archetype]) {
      problems.push(
        problem("archetype-limit", "characters", `${names.length} ${archetypeRow(archetype).name}s (${names.join(", ")}); the limit is ${ARCHETYPE_LIMIT[archetype]}.`, {
          line: 238,
          ruling: "R4",
        }),
      );
    }
  }

  const weight = totalLineUpWeight(characters);
  if (weight > MAX_LINE_UP_WEIGHT) {
    problems.push(problem("over-weight", "characters", `The line-up weighs ${weight} standard characters; the limit is ${MAX_LINE_UP_WEIGHT}.`, { ruling: "R4" }));
  }
  const fielded = fieldedCount(characters);
  if (fielded > MAX_FIELDED) {
    problems.push(problem("too-many-characters", "characters", `${fielded} characters fielded; the limit is ${MAX_FIELDED}.`, { line: 562, ruling: "R4" }));
  }
  return toResult(problems);
}
