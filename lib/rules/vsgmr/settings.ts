/**
 * A group's VSGMR settings. Two kinds live here:
 *
 * - Numbers from Part 1 (the Basic Rules), which our sources do not include: the to-hit, armour
 *   and skill thresholds. Part 2 only hints at them (cover is "6 or more to hit", L231; cover is a
 *   minor penalty, L80). The defaults are our placeholders, chosen to agree with those hints;
 *   a group that owns Part 1 sets its own. Never hard-code these in a rule: read them from here.
 * - Choices where Part 2 is ambiguous (RULINGS.md): the default is our ruling, the other value
 *   the reading a group may prefer.
 */

export interface VsgmrSettings {
  /** Part 1: the die total a distance attack needs against a target in the open. */
  distanceToHit: number;
  /** Part 1: what cover adds to that total; Stealth counts as one more step of cover (VS-R9, L231). */
  coverPenalty: number;
  /** Part 1: the die total a hand-to-hand attack needs. */
  handToHandToHit: number;
  /** Part 1: the die total an armour roll needs, by armour. No armour, no armour roll (L139). */
  armourSave: { light: number; heavy: number };
  /** Part 1: the die total a skill roll needs. */
  skillTarget: number;
  /** VS-R1: the Commander's heavy armour costs nothing (the reading of L257). Off: paid like anyone's. */
  commanderFreeHeavyArmour: boolean;
  /** VS-R1: the Commander's Survivor trait costs nothing (L257). Off: paid like any trait. */
  commanderFreeSurvivor: boolean;
  /** VS-R5: a force may not field more mooks than troops (L117, mooks "support, not replace"). */
  limitMooksToTroops: boolean;
}

/**
 * Defaults. The five Part 1 thresholds are placeholders (Part 1 is not in our sources): 5+ to hit
 * at range in the open so that cover (+1) gives the 6+ of L231 and Stealth in cover the 7+ of L231;
 * 5+ in hand to hand; armour 6+ light, 5+ heavy; skill 4+ (the threshold Part 2 uses for Disable,
 * L169). The rulings' defaults follow RULINGS.md.
 */
export const DEFAULT_VSGMR_SETTINGS: VsgmrSettings = {
  distanceToHit: 5,
  coverPenalty: 1,
  handToHandToHit: 5,
  armourSave: { light: 6, heavy: 5 },
  skillTarget: 4,
  commanderFreeHeavyArmour: false,
  commanderFreeSurvivor: false,
  limitMooksToTroops: true,
};

/** The defaults with a group's own choices on top (a partial armour save keeps the other default). */
export function vsgmrSettings(overrides: Partial<Omit<VsgmrSettings, "armourSave">> & { armourSave?: Partial<VsgmrSettings["armourSave"]> } = {}): VsgmrSettings {
  return {
    ...DEFAULT_VSGMR_SETTINGS,
    ...overrides,
    armourSave: { ...DEFAULT_VSGMR_SETTINGS.armourSave, ...overrides.armourSave },
  };
}
