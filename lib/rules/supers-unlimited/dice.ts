/**
 * Supers Unlimited dice (SU L157–L189): Trait Rolls of D10 counting Successes against a target,
 * POW results on a natural 10, automatic failure on a natural 1, per-die modifiers, Power Up,
 * re-rolls once per source, D5, and plain XD10 rolls (falls, slams, hazards).
 *
 * Book lines (`SU L167`) refer to the Supers Unlimited v4.1 text; rulings (`SU-R2`) to
 * RULINGS.md beside this file. Every die thrown is kept in the result with its fate.
 */
import type { Dice, RollPurpose, ThrownDie } from "../dice";

/** Faces of the die every Supers Unlimited roll uses (SU L159). */
export const D10 = 10;

/** A natural 10 on a Trait Roll die: always a Success, and a POW (SU L173, L181). */
export const POW_FACE = 10;

/** A natural 1 always fails, whatever the modifiers (SU L173). */
export const FAIL_FACE = 1;

/**
 * The most POW extra dice one roll may throw before the rule calls it a broken dice source. Real
 * dice reach 5 extra dice in a chain about once in 100,000 rolls (10^-5), so this only stops a
 * source that always answers 10 from looping forever.
 */
export const MAX_POW_EXTRA_DICE = 200;

/** The group's choices where the book can be read two ways (RULINGS.md SU-R2, SU-R3). */
export interface SuDiceSettings {
  /** SU-R2: each POW on a Trait Roll throws one extra die (SU L183). Default true. */
  powExplodes: boolean;
  /** SU-R3: an extra die that is itself a 10 is a POW and throws another. Default true. */
  extraDiceExplode: boolean;
}

export const DEFAULT_SU_DICE_SETTINGS: SuDiceSettings = { powExplodes: true, extraDiceExplode: true };

/**
 * What a roll is, which decides what applies (SU L163–L177, L726, SU-R1, SU-R4):
 * - `combat`: an Attack's Combat Roll; Combat Bonuses apply (SU L169);
 * - `combat-vs-building`: an Attack on a Building; Combat Bonuses never apply (SU L726);
 * - `action`: any other Trait Roll against a TN (SU L167);
 * - `plain`: an XD10 roll that is not a Trait Roll (falls, slams, hazards; SU L177): no modifiers,
 *   no Power Up, and no POW extra die (SU-R4).
 */
export type TraitRollKind = "combat" | "combat-vs-building" | "action" | "plain";

/** A bonus or penalty added to each die of a roll (SU L169), e.g. Called Shot +1, Cover −1. */
export interface DieModifier {
  source: string;
  value: number;
  /** A Combat Bonus applies only to a Combat Roll against a Character (SU L169, L726). */
  isCombatBonus: boolean;
}

/**
 * The target a Combat Roll must reach: the defender's Power plus the matching Resistance, plus
 * any bonus to Resistances (Defense Boost SU L912, Enduring L1107, Elusive L1035). The Power
 * value, never current Power Points (SU L718). Buildings and some models use a Resistance in place
 * of Power (SU L722): pass `power: 0` and that Resistance.
 */
export function combatTarget(defender: { power: number; resistance: number; resistanceBonus?: number }): number {
  const parts = [defender.power, defender.resistance, defender.resistanceBonus ?? 0];
  if (!parts.every(Number.isInteger)) throw new Error(`Power and Resistances are whole numbers (got ${parts.join(", ")})`);
  return parts.reduce((sum, n) => sum + n, 0);
}

/** What a Trait Roll throws. */
export interface TraitRollInput {
  kind: TraitRollKind;
  /** The Trait value: how many D10 (SU L167); for a plain roll, X of XD10. */
  traitDice: number;
  /** TN of an Action Roll, or Power + Resistance of a Combat Roll (`combatTarget`). */
  target: number;
  /** Extra D10 an attack profile gives (+XD10, SU L776–L802) or a Gimmick (Sunday Punch L1023). */
  bonusDice?: number;
  /** Power Up: +1D10, Supers only (SU L563–L565). */
  powerUp?: boolean;
  /** Needed with `powerUp`: only a Super may Power Up (SU L565). */
  isSuper?: boolean;
  /** A KO'ed Character may not Power Up for a Recovery Roll (SU L447). */
  isKoed?: boolean;
  modifiers?: readonly DieModifier[];
}

/** How a die came to be thrown. */
export type TraitDieOrigin = "trait" | "bonus" | "power-up" | "pow-extra" | "reroll";

/**
 * One D10 of a Trait Roll. STORED AS JSON inside roll results; changing it needs a data migration.
 * Unlike the shared `ThrownDie`, `replaces` here is an index into the roll's `thrown` list (a
 * re-roll may replace a POW extra die or an earlier re-roll).
 */
export interface TraitDie extends ThrownDie {
  origin: TraitDieOrigin;
  /** Face plus the roll's modifier, compared with the target. */
  total: number;
  isSuccess: boolean;
  isPow: boolean;
  /** For a POW extra die: the index in `thrown` of the POW that threw it (SU L183). */
  extraFor?: number;
  /** For a re-roll: the source that threw it. */
  rerollSource?: string;
  /** On a re-rolled die: the source that picked it up. */
  rerolledBy?: string;
}

/** One use of a re-roll source on a roll (SU L189). */
export interface TraitReroll {
  source: string;
  /** Indices in `thrown` of the dice picked up, in the order given. */
  rerolled: number[];
}

/** A Trait Roll with every die. STORED AS JSON; changing it needs a data migration. */
export interface TraitRoll {
  purpose: RollPurpose;
  kind: TraitRollKind;
  target: number;
  /** Dice thrown at first: Trait + bonus dice + Power Up. */
  poolSize: number;
  /** Net modifier added to each die (SU L169). */
  modifier: number;
  appliedModifiers: DieModifier[];
  /** Given but not applying to this kind of roll (Combat Bonuses off a Combat Roll, SU L169). */
  ignoredModifiers: DieModifier[];
  settings: SuDiceSettings;
  thrown: TraitDie[];
  rerolls: TraitReroll[];
  /** Kept dice that succeeded (SU L171). */
  successes: number;
  /** Kept dice showing a natural 10 (SU L181). */
  pows: number;
  /** At least one Success (SU L171). */
  isSuccess: boolean;
  /** e.g. "Action roll 3D10 +1 vs 6: [10,4,7] + POW extra [3] = 2 successes (1 POW)". */
  summary: string;
}

/** Error codes of `rollTrait` and `rerollTraitDice`. */
export type TraitRollErrorCode =
  | "power-up-not-super"
  | "power-up-while-koed"
  | "power-up-plain-roll"
  | "reroll-source-used"
  | "reroll-no-dice"
  | "reroll-unknown-die"
  | "reroll-die-not-kept"
  | "reroll-die-twice";

export type TraitRollFailure = { ok: false; error: { code: TraitRollErrorCode; message: string } };
export type TraitRollResult = { ok: true; roll: TraitRoll } | TraitRollFailure;

function failure(code: TraitRollErrorCode, message: string): TraitRollFailure {
  return { ok: false, error: { code, message } };
}

function assertWhole(n: number, what: string, min = 0): void {
  if (!Number.isInteger(n) || n < min) throw new Error(`${what} must be a whole number, ${min} or more (got ${n})`);
}

/** Whether one D10 face succeeds: 10 always, 1 never, otherwise face + modifier ≥ target (SU L171–L173, SU-R1). */
export function isFaceSuccess(face: number, modifier: number, target: number): boolean {
  if (face === POW_FACE) return true;
  if (face === FAIL_FACE) return false;
  return face + modifier >= target;
}

/** Splits modifiers into those that apply to this kind of roll and those that do not (SU L169, L726). */
export function applicableModifiers(kind: TraitRollKind, modifiers: readonly DieModifier[]): { applied: DieModifier[]; ignored: DieModifier[] } {
  const applies = (m: DieModifier) => kind !== "plain" && (!m.isCombatBonus || kind === "combat");
  return { applied: modifiers.filter(applies), ignored: modifiers.filter((m) => !applies(m)) };
}

/** Whether a POW on this roll throws an extra die (SU L183, SU-R2, SU-R3, SU-R4). */
function throwsExtra(roll: Pick<TraitRoll, "kind" | "settings">, die: TraitDie): boolean {
  if (!die.isPow || roll.kind === "plain" || !roll.settings.powExplodes) return false;
  return die.origin !== "pow-extra" || roll.settings.extraDiceExplode;
}

function makeDie(roll: Pick<TraitRoll, "purpose" | "modifier" | "target">, face: number, origin: TraitDieOrigin, extra: Partial<TraitDie> = {}): TraitDie {
  return {
    sides: D10,
    face,
    purpose: roll.purpose,
    status: "kept",
    origin,
    total: face + roll.modifier,
    isSuccess: isFaceSuccess(face, roll.modifier, roll.target),
    isPow: face === POW_FACE,
    ...extra,
  };
}

/**
 * Throws the POW extra dice owed by `start..` of `thrown`, breadth first: every owed extra die in
 * throw order, then those owed by the extras (SU L183, SU-R2, SU-R3).
 */
function throwPowExtras(dice: Dice, roll: TraitRoll, start: number): void {
  let extras = roll.thrown.filter((d) => d.origin === "pow-extra").length;
  for (let i = start; i < roll.thrown.length; i++) {
    const die = roll.thrown[i]!;
    if (die.status !== "kept" || !throwsExtra(roll, die)) continue;
    if (++extras > MAX_POW_EXTRA_DICE) throw new Error(`More than ${MAX_POW_EXTRA_DICE} POW extra dice in one roll: the dice source keeps answering 10`);
    roll.thrown.push(makeDie(roll, dice.roll(D10, roll.purpose), "pow-extra", { extraFor: i, note: `POW extra die for die ${i + 1}` }));
  }
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "es"}`;
}

function signed(n: number): string {
  return n > 0 ? ` +${n}` : n < 0 ? ` −${-n}` : "";
}

const KIND_NAMES: Record<TraitRollKind, string> = {
  combat: "Combat roll",
  "combat-vs-building": "Combat roll vs a Building",
  action: "Action roll",
  plain: "Roll",
};

/** Recounts Successes and POWs over the kept dice and rewrites the summary. */
function settle(roll: TraitRoll): TraitRoll {
  const kept = roll.thrown.filter((d) => d.status === "kept");
  const successes = kept.filter((d) => d.isSuccess).length;
  const pows = kept.filter((d) => d.isPow).length;
  const first = roll.thrown.slice(0, roll.poolSize).map((d) => d.face);
  const parts = [`${KIND_NAMES[roll.kind]} ${roll.poolSize}D10${signed(roll.modifier)} vs ${roll.target}: [${first.join(",")}]`];
  const later = roll.thrown.slice(roll.poolSize);
  const extras = later.filter((d) => d.origin === "pow-extra").map((d) => d.face);
  for (const reroll of roll.rerolls) {
    const faces = reroll.rerolled.map((i) => `${roll.thrown[i]!.face}→${later.find((d) => d.replaces === i)?.face ?? "?"}`);
    parts.push(`re-roll (${reroll.source}) ${faces.join(", ")}`);
  }
  if (extras.length > 0) parts.push(`POW extra [${extras.join(",")}]`);
  const powText = pows > 0 ? ` (${pows} POW)` : "";
  return { ...roll, successes, pows, isSuccess: successes > 0, summary: `${parts.join(" + ")} = ${plural(successes, "success")}${powText}` };
}

/**
 * A Trait Roll (SU L163–L183): throws the Trait's dice, bonus dice and Power Up's die, then every
 * POW extra die the settings call for. Refuses Power Up for a Henchman (SU L565), for a KO'ed
 * Character (SU L447; our reading extends it to every roll, SU-R5) and on a plain XD10 roll.
 */
export function rollTrait(dice: Dice, input: TraitRollInput, purpose: RollPurpose, settings: SuDiceSettings = DEFAULT_SU_DICE_SETTINGS): TraitRollResult {
  assertWhole(input.traitDice, "Trait dice");
  assertWhole(input.bonusDice ?? 0, "Bonus dice");
  assertWhole(input.target, "A target", -100);
  for (const m of input.modifiers ?? []) if (!Number.isInteger(m.value)) throw new Error(`Modifier "${m.source}" must be a whole number (got ${m.value})`);
  if (input.powerUp) {
    if (input.kind === "plain") return failure("power-up-plain-roll", "Power Up adds a die to a Trait Roll only, not to a plain D10 roll.");
    if (input.isSuper !== true) return failure("power-up-not-super", "Only a Super may Power Up; Henchmen cannot.");
    if (input.isKoed === true) return failure("power-up-while-koed", "A KO'ed Character cannot Power Up.");
  }
  const { applied, ignored } = applicableModifiers(input.kind, input.modifiers ?? []);
  const modifier = applied.reduce((sum, m) => sum + m.value, 0);
  const origins: TraitDieOrigin[] = [
    ...new Array<TraitDieOrigin>(input.traitDice).fill("trait"),
    ...new Array<TraitDieOrigin>(input.bonusDice ?? 0).fill("bonus"),
    ...(input.powerUp ? (["power-up"] as const) : []),
  ];
  const roll: TraitRoll = {
    purpose,
    kind: input.kind,
    target: input.target,
    poolSize: origins.length,
    modifier,
    appliedModifiers: applied,
    ignoredModifiers: ignored,
    settings: { ...settings },
    thrown: [],
    rerolls: [],
    successes: 0,
    pows: 0,
    isSuccess: false,
    summary: "",
  };
  for (const origin of origins) roll.thrown.push(makeDie(roll, dice.roll(D10, purpose), origin));
  throwPowExtras(dice, roll, 0);
  return { ok: true, roll: settle(roll) };
}

/** Every die descended from `index` through POW extra dice (to discard with it, SU-R6). */
function extraDescendants(thrown: readonly TraitDie[], index: number): number[] {
  const out: number[] = [];
  const parents = new Set([index]);
  thrown.forEach((die, i) => {
    if (die.extraFor !== undefined && parents.has(die.extraFor)) {
      parents.add(i);
      out.push(i);
    }
  });
  return out;
}

/**
 * Re-rolls chosen dice of a roll for one source (SU L189): any or all kept dice, once per source
 * per roll, so no source picks up the same die twice. Each die picked up is `rerolled`; POW extra
 * dice it threw are `discarded` with it (SU-R6); its replacement is thrown and, if a POW, throws
 * its own extra die. Another source may then re-roll the replacement.
 * Errors: `reroll-source-used` (this source already re-rolled this roll), `reroll-no-dice`,
 * `reroll-unknown-die`, `reroll-die-not-kept` (already re-rolled or discarded), `reroll-die-twice`
 * (the same die listed twice).
 */
export function rerollTraitDice(dice: Dice, roll: TraitRoll, choice: { source: string; dieIndices: readonly number[] }): TraitRollResult {
  if (roll.rerolls.some((r) => r.source === choice.source)) {
    return failure("reroll-source-used", `${choice.source} has already re-rolled dice of this roll; each source re-rolls once per roll.`);
  }
  if (choice.dieIndices.length === 0) return failure("reroll-no-dice", "Pick at least one die to re-roll.");
  const seen = new Set<number>();
  for (const index of choice.dieIndices) {
    const die = roll.thrown[index];
    if (!Number.isInteger(index) || !die) return failure("reroll-unknown-die", `There is no die ${index + 1} in this roll.`);
    if (seen.has(index)) return failure("reroll-die-twice", `Die ${index + 1} is listed twice.`);
    if (die.status !== "kept") return failure("reroll-die-not-kept", `Die ${index + 1} was already ${die.status}; re-roll the die that replaced it instead.`);
    seen.add(index);
  }
  const next: TraitRoll = { ...roll, thrown: roll.thrown.map((d) => ({ ...d })), rerolls: [...roll.rerolls, { source: choice.source, rerolled: [...choice.dieIndices] }] };
  const start = next.thrown.length;
  for (const index of choice.dieIndices) {
    next.thrown[index] = { ...next.thrown[index]!, status: "rerolled", rerolledBy: choice.source };
    for (const child of extraDescendants(next.thrown, index)) {
      if (next.thrown[child]!.status === "kept") next.thrown[child] = { ...next.thrown[child]!, status: "discarded", note: `POW extra die of re-rolled die ${index + 1}` };
    }
  }
  for (const index of choice.dieIndices) {
    next.thrown.push(
      makeDie(next, dice.roll(D10, roll.purpose), "reroll", { replaces: index, rerollSource: choice.source, note: `re-roll of die ${index + 1} (${choice.source})` }),
    );
  }
  throwPowExtras(dice, next, start);
  return { ok: true, roll: settle(next) };
}

/** A D5: one D10 halved, rounded up (SU L161). STORED AS JSON. */
export interface D5Roll {
  purpose: RollPurpose;
  value: number;
  thrown: ThrownDie[];
  summary: string;
}

export function d5OfFace(face: number): number {
  return Math.ceil(face / 2);
}

/** Rolls `count` D5 (SU L161), e.g. Vulnerability's 1D5 Stun (SU L315). */
export function rollD5(dice: Dice, purpose: RollPurpose, count = 1): D5Roll {
  assertWhole(count, "D5 count", 1);
  const faces = Array.from({ length: count }, () => dice.roll(D10, purpose));
  const value = faces.reduce((sum, f) => sum + d5OfFace(f), 0);
  return {
    purpose,
    value,
    thrown: faces.map((face) => ({ sides: D10, face, purpose, status: "kept", note: `D5 ${d5OfFace(face)}` })),
    summary: `${count}D5 [${faces.map((f) => `${f}→${d5OfFace(f)}`).join(",")}] = ${value}`,
  };
}

/** One D10 read as a number (set-up tables, roll-offs). STORED AS JSON. */
export interface D10Roll {
  purpose: RollPurpose;
  face: number;
  thrown: ThrownDie[];
  summary: string;
}

export function rollD10(dice: Dice, purpose: RollPurpose): D10Roll {
  const face = dice.roll(D10, purpose);
  return { purpose, face, thrown: [{ sides: D10, face, purpose, status: "kept" }], summary: `D10 ${face}` };
}
