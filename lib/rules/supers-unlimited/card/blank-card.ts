import { SU_CARD_VERSION, type SuCard } from "./card";

/**
 * A card to start a new character from (a card form's first state): every list empty, the
 * numbers at their smallest legal values, Level 3 (the lowest Super, SU L380), Size 2 (most
 * characters, SU L215). It does not validate until it has a Class and its Keywords.
 */
export function blankCard(id: string, name: string): SuCard {
  return {
    v: SU_CARD_VERSION,
    id,
    name,
    highConcept: null,
    level: 3,
    alignment: "hero",
    classes: [],
    power: 1,
    move: 0,
    size: 2,
    hp: 1,
    traits: { fight: { dice: 0, resistance: 0 }, aim: { dice: 0, resistance: 0 }, mind: { dice: 0, resistance: 0 }, magic: { dice: 0, resistance: 0 } },
    recovery: 0,
    keywords: { types: [], origins: [], elements: [], specialties: [] },
    weaknesses: [],
    vulnerabilities: [],
    talents: [],
    gear: [],
    abilities: [],
    spells: [],
    attacks: [],
    immune: [],
    reach: null,
    movementTypes: [],
    isImmobile: false,
    faction: null,
  };
}
