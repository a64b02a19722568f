import type { Dice, ThrownDie } from "../../dice";
import type { Bump, SmfCharacter } from "../character";
import { BUMP_TABLE_DEFS, bumpTableRow, type BumpRow } from "../data/bump-tables";
import { isMentalist, rollsMartialTwice } from "../roster/traits";
import { freeBackgrounds, resolveBumpRow, type BumpMode } from "./bump-availability";
import type { BumpPick } from "./types";

/**
 * One bump (SMF L2627–L2690). Rolled: a D6 on the chosen table, with Martial's roll-twice-and-pick
 * for Blasters, Brawlers and Bricks (L2633), Esoteric's re-roll of a 1 for non-Mentalists (L2647),
 * then duplicates re-rolled (L2629) — in that order (Ruling R15). Chosen (non-random advancement,
 * L2690): the row the player named, no dice; Weird is always rolled.
 */

export interface BumpRollResult {
  bump: Bump;
  thrown: ThrownDie[];
  summary: string;
  /** Esoteric 3 came up but no power was chosen: ask the player. */
  needsPowerChoice: boolean;
}

/** Enough attempts that a legal pick never gets near it; beyond it the dice are broken. */
const MAX_ATTEMPTS = 500;
const TAKEN = "already taken (Ruling R15)";
/** Martial's second die for a Blaster, Brawler or Brick (L2633): said in words, not "not picked". */
const SET_ASIDE = "set aside: a Blaster, Brawler or Brick rolls two dice on the Martial table and keeps the one it prefers";

export function bumpMode(pick: BumpPick, isAdvancementNonRandom: boolean): BumpMode {
  return isAdvancementNonRandom && pick.table !== "weird" ? "chosen" : "rolled";
}

function toRow(face: number): BumpRow {
  return face as BumpRow;
}

function rank(preferred: readonly BumpRow[] | undefined, row: BumpRow): number {
  const i = preferred?.indexOf(row) ?? -1;
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}

/** Throws dice until a row the character can take comes up; returns that face and every die. */
function rollFace(character: SmfCharacter, pick: BumpPick, dice: Dice): { face: BumpRow; thrown: ThrownDie[] } {
  const thrown: ThrownDie[] = [];
  const isTwice = pick.table === "martial" && rollsMartialTwice(character);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (isTwice) {
      const faces = [toRow(dice.roll(6, "bump")), toRow(dice.roll(6, "bump"))];
      const usable = faces.map((f, i) => ({ f, i })).filter(({ f }) => resolveBumpRow(character, "martial", f, "rolled"));
      if (usable.length === 0) {
        faces.forEach((face) => thrown.push({ sides: 6, face, purpose: "bump", status: "rerolled", note: TAKEN }));
        continue;
      }
      const chosen = [...usable].sort((a, b) => rank(pick.preferredRows, a.f) - rank(pick.preferredRows, b.f) || a.i - b.i)[0]!;
      faces.forEach((face, i) => {
        if (i === chosen.i) thrown.push({ sides: 6, face, purpose: "bump", status: "kept", note: "picked of two (L2633)" });
        else {
          const isUsable = usable.some((u) => u.i === i);
          thrown.push({ sides: 6, face, purpose: "bump", status: "discarded", note: isUsable ? SET_ASIDE : TAKEN });
        }
      });
      return { face: chosen.f, thrown };
    }
    const face = toRow(dice.roll(6, "bump"));
    if (pick.table === "esoteric" && face === 1 && !isMentalist(character)) {
      thrown.push({ sides: 6, face, purpose: "bump", status: "rerolled", note: "a non-Mentalist rolls again on a 1 (L2647)" });
      continue;
    }
    if (!resolveBumpRow(character, pick.table, face, "rolled")) {
      thrown.push({ sides: 6, face, purpose: "bump", status: "rerolled", note: TAKEN });
      continue;
    }
    thrown.push({ sides: 6, face, purpose: "bump", status: "kept" });
    return { face, thrown };
  }
  throw new Error(`No takeable ${pick.table} bump for ${character.name} after ${MAX_ATTEMPTS} throws: validate the pick first`);
}

function describeDice(thrown: readonly ThrownDie[]): string {
  const parts = thrown.map((d) => (d.status === "kept" ? `${d.face}` : `${d.face} (${d.note ?? d.status})`));
  return `D6 ${parts.join(", ")}`;
}

/**
 * Rolls (or takes) one bump for a character. Throws if the pick is not takeable: run
 * `validateBumpAllocation` first.
 */
export function rollBump(character: SmfCharacter, pick: BumpPick, isAdvancementNonRandom: boolean, issue: number, dice: Dice): BumpRollResult {
  const mode = bumpMode(pick, isAdvancementNonRandom);
  let face: BumpRow;
  let thrown: ThrownDie[] = [];
  if (mode === "chosen") {
    if (!pick.row) throw new Error(`Non-random advancement needs a row for ${character.name}'s ${pick.table} bump`);
    face = pick.row;
  } else {
    ({ face, thrown } = rollFace(character, pick, dice));
  }
  const row = resolveBumpRow(character, pick.table, face, mode);
  if (!row) throw new Error(`${character.name} cannot take ${pick.table} row ${face}`);
  const def = bumpTableRow(pick.table, row);

  const bump: Bump = { table: pick.table, row, issue };
  if (def.needsBackground) {
    const free = freeBackgrounds(character, pick.table, row);
    bump.background = pick.preferredBackgrounds?.find((b) => free.includes(b)) ?? free[0];
  }
  if (def.needsPower && pick.newPower) bump.power = pick.newPower;
  if (def.poolChoices) bump.pool = pick.pool ?? "psyche-defense";

  const tableName = BUMP_TABLE_DEFS[pick.table].name;
  const how = mode === "chosen" ? `chooses row ${face} (non-random advancement, L2690)` : describeDice(thrown);
  const rowNote = row !== face ? ` (row ${face} taken: recorded as row ${row}, the same bump printed twice)` : "";
  const extras = [
    bump.background ? `for ${bump.background}` : "",
    bump.power ? `gains ${bump.power}` : def.needsPower ? "minor power still to choose" : "",
    bump.pool ? `on ${bump.pool}` : "",
  ].filter(Boolean);
  const summary = `${character.name}: ${tableName} bump — ${how} → ${def.name}${extras.length ? ` (${extras.join(", ")})` : ""}${rowNote}`;
  return { bump, thrown, summary, needsPowerChoice: def.needsPower === true && !pick.newPower };
}
