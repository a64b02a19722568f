/**
 * Plasma X (SU L1519–L1539): how many markers each player places, 1D10 − 3 plus 1 per full 10
 * Levels of the game (L1269, L1523), never below 0 (SU-R13); and the benefit a Super takes from a
 * marker, 1D10 on the Plasma X table (L1527–L1539).
 */
import type { Dice } from "../../dice";
import { rollD10 } from "../dice";
import type { PlayerId, SetUpRecordBase } from "./roll-off";
import { PLASMA_X_BASE_MODIFIER, PLASMA_X_LEVELS_PER_EXTRA, PLASMA_X_TABLE, rowForFace, type PlasmaXBenefit } from "./tables";

/** STORED AS JSON; changing it needs a data migration. */
export interface PlasmaXMarkersRecord extends SetUpRecordBase {
  step: "plasma-x-markers";
  gameLevels: number;
  /** +1 per full 10 Levels (L1523). */
  levelBonus: number;
  players: Array<{ playerId: PlayerId; face: number; markers: number }>;
}

/** The number of markers for one face: max(0, face − 3 + ⌊levels / 10⌋) (L1523, SU-R13). */
export function plasmaXMarkersFor(face: number, gameLevels: number): number {
  return Math.max(0, face + PLASMA_X_BASE_MODIFIER + Math.floor(gameLevels / PLASMA_X_LEVELS_PER_EXTRA));
}

/** `gameLevels`: the agreed game size in Levels per Team (SU L1264, SU-R13). */
export function rollPlasmaXMarkers(dice: Dice, input: { players: readonly PlayerId[]; gameLevels: number }): PlasmaXMarkersRecord {
  if (!Number.isInteger(input.gameLevels) || input.gameLevels < 0) throw new Error(`Game size must be a whole number of Levels (got ${input.gameLevels})`);
  const levelBonus = Math.floor(input.gameLevels / PLASMA_X_LEVELS_PER_EXTRA);
  const rolls = input.players.map((playerId) => ({ playerId, roll: rollD10(dice, "plasma-x-markers") }));
  const players = rolls.map(({ playerId, roll }) => ({ playerId, face: roll.face, markers: plasmaXMarkersFor(roll.face, input.gameLevels) }));
  return {
    step: "plasma-x-markers",
    gameLevels: input.gameLevels,
    levelBonus,
    players,
    thrown: rolls.flatMap(({ playerId, roll }) => roll.thrown.map((d) => ({ ...d, note: playerId }))),
    summary: players.map((p) => `${p.playerId} ${p.face} − 3 + ${levelBonus} → ${p.markers}`).join("; "),
  };
}

/** STORED AS JSON; changing it needs a data migration. */
export interface PlasmaXBenefitRecord extends SetUpRecordBase {
  step: "plasma-x-benefit";
  face: number;
  /** Null on 9–10 until the player chooses (L1539). */
  benefit: PlasmaXBenefit | null;
}

export function rollPlasmaXBenefit(dice: Dice): PlasmaXBenefitRecord {
  const d10 = rollD10(dice, "plasma-x-benefit");
  const row = rowForFace(PLASMA_X_TABLE, d10.face);
  return { step: "plasma-x-benefit", face: d10.face, benefit: row.id === "choose" ? null : row.id, thrown: d10.thrown, summary: `Plasma X D10 ${d10.face} → ${row.summary}` };
}
