import type { CheckCategory, SmfCharacter } from "../character";
import { backgroundCheckDice, backgroundRow, type SocialScienceVariant } from "../data/backgrounds";
import { heldPowers } from "./held-powers";
import { isHenchmen } from "./traits";

export interface RosterOptions {
  /** Ruling R1: which Social Science dice apply. Default "ch2". */
  socialScienceVariant?: SocialScienceVariant;
  /** The group allows Street-Level, Super and Powerhouse characters (L547). Default false. */
  allowAlternatePowerLevels?: boolean;
  /** The campaign allows the Basic Vehicle (L2714). Default false. */
  allowVehicles?: boolean;
}

export interface CheckPool {
  dice: number;
  rerolls: number;
  /** Added to the check's TN: +1 per curse (L2473, Ruling R12). */
  tnModifier: number;
  /** Every contribution in words, e.g. "+2D Criminal". */
  sources: string[];
}

/** The Rule of 4D (L131); henchmen groups use the Rule of 2D (L1861). */
function baseDice(c: SmfCharacter): number {
  return isHenchmen(c) ? 2 : 4;
}

/**
 * The pool a character rolls on a pre- or post-battle check of one category (subplot checks,
 * post-battle specials, Power Switch, March of Science …).
 *
 * Counts: base dice, background dice, powers that name pre/post-battle checks (Ruling R2 for
 * Healing and Shrinking), Construct's chosen Re-roll, Esoteric 4 (+1D) and General 5–6 (+1 Re-roll)
 * bumps through the background each is tied to, March of Science Re-rolls given to the category,
 * and the Toga-Wearing Space God's +1D to Magical and Science. Powers held only inside a grimoire, a quiver or a Metamorph form are not counted:
 * they exist only while used in battle.
 */
export function checkPool(character: SmfCharacter, category: CheckCategory, options: RosterOptions = {}): CheckPool {
  const variant = options.socialScienceVariant ?? "ch2";
  const base = baseDice(character);
  const pool: CheckPool = { dice: base, rerolls: 0, tnModifier: 0, sources: [`${base}D base`] };

  for (const pick of character.build.backgrounds) {
    for (const d of backgroundCheckDice(pick.background, pick.category, variant)) {
      if (d.category !== category) continue;
      pool.dice += d.dice;
      pool.sources.push(`+${d.dice}D ${backgroundRow(pick.background).name}`);
    }
  }

  for (const { row, choices } of heldPowers(character)) {
    const d = row.campaign?.checkDice?.find((x) => x.category === category);
    if (d) {
      pool.dice += d.dice;
      pool.sources.push(`+${d.dice}D ${row.name}`);
    }
    const rerolls = row.campaign?.checkRerollsOnChosenCategory;
    // Construct: +1 Re-roll on the one category chosen at creation (L707).
    if (rerolls && choices?.category === category) {
      pool.rerolls += rerolls;
      pool.sources.push(`+${rerolls} Re-roll ${row.name}`);
    }
  }

  for (const bump of character.state.bumps) {
    const isEsotericDie = bump.table === "esoteric" && bump.row === 4;
    const isGeneralReroll = bump.table === "general" && (bump.row === 5 || bump.row === 6);
    if ((!isEsotericDie && !isGeneralReroll) || !bump.background) continue;
    const owned = character.build.backgrounds.find((b) => b.background === bump.background);
    const categories = backgroundCheckDice(bump.background, owned?.category, variant).map((d) => d.category);
    if (!categories.includes(category)) continue;
    const name = backgroundRow(bump.background).name;
    if (isEsotericDie) {
      pool.dice += 1;
      pool.sources.push(`+1D Esoteric bump (${name})`);
    } else {
      pool.rerolls += 1;
      pool.sources.push(`+1 Re-roll General bump (${name})`);
    }
  }

  const marchRerolls = character.state.marchOfScienceRerolls.filter((p) => p === category).length;
  if (marchRerolls > 0) {
    pool.rerolls += marchRerolls; // L2451: a Re-roll given to this category's pool
    pool.sources.push(`+${marchRerolls} Re-roll${marchRerolls > 1 ? "s" : ""} March of Science`);
  }

  if (character.state.hasSpaceGodBonus && (category === "magical" || category === "science")) {
    pool.dice += 1;
    pool.sources.push("+1D Toga-Wearing Space God");
  }

  if (character.state.curses > 0) {
    pool.tnModifier = character.state.curses; // Ruling R12: curses raise TNs, they stack
    pool.sources.push(character.state.curses === 1 ? "+1 TN cursed" : `+${character.state.curses} TN cursed (${character.state.curses} curses)`);
  }

  return pool;
}

/**
 * Dice for the goal roll made before the injury D6 (L2581): 4D plus only the dice a power gives
 * to that roll, i.e. Regen +1D (Ruling R6). Bumps to pre/post-battle checks do not apply.
 * Henchmen groups and Immortal characters never roll (Ruling R11); callers decide who rolls.
 */
export function injuryPreRollPool(character: SmfCharacter): { dice: number; sources: string[] } {
  const result = { dice: 4, sources: ["4D base"] };
  for (const { row } of heldPowers(character)) {
    const dice = row.campaign?.injuryPreRollDice;
    if (dice) {
      result.dice += dice;
      result.sources.push(`+${dice}D ${row.name}`);
    }
  }
  return result;
}
