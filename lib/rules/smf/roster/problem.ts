import type { RuleReference } from "../rule-reference";

/**
 * A rule a build or line-up breaks. `field` points at the offending part of the input, e.g.
 * "powers[2]", "powers[0].choices.quiver", "backgrounds", "characters[3]". `message` is plain
 * words for the player: names, never ids or choice keys, and no book line numbers — those go in
 * `rule`, which the app shows as a separate small reference after the message.
 */
export interface Problem {
  code: ProblemCode;
  field: string;
  message: string;
  rule?: RuleReference;
}

export type { RuleReference } from "../rule-reference";
export { problemText, ruleReferenceText } from "../rule-reference";

export type ValidationResult = { ok: true } | { ok: false; problems: Problem[] };

/**
 * Every problem code and when it is reported.
 */
export type ProblemCode =
  /** Street-Level, Super or Powerhouse without the group's agreement (L547). */
  | "alternate-power-level-not-allowed"
  /** A Basic Vehicle in a campaign without the vehicle option (L2714). */
  | "vehicles-not-allowed"
  /** `kind` disagrees with the archetype (henchmen and vehicles are their own kinds). */
  | "kind-mismatch"
  /** A Super without one standard base, or a Powerhouse without two different ones (Ruling R3). */
  | "invalid-base-archetypes"
  /** No power by that name at that tier (e.g. a minor Scrapper). */
  | "unknown-power"
  | "too-few-majors"
  | "too-many-majors"
  | "major-not-on-menu"
  | "minor-not-on-menu"
  | "too-few-minor-picks"
  | "too-many-minor-picks"
  /** A pick's `source` does not fit the build (cross-list trade outside a Super, Trade Off without penalties …). */
  | "invalid-pick-source"
  /** Trade Off penalties that are not 2 or 3 different stats, or don't match the Trade Off picks (L1278). */
  | "invalid-trade-off"
  | "duplicate-boost"
  | "too-many-boosts"
  | "boosts-not-allowed"
  /** Ruling R5: Immortal only for Wildcard and Street-Level. */
  | "immortal-not-allowed"
  /** L1118. */
  | "super-strength-major-and-minor"
  | "duplicate-power"
  | "missing-choice"
  | "invalid-choice"
  | "wrong-background-count"
  | "duplicate-background"
  | "missing-background-category"
  | "unexpected-background-category"
  | "invalid-henchmen-equipment"
  | "invalid-vehicle"
  /** Faults & Limits: the pool does not exist, two faults on one pool, or a fault the build forbids (L2862, L2876, L2891). */
  | "invalid-fault"
  /** Line-up: a dead, captured or retired character, or one who misses this battle (Ruling R18, R19). */
  | "not-available"
  /** Line-up: the same character twice. */
  | "duplicate-character"
  /** Line-up: more than one of a standard archetype (two Wildcards) counting bases (L238, Ruling R4). */
  | "archetype-limit"
  /** Line-up: weight above 4 standard characters (Ruling R4). */
  | "over-weight"
  /** Line-up: more than 6 fielded (L562, Ruling R4). */
  | "too-many-characters";

export function problem(code: ProblemCode, field: string, message: string, rule?: RuleReference): Problem {
  return rule ? { code, field, message, rule } : { code, field, message };
}

export function toResult(problems: Problem[]): ValidationResult {
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
