import type { NextBattleEffects } from "../character";

/**
 * The post-battle Injury Table (SMF L2585–L2595) and the numbers around it (L2581, L1689–L1691,
 * L1151, L2680). Effects are our own words; the book has the full text.
 */

export const INJURY_OUTCOMES = ["dead", "captured", "grievous-injury", "serious-injuries", "light-injury", "minor-scrapes", "settle-the-score", "inspired-recovery"] as const;
export type InjuryOutcome = (typeof INJURY_OUTCOMES)[number];

export interface InjuryTableRow {
  outcome: InjuryOutcome;
  /** Lowest modified total on this row; null = no lower bound. */
  minTotal: number | null;
  /** Highest modified total on this row; null = no upper bound. */
  maxTotal: number | null;
  name: string;
  /** Our own one-line summary. */
  effect: string;
  line: number;
  /** What the row does to the team's next battle (Ruling R18). */
  nextBattle?: Partial<Pick<NextBattleEffects, "missesBattle" | "moveLoss" | "attackDiceLoss">>;
  /** Story points the team gains. */
  storyPoints?: number;
}

export const INJURY_TABLE = [
  {
    outcome: "dead", // L2586
    minTotal: null,
    maxTotal: 0,
    name: "Dead or destroyed",
    effect: "Gone for good, unless a hero put it down: then a 2+ Chance roll makes it a captive instead.",
    line: 2586,
  },
  {
    outcome: "captured", // L2587
    minTotal: 1,
    maxTotal: 1,
    name: "Captured",
    effect: "Held by the foe until a rescue (a Fortress Assault breakout) or a release.",
    line: 2587,
  },
  {
    outcome: "grievous-injury", // L2588
    minTotal: 2,
    maxTotal: 2,
    name: "Grievous injury",
    effect: "Sits out the team's next battle.",
    line: 2588,
    nextBattle: { missesBattle: true },
  },
  {
    outcome: "serious-injuries", // L2589
    minTotal: 3,
    maxTotal: 3,
    name: "Serious injuries",
    effect: "−3\" Move and −1D on attack rolls in the team's next battle.",
    line: 2589,
    nextBattle: { moveLoss: 3, attackDiceLoss: 1 },
  },
  {
    outcome: "light-injury", // L2590
    minTotal: 4,
    maxTotal: 4,
    name: "Light injury",
    effect: "−2\" Move in the team's next battle.",
    line: 2590,
    nextBattle: { moveLoss: 2 },
  },
  {
    outcome: "minor-scrapes", // L2591
    minTotal: 5,
    maxTotal: 5,
    name: "Minor scrapes",
    effect: "No lasting effect.",
    line: 2591,
  },
  {
    outcome: "settle-the-score", // L2592
    minTotal: 6,
    maxTotal: 6,
    name: "Settle the score",
    effect: "+1D on attacks against the team that injured it, the next time the two meet.",
    line: 2592,
  },
  {
    outcome: "inspired-recovery", // L2593
    minTotal: 7,
    maxTotal: null,
    name: "Inspired recovery",
    effect: "Comes back stronger: the team gains +1 story point.",
    line: 2593,
    storyPoints: 1,
  },
] as const satisfies readonly InjuryTableRow[];

/** The row a modified total lands on; every integer total maps to exactly one row. */
export function injuryRowForTotal(total: number): InjuryTableRow {
  if (!Number.isInteger(total)) throw new Error(`An injury total must be a whole number (got ${total})`);
  const row = INJURY_TABLE.find((r) => (r.minTotal === null || total >= r.minTotal) && (r.maxTotal === null || total <= r.maxTotal));
  if (!row) throw new Error(`No injury row for total ${total}`);
  return row;
}

export function injuryRow(outcome: InjuryOutcome): InjuryTableRow {
  const row = INJURY_TABLE.find((r) => r.outcome === outcome);
  if (!row) throw new Error(`Unknown injury outcome ${outcome}`);
  return row;
}

/** Every 2 goals on the goal roll made before the D6 give +1 (L2581). */
export const INJURY_GOALS_PER_BONUS = 2; // L2581

/** The D6 modifier before other penalties (L2581; Spectacular Death L2680, Ruling R21). */
export const INJURY_BASE_MODIFIERS = {
  knockedOut: -1, // L2581
  knockedOutBothTracks: -2, // L2581
  spectacularDeath: -3, // L2680 — replaces the base, never added to it (Ruling R21)
} as const satisfies Record<string, number>;

/** Further harm on a KO'ed foe: −1 per combat action, at most −2 in all (L1689–L1691, Ruling R7). */
export const FURTHER_HARM_CAP = 2; // L1691

/** KO'ed in melee by a Vampire: a further −1, on top of the further-harm cap (L1151, Ruling R7). */
export const VAMPIRE_INJURY_PENALTY = 1; // L1151

/** A death at a hero's hands becomes a capture on a Chance roll of this many goals (L2595). */
export const HEROIC_CAPTURE_CHANCE_GOALS = 2; // L2595

/** Vampire thrall: a Chance roll of 2+ raises the dead foe as a thrall; 4 goals and it is a Vampire too (L1151). */
export const THRALL_CHANCE_GOALS = 2; // L1151
export const THRALL_VAMPIRE_CHANCE_GOALS = 4; // L1151
