/**
 * Out of Action and after the fight (L534–L602): the Comeback challenge's dice by turn, mook
 * returns per full team, the three ways a combat ends, the post-combat status roll with the worst
 * modifier, saving the Dying, Hurt recovery, a dead powered Name's return, and the D20 change table.
 */
import type { Dice, ThrownDie } from "../dice";
import { dice, rollDie, type DiceExpression, type DieRoll } from "./val";
import { rollTask, type TaskRoll, type TaskSettings } from "./task";
import { taskSuccessChance } from "./task-odds";
import type { ShsaSettings } from "./settings";
import { SHSA_RULES_VERSION, type ShsaRulesVersion } from "./rules-version";

// --- Comeback (L544–L554) -------------------------------------------------------------------

/** Die size of the Comeback challenge by turn; L552: the fight ends on turn 13. */
export const COMEBACK_DICE = [
  { fromTurn: 1, toTurn: 3, sides: 4, line: "L547" },
  { fromTurn: 4, toTurn: 6, sides: 6, line: "L548" },
  { fromTurn: 7, toTurn: 8, sides: 8, line: "L549" },
  { fromTurn: 9, toTurn: 10, sides: 10, line: "L550" },
  { fromTurn: 11, toTurn: 11, sides: 12, line: "L551" },
] as const satisfies readonly { fromTurn: number; toTurn: number; sides: number; line: string }[];

/** L552: the fight ends automatically on this turn. */
export const FIGHT_AUTO_ENDS_TURN = 13;

export type ComebackResistance = { kind: "dice"; resistance: DiceExpression } | { kind: "no-comeback"; why: string } | { kind: "fight-ends" };

/**
 * What a Name Out of Action rolls WP (Recovery Rate) against on `turn`: as many dice as times it
 * has been Out of Action (L544), their size by turn (L546–L551). Turn 12 is missing from the
 * table: SHSA-R12 (setting `comebackOnTurn12`).
 */
export function comebackResistance(turn: number, timesOutOfAction: number, settings: Pick<ShsaSettings, "comebackOnTurn12">): ComebackResistance {
  if (!Number.isInteger(turn) || turn < 1) throw new Error(`A turn is a whole number from 1 (got ${turn})`);
  if (!Number.isInteger(timesOutOfAction) || timesOutOfAction < 1) throw new Error("A Name in a Comeback has been Out of Action at least once");
  if (turn >= FIGHT_AUTO_ENDS_TURN) return { kind: "fight-ends" };
  const row = COMEBACK_DICE.find((r) => turn >= r.fromTurn && turn <= r.toTurn);
  if (row) return { kind: "dice", resistance: dice(timesOutOfAction, row.sides) };
  // Turn 12 (SHSA-R12).
  if (settings.comebackOnTurn12) return { kind: "dice", resistance: dice(timesOutOfAction, 12) };
  return { kind: "no-comeback", why: "Comebacks are attempted until turn 12 (L540); this campaign reads that as turn 11 being the last." };
}

/**
 * A Comeback challenge (L544): the Name's WP (Recovery Rate) dice against the turn's dice. On a
 * success it reappears at the start of its turn within one move (L554).
 */
export function rollComeback(
  source: Dice,
  wp: DiceExpression,
  turn: number,
  timesOutOfAction: number,
  settings: TaskSettings & Pick<ShsaSettings, "comebackOnTurn12">,
): { kind: "rolled"; task: TaskRoll } | Exclude<ComebackResistance, { kind: "dice" }> {
  const against = comebackResistance(turn, timesOutOfAction, settings);
  if (against.kind !== "dice") return against;
  return { kind: "rolled", task: rollTask(source, wp, against.resistance, settings, "comeback") };
}

/** The exact chance that a Comeback succeeds (L544), or why none is rolled on that turn. */
export function comebackChance(
  wp: DiceExpression,
  turn: number,
  timesOutOfAction: number,
  settings: TaskSettings & Pick<ShsaSettings, "comebackOnTurn12">,
): { kind: "chance"; p: number; resistance: DiceExpression } | Exclude<ComebackResistance, { kind: "dice" }> {
  const against = comebackResistance(turn, timesOutOfAction, settings);
  if (against.kind !== "dice") return against;
  return { kind: "chance", p: taskSuccessChance(wp, against.resistance, settings), resistance: against.resistance };
}

// --- Mooks Out of Action (L556–L558) ----------------------------------------------------------

export const MOOK_TEAM_SIZE = 4;

export interface MookReturn {
  rulesVersion: ShsaRulesVersion;
  teamRolls: Array<{ roll: DieRoll; returns: boolean }>;
  /** Mooks back on from a board edge (whole teams, L558). */
  returning: number;
  /** Mooks removed as Defeated: teams that rolled 1–3, and any not in a full team (SHSA-R13). */
  defeated: number;
  thrown: ThrownDie[];
}

/** One D6 per full team of four out of play: 4–6 the team returns, 1–3 it is Defeated (L558). */
export function rollMookReturns(source: Dice, mooksOutOfPlay: number): MookReturn {
  if (!Number.isInteger(mooksOutOfPlay) || mooksOutOfPlay < 0) throw new Error("Mooks out of play must be a whole number, 0 or more");
  const teams = Math.floor(mooksOutOfPlay / MOOK_TEAM_SIZE);
  const teamRolls = Array.from({ length: teams }, () => {
    const roll = rollDie(source, 6, "mook-return");
    return { roll, returns: roll.face >= 4 };
  });
  const returning = teamRolls.filter((t) => t.returns).length * MOOK_TEAM_SIZE;
  return { rulesVersion: SHSA_RULES_VERSION, teamRolls, returning, defeated: mooksOutOfPlay - returning, thrown: teamRolls.flatMap((t) => t.roll.thrown) };
}

// --- Ending a combat (L560–L564) ---------------------------------------------------------------

/** One side at a moment of the fight, as the battle records it. */
export interface CombatSide {
  /** No characters active in the Contested Space for a whole turn (L562). */
  hasBeenAbsentWholeTurn: boolean;
  activeNamesInContestedSpace: number;
  activeOthersInContestedSpace: number;
  undefeatedNames: number;
  mooksPresent: number;
  mookCasualties: number;
}

export type CombatEndCondition = "knockout" | "overmatched" | "rout";

/** Turn from whose start Overmatched and Rout apply (L563–L564). */
export const LATE_CONDITIONS_FROM_TURN = 7;

/** The conditions under which `side` has lost against `other` on `turn` (all that hold). */
export function combatLossConditions(side: CombatSide, other: CombatSide, turn: number): CombatEndCondition[] {
  const lost: CombatEndCondition[] = [];
  if (side.hasBeenAbsentWholeTurn) lost.push("knockout");
  if (turn >= LATE_CONDITIONS_FROM_TURN) {
    const isAbsent = side.activeNamesInContestedSpace + side.activeOthersInContestedSpace === 0;
    if (isAbsent && (other.activeNamesInContestedSpace >= 3 || other.activeOthersInContestedSpace >= 8)) lost.push("overmatched");
    // SHSA-R13: a side with no mooks cannot rout by casualties.
    if (side.undefeatedNames === 0 && side.mooksPresent > 0 && side.mookCasualties * 2 > side.mooksPresent) lost.push("rout");
  }
  return lost;
}

// --- Post-combat status (L566–L579) -------------------------------------------------------------

export const STATUS_MODIFIERS = [
  { id: "killing-attack", modifier: -3, line: "L568" },
  { id: "bullet-or-short-range-held-item", modifier: -2, line: "L570" },
  { id: "failed-breakout", modifier: -2, line: "L572" },
] as const satisfies readonly { id: string; modifier: number; line: string }[];
export type StatusCause = (typeof STATUS_MODIFIERS)[number]["id"];

export type PostCombatStatus = "dying" | "hurt" | "shaken";

/** L576–L579: D10 plus the modifier: 1 or less Dying, 2–3 Hurt, 4+ Shaken. */
export function statusOfTotal(total: number): PostCombatStatus {
  if (total <= 1) return "dying";
  if (total <= 3) return "hurt";
  return "shaken";
}

export interface StatusRoll {
  rulesVersion: ShsaRulesVersion;
  roll: DieRoll;
  /** The worst modifier that applies (L566), 0 when none does. */
  modifier: number;
  total: number;
  status: PostCombatStatus;
  thrown: ThrownDie[];
  summary: string;
}

/** For a participant left at TO 0: D10 with only the worst modifier that applies (L566). */
export function rollPostCombatStatus(source: Dice, causes: readonly StatusCause[]): StatusRoll {
  const modifier = Math.min(0, ...STATUS_MODIFIERS.filter((m) => causes.includes(m.id)).map((m) => m.modifier));
  const roll = rollDie(source, 10, "post-combat-status");
  const total = roll.face + modifier;
  const status = statusOfTotal(total);
  return {
    rulesVersion: SHSA_RULES_VERSION,
    roll,
    modifier,
    total,
    status,
    thrown: roll.thrown,
    summary: `D10 ${roll.face}${modifier ? ` ${modifier}` : ""} = ${total}: ${status}`,
  };
}

/** L574: saving a Dying character is a Medical task against 2D6. */
export const SAVE_DYING_DIFFICULTY = dice(2, 6);

export function rollSaveDying(source: Dice, medical: DiceExpression, settings: TaskSettings): TaskRoll {
  return rollTask(source, medical, SAVE_DYING_DIFFICULTY, settings, "save-dying");
}

// --- Re-entering play (L581–L583) ----------------------------------------------------------------

/** L583: a Hurt character returns on a weekly D10 of 7 or more. */
export const HURT_WEEKLY_RETURN_AT = 7;
/** L583: or by a Medical task against 2D8 … */
export const HURT_MEDICAL_DIFFICULTY = dice(2, 8);
/** … that takes two Activity Periods. */
export const HURT_MEDICAL_PERIODS = 2;

export interface ChangeCountRoll {
  roll: DieRoll;
  /** D6 − n, never below 0 (SHSA-R10). */
  count: number;
}

function rollChangeCount(source: Dice, minus: number): ChangeCountRoll {
  const roll = rollDie(source, 6, "change-count");
  return { roll, count: Math.max(0, roll.face - minus) };
}

export interface HurtRecovery {
  rulesVersion: ShsaRulesVersion;
  route: "weekly-roll" | "medical-task";
  isRecovered: boolean;
  weekly?: DieRoll;
  medical?: TaskRoll;
  /** When recovered: D6 − 4 changes (L583). */
  changes?: ChangeCountRoll;
  thrown: ThrownDie[];
}

/** The weekly D10 for a Hurt character (7+), then D6 − 4 changes on a return (L583). */
export function rollHurtWeekly(source: Dice): HurtRecovery {
  const weekly = rollDie(source, 10, "hurt-weekly");
  const isRecovered = weekly.face >= HURT_WEEKLY_RETURN_AT;
  const changes = isRecovered ? rollChangeCount(source, 4) : undefined;
  return {
    rulesVersion: SHSA_RULES_VERSION,
    route: "weekly-roll",
    isRecovered,
    weekly,
    ...(changes ? { changes } : {}),
    thrown: [...weekly.thrown, ...(changes?.roll.thrown ?? [])],
  };
}

/** A Medical task against 2D8 over two Activity Periods (L583), then D6 − 4 changes on a return. */
export function rollHurtMedical(source: Dice, medical: DiceExpression, settings: TaskSettings): HurtRecovery {
  const task = rollTask(source, medical, HURT_MEDICAL_DIFFICULTY, settings, "hurt-medical");
  const changes = task.isSuccess ? rollChangeCount(source, 4) : undefined;
  return {
    rulesVersion: SHSA_RULES_VERSION,
    route: "medical-task",
    isRecovered: task.isSuccess,
    medical: task,
    ...(changes ? { changes } : {}),
    thrown: [...task.thrown, ...(changes?.roll.thrown ?? [])],
  };
}

export const RETURN_CADENCES = ["weekly", "monthly", "yearly"] as const;
export type ReturnCadence = (typeof RETURN_CADENCES)[number];

export interface DeadNameCheck {
  rulesVersion: ShsaRulesVersion;
  cadenceBefore: ReturnCadence;
  roll: DieRoll;
  returns: boolean;
  cadenceAfter: ReturnCadence;
  /** On a return: D6 − 2 changes (L583). */
  changes?: ChangeCountRoll;
  thrown: ThrownDie[];
}

/**
 * A dead powered Name's check (L583): D10, a 10 brings it back with D6 − 2 changes; a 1 slows the
 * checks from weekly to monthly, another 1 to yearly (SHSA-R10: yearly stays yearly).
 */
export function rollDeadNameReturn(source: Dice, cadence: ReturnCadence): DeadNameCheck {
  const roll = rollDie(source, 10, "dead-name-return");
  const returns = roll.face === 10;
  const index = RETURN_CADENCES.indexOf(cadence);
  const cadenceAfter = roll.face === 1 ? RETURN_CADENCES[Math.min(index + 1, RETURN_CADENCES.length - 1)]! : cadence;
  const changes = returns ? rollChangeCount(source, 2) : undefined;
  return {
    rulesVersion: SHSA_RULES_VERSION,
    cadenceBefore: cadence,
    roll,
    returns,
    cadenceAfter,
    ...(changes ? { changes } : {}),
    thrown: [...roll.thrown, ...(changes?.roll.thrown ?? [])],
  };
}

/** SHSA-R16: how many weeks pass between two checks at each cadence ("once per month", "once per year", L583). */
export function weeksBetweenChecks(cadence: ReturnCadence, settings: Pick<ShsaSettings, "monthlyCheckWeeks" | "yearlyCheckWeeks">): number {
  return cadence === "weekly" ? 1 : cadence === "monthly" ? settings.monthlyCheckWeeks : settings.yearlyCheckWeeks;
}

export type DeadNameWeek =
  /** This week's close rolls the check; the count starts again after it. */
  | { due: true; weeksBetween: number }
  /** Not yet: the week counts, `weeksLeft` more until the check. */
  | { due: false; weeksBetween: number; weeksSinceCheck: number; weeksLeft: number };

/**
 * Whether the close of a week rolls a dead Name's return check (SHSA-R16): when the week closing
 * is the `weeksBetweenChecks`-th since the last check (or since the death). `weeksSinceCheck` is
 * the count of weeks closed since then, kept on the hero's condition.
 */
export function deadNameCheckDue(cadence: ReturnCadence, weeksSinceCheck: number, settings: Pick<ShsaSettings, "monthlyCheckWeeks" | "yearlyCheckWeeks">): DeadNameWeek {
  if (!Number.isInteger(weeksSinceCheck) || weeksSinceCheck < 0) throw new Error("Weeks since the last check must be a whole number, 0 or more");
  const weeksBetween = weeksBetweenChecks(cadence, settings);
  const counted = weeksSinceCheck + 1;
  if (counted >= weeksBetween) return { due: true, weeksBetween };
  return { due: false, weeksBetween, weeksSinceCheck: counted, weeksLeft: weeksBetween - counted };
}

/** The exact odds of a dead Name's check (L583): a 10 returns, a 1 slows the checks (yearly stays yearly). */
export function deadNameCheckOdds(cadence: ReturnCadence): { returns: number; slows: number } {
  return { returns: 1 / 10, slows: cadence === "yearly" ? 0 : 1 / 10 };
}

// --- The change table (L585–L602) ----------------------------------------------------------------

/** What a change row acts on; the row does not apply when the hero has none (and is not re-rolled, L585). */
export type ChangeSubject = "ability" | "advantage" | "disadvantage" | "trait" | "relationship" | "skill" | "personality";

export const CHANGE_TABLE = [
  { from: 1, to: 2, id: "reroll-ability", needs: ["ability"], line: "L586", text: "Re-roll a random ability." },
  { from: 3, to: 3, id: "remove-ability", needs: ["ability"], line: "L587", text: "Remove a random ability." },
  { from: 4, to: 4, id: "add-ability", needs: [], line: "L588", text: "Add a random ability from the available tables." },
  { from: 5, to: 6, id: "reroll-advantage", needs: ["advantage"], line: "L589", text: "Re-roll a random advantage." },
  { from: 7, to: 8, id: "add-disadvantage", needs: [], line: "L590", text: "Add a random disadvantage." },
  { from: 9, to: 9, id: "remove-advantage", needs: ["advantage"], line: "L591", text: "Remove a random advantage." },
  { from: 10, to: 10, id: "add-disadvantage", needs: [], line: "L592", text: "Add a random disadvantage." },
  { from: 11, to: 11, id: "remove-disadvantage", needs: ["disadvantage"], line: "L593", text: "Remove a random disadvantage." },
  { from: 12, to: 12, id: "light-evolution", needs: ["personality"], line: "L594", text: "Light evolution of personality." },
  { from: 13, to: 13, id: "dark-evolution", needs: ["personality"], line: "L595", text: "Dark evolution of personality." },
  { from: 14, to: 14, id: "reroll-trait", needs: ["trait"], line: "L596", text: "Re-roll a random trait." },
  { from: 15, to: 15, id: "add-trait", needs: [], line: "L597", text: "Add a random trait." },
  { from: 16, to: 16, id: "relationship-minus-2", needs: ["relationship"], line: "L598", text: "−2 to a random relationship." },
  { from: 17, to: 17, id: "relationship-plus-2", needs: ["relationship"], line: "L599", text: "+2 to a random relationship." },
  { from: 18, to: 18, id: "skill-minus-2-plus-2", needs: ["skill"], line: "L600", text: "−2 to a random skill and +2 to a random skill." },
  { from: 19, to: 19, id: "skill-plus-1", needs: ["skill"], line: "L601", text: "+1 to a random skill." },
  { from: 20, to: 20, id: "skill-minus-1", needs: ["skill"], line: "L602", text: "−1 to a random skill." },
] as const satisfies readonly { from: number; to: number; id: string; needs: readonly ChangeSubject[]; line: string; text: string }[];

export type ChangeRow = (typeof CHANGE_TABLE)[number];

export function changeRowOfFace(face: number): ChangeRow {
  const row = CHANGE_TABLE.find((r) => face >= r.from && face <= r.to);
  if (!row) throw new Error(`${face} is not a face of a D20`);
  return row;
}

/** How many of each thing the hero has: a row that needs something the hero lacks does not apply. */
export type ChangeSubjects = Record<Exclude<ChangeSubject, "personality">, number> & { hasPersonality: boolean };

export interface ChangeRoll {
  rulesVersion: ShsaRulesVersion;
  roll: DieRoll;
  row: ChangeRow;
  applies: boolean;
  /** For "a random …": which one (0-based), picked with a die of that many faces when more than one. */
  picks: Array<{ subject: ChangeSubject; index: number; roll?: DieRoll }>;
  thrown: ThrownDie[];
}

function hasSubject(subjects: ChangeSubjects, subject: ChangeSubject): boolean {
  return subject === "personality" ? subjects.hasPersonality : subjects[subject] > 0;
}

function pick(source: Dice, subjects: ChangeSubjects, subject: ChangeSubject): ChangeRoll["picks"][number] {
  const count = subject === "personality" ? 1 : subjects[subject];
  if (count <= 1) return { subject, index: 0 };
  const roll = rollDie(source, count, `change-pick-${subject}`);
  return { subject, index: roll.face - 1, roll };
}

/**
 * Rolls `count` changes on the D20 table (L585). A row that does not apply to this hero is kept
 * as rolled, without effect, and not re-rolled (L585). Random picks are thrown after their row.
 */
export function rollChanges(source: Dice, count: number, subjects: ChangeSubjects): ChangeRoll[] {
  const out: ChangeRoll[] = [];
  for (let i = 0; i < count; i++) {
    const roll = rollDie(source, 20, "change-table");
    const row = changeRowOfFace(roll.face);
    const needs: readonly ChangeSubject[] = row.needs;
    const applies = needs.every((s) => hasSubject(subjects, s));
    const picks: ChangeRoll["picks"] = [];
    if (applies) {
      for (const subject of needs) {
        if (subject === "personality") continue;
        picks.push(pick(source, subjects, subject));
        if (row.id === "skill-minus-2-plus-2") picks.push(pick(source, subjects, subject));
      }
    }
    out.push({ rulesVersion: SHSA_RULES_VERSION, roll, row, applies, picks, thrown: [...roll.thrown, ...picks.flatMap((p) => p.roll?.thrown ?? [])] });
  }
  return out;
}

// --- Odds ------------------------------------------------------------------------------------------

/** The exact chance of each post-combat status for the given causes (D10 + the worst modifier). */
export function postCombatStatusOdds(causes: readonly StatusCause[]): Record<PostCombatStatus, number> {
  const modifier = Math.min(0, ...STATUS_MODIFIERS.filter((m) => causes.includes(m.id)).map((m) => m.modifier));
  const odds: Record<PostCombatStatus, number> = { dying: 0, hurt: 0, shaken: 0 };
  for (let face = 1; face <= 10; face++) odds[statusOfTotal(face + modifier)] += 1 / 10;
  return odds;
}

/** The exact chance of each change-table row (L585–L602), faces out of 20. */
export function changeTableOdds(): Array<{ row: ChangeRow; p: number }> {
  return CHANGE_TABLE.map((row) => ({ row, p: (row.to - row.from + 1) / 20 }));
}

// --- What the status roll and the save leave behind (SHSA-R15) ------------------------------------

/** The lasting condition a post-combat status leaves (SHSA-R15): Shaken passes, Hurt and Dying stay. */
export function conditionOfStatus(status: PostCombatStatus): "well" | "hurt" | "dying" {
  return status === "shaken" ? "well" : status;
}

/** A Dying hero after the Medical task vs 2D6 (L574, SHSA-R15): saved, Hurt; not saved, dead, its return checks weekly. */
export function dyingOutcome(save: Pick<TaskRoll, "isSuccess">): { status: "hurt" } | { status: "dead"; cadence: ReturnCadence } {
  return save.isSuccess ? { status: "hurt" } : { status: "dead", cadence: "weekly" };
}
