/**
 * Where the rule a problem cites lives: a line of the Supers Unlimited book and/or one of our
 * rulings ("SU-R22", RULINGS.md). Players look it up; it never goes inside a message.
 */
export interface SuRuleReference {
  line?: number;
  ruling?: string;
}

/**
 * One rule a card, team or Gimmick pool breaks. `field` points at the offending part of the input
 * ("traits.fight.dice", "attacks[1].range", "cards[2].level", "pool[0].gimmick", "log[3]").
 * `message` is plain words for the player, in our own words, naming characters, never ids; the
 * book line or ruling goes in `rule`. Fits the GameSystem's RosterProblem ({ code, field, message }).
 */
export interface SuProblem {
  code: SuProblemCode;
  field: string;
  message: string;
  rule?: SuRuleReference;
  /** The ids of the characters the problem is about, when it is about some (the app can mark them). */
  characters?: string[];
}

export type SuValidationResult = { ok: true } | { ok: false; problems: SuProblem[] };

/** Every problem code and when it is reported. */
export type SuProblemCode =
  // --- the card's shape (parseCard) ---
  /** A field is missing, of the wrong type, or not one of the allowed values. */
  | "invalid-field"
  // --- the card's rules (validateCard) ---
  /** A name (the card's, an attack's, a Talent …) is empty. */
  | "missing-name"
  /** Level outside 1–10 or not whole (SU L380). */
  | "invalid-level"
  /** No Class (SU L259). */
  | "missing-class"
  /** A Class, Keyword, Weakness, movement type, immunity or list entry given twice. */
  | "duplicate-entry"
  /** Power, Move, HP, Size, Reach, a trait's dice or Resistance, Recovery out of range or not whole. */
  | "invalid-value"
  /** No Type or no Origin Keyword (SU L368, Ruling SU-R26). */
  | "missing-keyword"
  /** A stored attack called Bash or Throw (Ruling SU-R30). */
  | "reserved-attack"
  /** An attack's range does not fit its type: a Close attack with one, a ranged one without (SU L742–L774). */
  | "invalid-range"
  /** An attack with no Effect (SU L784). */
  | "missing-effect"
  /** "Sprint" listed as a movement type (Ruling SU-R24) or movement types on an Immobile card (SU L599). */
  | "invalid-movement"
  /** A Talent called Gear: its items belong in the Gear list (Ruling SU-R28). */
  | "gear-as-talent"
  /** A Talent the book does not name (SU L340–L342, Ruling SU-R41). */
  | "unknown-talent"
  // --- the team (validateTeam, validateEntry) ---
  | "empty-team"
  /** The same character (id) twice. */
  | "duplicate-character"
  /** The team's Levels are over the game's budget (SU L382). */
  | "over-budget"
  /** The budget setting itself is wrong (an agreed number missing or out of range; SU L401, Ruling SU-R34). */
  | "invalid-budget"
  /** The team breaks the Formation it plays, or fits none (SU L386–L392, Ruling SU-R39). */
  | "formation"
  /** The team is neither a Faction Team nor an Alignment Team, or breaks the one it plays (SU L394–L397). */
  | "faction-or-alignment"
  /** The Team Leader chosen is not one of those the rules allow (SU L384, Ruling SU-R35). */
  | "invalid-leader"
  // --- Gimmicks ---
  /** Gimmicks are off for this game but a pool or a use was given (SU L972). */
  | "gimmicks-off"
  /** A pool entry for a character who is not on the team, is a Henchman, or lacks that Class (SU L976). */
  | "invalid-gimmick-choice"
  /** The same Class of the same Super chose twice (SU L976). */
  | "choice-used-twice"
  /** A Gimmick of another Class chosen for a Class (SU L976, Ruling SU-R36). */
  | "gimmick-class-mismatch"
  /** A Gimmick in the pool twice (SU L977). */
  | "duplicate-gimmick"
  /** A use of a Gimmick that is not in the pool, or is already used (SU L981). */
  | "gimmick-not-available"
  /** A use by a character who cannot use that Gimmick (SU L979, the Class named in each Gimmick). */
  | "invalid-gimmick-user"
  /** We Go Again! or a recycle naming a Gimmick it cannot return (SU L981, L993, Ruling SU-R38). */
  | "invalid-recycle";

export function problem(code: SuProblemCode, field: string, message: string, rule?: SuRuleReference, characters?: readonly string[]): SuProblem {
  const p: SuProblem = rule ? { code, field, message, rule } : { code, field, message };
  return characters && characters.length > 0 ? { ...p, characters: [...characters] } : p;
}

export function toResult(problems: SuProblem[]): SuValidationResult {
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/** Problems of a part, re-pointed under a parent field: `traits.fight.dice` → `cards[2].traits.fight.dice`. */
export function underField(prefix: string, problems: readonly SuProblem[]): SuProblem[] {
  return problems.map((p) => ({ ...p, field: p.field ? `${prefix}.${p.field}` : prefix }));
}
