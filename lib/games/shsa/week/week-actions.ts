import type { Dice, ThrownDie } from "@/lib/rules/dice";
import {
  buyDp,
  convertPoints,
  dice,
  establishLegend,
  formatDice,
  parseDice,
  patrolOutcome,
  patrolTaskSuccessChance,
  recruitingDifficulty,
  regainItem,
  rollAllies,
  rollBystander,
  rollForPoints,
  rollPatrol,
  rollTask,
  sponsorDifficulty,
  sponsorModifiers,
  taskSuccessChance,
  thresholdChance,
  type DiceExpression,
  type DowntimeAction,
  type HeroSheet,
  type SheetChange,
  type ShsaSettings,
  type SponsorSituation,
} from "@/lib/rules/shsa";

/** What a week's roll may be: a planned downtime action, or the once-a-week allies and the bystander table, which take no period. */
export const WEEK_ROLLS = ["patrol", "sponsor", "recruiting", "construction", "purchase", "establish-legend", "research", "training", "allies", "bystander"] as const;
export type WeekRoll = (typeof WEEK_ROLLS)[number];

/** The rolls that need no period of the plan. */
export const FREE_ROLLS: readonly WeekRoll[] = ["allies", "bystander"];

/** A roll's choice where the action has more than one thing to do. */
export const WEEK_ROLL_MODES = ["earn", "convert", "regain", "establish", "buy", "mooks", "name"] as const;
export type WeekRollMode = (typeof WEEK_ROLL_MODES)[number];

/** One roll of the week, as its form posts it (flat: each action reads the fields it needs). */
export interface WeekRollInput {
  action: WeekRoll;
  mode?: WeekRollMode;
  /** The hero's dice for the action's task or points roll ("2D8"). */
  skill?: string;
  /** Points converted (Construction, Purchase) or DP bought (Training). */
  amount?: number;
  sponsor?: Omit<SponsorSituation, "highestLevel" | "hasSecretBase">;
  lastEpisodeSucceeded?: boolean;
  relationshipValue?: number;
}

export interface WeekRollResult {
  thrown: ThrownDie[];
  changes: SheetChange[];
  summary: string;
  lines: string[];
  sponsorFound?: boolean;
}

export class WeekRollRefused extends Error {}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

function skillOf(input: WeekRollInput): DiceExpression {
  if (!input.skill) throw new WeekRollRefused("Give the hero's dice for this roll (2D8).");
  try {
    return parseDice(input.skill);
  } catch (error) {
    throw new WeekRollRefused(`${(error as Error).message}.`);
  }
}

function sponsorSituation(input: WeekRollInput, sheet: HeroSheet): SponsorSituation {
  const given = input.sponsor ?? { government: "other", hasBaseAdvantages: false, otherSponsors: 0, inTheNewsLastFourWeeks: false, resourceIncrease: 0, isTapping: false };
  return { ...given, highestLevel: sheet.level, hasSecretBase: sheet.secretBase !== null };
}

/** The modifiers of a sponsor roll as a line: "+2 no base advantages (L124), −1 in the news (L128) = +1". */
export function sponsorModifierLine(input: WeekRollInput, sheet: HeroSheet): string {
  const { modifiers, total } = sponsorModifiers(sponsorSituation(input, sheet));
  const sign = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
  if (modifiers.length === 0) return "No modifiers.";
  return `${modifiers.map((m) => `${sign(m.amount)} ${m.id.replace(/-/g, " ")} (${m.line})`).join(", ")} = ${sign(total)}`;
}

function needsMode<M extends WeekRollMode>(input: WeekRollInput, modes: readonly M[], what: string): M {
  if (input.mode && (modes as readonly string[]).includes(input.mode)) return input.mode as M;
  throw new WeekRollRefused(`Choose what the ${what} does: ${modes.join(" or ")}.`);
}

function amountOf(input: WeekRollInput, what: string, min: number): number {
  const amount = input.amount;
  if (amount === undefined || !Number.isInteger(amount) || amount < min) throw new WeekRollRefused(`Give ${what} as a whole number of at least ${min}.`);
  return amount;
}

/**
 * The exact chance of success of a roll before it is thrown, where the rules library gives one: a
 * patrol task (over its difficulty D6), a sponsor or recruiting task (SHSA-R1's grading), allies'
 * 4+ on a D6. Null for a roll with nothing to succeed at, or dice not given yet.
 */
export function weekRollOdds(input: WeekRollInput, sheet: HeroSheet, settings: ShsaSettings): string | null {
  try {
    switch (input.action) {
      case "patrol":
        return `Each patrol task succeeds ${pct(patrolTaskSuccessChance(skillOf(input), sheet.level, settings))} of the time.`;
      case "sponsor": {
        const difficulty = sponsorDifficulty(sponsorSituation(input, sheet), settings);
        return `${formatDice(skillOf(input))} against ${formatDice(difficulty)}: ${pct(taskSuccessChance(skillOf(input), difficulty, settings))} to find the sponsor.`;
      }
      case "recruiting": {
        const difficulty = recruitingDifficulty(input.lastEpisodeSucceeded ?? false, input.relationshipValue ?? 0, settings);
        return `${formatDice(skillOf(input))} against ${formatDice(difficulty)}: ${pct(taskSuccessChance(skillOf(input), difficulty, settings))} to recruit.`;
      }
      case "allies":
        return `The allies come on 4+ on a D6: ${pct(thresholdChance(dice(1, 6), 4))}.`;
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/**
 * Rolls (or applies) one action of the week for a hero, with the rules library: the dice come from
 * `source` in throw order; sheet effects come back as changes with their reason. Throws
 * WeekRollRefused with a message a player can act on for input that does not fit.
 */
export function resolveWeekRoll(source: Dice, input: WeekRollInput, sheet: HeroSheet, settings: ShsaSettings): WeekRollResult {
  switch (input.action) {
    case "patrol": {
      const skill = skillOf(input);
      const setUp = rollPatrol(source, sheet.level, settings);
      const tasks = setUp.tasks.map((task) => rollTask(source, skill, task.difficulty, settings, "patrol-task-roll"));
      const changes = patrolOutcome(sheet, setUp, tasks);
      const succeeded = tasks.every((task) => task.isSuccess);
      return {
        thrown: [...setUp.thrown, ...tasks.flatMap((task) => task.thrown)],
        changes,
        summary: `Patrol ${succeeded ? "succeeded" : "failed"}`,
        lines: setUp.tasks.map((task, index) => `${task.task.replace(/-/g, " ")} against ${formatDice(task.difficulty)} (Reputation ${task.reputation}): ${tasks[index]!.summary}`),
      };
    }
    case "sponsor": {
      const skill = skillOf(input);
      const difficulty = sponsorDifficulty(sponsorSituation(input, sheet), settings);
      const task = rollTask(source, skill, difficulty, settings, "sponsor-task");
      return {
        thrown: task.thrown,
        changes: [],
        summary: task.isSuccess ? "A sponsor is found" : "No sponsor this time",
        lines: [sponsorModifierLine(input, sheet), task.summary, ...(task.isSuccess ? ["Its D6 extra periods to finalise are rolled when the week closes."] : [])],
        sponsorFound: task.isSuccess,
      };
    }
    case "recruiting": {
      const skill = skillOf(input);
      const difficulty = recruitingDifficulty(input.lastEpisodeSucceeded ?? false, input.relationshipValue ?? 0, settings);
      const task = rollTask(source, skill, difficulty, settings, "recruiting-task");
      return { thrown: task.thrown, changes: [], summary: task.isSuccess ? "The recruit joins" : "The recruit says no", lines: [task.summary] };
    }
    case "construction": {
      const mode = needsMode(input, ["earn", "convert", "regain"] as const, "construction");
      if (mode === "earn") return earned(source, skillOf(input), "buildPoints", "Build points");
      if (mode === "regain") return { thrown: [], changes: regainItem(), summary: "An item regained for 40 Build points", lines: [] };
      const changes = convertPoints("buildPoints", amountOf(input, "the Build points to convert", 3));
      return { thrown: [], changes, summary: `Build points converted into ${changes[1]!.kind === "points" ? changes[1]!.delta : 0} Resource point(s)`, lines: [] };
    }
    case "purchase": {
      const changes = convertPoints("resourcePoints", amountOf(input, "the Resource points to convert", 3));
      return { thrown: [], changes, summary: `Resource points converted into ${changes[1]!.kind === "points" ? changes[1]!.delta : 0} Build point(s)`, lines: [] };
    }
    case "establish-legend": {
      const mode = needsMode(input, ["earn", "establish"] as const, "legend");
      if (mode === "earn") return earned(source, skillOf(input), "legendPoints", "Legend points");
      return { thrown: [], changes: establishLegend(), summary: "A legend established for 40 Legend points and 10 Resource points", lines: [] };
    }
    case "training": {
      const mode = needsMode(input, ["earn", "buy"] as const, "training");
      if (mode === "earn") return earned(source, skillOf(input), "trainingPoints", "Training points");
      const count = amountOf(input, "the DP to buy", 1);
      return { thrown: [], changes: buyDp(sheet.level, count), summary: `${count} DP bought for ${20 * sheet.level * count} Training points`, lines: [] };
    }
    case "research":
      return { thrown: [], changes: [], summary: "Researched: +1D to resist the next episode's environment, blocking or final task", lines: [] };
    case "allies": {
      const kind = needsMode(input, ["mooks", "name"] as const, "call to the allies");
      const call = rollAllies(source, kind);
      return {
        thrown: call.thrown,
        changes: [],
        summary: call.isComing ? `The allies come on turn ${call.arrivalTurn!.total}` : "The allies do not come this week",
        lines: [`Call: D6 ${call.call.face}`, ...(call.mooks ? [`${call.mooks.total} mooks`] : call.isComing ? ["One Name"] : [])],
      };
    }
    case "bystander": {
      const rolled = rollBystander(source);
      return { thrown: rolled.roll.thrown, changes: [], summary: `Bystander: ${rolled.action.replace(/-/g, " ")}`, lines: [`D8 ${rolled.roll.face}`] };
    }
  }
}

function earned(source: Dice, skill: DiceExpression, points: "buildPoints" | "legendPoints" | "trainingPoints", name: string): WeekRollResult {
  const { roll, changes } = rollForPoints(source, skill, points);
  return { thrown: roll.thrown, changes, summary: `${roll.total} ${name} earned`, lines: [roll.summary] };
}

/** The downtime action a roll belongs to in the plan; null for a roll that takes no period. */
export function plannedActionOf(roll: WeekRoll): DowntimeAction | null {
  return FREE_ROLLS.includes(roll) ? null : (roll as DowntimeAction);
}
