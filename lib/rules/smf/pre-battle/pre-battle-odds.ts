/**
 * The odds of the pre-battle's next throw, from what the table knows: the pre-battle's input and
 * the faces recorded so far. The run on those faces (finished with stand-ins) names the record the
 * next die belongs to, and that record carries what the odds need (pool, TN, re-rolls, who rolls);
 * table throws are read by running the rule once per face.
 */
import type { Dice, ThrownDie } from "../../dice";
import { oddsCaption, type RollOdds, type ThrowOutcome } from "../../roll-odds";
import { DANGEROUS_GROUND_TABLE, specialEventById } from "../data/special-events";
import { scenarioById } from "../data/scenarios";
import { archetypeName } from "../roster/words";
import { chanceThrowOdds, checkThrowOdds, nextDieRecord, subplotDiceBands, successBands, tableThrowOdds, type RecordDice } from "../throw-odds-parts";
import { guestStarThrowOdds } from "./guest-star-odds";
import { WEIRD_BUMP_ACTIVATION_GOALS } from "./roll-weird-bump-activation";
import { categoryName } from "./roll-subplot-table";
import { runPreBattle, type PreBattleInput, type PreBattleRecord } from "./run-pre-battle";

type Run = ReturnType<typeof runPreBattle>;

function groupsOf(result: Run): RecordDice<PreBattleRecord>[] {
  return result.ok ? result.records.map((record) => ({ dice: record.thrown, record })) : [];
}

const ROLL_AGAIN: ThrowOutcome = { key: "again", label: "No one: roll again", tone: "neutral" };

/** The member a kept pick die chose: the driver, or the Curse event's target. */
function pickedName(record: PreBattleRecord): string {
  if (record.step === "subplot-driver") return record.driver.name;
  if (record.step === "curse-event" && record.target) return record.target.name;
  throw new Error(`A pick die in a ${record.step} record`);
}

/** What a kept table die of the pre-battle led to, read from its record. */
function tableResult(record: PreBattleRecord, die: ThrownDie): ThrowOutcome {
  const outcome = (label: string): ThrowOutcome => ({ key: label, label, tone: "neutral" });
  switch (die.purpose) {
    case "subplot-table":
      if (record.step === "subplot-table") return outcome(record.subplots.map(categoryName).join(" and "));
      break;
    case "subplot-driver":
    case "curse-target":
      return outcome(pickedName(record));
    case "scenario":
      if (record.step === "scenario") return outcome(scenarioById(record.scenarioId).name);
      break;
    case "special-event":
      if (record.step === "special-event") return outcome(specialEventById(record.eventId).name);
      break;
    case "dangerous-ground":
      if (record.step === "special-event") return outcome(DANGEROUS_GROUND_TABLE.find((row) => row.kind === record.dangerousGround)!.name);
      break;
    case "civilians":
      if (record.step === "special-event") return outcome(`${record.civilians} civilian${record.civilians === 1 ? "" : "s"}`);
      break;
    case "guest-star-archetype":
      if (record.step === "guest-star") return outcome(archetypeName(record.archetype));
      break;
  }
  throw new Error(`A ${die.purpose} die in a ${record.step} record`);
}

/** The next throw's odds, or undefined when the pre-battle needs no more dice (or the throw has none to show). */
export function preBattleThrowOdds(input: PreBattleInput, recorded: readonly number[]): RollOdds | undefined {
  const run = (dice: Dice) => runPreBattle(input, dice);
  const next = nextDieRecord(run, recorded, groupsOf);
  if (!next) return undefined;
  const { record, offset, die } = next;
  const table = (facts: string[], caption = oddsCaption()) => tableThrowOdds(run, recorded, 1, groupsOf, tableResult, () => ROLL_AGAIN, { facts: ["1 D6", ...facts], caption });
  const pickFacts = (numbered: number) => [`${numbered} numbered`, ...(numbered < 6 ? [`${numbered === 5 ? "6" : `${numbered + 1}–6`}: roll again`] : [])];

  switch (record.step) {
    case "subplot-table":
    case "scenario":
    case "special-event":
      return table([]);
    case "subplot-driver": {
      return table(pickFacts(record.pick.numbering.length), "Odds: who drives the subplot");
    }
    case "subplot-check":
      return checkThrowOdds(record.check, offset, subplotDiceBands(record.tn, "subplot dice"), oddsCaption(`${record.driver.name}'s ${categoryName(record.category)} check`));
    case "curse-lift-magic":
      return checkThrowOdds(
        record.check,
        offset,
        successBands(record.tn, "The curse holds", `A curse is lifted from ${record.target.name}`),
        oddsCaption(`${record.caster.name}'s Magical check`),
      );
    case "curse-event": {
      if (die.purpose === "curse-target") {
        return table(pickFacts(record.pick?.numbering.length ?? 0), "Odds: who is cursed");
      }
      if (!record.chance || !record.target) return undefined;
      const start = record.pick?.thrown.length ?? 0;
      return chanceThrowOdds(
        record.chance,
        offset - start,
        [
          { from: 0, key: "cursed", label: `${record.target.name} is cursed`, tone: "bad" },
          { from: 1, key: "shrugs", label: "Shrugs it off", tone: "good" },
        ],
        ["no goals: cursed"],
        oddsCaption(record.target.name),
      );
    }
    case "guest-star": {
      if (die.purpose === "guest-star-archetype") return table([], oddsCaption(`${record.winner.teamName}'s guest star`));
      return guestStarThrowOdds(record, offset);
    }
    case "sidekick-arrival": {
      const who = record.sidekick?.name ?? (record.owner ? `${record.owner.name}'s sidekick` : undefined);
      return chanceThrowOdds(
        record.chance,
        offset,
        [
          { from: 0, key: "late", label: "Arrives at the start of round 2", tone: "bad" },
          { from: record.goalsNeeded, key: "starts", label: "Starts the battle", tone: "good" },
        ],
        [`needs ${record.goalsNeeded} goal${record.goalsNeeded === 1 ? "" : "s"}`],
        oddsCaption(who),
      );
    }
    case "weird-bump-activation":
      return chanceThrowOdds(
        record.chance,
        offset,
        [
          { from: 0, key: "dormant", label: "Weird bumps dormant this battle", tone: "bad" },
          { from: WEIRD_BUMP_ACTIVATION_GOALS, key: "active", label: "Weird bumps active this battle", tone: "good" },
        ],
        [`needs ${WEIRD_BUMP_ACTIVATION_GOALS} goals`],
        oddsCaption(record.character.name),
      );
    case "curse-lift-story-point":
      return undefined;
  }
}
