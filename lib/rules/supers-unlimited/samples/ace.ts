import { SU_CARD_VERSION, type SuCard } from "../card/card";

/**
 * Ace, the book's example card (SU L328–L359), as Longbox stores it. Bash is not entered: every
 * character has it (Ruling SU-R30). The Faction symbol is printed as a shield icon with no name
 * (SU L357), so we call the Faction "Shield".
 */
export const ACE: SuCard = {
  v: SU_CARD_VERSION,
  id: "sample-ace",
  name: "Ace",
  highConcept: "Two-fisted vigilante", // SU L330
  level: 4, // SU L331
  alignment: "hero", // SU L331, L359
  classes: ["trained"], // SU L332
  power: 4, // SU L334
  move: 5, // SU L334
  size: 2, // SU L336
  hp: 10, // SU L336: ten boxes
  traits: {
    fight: { dice: 3, resistance: 1 }, // SU L338
    aim: { dice: 2, resistance: 1 },
    mind: { dice: 3, resistance: 0 },
    magic: { dice: 2, resistance: 0 },
  },
  recovery: 3, // SU L338
  keywords: { types: ["living"], origins: ["skill"], elements: [], specialties: [] }, // SU L352
  weaknesses: [], // SU L355
  vulnerabilities: [],
  talents: ["Luck", "Martial Arts", "Teamwork"], // SU L341–L342
  gear: ["Armored Costume", "Grapple Gun"], // SU L341
  abilities: [], // SU L345
  spells: [],
  attacks: [], // SU L348–L349: Bash only
  immune: [],
  reach: null,
  movementTypes: [],
  isImmobile: false,
  faction: "Shield", // SU L357
};

/** The sample cards; the book prints only Ace. */
export const SAMPLE_CARDS: readonly SuCard[] = [ACE];
