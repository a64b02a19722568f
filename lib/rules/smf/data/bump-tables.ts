import type { BumpTable, PoolId } from "../character";

/**
 * The four bump tables (SMF L2631–L2690) and the rules printed around them. Summaries are our
 * own words. `effect` names what a row does: two rows with the same effect are one bump printed
 * twice on the table, which may therefore be taken twice (L2629, Ruling R15).
 */

export const BUMP_ROWS = [1, 2, 3, 4, 5, 6] as const;
export type BumpRow = (typeof BUMP_ROWS)[number];

export type BumpEffect =
  | "melee-attack-reroll"
  | "ranged-attack-reroll"
  | "body"
  | "ranged-defense-reroll"
  | "melee-defense-reroll"
  | "ko-check-reroll"
  | "psyche-power-reroll"
  | "three-dice-chance"
  | "new-minor-power"
  | "check-dice"
  | "psyche"
  | "defense-reroll"
  | "move"
  | "check-reroll"
  | "dimension-door"
  | "fabled-luck"
  | "unexpected-ally"
  | "spectacular-death"
  | "inspire-allies"
  | "power-reserve";

export interface BumpTableRow {
  row: BumpRow;
  effect: BumpEffect;
  name: string;
  /** Our own one-line summary. */
  summary: string;
  line: number;
  /** Permanent stat change the roster adds up. */
  stat?: { body?: number; psyche?: number; move?: number };
  /** A permanent +1 Re-roll on this pool (Esoteric 6: the pool is chosen from `poolChoices`). */
  rerollPool?: PoolId;
  poolChoices?: readonly PoolId[];
  /** †† rows: each time taken it is tied to a different background (L2686). */
  needsBackground?: boolean;
  /** Esoteric 3: the character gains a minor power, chosen by the player. */
  needsPower?: boolean;
}

export interface BumpTableDef {
  id: BumpTable;
  name: string;
  line: number;
  /** Our own summary of the table's special rule. */
  summary: string;
  rows: readonly BumpTableRow[];
}

export const BUMP_TABLE_DEFS = {
  martial: {
    id: "martial", // L2631–L2641
    name: "Martial",
    line: 2631,
    summary: "Fighting skill. Blasters, Brawlers and Bricks roll twice and keep the result they prefer.", // L2633
    rows: [
      { row: 1, effect: "melee-attack-reroll", name: "+1 Re-roll, melee attack", summary: "+1 Re-roll on melee attacks.", line: 2636, rerollPool: "melee-attack" },
      { row: 2, effect: "ranged-attack-reroll", name: "+1 Re-roll, ranged attack", summary: "+1 Re-roll on ranged attacks.", line: 2637, rerollPool: "ranged-attack" },
      { row: 3, effect: "body", name: "+1 Body", summary: "One more Body box.", line: 2638, stat: { body: 1 } },
      { row: 4, effect: "ranged-defense-reroll", name: "+1 Re-roll, ranged defense", summary: "+1 Re-roll on ranged defense.", line: 2639, rerollPool: "ranged-defense" },
      { row: 5, effect: "melee-defense-reroll", name: "+1 Re-roll, melee defense", summary: "+1 Re-roll on melee defense.", line: 2640, rerollPool: "melee-defense" },
      { row: 6, effect: "ko-check-reroll", name: "+1 Re-roll, KO checks", summary: "+1 Re-roll on KO checks.", line: 2641 },
    ],
  },
  esoteric: {
    id: "esoteric", // L2645–L2655
    name: "Esoteric",
    line: 2645,
    summary: "Mystic and mental growth. A character who is not a Mentalist rolls again on a 1.", // L2647
    rows: [
      { row: 1, effect: "psyche-power-reroll", name: "+1 Re-roll, a Psyche-based power", summary: "+1 Re-roll on one Psyche-based power's pool.", line: 2650 },
      { row: 2, effect: "three-dice-chance", name: "3D Chance", summary: "Once per battle, a Chance roll uses 3D instead of 2D.", line: 2651 },
      { row: 3, effect: "new-minor-power", name: "New minor power", summary: "Gains one more minor power.", line: 2652, needsPower: true },
      {
        row: 4,
        effect: "check-dice",
        name: "+1D to pre- and post-battle checks ††",
        summary: "+1D on the checks of one background, a different one each time.",
        line: 2653,
        needsBackground: true,
      },
      { row: 5, effect: "psyche", name: "+1 Psyche", summary: "One more Psyche box.", line: 2654, stat: { psyche: 1 } },
      {
        row: 6,
        effect: "defense-reroll",
        name: "+1 Re-roll, Psyche or melee defense",
        summary: "+1 Re-roll on Psyche defense or on melee defense (chosen).",
        line: 2655,
        poolChoices: ["psyche-defense", "melee-defense"],
      },
    ],
  },
  general: {
    id: "general", // L2659–L2669
    name: "General",
    line: 2659,
    summary: 'All-round improvement. +2" Move and the check Re-roll are each printed twice, so each can be taken twice.', // L2629
    rows: [
      { row: 1, effect: "body", name: "+1 Body", summary: "One more Body box.", line: 2664, stat: { body: 1 } },
      { row: 2, effect: "psyche", name: "+1 Psyche", summary: "One more Psyche box.", line: 2665, stat: { psyche: 1 } },
      { row: 3, effect: "move", name: '+2" Move', summary: "Two more inches of Move.", line: 2666, stat: { move: 2 } },
      { row: 4, effect: "move", name: '+2" Move', summary: "Two more inches of Move.", line: 2667, stat: { move: 2 } },
      {
        row: 5,
        effect: "check-reroll",
        name: "+1 Re-roll to pre- and post-battle checks ††",
        summary: "+1 Re-roll on the checks of one background, a different one each time.",
        line: 2668,
        needsBackground: true,
      },
      {
        row: 6,
        effect: "check-reroll",
        name: "+1 Re-roll to pre- and post-battle checks ††",
        summary: "+1 Re-roll on the checks of one background, a different one each time.",
        line: 2669,
        needsBackground: true,
      },
    ],
  },
  weird: {
    id: "weird", // L2671–L2682
    name: "Weird",
    line: 2671,
    summary: "Strange gifts that work only after a 2+ Chance roll before each battle. Always rolled, even with non-random advancement.", // L2673, L2690
    rows: [
      { row: 1, effect: "dimension-door", name: "Dimension Door", summary: "A free move after set-up, or one escape from melee without free attacks.", line: 2677 },
      { row: 2, effect: "fabled-luck", name: "Fabled Luck", summary: "Once per battle, re-roll a failed KO check.", line: 2678 },
      { row: 3, effect: "unexpected-ally", name: "Unexpected Ally", summary: "A Street-Level ally joins the team for the battle.", line: 2679 },
      {
        row: 4,
        effect: "spectacular-death",
        name: "Spectacular Death",
        summary: "A KO in melee triggers a counterattack on everyone in contact; the injury roll becomes 1D6 − 3.",
        line: 2680,
      },
      { row: 5, effect: "inspire-allies", name: "Inspire Allies", summary: "Once per battle, a nearby ally gets +2 Re-rolls on one combat check.", line: 2681 },
      { row: 6, effect: "power-reserve", name: "Power Reserve", summary: "Once per battle, use a minor power the character does not have.", line: 2682 },
    ],
  },
} as const satisfies Record<BumpTable, BumpTableDef>;

/** A table's rows, typed as plain rows. */
export function bumpTableRows(table: BumpTable): readonly BumpTableRow[] {
  return BUMP_TABLE_DEFS[table].rows;
}

export function bumpTableRow(table: BumpTable, row: BumpRow): BumpTableRow {
  const found = bumpTableRows(table)[row - 1];
  if (!found || found.row !== row) throw new Error(`No row ${row} on the ${table} bump table`);
  return found;
}

function sameEffectRows(table: BumpTable): BumpRow[][] {
  const rows = bumpTableRows(table);
  return rows.map((r) => rows.filter((x) => x.effect === r.effect).map((x) => x.row));
}

/** For each table and row, the rows printed with the same bump (itself included), computed once. */
const SAME_EFFECT_ROWS: Record<BumpTable, readonly (readonly BumpRow[])[]> = {
  martial: sameEffectRows("martial"),
  esoteric: sameEffectRows("esoteric"),
  general: sameEffectRows("general"),
  weird: sameEffectRows("weird"),
};

/** Rows of a table that share this row's effect (itself included). */
export function rowsWithSameEffect(table: BumpTable, row: BumpRow): readonly BumpRow[] {
  const rows = SAME_EFFECT_ROWS[table][row - 1];
  if (!rows) throw new Error(`No row ${row} on the ${table} bump table`);
  return rows;
}

/** Every five story points earned is a milestone (L2625). */
export const STORY_POINTS_PER_MILESTONE = 5; // L2625
/** Each milestone gives two bumps, to two different members (L2627). */
export const BUMPS_PER_MILESTONE = 2; // L2627
/** The Weird bumps work only after a Chance roll of this many goals before the battle (L2673). */
export const WEIRD_BUMP_CHANCE_GOALS = 2; // L2673

/**
 * A table's six results as a player sees them before choosing it: die face → bump name, without
 * the book's †† mark (the form says which rows ask for a background when they are taken).
 */
export function bumpTableResults(table: BumpTable): Array<{ face: BumpRow; name: string }> {
  return bumpTableRows(table).map((r) => ({ face: r.row, name: r.name.replace(/\s*††$/, "") }));
}
