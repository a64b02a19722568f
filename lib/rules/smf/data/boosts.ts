import type { BoostId, PoolId } from "../character";

/** Boosts (SMF L1251–L1274): each costs one minor pick. */
export interface BoostRow {
  id: BoostId;
  name: string;
  line: number;
  /** Our own one-line summary. */
  description: string;
  move: number;
  body: number;
  psyche: number;
  pools: readonly { pool: PoolId; rerolls: number }[];
  /** Added to the leader's initiative (its own when it leads) while not KO'ed. */
  initiativeDice: number;
  /** Extra card with card-based initiative (L1345). */
  initiativeCards: number;
}

export const BOOST_TABLE = [
  {
    id: "clever",
    name: "Clever",
    line: 1255,
    description: "Quick-witted and an asset to the leader.",
    move: 0,
    body: 0,
    psyche: 1,
    pools: [],
    initiativeDice: 1,
    initiativeCards: 1,
  }, // L1259–L1260, L1345
  {
    id: "fast",
    name: "Fast",
    line: 1262,
    description: "Quicker than normal, and harder to shoot.",
    move: 4,
    body: 0,
    psyche: 0,
    pools: [{ pool: "ranged-defense", rerolls: 1 }],
    initiativeDice: 0,
    initiativeCards: 0,
  }, // L1266–L1267
  {
    id: "tough",
    name: "Tough",
    line: 1269,
    description: "A tough customer in a brawl.",
    move: 0,
    body: 1,
    psyche: 0,
    pools: [{ pool: "melee-defense", rerolls: 1 }],
    initiativeDice: 0,
    initiativeCards: 0,
  }, // L1273–L1274
] as const satisfies readonly BoostRow[];

/** Minor picks a Boost costs (L1253). */
export const BOOST_PICK_COST = 1;

export function boostRow(id: BoostId): BoostRow {
  const row = (BOOST_TABLE as readonly BoostRow[]).find((b) => b.id === id);
  if (!row) throw new Error(`Unknown boost ${id}`);
  return row;
}
