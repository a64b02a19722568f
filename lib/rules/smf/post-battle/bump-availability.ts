import type { BackgroundId, Bump, BumpTable, SmfCharacter } from "../character";
import { bumpTableRow, bumpTableRows, rowsWithSameEffect, type BumpRow } from "../data/bump-tables";
import { isMentalist } from "../roster/traits";

/**
 * Which bump rows a character can still take (SMF L2629, L2686, Ruling R15):
 * - each row once; a bump printed on two rows (General 3–4, General 5–6) can be taken twice;
 * - †† rows are tied to a different background each time the same bump is taken;
 * - rolled Esoteric: a non-Mentalist never keeps a 1 (L2647);
 * - a table with nothing left cannot be chosen for the character.
 */

/** "rolled": the row comes from the dice. "chosen": non-random advancement picks it (L2690). */
export type BumpMode = "rolled" | "chosen";

function takenRows(character: SmfCharacter, table: BumpTable): Set<BumpRow> {
  return new Set(character.state.bumps.filter((b) => b.table === table).map((b) => b.row));
}

/** The character's backgrounds not yet used by this bump (†† rows), in the character's order. */
export function freeBackgrounds(character: SmfCharacter, table: BumpTable, row: BumpRow): BackgroundId[] {
  const siblings = rowsWithSameEffect(table, row);
  const used = new Set(character.state.bumps.filter((b) => b.table === table && siblings.includes(b.row) && b.background).map((b) => b.background!));
  return character.build.backgrounds.map((b) => b.background).filter((id) => !used.has(id));
}

/**
 * The row actually recorded when `face` comes up (or is chosen): the row itself if free, else a
 * free row printed with the same bump; undefined when the bump is used up for this character.
 */
export function resolveBumpRow(character: SmfCharacter, table: BumpTable, face: BumpRow, mode: BumpMode): BumpRow | undefined {
  if (mode === "rolled" && table === "esoteric" && face === 1 && !isMentalist(character)) return undefined;
  const taken = takenRows(character, table);
  const free = rowsWithSameEffect(table, face).filter((r) => !taken.has(r));
  if (free.length === 0) return undefined;
  if (bumpTableRow(table, face).needsBackground && freeBackgrounds(character, table, face).length === 0) return undefined;
  return free.includes(face) ? face : free[0];
}

/** How many more bumps the character can take from the table. */
export function bumpCapacity(character: SmfCharacter, table: BumpTable, mode: BumpMode): number {
  const taken = takenRows(character, table);
  const isOneSkipped = mode === "rolled" && table === "esoteric" && !isMentalist(character);
  let capacity = 0;
  for (const row of bumpTableRows(table)) {
    const group = rowsWithSameEffect(table, row.row);
    if (group[0] !== row.row) continue; // count each bump once, at its first row
    let free = 0;
    for (const r of group) if (!taken.has(r) && !(isOneSkipped && r === 1)) free++;
    capacity += row.needsBackground && free > 0 ? Math.min(free, freeBackgrounds(character, table, row.row).length) : free;
  }
  return capacity;
}

/** Appends a bump to the character; Esoteric 3's power joins the build as a `bump` pick. */
export function applyBump(character: SmfCharacter, bump: Bump, powerChoices?: SmfCharacter["build"]["powers"][number]["choices"]): SmfCharacter {
  const powers = bump.power
    ? [...character.build.powers, { power: bump.power, tier: "minor" as const, source: "bump" as const, ...(powerChoices ? { choices: powerChoices } : {}) }]
    : character.build.powers;
  return {
    ...character,
    build: { ...character.build, powers },
    state: { ...character.state, bumps: [...character.state.bumps, bump] },
  };
}
