/**
 * Roll-offs: each player throws 1D10, the highest wins, ties are thrown again (SU L1276, L1384).
 * Used for the Terrain Roll, the order of Deployment Markers (L1294), and who places the first
 * Danger Zone Power Marker (L1384) or Super Quest Quest Marker (L1424, SU-R9).
 */
import type { Dice, ThrownDie } from "../../dice";
import { D10 } from "../dice";

export type PlayerId = string;

/** Roll-off rounds before the rule calls the dice source broken (ties at 1 in 10 each round). */
export const MAX_ROLL_OFF_ROUNDS = 100;

/** What a set-up step stored: its dice in throw order and a one-line summary. STORED AS JSON. */
export interface SetUpRecordBase {
  thrown: ThrownDie[];
  summary: string;
}

export type RollOffPurpose = "terrain" | "deployment-marker-order" | "danger-zone-placement" | "super-quest-placement";

/** One round of a roll-off: who threw and their faces. */
export interface RollOffRound {
  faces: Array<{ playerId: PlayerId; face: number }>;
}

/** A roll-off with every throw. STORED AS JSON; changing it needs a data migration. */
export interface RollOffRecord extends SetUpRecordBase {
  step: RollOffPurpose;
  winner: PlayerId;
  /** Everyone else, in the order given. */
  losers: PlayerId[];
  rounds: RollOffRound[];
}

function assertPlayers(players: readonly PlayerId[]): void {
  if (players.length < 2) throw new Error(`A roll-off needs at least two players (got ${players.length})`);
  if (new Set(players).size !== players.length) throw new Error(`Players must be different (got ${players.join(", ")})`);
}

/**
 * Each player throws 1D10; the highest wins. When the highest is tied, only the tied players
 * throw again (SU-R8); their tied dice are recorded as `rerolled`, every other die `kept`.
 */
export function rollOff(dice: Dice, players: readonly PlayerId[], purpose: RollOffPurpose): RollOffRecord {
  assertPlayers(players);
  const rounds: RollOffRound[] = [];
  const thrown: ThrownDie[] = [];
  let inPlay = [...players];
  while (inPlay.length > 1) {
    if (rounds.length >= MAX_ROLL_OFF_ROUNDS) throw new Error(`A roll-off tied ${MAX_ROLL_OFF_ROUNDS} times: the dice source is broken`);
    const round = inPlay.map((playerId) => ({ playerId, face: dice.roll(D10, purpose) }));
    const high = Math.max(...round.map((r) => r.face));
    const top = round.filter((r) => r.face === high).map((r) => r.playerId);
    const isTie = top.length > 1;
    for (const { playerId, face } of round) {
      const isRethrown = isTie && top.includes(playerId);
      thrown.push({ sides: D10, face, purpose, status: isRethrown ? "rerolled" : "kept", note: `${playerId}, round ${rounds.length + 1}${isRethrown ? ", tied" : ""}` });
    }
    rounds.push({ faces: round });
    inPlay = top;
  }
  const winner = inPlay[0]!;
  const summary = rounds.map((r) => r.faces.map((f) => `${f.playerId} ${f.face}`).join(", ")).join("; tie, again: ");
  return { step: purpose, winner, losers: players.filter((p) => p !== winner), rounds, thrown, summary: `${summary} → ${winner}` };
}

/** The optional Terrain Roll: the winner sets up the Battlezone (SU L1274–L1278). */
export function rollTerrain(dice: Dice, players: readonly PlayerId[]): RollOffRecord {
  return rollOff(dice, players, "terrain");
}

/** Who places the first Power Marker (Danger Zone, SU L1384) or Quest Marker (Super Quest, SU L1424, SU-R9). */
export function rollMarkerPlacement(dice: Dice, players: readonly PlayerId[], scenario: "danger-zone" | "super-quest"): RollOffRecord {
  return rollOff(dice, players, scenario === "danger-zone" ? "danger-zone-placement" : "super-quest-placement");
}
