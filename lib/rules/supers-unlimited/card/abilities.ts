import type { SuActionTrait } from "./tables";

/**
 * The Abilities the rules read by name. A card may hold any Ability (the book prints no list of
 * them); these are the ones other rules turn on.
 */
export const KNOWN_ABILITIES = [
  { id: "leadership", name: "Leadership", line: 384 }, // Team Leader
  { id: "super-strength", name: "Super Strength", line: 788 }, // Throw, Smash It Up
  { id: "psychokinesis", name: "Psychokinesis", line: 788 },
  { id: "telekinesis", name: "Telekinesis", line: 800 },
  { id: "thaumatokinesis", name: "Thaumatokinesis", line: 788 },
  { id: "leaping", name: "Leaping", line: 663 }, // +1 with Charge
] as const;
export type SuKnownAbility = (typeof KNOWN_ABILITIES)[number]["id"];

/**
 * SU L788, L798–L802, L1238: the Abilities that give a Throw attack, each with the trait it rolls
 * (all against Aim Resistance). Telekinesis is left out of L788 and L868 but named at L800 and
 * L1238: by default it throws too (Ruling SU-R22, setting `telekinesisThrows`).
 */
export const THROW_ABILITIES = [
  { ability: "super-strength", trait: "fight" }, // SU L798: Fight* — the unmarked case
  { ability: "psychokinesis", trait: "mind" }, // SU L800
  { ability: "telekinesis", trait: "aim" }, // SU L800
  { ability: "thaumatokinesis", trait: "magic" }, // SU L800
] as const satisfies readonly { ability: SuKnownAbility; trait: SuActionTrait }[];

/** How a printed Ability name is compared: case, spaces and hyphens don't matter ("ThaumatoKinesis", SU L788). */
export function abilityKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, "");
}

/** Whether the card's Abilities include a known one, however the card spells it. */
export function hasAbility(card: { abilities: readonly string[] }, ability: SuKnownAbility): boolean {
  const row = KNOWN_ABILITIES.find((a) => a.id === ability)!;
  const key = abilityKey(row.name);
  return card.abilities.some((a) => abilityKey(a) === key);
}
