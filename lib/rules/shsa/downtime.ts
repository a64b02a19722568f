/**
 * Downtime: Activity Periods (L104–L180), allies (L310–L312) and the bystander table (L468–L487).
 * Rolls take a `Dice` and keep every die; sheet effects come back as `SheetChange`s with reasons,
 * for `applySheetChanges`.
 */
import type { Dice, ThrownDie } from "../dice";
import { addDice, addModifier, dice, DIE_LADDER, rollDie, rollExpression, stepExpression, type DiceExpression, type DieRoll, type ExpressionRoll } from "./val";
import type { ShsaSettings } from "./settings";
import type { HeroSheet, SheetChange } from "./sheet";
import type { TaskRoll, TaskSettings } from "./task";
import { taskSuccessChance } from "./task-odds";
import { SHSA_RULES_VERSION, type ShsaRulesVersion } from "./rules-version";

// --- The week (L106–L108) -------------------------------------------------------------------------

/** The twelve actions of an Activity Period (L108). */
export const DOWNTIME_ACTIONS = [
  "pc-assault",
  "pc-breakout",
  "construction",
  "episode",
  "establish-legend",
  "sponsor",
  "make-a-living",
  "patrol",
  "purchase",
  "recruiting",
  "research",
  "training",
] as const;
export type DowntimeAction = (typeof DOWNTIME_ACTIONS)[number];

export type WeekPlanProblem = { code: "too-many-periods"; hero: string; used: number; allowed: number } | { code: "too-many-heroes"; action: DowntimeAction; heroes: number };

/** Actions at most two heroes may share (Patrol L155, Recruiting L172). */
const AT_MOST_TWO: readonly DowntimeAction[] = ["patrol", "recruiting"];

/**
 * Checks a week's plan: no hero spends more Activity Periods than the setting (SHSA-R5, "usually 6",
 * L106), and Patrol and Recruiting take at most two heroes each time (L155, L172).
 */
export function checkWeekPlan(
  plan: ReadonlyArray<{ action: DowntimeAction; heroes: readonly string[]; periods: number }>,
  settings: Pick<ShsaSettings, "activityPeriodsPerWeek">,
): WeekPlanProblem[] {
  const used = new Map<string, number>();
  const problems: WeekPlanProblem[] = [];
  for (const item of plan) {
    if (AT_MOST_TWO.includes(item.action) && item.heroes.length > 2) problems.push({ code: "too-many-heroes", action: item.action, heroes: item.heroes.length });
    for (const hero of item.heroes) used.set(hero, (used.get(hero) ?? 0) + item.periods);
  }
  for (const [hero, n] of used) if (n > settings.activityPeriodsPerWeek) problems.push({ code: "too-many-periods", hero, used: n, allowed: settings.activityPeriodsPerWeek });
  return problems;
}

/** SHSA-R4: a "+n" to a difficulty is n Val steps of its dice, or n added to its total. */
export function modifyDifficulty(expr: DiceExpression, amount: number, settings: Pick<ShsaSettings, "difficultyModifier">): DiceExpression {
  return settings.difficultyModifier === "val-step" ? stepExpression(expr, amount) : addModifier(expr, amount);
}

// --- Patrol (L138–L164) --------------------------------------------------------------------------

/** L142–L153, in printed order; the die column was lost (SHSA-R7). */
export const PATROL_TASKS = [
  { face: 1, id: "investigation", line: "L142" },
  { face: 2, id: "athletics", line: "L143" },
  { face: 3, id: "endurance", line: "L144" },
  { face: 4, id: "leadership", line: "L145" },
  { face: 5, id: "medical", line: "L146" },
  { face: 6, id: "perception", line: "L147" },
  { face: 7, id: "persuasion", line: "L148" },
  { face: 8, id: "technology", line: "L149" },
  { face: 9, id: "movement-ability", line: "L150" },
  { face: 10, id: "damaging-ability-not-bullet", line: "L151" },
  { face: 11, id: "non-damage-non-movement-ability", line: "L152" },
  { face: 12, id: "roll-twice", line: "L153" },
] as const satisfies readonly { face: number; id: string; line: string }[];
export type PatrolTask = Exclude<(typeof PATROL_TASKS)[number]["id"], "roll-twice">;

/** L159–L162: the patrol difficulty and the Reputation it is worth, by D6. */
export const PATROL_DIFFICULTY = [
  { from: 1, to: 2, difficulty: dice(2, 4), reputation: 0, line: "L160" },
  { from: 3, to: 5, difficulty: dice(2, 6), reputation: 1, line: "L161" },
  { from: 6, to: 6, difficulty: dice(2, 8), reputation: 2, line: "L162" },
] as const;

/** L157: difficulty and Reputation are +1 from Level 4, +2 from Level 8. */
export function patrolLevelBonus(level: number): number {
  if (level >= 8) return 2;
  if (level >= 4) return 1;
  return 0;
}

export interface PatrolTaskRoll {
  task: PatrolTask;
  taskRoll: DieRoll;
  difficultyRoll: DieRoll;
  difficulty: DiceExpression;
  reputation: number;
}

export interface PatrolSetUp {
  rulesVersion: ShsaRulesVersion;
  tasks: PatrolTaskRoll[];
  thrown: ThrownDie[];
}

/**
 * Rolls a patrol: the task die (SHSA-R7); "roll twice" gives two tasks that must both be done
 * (L153; a further "roll twice" is rolled again), then the difficulty D6 once for each task (L157),
 * raised by the Level of the highest-Level hero on the patrol.
 */
export function rollPatrol(source: Dice, level: number, settings: Pick<ShsaSettings, "patrolTaskDie" | "difficultyModifier">): PatrolSetUp {
  const taskRolls: DieRoll[] = [];
  const tasks: Array<{ task: PatrolTask; roll: DieRoll }> = [];
  const draw = (): { task: PatrolTask | "roll-twice"; roll: DieRoll } => {
    const roll = rollDie(source, settings.patrolTaskDie, "patrol-task");
    taskRolls.push(roll);
    const row = PATROL_TASKS.find((r) => r.face === roll.face);
    // SHSA-R7: with a larger die, faces past 12 are rolled again.
    return { task: row ? row.id : "roll-twice", roll };
  };
  let first = draw();
  while (first.task === "roll-twice" && first.roll.face !== 12) first = draw();
  if (first.task === "roll-twice") {
    while (tasks.length < 2) {
      const next = draw();
      if (next.task !== "roll-twice") tasks.push({ task: next.task, roll: next.roll });
    }
  } else tasks.push({ task: first.task, roll: first.roll });
  const bonus = patrolLevelBonus(level);
  const rolled: PatrolTaskRoll[] = tasks.map(({ task, roll }) => {
    const difficultyRoll = rollDie(source, 6, "patrol-difficulty");
    const row = PATROL_DIFFICULTY.find((r) => difficultyRoll.face >= r.from && difficultyRoll.face <= r.to)!;
    return { task, taskRoll: roll, difficultyRoll, difficulty: modifyDifficulty(row.difficulty, bonus, settings), reputation: row.reputation + bonus };
  });
  return { rulesVersion: SHSA_RULES_VERSION, tasks: rolled, thrown: [...taskRolls, ...rolled.map((t) => t.difficultyRoll)].flatMap((r) => r.thrown) };
}

/**
 * L164: success (every task of the patrol, SHSA-R7) earns 1 VP and +1 Reputation when the hero's
 * is lower than the indicated value; failure costs 1 Reputation when it is at or above it. The
 * indicated value of a two-task patrol is the higher one.
 */
export function patrolOutcome(sheet: Pick<HeroSheet, "reputation">, setUp: PatrolSetUp, tasks: readonly TaskRoll[]): SheetChange[] {
  if (tasks.length !== setUp.tasks.length) throw new Error("One task roll per patrol task");
  const indicated = Math.max(...setUp.tasks.map((t) => t.reputation));
  const succeeded = tasks.every((t) => t.isSuccess);
  const changes: SheetChange[] = [];
  if (succeeded) {
    changes.push({ kind: "points", points: "vp", delta: 1, reason: "patrol" });
    if (sheet.reputation < indicated) changes.push({ kind: "score", score: "reputation", delta: 1, reason: "patrol" });
  } else if (sheet.reputation >= indicated) changes.push({ kind: "score", score: "reputation", delta: -1, reason: "patrol" });
  return changes;
}

/** L155 "D6 vs Virtue to improve it": a D6 above the current Virtue raises it by 1 (SHSA-R6). */
export function rollPatrolVirtue(source: Dice, virtue: number): { roll: DieRoll; changes: SheetChange[] } {
  const roll = rollDie(source, 6, "patrol-virtue");
  return { roll, changes: roll.face > virtue ? [{ kind: "score", score: "virtue", delta: 1, reason: "patrol" }] : [] };
}

// --- Sponsors (L118–L130) -----------------------------------------------------------------------

export interface SponsorSituation {
  government: "evil" | "neutral" | "other";
  hasBaseAdvantages: boolean;
  hasSecretBase: boolean;
  otherSponsors: number;
  highestLevel: number;
  inTheNewsLastFourWeeks: boolean;
  /** The increase to Team Resources asked of the sponsor (counts up to 3). */
  resourceIncrease: number;
  isTapping: boolean;
}

export interface SponsorModifier {
  id: string;
  amount: number;
  line: string;
}

/** Every modifier that applies to a sponsor roll (L122–L130), and their sum. */
export function sponsorModifiers(s: SponsorSituation): { modifiers: SponsorModifier[]; total: number } {
  const modifiers: SponsorModifier[] = [];
  if (s.government === "evil") modifiers.push({ id: "evil-government", amount: 2, line: "L122" });
  if (s.government === "neutral") modifiers.push({ id: "neutral-government", amount: 1, line: "L123" });
  if (!s.hasBaseAdvantages) modifiers.push({ id: "no-base-advantages", amount: 2, line: "L124" });
  if (s.hasSecretBase) modifiers.push({ id: "secret-base", amount: 1, line: "L125" });
  if (s.otherSponsors > 0) modifiers.push({ id: "other-sponsors", amount: s.otherSponsors, line: "L126" });
  if (s.highestLevel >= 4) modifiers.push({ id: "level-4", amount: -2, line: "L127" });
  else if (s.highestLevel >= 2) modifiers.push({ id: "level-2", amount: -1, line: "L127" });
  if (s.inTheNewsLastFourWeeks) modifiers.push({ id: "in-the-news", amount: -1, line: "L128" });
  const increase = Math.min(3, Math.max(0, s.resourceIncrease));
  if (increase > 0) modifiers.push({ id: "resource-increase", amount: increase, line: "L129" });
  if (s.isTapping) modifiers.push({ id: "tapping", amount: -2, line: "L130" });
  return { modifiers, total: modifiers.reduce((sum, m) => sum + m.amount, 0) };
}

/** L120: Leadership or Persuasion against 2D6, modified (SHSA-R4 for what a modifier does). */
export function sponsorDifficulty(s: SponsorSituation, settings: Pick<ShsaSettings, "difficultyModifier">): DiceExpression {
  return modifyDifficulty(dice(2, 6), sponsorModifiers(s).total, settings);
}

/** L120: a new sponsor takes D6 extra Activity Periods to finalise. */
export function rollSponsorExtraPeriods(source: Dice): DieRoll {
  return rollDie(source, 6, "sponsor-extra-periods");
}

// --- Recruiting (L170–L172) ----------------------------------------------------------------------

/**
 * L172: Persuasion against 2D6 after a successful episode, 2D8 otherwise, modified by the
 * relationship with the recruit if any: a positive relationship lowers the difficulty (SHSA-R4).
 */
export function recruitingDifficulty(lastEpisodeSucceeded: boolean, relationshipValue: number, settings: Pick<ShsaSettings, "difficultyModifier">): DiceExpression {
  return modifyDifficulty(lastEpisodeSucceeded ? dice(2, 6) : dice(2, 8), -relationshipValue, settings);
}

// --- Making a living (L134–L136) -----------------------------------------------------------------

export type LifestyleClass = "ordinary" | "luxurious" | "plutocrat";

/** SHSA-R9: which class a Lifestyle die is, and a Plutocrat's level (1 at the first Plutocrat die). */
export function lifestyleClass(lifestyle: number, settings: Pick<ShsaSettings, "luxuriousFrom" | "plutocratFrom">): { class: LifestyleClass; plutocratLevel: number } {
  if (lifestyle >= settings.plutocratFrom) {
    const steps = DIE_LADDER.filter((s) => s >= settings.plutocratFrom && s <= lifestyle).length;
    return { class: "plutocrat", plutocratLevel: Math.max(1, steps) };
  }
  return { class: lifestyle >= settings.luxuriousFrom ? "luxurious" : "ordinary", plutocratLevel: 0 };
}

/** L136: periods a week that maintain Lifestyle: 2, Luxurious 1, Plutocrat 0; −1 working as a superhero. */
export function upkeepPeriods(klass: LifestyleClass, worksAsSuperhero: boolean): number {
  const base = klass === "plutocrat" ? 0 : klass === "luxurious" ? 1 : 2;
  return Math.max(0, base - (worksAsSuperhero ? 1 : 0));
}

export interface LivingWeek {
  rulesVersion: ShsaRulesVersion;
  required: number;
  short: number;
  /** The D6 when short (L136): a drop on 1, or on 1–2 when two or more short (SHSA-R8). */
  dropRoll?: DieRoll;
  dropsOn?: number;
  isDropThreatened: boolean;
  /** Resources steps regained (L136, SHSA-R9). */
  replenish: number;
  changes: SheetChange[];
  thrown: ThrownDie[];
}

/**
 * A week of Making a Living. A threatened drop may still be avoided by Resources vs Lifestyle
 * (L136): pass that task as `avoidDrop` once rolled, or leave it out to take the drop.
 */
export function makeALiving(
  source: Dice,
  input: { lifestyle: number; worksAsSuperhero: boolean; periodsWorked: number; avoidDrop?: TaskRoll },
  settings: Pick<ShsaSettings, "luxuriousFrom" | "plutocratFrom" | "lifestyleDropWhenTwoShort">,
): LivingWeek {
  const { class: klass, plutocratLevel } = lifestyleClass(input.lifestyle, settings);
  const required = upkeepPeriods(klass, input.worksAsSuperhero);
  const short = Math.max(0, required - input.periodsWorked);
  const changes: SheetChange[] = [];
  let dropRoll: DieRoll | undefined;
  let dropsOn: number | undefined;
  let isDropThreatened = false;
  if (short > 0) {
    dropsOn = short >= 2 ? settings.lifestyleDropWhenTwoShort : 1;
    dropRoll = rollDie(source, 6, "lifestyle-drop");
    isDropThreatened = dropRoll.face <= dropsOn;
    if (isDropThreatened && !input.avoidDrop?.isSuccess)
      changes.push({ kind: "step-die", target: "lifestyle", steps: -1, reason: "make-a-living", note: `${short} period(s) short` });
  }
  let replenish = 0;
  if (short === 0 && required > 0) replenish = input.periodsWorked > required ? 2 : 1;
  // SHSA-R9: a Plutocrat above level 1 replenishes without working.
  if (klass === "plutocrat" && plutocratLevel > 1) replenish = Math.max(replenish, plutocratLevel - 1);
  if (replenish > 0) changes.push({ kind: "step-die", target: "resources", steps: replenish, reason: "make-a-living" });
  return { rulesVersion: SHSA_RULES_VERSION, required, short, ...(dropRoll ? { dropRoll, dropsOn } : {}), isDropThreatened, replenish, changes, thrown: dropRoll?.thrown ?? [] };
}

// --- Points: construction, purchase, legend, training (L110–L116, L166–L168, L178–L180) ---------

/** L112, L168: points convert at one for three, both ways (SHSA-R9 keeps the remainder). */
export const CONVERSION_RATE = 3;
/** L112: Build Points to regain an item. */
export const REGAIN_ITEM_BP = 40;
/** L116: Legend Points and Resource Points to establish a legend. */
export const LEGEND_COST = { legendPoints: 40, resourcePoints: 10 } as const;
/** L180: Training Points per DP, times the hero's Level. */
export const TRAINING_POINTS_PER_DP_PER_LEVEL = 20;

/** A skill roll whose total is earned as points (Construction L112, Legend L116, Training L180; SHSA-R9). */
export function rollForPoints(source: Dice, skill: DiceExpression, points: "buildPoints" | "legendPoints" | "trainingPoints"): { roll: ExpressionRoll; changes: SheetChange[] } {
  const roll = rollExpression(source, skill, `earn-${points}`);
  const reason = points === "buildPoints" ? "construction" : points === "legendPoints" ? "establish-legend" : "training";
  return { roll, changes: roll.total > 0 ? [{ kind: "points", points, delta: roll.total, reason }] : [] };
}

/** Converts BP → RP (Construction, L112) or RP → BP (Purchase, L168): every 3 give 1; the rest stay. */
export function convertPoints(from: "buildPoints" | "resourcePoints", amount: number): SheetChange[] {
  if (!Number.isInteger(amount) || amount < CONVERSION_RATE) return [];
  const gained = Math.floor(amount / CONVERSION_RATE);
  const to = from === "buildPoints" ? "resourcePoints" : "buildPoints";
  const reason = from === "buildPoints" ? "construction" : "purchase";
  return [
    { kind: "points", points: from, delta: -gained * CONVERSION_RATE, reason },
    { kind: "points", points: to, delta: gained, reason },
  ];
}

export function regainItem(): SheetChange[] {
  return [{ kind: "points", points: "buildPoints", delta: -REGAIN_ITEM_BP, reason: "construction", note: "regain an item (L112)" }];
}

export function establishLegend(): SheetChange[] {
  return [
    { kind: "points", points: "legendPoints", delta: -LEGEND_COST.legendPoints, reason: "establish-legend" },
    { kind: "points", points: "resourcePoints", delta: -LEGEND_COST.resourcePoints, reason: "establish-legend" },
  ];
}

/** L180: DP bought with Training Points at 20 × Level each. */
export function buyDp(level: number, count: number): SheetChange[] {
  return [
    { kind: "points", points: "trainingPoints", delta: -TRAINING_POINTS_PER_DP_PER_LEVEL * level * count, reason: "training" },
    { kind: "points", points: "dp", delta: count, reason: "training" },
  ];
}

/** L176: Research gives +1D to resist an environment, blocking or final task of the episode. */
export function withResearch(resistance: DiceExpression, isResearched: boolean): DiceExpression {
  return isResearched ? addDice(resistance, 1) : resistance;
}

// --- Allies and bystanders (L310–L312, L468–L487) -----------------------------------------------

export interface AllyCall {
  rulesVersion: ShsaRulesVersion;
  call: DieRoll;
  isComing: boolean;
  /** D8 + 2 (L312). */
  arrivalTurn?: ExpressionRoll;
  /** 2D8 mooks when mooks were asked for (L312). */
  mooks?: ExpressionRoll;
  thrown: ThrownDie[];
}

/** Once a week: 4+ on a D6 and the allies arrive on turn D8 + 2, 2D8 mooks or one Name (L312). */
export function rollAllies(source: Dice, kind: "mooks" | "name"): AllyCall {
  const call = rollDie(source, 6, "ally-call");
  if (call.face < 4) return { rulesVersion: SHSA_RULES_VERSION, call, isComing: false, thrown: call.thrown };
  const arrivalTurn = rollExpression(source, dice(1, 8, 2), "ally-arrival");
  const mooks = kind === "mooks" ? rollExpression(source, dice(2, 8), "ally-mooks") : undefined;
  return {
    rulesVersion: SHSA_RULES_VERSION,
    call,
    isComing: true,
    arrivalTurn,
    ...(mooks ? { mooks } : {}),
    thrown: [...call.thrown, ...arrivalTurn.thrown, ...(mooks?.thrown ?? [])],
  };
}

/** L474–L485; faces 6–7 are split over L483–L484 (SHSA-R11). */
export const BYSTANDER_ACTIONS = [
  { from: 1, to: 1, id: "stand-still", line: "L474" },
  { from: 2, to: 2, id: "move-away-from-least-popular", line: "L477" },
  { from: 3, to: 3, id: "move-toward-least-popular-and-attack", line: "L479" },
  { from: 4, to: 4, id: "move-toward-most-popular", line: "L480" },
  { from: 5, to: 5, id: "lie-down", line: "L482" },
  { from: 6, to: 7, id: "move-off-map", line: "L483–L484" },
  { from: 8, to: 8, id: "take-cover", line: "L485" },
] as const;

export function rollBystander(source: Dice): { roll: DieRoll; action: (typeof BYSTANDER_ACTIONS)[number]["id"] } {
  const roll = rollDie(source, 8, "bystander");
  return { roll, action: BYSTANDER_ACTIONS.find((r) => roll.face >= r.from && roll.face <= r.to)!.id };
}

/** L470: bystanders have D4 in every stat. L487: Persuasion vs 4, or 6 if they are violent or fearful. */
export const BYSTANDER_STAT = 4;
export function bystanderPersuasionTarget(isHostileOrFearful: boolean): number {
  return isHostileOrFearful ? 6 : 4;
}

/**
 * The exact chance that one patrol task succeeds for a hero throwing `skill`: the difficulty D6
 * (L159–L162, with the Level bonus of L157) weighed over its faces, each graded as a task (SHSA-R1).
 */
export function patrolTaskSuccessChance(skill: DiceExpression, level: number, settings: TaskSettings & Pick<ShsaSettings, "difficultyModifier">): number {
  const bonus = patrolLevelBonus(level);
  return PATROL_DIFFICULTY.reduce((sum, row) => sum + ((row.to - row.from + 1) / 6) * taskSuccessChance(skill, modifyDifficulty(row.difficulty, bonus, settings), settings), 0);
}
