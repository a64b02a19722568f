/**
 * Solo play and the scenarios' own dice (VSGMR L30–L43, L643, L649): the enemy's d6 action table,
 * the Outflanked arrival roll and the Spawning placement table as data, a roll for each that keeps
 * its die, and the exact chances. The solo enemy's behaviour is data for the app to show.
 */
import type { Dice, ThrownDie } from "../dice";
import { VSGMR_RULES_VERSION } from "./rules-version";
import { addFractions, complement, fraction, multiplyFractions, ONE, type Fraction } from "./rolls/fraction";

type D6Face = 1 | 2 | 3 | 4 | 5 | 6;
const FACES: readonly D6Face[] = [1, 2, 3, 4, 5, 6];

export type EnemyActors = "one" | "half" | "all";

export interface EnemyActionRow {
  face: D6Face;
  actors: EnemyActors;
  /** A 6 also brings back one defeated figure, when there is one (L36, VS-R15). */
  returnsDefeated: boolean;
  /** Our own words. */
  text: string;
  line: number;
}

export const ENEMY_ACTION_TABLE = [
  { face: 1, actors: "one", returnsDefeated: false, text: "Only one enemy figure acts.", line: 41 }, // VSGMR L41
  { face: 2, actors: "half", returnsDefeated: false, text: "Up to half the enemy figures act (round up).", line: 40 }, // VSGMR L40
  { face: 3, actors: "half", returnsDefeated: false, text: "Up to half the enemy figures act (round up).", line: 39 }, // VSGMR L39
  { face: 4, actors: "all", returnsDefeated: false, text: "Every enemy figure may act.", line: 38 }, // VSGMR L38
  { face: 5, actors: "all", returnsDefeated: false, text: "Every enemy figure may act.", line: 37 }, // VSGMR L37
  {
    face: 6,
    actors: "all",
    returnsDefeated: true,
    text: "Every enemy figure may act; then one defeated figure (with its mount or vehicle) returns within 1 Move Unit of where it started, more than 1 Move Unit from any foe.",
    line: 36,
  }, // VSGMR L36
] as const satisfies readonly EnemyActionRow[];

/** How the solo enemy behaves, in our own words, for the app to show beside the roll (L32–L34). */
export const SOLO_ENEMY_BEHAVIOUR = [
  { text: "Decide who acts first with a die each; highest goes first, unless the scenario says otherwise.", line: 32 },
  { text: "At the start of the enemy's turn, roll on the enemy action table to see how many of its figures act.", line: 34 },
  { text: "An enemy figure with a distance attack keeps as far from its target as its range allows.", line: 34 },
  { text: "An enemy figure without one closes in to fight hand to hand.", line: 34 },
] as const satisfies ReadonlyArray<{ text: string; line: number }>;

export function enemyActionForFace(face: number): EnemyActionRow {
  const row = ENEMY_ACTION_TABLE.find((r) => r.face === face);
  if (!row) throw new Error(`Enemy action face out of range: ${face}`);
  return row;
}

/** The most enemy figures that may act for a row, of `figures` still on the table (VS-R15). */
export function enemyActorCount(actors: EnemyActors, figures: number): number {
  if (!Number.isInteger(figures) || figures < 0) throw new Error(`Figures on the table must be a whole number (got ${figures})`);
  if (actors === "one") return Math.min(1, figures);
  if (actors === "half") return Math.ceil(figures / 2);
  return figures;
}

export interface EnemyActionInput {
  /** Enemy figures still on the table. */
  figures: number;
  /** Whether the enemy has a defeated figure a 6 could bring back. */
  hasDefeated: boolean;
}

/** The enemy's roll. STORED AS JSON with battle events; changing it needs a data migration. */
export interface EnemyActionRoll {
  rulesVersion: typeof VSGMR_RULES_VERSION;
  face: number;
  actors: EnemyActors;
  /** The most figures that may act. */
  maxActing: number;
  returnsDefeated: boolean;
  thrown: ThrownDie[];
  summary: string;
}

export function rollEnemyAction(input: EnemyActionInput, dice: Dice): EnemyActionRoll {
  const purpose = "vsgmr-solo-enemy-action";
  const face = dice.roll(6, purpose);
  const row = enemyActionForFace(face);
  const maxActing = enemyActorCount(row.actors, input.figures);
  const returnsDefeated = row.returnsDefeated && input.hasDefeated;
  return {
    rulesVersion: VSGMR_RULES_VERSION,
    face,
    actors: row.actors,
    maxActing,
    returnsDefeated,
    thrown: [{ sides: 6, face, purpose, status: "kept" }],
    summary: `Enemy d6 [${face}]: up to ${maxActing} of ${input.figures} act${returnsDefeated ? ", and one defeated figure returns" : ""}`,
  };
}

/** Exact chances of how many enemy figures may act, and of a defeated figure returning. */
export function enemyActionOdds(input: EnemyActionInput): { maxActing: Array<{ count: number; chance: Fraction }>; returnsDefeated: Fraction } {
  const counts = new Map<number, number>();
  for (const face of FACES) {
    const count = enemyActorCount(enemyActionForFace(face).actors, input.figures);
    counts.set(count, (counts.get(count) ?? 0) + 1);
  }
  return {
    maxActing: [...counts.entries()].sort(([a], [b]) => a - b).map(([count, faces]) => ({ count, chance: fraction(faces, 6) })),
    returnsDefeated: fraction(input.hasDefeated ? ENEMY_ACTION_TABLE.filter((r) => r.returnsDefeated).length : 0, 6),
  };
}

/** Outflanked (L643): the rest of the Attacker's force arrives on a d6 at or under the round number. */
export interface OutflankedArrivalRoll {
  rulesVersion: typeof VSGMR_RULES_VERSION;
  round: number;
  face: number;
  hasArrived: boolean;
  thrown: ThrownDie[];
  summary: string;
}

function assertRound(round: number): void {
  if (!Number.isInteger(round) || round < 1) throw new Error(`A round is a whole number from 1 (got ${round})`);
}

export function rollOutflankedArrival(round: number, dice: Dice): OutflankedArrivalRoll {
  assertRound(round);
  const purpose = "vsgmr-outflanked-arrival";
  const face = dice.roll(6, purpose);
  const hasArrived = face <= round;
  return {
    rulesVersion: VSGMR_RULES_VERSION,
    round,
    face,
    hasArrived,
    thrown: [{ sides: 6, face, purpose, status: "kept" }],
    summary: `Outflanked, round ${round}: d6 [${face}] ${hasArrived ? `≤ ${round}, the rest arrive` : `> ${round}, not yet`}`,
  };
}

/** The chance the roll of this round brings the rest on (L643). */
export function outflankedArrivalChance(round: number): Fraction {
  assertRound(round);
  return fraction(Math.min(round, 6), 6);
}

/** The chance the rest have arrived by the end of this round's roll, rolling every round from 1. */
export function outflankedArrivedByChance(round: number): Fraction {
  assertRound(round);
  let stillWaiting = ONE;
  for (let r = 1; r <= round; r++) stillWaiting = multiplyFractions(stillWaiting, complement(outflankedArrivalChance(r)));
  return complement(stillWaiting);
}

export type SpawnPlacement = "opposite-side" | "right-side" | "own-side" | "left-side" | "players-choice" | "none";

export interface SpawnRow {
  face: D6Face;
  placement: SpawnPlacement;
  /** Our own words. */
  text: string;
  line: number;
}

/** Spawning (L649): where the Spawner's next figure enters, within 1 Move Unit of that edge. */
export const SPAWNING_TABLE = [
  { face: 1, placement: "opposite-side", text: "On the side opposite the Spawner's start.", line: 649 },
  { face: 2, placement: "right-side", text: "On the side to the Spawner's right.", line: 649 },
  { face: 3, placement: "own-side", text: "On the Spawner's starting side.", line: 649 },
  { face: 4, placement: "left-side", text: "On the side to the Spawner's left.", line: 649 },
  { face: 5, placement: "players-choice", text: "On a side of the Spawner's choice.", line: 649 },
  { face: 6, placement: "none", text: "No figure enters this turn.", line: 649 },
] as const satisfies readonly SpawnRow[];

export function spawnRowForFace(face: number): SpawnRow {
  const row = SPAWNING_TABLE.find((r) => r.face === face);
  if (!row) throw new Error(`Spawning face out of range: ${face}`);
  return row;
}

export interface SpawnRoll {
  rulesVersion: typeof VSGMR_RULES_VERSION;
  face: number;
  placement: SpawnPlacement;
  thrown: ThrownDie[];
  summary: string;
}

export function rollSpawnPlacement(dice: Dice): SpawnRoll {
  const purpose = "vsgmr-spawning";
  const face = dice.roll(6, purpose);
  const row = spawnRowForFace(face);
  return {
    rulesVersion: VSGMR_RULES_VERSION,
    face,
    placement: row.placement,
    thrown: [{ sides: 6, face, purpose, status: "kept" }],
    summary: `Spawning d6 [${face}]: ${row.text}`,
  };
}

/** Exact chance of each placement (each face is one sixth; a figure enters on 5 of 6). */
export function spawnPlacementOdds(): Array<{ placement: SpawnPlacement; chance: Fraction }> {
  return SPAWNING_TABLE.map((row) => ({ placement: row.placement, chance: fraction(1, 6) }));
}

/** The chance that a figure enters at all on one Spawning roll. */
export function spawnEntersChance(): Fraction {
  return SPAWNING_TABLE.filter((r) => r.placement !== "none").reduce((sum) => addFractions(sum, fraction(1, 6)), fraction(0, 1));
}
