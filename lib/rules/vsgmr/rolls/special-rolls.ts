/**
 * The traits' own d6 rolls (VSGMR L165–L275): Disable 4+, Recruit 5+, Stun on 1–4, Summon 5+ and
 * Trap 5–6. Each is a plain d6, no modifiers and no super-power die (VS-R10). The table is data;
 * `rollSpecial` throws one and `specialOdds` gives the exact chance of its effect.
 */
import type { Dice, ThrownDie } from "../../dice";
import { VSGMR_RULES_VERSION } from "../rules-version";
import type { TraitId } from "../data/traits";
import { fraction, type Fraction } from "./fraction";

export const SPECIAL_ROLL_IDS = ["disable", "recruit", "stun", "summon", "trap"] as const;
export type SpecialRollId = (typeof SPECIAL_ROLL_IDS)[number];

export interface SpecialRollDef {
  id: SpecialRollId;
  trait: TraitId;
  /** Who throws the die. */
  thrownBy: string;
  /** The d6 faces on which `effect` happens. */
  effectFaces: readonly number[];
  /** Our own words: what happens on those faces, and otherwise. */
  effect: string;
  otherwise: string;
  line: number;
}

export const SPECIAL_ROLLS = [
  {
    id: "disable",
    trait: "disable",
    thrownBy: "the Disable figure",
    effectFaces: [4, 5, 6],
    effect: "The target cannot move, attack or use skills next round (it still makes armour rolls).",
    otherwise: "No effect.",
    line: 169,
  }, // VSGMR L169
  {
    id: "recruit",
    trait: "recruit",
    thrownBy: "the Recruit figure, after defeating a foe hand to hand",
    effectFaces: [5, 6],
    effect: "The defeated figure changes sides and acts from next round.",
    otherwise: "The defeated figure is removed as usual.",
    line: 207,
  }, // VSGMR L207
  {
    id: "stun",
    trait: "stun",
    thrownBy: "the target that saved against the Stun figure's hit",
    effectFaces: [1, 2, 3, 4],
    effect: "The target loses its next turn.",
    otherwise: "No effect.",
    line: 237,
  }, // VSGMR L237
  {
    id: "summon",
    trait: "summon",
    thrownBy: "the Summon figure, instead of attacking",
    effectFaces: [5, 6],
    effect: 'One ally (with its riders and passengers) moves to within 3" of the summoner.',
    otherwise: "Nothing happens.",
    line: 243,
  }, // VSGMR L243
  {
    id: "trap",
    trait: "trap",
    thrownBy: 'any other figure that moves within 3" of the trap',
    effectFaces: [5, 6],
    effect: 'The trap springs: every figure within 3" of it makes an armour roll.',
    otherwise: "The trap does not spring.",
    line: 275,
  }, // VSGMR L275
] as const satisfies readonly SpecialRollDef[];

export function specialRollById(id: SpecialRollId): SpecialRollDef {
  const def = SPECIAL_ROLLS.find((r) => r.id === id);
  if (!def) throw new Error(`Unknown VSGMR special roll: ${String(id)}`);
  return def;
}

/** A thrown special roll. STORED AS JSON with battle events; changing it needs a data migration. */
export interface SpecialRoll {
  rulesVersion: typeof VSGMR_RULES_VERSION;
  id: SpecialRollId;
  face: number;
  hasEffect: boolean;
  thrown: ThrownDie[];
  /** e.g. "Recruit d6 [5]: the defeated figure changes sides". */
  summary: string;
}

export function rollSpecial(id: SpecialRollId, dice: Dice): SpecialRoll {
  const def = specialRollById(id);
  const purpose = `vsgmr-${id}`;
  const face = dice.roll(6, purpose);
  const hasEffect = def.effectFaces.includes(face);
  return {
    rulesVersion: VSGMR_RULES_VERSION,
    id,
    face,
    hasEffect,
    thrown: [{ sides: 6, face, purpose, status: "kept" }],
    summary: `${def.id.charAt(0).toUpperCase()}${def.id.slice(1)} d6 [${face}]: ${hasEffect ? def.effect : def.otherwise}`,
  };
}

/** The exact chance that the special roll's effect happens. */
export function specialOdds(id: SpecialRollId): Fraction {
  return fraction(specialRollById(id).effectFaces.length, 6);
}
