import type { PowerChoices, SmfCharacter } from "../character";
import { findPower, type PowerRow } from "../data/powers";

export interface HeldPower {
  row: PowerRow;
  choices: PowerChoices;
}

/**
 * The powers a character holds itself, whatever their source (picks, bumps, Power Switch, thrall),
 * once each. Grimoire, quiver and Metamorph-form powers are not held: they are used in battle only.
 */
export function heldPowers(c: SmfCharacter): HeldPower[] {
  const seen = new Set<string>();
  const held: HeldPower[] = [];
  for (const pick of c.build.powers) {
    const row = findPower(pick.power, pick.tier);
    if (!row || seen.has(`${row.id}/${row.tier}`)) continue;
    seen.add(`${row.id}/${row.tier}`);
    held.push({ row, choices: pick.choices ?? {} });
  }
  return held;
}

export function holds(c: SmfCharacter, id: PowerRow["id"], tier?: PowerRow["tier"]): HeldPower | undefined {
  return heldPowers(c).find((h) => h.row.id === id && (tier === undefined || h.row.tier === tier));
}
