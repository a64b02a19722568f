import type { SuAttackEffect, SuAttackProfile, SuCard } from "./card";
import { ACTION_TRAITS, ATTACK_TYPES, EFFECTS, nameOf, TYPE_KEYWORDS, type SuActionTrait } from "./tables";

/** A trait as the card prints it (SU L338): "Fight 3 R1". */
export function traitText(card: Pick<SuCard, "traits">, trait: SuActionTrait): string {
  const { dice, resistance } = card.traits[trait];
  return `${nameOf(ACTION_TRAITS, trait)} ${dice} R${resistance}`;
}

function effectText(e: SuAttackEffect): string {
  const name = nameOf(EFFECTS, e.effect);
  return e.effect === "control" ? `${name} (${e.target === "all" ? "All" : nameOf(TYPE_KEYWORDS, e.target)})` : name;
}

function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * An attack profile as the book writes it (SU L780–L784): `Trait [vs Resistance] / Type [range] /
 * Effects`, bonus dice and an intrinsic Combat Bonus after the trait, e.g. "Fight / Close /
 * Damage" (SU L349) or "Fight vs Aim / Projectile 5 / Damage and Knockback" (a Throw, SU L798).
 */
export function attackProfileText(attack: SuAttackProfile): string {
  const bonus = [attack.bonusDice > 0 ? `+${attack.bonusDice}D10` : "", attack.combatBonus !== 0 ? `${attack.combatBonus > 0 ? "+" : ""}${attack.combatBonus}` : ""].filter(
    Boolean,
  );
  const trait = [nameOf(ACTION_TRAITS, attack.trait), ...bonus, ...(attack.versus ? [`vs ${nameOf(ACTION_TRAITS, attack.versus)}`] : [])].join(" ");
  const type = `${nameOf(ATTACK_TYPES, attack.type)}${attack.range !== null ? ` ${attack.range}` : ""}`;
  return `${trait} / ${type} / ${joinAnd(attack.effects.map(effectText))}`;
}
