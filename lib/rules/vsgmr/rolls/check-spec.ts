/**
 * What a figure rolls for one of its four kinds of roll (VSGMR L117): which die, which flat
 * modifiers and against what target. Flat modifiers are added once to the one die (L86–L117,
 * L163, L219, L251, L269); a super power swaps the d6 for a d8, d10 or d12 (L279); the targets
 * come from the settings, because Part 1 is not in our sources (VS-R9).
 */
import { figureClass } from "../data/figure-types";
import { SUPER_POWERS, powerTier, type SuperPowerId, type RollType } from "../data/powers";
import { armourOf, type VsgmrFigure } from "../force";
import type { VsgmrSettings } from "../settings";
import { DEFAULT_VSGMR_SETTINGS } from "../settings";

/** The four kinds of roll a figure makes against a target (Initiative has none: highest wins). */
export type CheckRollType = Exclude<RollType, "initiative">;

export interface ModifierPart {
  /** e.g. "Hero", "Commander", "Combat Master (hero)". */
  source: string;
  amount: number;
  line: number;
  ruling?: string;
}

export interface CheckSpec {
  rollType: CheckRollType;
  /** 6, or 8/10/12 with a super power. */
  sides: number;
  /** The power that set the die, if any. */
  diePower?: SuperPowerId;
  /** The sum of `parts`. */
  modifier: number;
  parts: ModifierPart[];
  /** The total the die plus modifier must reach. */
  target: number;
  /** Ignores Armor: the armour roll is made twice and both must pass (L187). */
  rollsTwice: boolean;
  /** An attack on a figure with Cause Fear: a natural 1 or 2 fails and the attacker flees (L151, VS-R10). */
  causeFear: boolean;
  /** A Super-Blast or Super-Fight attack: a natural 8+ knocks a target that saves back (L311, VS-R11). */
  hasKnockback: boolean;
}

export interface CheckContext {
  /** Distance attacks: the target is in cover (Part 1's cover rule, L80). */
  isTargetInCover?: boolean;
  /** Distance attacks: the target has Stealth (L231). */
  doesTargetHaveStealth?: boolean;
  /** Attacks: the target has Cause Fear (L151). */
  doesTargetCauseFear?: boolean;
  /** Attacks: the attacker is one that fear would not reasonably touch, e.g. a war robot (L151). */
  isImmuneToFear?: boolean;
  /** Armour rolls: the attacker has Ignores Armor (L187). */
  isAttackerIgnoringArmour?: boolean;
  /** An ally within 3" has Support for this kind of roll (L251). */
  isSupportedByAlly?: boolean;
  /** Skill rolls: the group agreed a +1 for this figure at this kind of task (L24). */
  hasSpecificSkill?: boolean;
}

const ATTACKS: readonly CheckRollType[] = ["distance-attack", "hand-to-hand-attack"];

function flatParts(figure: VsgmrFigure, rollType: CheckRollType, context: CheckContext): ModifierPart[] {
  const parts: ModifierPart[] = [];
  const traits = new Set(figure.traits ?? []);
  const isHero = figure.type === "hero";
  const isVehicle = figure.type === "vehicle";
  const isAttack = ATTACKS.includes(rollType);

  if (isHero && (isAttack || rollType === "skill")) parts.push({ source: "Hero", amount: 1, line: 86 }); // VSGMR L86
  if (figure.isCommander) parts.push({ source: "Commander", amount: 1, line: 95 }); // VSGMR L95: all rolls
  if (figure.type === "mook") parts.push({ source: "Mook", amount: -1, line: 117 }); // VSGMR L117: all rolls
  if (isVehicle && rollType !== "skill") parts.push({ source: "Vehicle", amount: 1, line: 103 }); // VSGMR L103
  if (figure.type === "building" && (rollType === "distance-attack" || rollType === "armour")) parts.push({ source: "Building", amount: 1, line: 109 }); // VSGMR L109

  if (rollType === "hand-to-hand-attack" && traits.has("combat-master")) {
    parts.push(isHero || isVehicle ? { source: `Combat Master (${figure.type})`, amount: 2, line: 163 } : { source: "Combat Master", amount: 1, line: 163 }); // VSGMR L163
  }
  if (rollType === "distance-attack" && traits.has("sharpshooter")) {
    parts.push(isHero || isVehicle ? { source: `Sharpshooter (${figure.type})`, amount: 2, line: 219 } : { source: "Sharpshooter", amount: 1, line: 219 }); // VSGMR L219
  }
  if (rollType === "armour" && traits.has("tough")) {
    parts.push(isVehicle ? { source: "Tough (vehicle)", amount: 2, line: 269 } : { source: "Tough", amount: 1, line: 269 }); // VSGMR L269
  }
  const hasOwnSupport = traits.has("support") && figure.supportRoll === rollType;
  if (hasOwnSupport || context.isSupportedByAlly) parts.push({ source: "Support", amount: 1, line: 251, ruling: "VS-R12" }); // one +1 however many (VS-R12)
  if (rollType === "skill" && context.hasSpecificSkill) parts.push({ source: "Specific skill", amount: 1, line: 24 }); // VSGMR L24
  return parts;
}

function dieFor(figure: VsgmrFigure, rollType: CheckRollType): { sides: number; power?: SuperPowerId } {
  for (const pick of figure.powers ?? []) {
    const power = SUPER_POWERS.find((p) => p.id === pick.power);
    if (power && "upgrades" in power && power.upgrades === rollType) {
      const tier = powerTier(pick.power, pick.tier);
      if (tier.sides) return { sides: tier.sides, power: pick.power };
    }
  }
  return { sides: 6 };
}

/**
 * The roll a figure makes, or null when it cannot make it: an armour roll without armour (L139),
 * a hand-to-hand attack by a building (L111), a distance attack without one (L89).
 */
export function checkSpec(figure: VsgmrFigure, rollType: CheckRollType, context: CheckContext = {}, settings: VsgmrSettings = DEFAULT_VSGMR_SETTINGS): CheckSpec | null {
  let target: number;
  if (rollType === "distance-attack") {
    if (!figure.hasDistanceAttack) return null;
    const coverSteps = (context.isTargetInCover ? 1 : 0) + (context.doesTargetHaveStealth ? 1 : 0); // VS-R9, L231
    target = settings.distanceToHit + coverSteps * settings.coverPenalty;
  } else if (rollType === "hand-to-hand-attack") {
    if (figureClass(figure.type) === "building") return null;
    target = settings.handToHandToHit;
  } else if (rollType === "armour") {
    const armour = armourOf(figure);
    if (armour === "none") return null;
    target = settings.armourSave[armour];
  } else {
    target = settings.skillTarget;
  }
  const parts = flatParts(figure, rollType, context);
  const die = dieFor(figure, rollType);
  const isAttack = ATTACKS.includes(rollType);
  return {
    rollType,
    sides: die.sides,
    ...(die.power ? { diePower: die.power } : {}),
    modifier: parts.reduce((sum, p) => sum + p.amount, 0),
    parts,
    target,
    rollsTwice: rollType === "armour" && context.isAttackerIgnoringArmour === true,
    causeFear: isAttack && context.doesTargetCauseFear === true && context.isImmuneToFear !== true,
    hasKnockback: die.power === "super-blast" || die.power === "super-fight",
  };
}

/** Initiative: Super-Move's bonus (L299–L305) and the Ambusher's +1 (L627); Initiative has no target. */
export function initiativeModifier(figure: VsgmrFigure, context: { isAmbusher?: boolean } = {}): { modifier: number; parts: ModifierPart[] } {
  const parts: ModifierPart[] = [];
  const move = (figure.powers ?? []).find((p) => p.power === "super-move");
  if (move) {
    const tier = powerTier("super-move", move.tier);
    parts.push({ source: `Super-Move (${move.tier})`, amount: tier.initiativeBonus ?? 0, line: tier.line });
  }
  if (context.isAmbusher) parts.push({ source: "Ambusher", amount: 1, line: 627 });
  return { modifier: parts.reduce((sum, p) => sum + p.amount, 0), parts };
}
