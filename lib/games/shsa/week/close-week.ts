import type { Dice, ThrownDie } from "@/lib/rules/dice";
import {
  HURT_MEDICAL_DIFFICULTY,
  HURT_WEEKLY_RETURN_AT,
  deadNameCheckDue,
  deadNameCheckOdds,
  formatDice,
  lifestyleClass,
  makeALiving,
  parseDice,
  rollChanges,
  rollDeadNameReturn,
  rollHurtMedical,
  rollHurtWeekly,
  rollSponsorExtraPeriods,
  rollTask,
  stepDie,
  taskSuccessChance,
  thresholdChance,
  traitDice,
  upkeepPeriods,
  dice,
  type ChangeRoll,
  type HeroSheet,
  type SheetChange,
  type ShsaSettings,
} from "@/lib/rules/shsa";
import { describeCondition, type HeroCondition } from "../hero-sheet";
import type { WeekRecord } from "./week-record";

/** A hero's condition as the close of the week reads and sets it. */
export type WeekCondition = HeroCondition;

export interface WeekHero {
  teamId: string;
  name: string;
  sheet: HeroSheet;
  condition: WeekCondition;
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

function makeALivingPeriods(week: WeekRecord, teamId: string): number {
  return (week.plans[teamId]?.items ?? []).filter((item) => item.action === "make-a-living").reduce((sum, item) => sum + item.periods, 0);
}

function sponsorsFound(week: WeekRecord, teamId: string): number {
  return week.done.filter((done) => done.teamId === teamId && done.sponsorFound).length;
}

/**
 * What closing the week will do for each hero, in the order its dice are thrown (so typed dice can
 * follow it): weekly recovery of a Hurt hero (or the Medical task when planned), a dead Name's
 * return check, Lifestyle upkeep and its drop roll, and each sponsor's extra periods.
 */
export function previewCloseWeek(heroes: readonly WeekHero[], week: WeekRecord, settings: ShsaSettings): Array<{ teamId: string; name: string; lines: string[] }> {
  return heroes.map((hero) => {
    const lines: string[] = [];
    const medical = week.plans[hero.teamId]?.medical ?? null;
    if (hero.condition.status === "hurt") {
      if (medical) {
        let chance = "";
        try {
          chance = ` (${pct(taskSuccessChance(parseDice(medical.skill), HURT_MEDICAL_DIFFICULTY, settings))})`;
        } catch {
          chance = "";
        }
        lines.push(`Hurt: a Medical task, ${medical.skill} against ${formatDice(HURT_MEDICAL_DIFFICULTY)}${chance}; on a success a D6 − 4 changes.`);
      } else
        lines.push(
          `Hurt: a D10, back in play on ${HURT_WEEKLY_RETURN_AT}+ (${pct(thresholdChance(dice(1, 10), HURT_WEEKLY_RETURN_AT))}); then a D6 − 4 changes, each a D20 on the change table.`,
        );
    } else if (hero.condition.status === "dead") {
      const { cadence } = hero.condition;
      const due = deadNameCheckDue(cadence, hero.condition.weeksSinceCheck ?? 0, settings);
      const every = cadence === "weekly" ? "weekly" : `${cadence}, every ${due.weeksBetween} weeks`;
      if (due.due) {
        const odds = deadNameCheckOdds(cadence);
        const slows = cadence === "yearly" ? "a 1 keeps them yearly" : `a 1 (${pct(odds.slows)}) slows the checks to ${cadence === "weekly" ? "monthly" : "yearly"}`;
        lines.push(`Dead (checks ${every}): a D10 this week, back on a 10 (${pct(odds.returns)}) with a D6 − 2 changes; ${slows}.`);
      } else
        lines.push(
          `Dead (checks ${every}): no check this week; this week makes ${due.weeksSinceCheck} of ${due.weeksBetween}, the next in ${due.weeksLeft} week${due.weeksLeft === 1 ? "" : "s"}.`,
        );
    } else if (hero.condition.status === "dying") lines.push("Dying: saved or lost in its episode's aftermath, not by the week.");
    const { class: klass } = lifestyleClass(hero.sheet.lifestyle, settings);
    const required = upkeepPeriods(klass, false);
    const worked = makeALivingPeriods(week, hero.teamId);
    const short = Math.max(0, required - worked);
    if (short > 0) {
      const dropsOn = short >= 2 ? settings.lifestyleDropWhenTwoShort : 1;
      lines.push(
        `Lifestyle upkeep: ${required} period(s) needed, ${worked} on Make a Living, ${short} short: a D6, Lifestyle D${hero.sheet.lifestyle} drops on ${dropsOn === 1 ? "a 1" : `1–${dropsOn}`} unless Resources D${hero.sheet.resources} beats it.`,
      );
    } else if (required > 0) lines.push(`Lifestyle upkeep: ${required} period(s) needed, ${worked} worked: Resources steps up ${worked > required ? 2 : 1}.`);
    else lines.push("Lifestyle upkeep: none needed.");
    const sponsors = sponsorsFound(week, hero.teamId);
    if (sponsors > 0) lines.push(`Sponsor: a D6 of extra periods to finalise each new sponsor (${sponsors}).`);
    return { teamId: hero.teamId, name: hero.name, lines };
  });
}

export interface ClosedHero {
  teamId: string;
  name: string;
  thrown: ThrownDie[];
  changes: SheetChange[];
  /** The hero's new condition, when the week changed it. */
  condition: WeekCondition | null;
  lines: string[];
  /** The next week's periods a new sponsor takes to finalise (L120). */
  owed: number;
  /** Change-table rows the sheet cannot hold, kept on the hero as pending changes. */
  pending: PendingRow[];
}

/** A change-table row for the hero's pending changes: its face, row, text and line, and what rolled it. */
export interface PendingRow {
  face: number;
  row: string;
  text: string;
  line: string;
  from: string;
}

/**
 * What the change table can act on. Abilities, advantages and disadvantages are not on the app's
 * sheet: their rows are counted as applying (one of each, so no pick die is thrown) and kept as
 * pending changes, for the player to apply, or to mark as not applying (SHSA-R11).
 */
function changeSubjects(sheet: HeroSheet) {
  return {
    ability: 1,
    advantage: 1,
    disadvantage: 1,
    trait: sheet.personalityTraits.length,
    relationship: sheet.relationships.filter((relationship) => relationship.isActive).length,
    skill: Object.keys(sheet.skills).length,
    hasPersonality: sheet.personalityTraits.length > 0,
  };
}

/**
 * The sheet changes of the change table's rows the sheet holds (relationships and skills); the
 * others (abilities, advantages, disadvantages, traits, personality) become the hero's pending
 * changes, for its player to apply and mark.
 */
function changesOfRolls(sheet: HeroSheet, rolls: readonly ChangeRoll[], from: string): { changes: SheetChange[]; lines: string[]; pending: PendingRow[] } {
  const skills = Object.keys(sheet.skills).sort();
  const relationships = sheet.relationships.filter((relationship) => relationship.isActive);
  const changes: SheetChange[] = [];
  const lines: string[] = [];
  const pending: PendingRow[] = [];
  const note = (roll: ChangeRoll) => `change table ${roll.roll.face} (${roll.row.line})`;
  for (const roll of rolls) {
    if (!roll.applies) {
      lines.push(`Change D20 ${roll.roll.face}: ${roll.row.text} It does not apply and is not re-rolled.`);
      continue;
    }
    const skillAt = (index: number) => skills[roll.picks[index]?.index ?? 0]!;
    switch (roll.row.id) {
      case "relationship-minus-2":
      case "relationship-plus-2": {
        const relationship = relationships[roll.picks[0]?.index ?? 0]!;
        changes.push({ kind: "relationship-value", relationshipId: relationship.id, delta: roll.row.id === "relationship-plus-2" ? 2 : -2, reason: "recovery", note: note(roll) });
        lines.push(`Change D20 ${roll.roll.face}: ${roll.row.text} (${relationship.with}).`);
        break;
      }
      case "skill-plus-1":
      case "skill-minus-1":
        changes.push({ kind: "step-die", target: { skill: skillAt(0) }, steps: roll.row.id === "skill-plus-1" ? 1 : -1, reason: "recovery", note: note(roll) });
        lines.push(`Change D20 ${roll.roll.face}: ${roll.row.text} (${skillAt(0)}).`);
        break;
      case "skill-minus-2-plus-2":
        changes.push({ kind: "step-die", target: { skill: skillAt(0) }, steps: -2, reason: "recovery", note: note(roll) });
        changes.push({ kind: "step-die", target: { skill: skillAt(1) }, steps: 2, reason: "recovery", note: note(roll) });
        lines.push(`Change D20 ${roll.roll.face}: ${roll.row.text} (${skillAt(0)}, then ${skillAt(1)}).`);
        break;
      default:
        pending.push({ face: roll.roll.face, row: roll.row.id, text: roll.row.text, line: roll.row.line, from });
        lines.push(`Change D20 ${roll.roll.face}: ${roll.row.text} Kept on the hero as a pending change to apply.`);
    }
  }
  return { changes, lines, pending };
}

/**
 * Closes the week for every hero, in preview order, throwing every die from `source`: recovery or
 * return and its changes, Lifestyle upkeep (with Resources against Lifestyle to avoid a threatened
 * drop, SHSA-R8), and each new sponsor's D6 extra periods.
 */
export function rollCloseWeek(source: Dice, heroes: readonly WeekHero[], week: WeekRecord, settings: ShsaSettings): ClosedHero[] {
  return heroes.map((hero) => {
    const thrown: ThrownDie[] = [];
    const changes: SheetChange[] = [];
    const lines: string[] = [];
    let condition: WeekCondition | null = null;
    let changeCount = 0;
    let changesFrom = "";
    const pending: PendingRow[] = [];
    const medical = week.plans[hero.teamId]?.medical ?? null;
    if (hero.condition.status === "hurt") {
      const recovery = medical ? rollHurtMedical(source, parseDice(medical.skill), settings) : rollHurtWeekly(source);
      thrown.push(...recovery.thrown);
      lines.push(
        recovery.route === "medical-task"
          ? `Medical task: ${recovery.medical!.summary}.`
          : `Weekly D10 ${recovery.weekly!.face}: ${recovery.isRecovered ? "back in play" : "still Hurt"}.`,
      );
      if (recovery.isRecovered) {
        condition = { status: "well" };
        changeCount = recovery.changes!.count;
        changesFrom = "close of the week: recovered from Hurt (L583)";
        lines.push(`D6 ${recovery.changes!.roll.face} − 4: ${changeCount} change(s).`);
      }
    } else if (hero.condition.status === "dead") {
      // SHSA-R16: a monthly or yearly check is rolled only when its weeks are up; the week counts either way.
      const due = deadNameCheckDue(hero.condition.cadence, hero.condition.weeksSinceCheck ?? 0, settings);
      let next: WeekCondition;
      if (!due.due) {
        next = { status: "dead", cadence: hero.condition.cadence, weeksSinceCheck: due.weeksSinceCheck };
        lines.push(`No return check this week (${hero.condition.cadence}): ${due.weeksSinceCheck} of ${due.weeksBetween} weeks.`);
      } else {
        const check = rollDeadNameReturn(source, hero.condition.cadence);
        thrown.push(...check.thrown);
        lines.push(
          `Return D10 ${check.roll.face}: ${check.returns ? "back from the dead" : check.cadenceAfter !== check.cadenceBefore ? `checks slow to ${check.cadenceAfter}` : "still dead"}.`,
        );
        next = check.returns ? { status: "well" } : { status: "dead", cadence: check.cadenceAfter };
        if (check.returns) {
          changeCount = check.changes!.count;
          changesFrom = "close of the week: back from the dead (L583)";
          lines.push(`D6 ${check.changes!.roll.face} − 2: ${changeCount} change(s).`);
        }
      }
      if (describeCondition(next) !== describeCondition(hero.condition)) condition = next;
    }
    if (changeCount > 0) {
      const rolls = rollChanges(source, changeCount, changeSubjects(hero.sheet));
      thrown.push(...rolls.flatMap((roll) => roll.thrown));
      const applied = changesOfRolls(hero.sheet, rolls, changesFrom);
      changes.push(...applied.changes);
      lines.push(...applied.lines);
      pending.push(...applied.pending);
    }

    const living = makeALiving(source, { lifestyle: hero.sheet.lifestyle, worksAsSuperhero: false, periodsWorked: makeALivingPeriods(week, hero.teamId) }, settings);
    thrown.push(...living.thrown);
    let livingChanges = living.changes;
    if (living.dropRoll) {
      lines.push(`Upkeep ${living.short} period(s) short: D6 ${living.dropRoll.face}, ${living.isDropThreatened ? "a drop threatens" : "no drop"}.`);
      if (living.isDropThreatened) {
        const avoid = rollTask(source, traitDice(hero.sheet.resources, settings), traitDice(hero.sheet.lifestyle, settings), settings, "lifestyle-avoid-drop");
        thrown.push(...avoid.thrown);
        lines.push(`Resources against Lifestyle: ${avoid.summary}; ${avoid.isSuccess ? "the drop is avoided" : `Lifestyle drops to D${stepDie(hero.sheet.lifestyle, -1)}`}.`);
        if (avoid.isSuccess) livingChanges = livingChanges.filter((change) => !(change.kind === "step-die" && change.target === "lifestyle"));
      }
    } else if (living.replenish > 0) lines.push(`Upkeep worked: Resources steps up ${living.replenish}.`);
    changes.push(...livingChanges);

    let owed = 0;
    for (let found = sponsorsFound(week, hero.teamId); found > 0; found--) {
      const extra = rollSponsorExtraPeriods(source);
      owed += extra.face;
      thrown.push(...extra.thrown);
      lines.push(`Sponsor: D6 ${extra.face} extra period(s) to finalise it (L120), taken from next week's.`);
    }
    return { teamId: hero.teamId, name: hero.name, thrown, changes, condition, lines, owed, pending };
  });
}
