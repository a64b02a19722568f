/**
 * The Hero/Villain/Neutral roll of character generation. The play sheet refers to it again and
 * again ("roll as for Hero, Villain or Neutral … take the result if it is better/worse", L31–L32,
 * L36, L43, L54, L81, L97) but never prints it: the die and its bands are settings (SHSA-R2).
 */
import type { Dice } from "../dice";
import { rollDie, type DieRoll } from "./val";
import { ALIGNMENTS, type Alignment, type ShsaSettings } from "./settings";
import { SHSA_RULES_VERSION, type ShsaRulesVersion } from "./rules-version";

export type AlignmentSettings = Pick<ShsaSettings, "alignmentDie" | "alignmentVillainUpTo" | "alignmentNeutralUpTo">;

/** SHSA-R2: reads one face of the alignment die. */
export function alignmentOfFace(face: number, settings: AlignmentSettings): Alignment {
  if (face <= settings.alignmentVillainUpTo) return "villain";
  if (face <= settings.alignmentNeutralUpTo) return "neutral";
  return "hero";
}

/** Hero is better than Neutral, Neutral better than Villain. */
export function compareAlignments(a: Alignment, b: Alignment): number {
  return ALIGNMENTS.indexOf(a) - ALIGNMENTS.indexOf(b);
}

/** A re-roll of the Hero/Villain/Neutral roll that keeps the new result only if better (or worse). */
export interface AlignmentReroll {
  rulesVersion: ShsaRulesVersion;
  before: Alignment;
  keep: "better" | "worse";
  roll: DieRoll;
  rolled: Alignment;
  after: Alignment;
  isChanged: boolean;
  summary: string;
}

export function rerollAlignment(source: Dice, before: Alignment, keep: "better" | "worse", settings: AlignmentSettings): AlignmentReroll {
  const roll = rollDie(source, settings.alignmentDie, "alignment-reroll");
  const rolled = alignmentOfFace(roll.face, settings);
  const order = compareAlignments(rolled, before);
  const isChanged = keep === "better" ? order > 0 : order < 0;
  const after = isChanged ? rolled : before;
  return {
    rulesVersion: SHSA_RULES_VERSION,
    before,
    keep,
    roll,
    rolled,
    after,
    isChanged,
    summary: `D${settings.alignmentDie} ${roll.face} = ${rolled}; keep if ${keep}: ${after}`,
  };
}
