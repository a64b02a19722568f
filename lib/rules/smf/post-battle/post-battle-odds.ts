/**
 * The odds of a post-battle step's next throw, from what the table knows: the step's input and
 * the faces recorded so far. The run on those faces (finished with stand-ins) names the event the
 * next die belongs to; the injury roll's D6 is read with the bonus its recorded goal dice gave,
 * a check's re-roll throw with its recorded first throw, and a bump die by running the step once
 * per face.
 */
import type { Dice, ThrownDie } from "../../dice";
import { diceText, oddsCaption, type OddsOutcome, type OddsTone, type RollOdds, type ThrowOutcome } from "../../roll-odds";
import { BUMP_TABLE_DEFS, bumpTableRow } from "../data/bump-tables";
import { HEROIC_CAPTURE_CHANCE_GOALS, INJURY_GOALS_PER_BONUS, THRALL_CHANCE_GOALS, THRALL_VAMPIRE_CHANCE_GOALS, type InjuryOutcome } from "../data/injury-table";
import { scenarioById } from "../data/scenarios";
import { rollsMartialTwice } from "../roster/traits";
import { chanceThrowOdds, checkThrowOdds, nextDieRecord, subplotDiceBands, successBands, tableThrowOdds, type RecordDice } from "../throw-odds-parts";
import { injuryRollSetup } from "./resolve-injuries";
import type { SmfCharacter } from "../character";
import { injuryOutcomeOdds, injuryOutcomeOddsWithBonus, injuryRollExemption, injuryRollPlan, type InjuryOutcomeOdds, type InjuryRollModifiers } from "./roll-injury";
import { runPostBattleStep } from "./run-post-battle";
import { characterById } from "./state";
import type { PostBattleEvent, PostBattleInput, PostBattleState, PostBattleStepId } from "./types";

type StepRun = ReturnType<typeof runPostBattleStep>;

function groupsOf(result: StepRun): RecordDice<PostBattleEvent>[] {
  return result.ok ? result.events.map((event) => ({ dice: event.dice, record: event })) : [];
}

/** Death and capture end a career, injuries cost the next battle, the rest are harmless or better. */
const INJURY_TONE: Record<InjuryOutcome, OddsTone> = {
  dead: "worst",
  captured: "worst",
  "grievous-injury": "bad",
  "serious-injuries": "bad",
  "light-injury": "bad",
  "minor-scrapes": "good",
  "settle-the-score": "good",
  "inspired-recovery": "good",
};

function injuryOutcomes(odds: readonly InjuryOutcomeOdds[]): OddsOutcome[] {
  return odds.map((row) => ({ key: row.outcome, label: row.name, probability: row.probability, tone: INJURY_TONE[row.outcome] }));
}

function signed(value: number): string {
  return value < 0 ? `− ${-value}` : `+ ${value}`;
}

function injuryPlanFacts(character: SmfCharacter, modifiers: InjuryRollModifiers): { modifierFacts: string[]; capture: string[]; preDice: number } {
  const plan = injuryRollPlan(character, modifiers);
  return {
    modifierFacts: plan.modifiers.map((m) => `${signed(m.value)} ${m.label}`),
    capture: plan.isCaptureOnDeath ? [`dead: captured instead on ${HEROIC_CAPTURE_CHANCE_GOALS}+ goals (Chance)`] : [],
    preDice: plan.preRoll.dice,
  };
}

/**
 * A KO'ed character's whole injury roll before any die is thrown (goal dice, D6, modifiers): what
 * the report shows beside each KO, so nobody rolls blind. Undefined for those who never roll
 * (Immortal, henchmen, vehicles: Ruling R11).
 */
export function injuryRollOdds(character: SmfCharacter, modifiers: InjuryRollModifiers): RollOdds | undefined {
  if (injuryRollExemption(character)) return undefined;
  const { modifierFacts, capture, preDice } = injuryPlanFacts(character, modifiers);
  return {
    caption: oddsCaption(character.name),
    facts: [diceText(preDice), `every ${INJURY_GOALS_PER_BONUS} goals: + 1 to the D6`, ...modifierFacts, ...capture],
    outcomes: injuryOutcomes(injuryOutcomeOdds(character, modifiers)),
  };
}

function injuryOdds(state: PostBattleState, input: PostBattleInput, event: PostBattleEvent, die: ThrownDie, offset: number): RollOdds | undefined {
  if (event.kind !== "injury" || !event.characterId) return undefined;
  const setup = injuryRollSetup(state, input, event.characterId);
  if (!setup) return undefined;
  const { character, modifiers } = setup;
  const caption = oddsCaption(character.name);
  const { modifierFacts, capture } = injuryPlanFacts(character, modifiers);
  const preDice = event.roll.preRoll.thrown.length;
  if (die.purpose === "injury-bonus" && offset === 0) {
    return {
      caption,
      facts: [diceText(preDice), `every ${INJURY_GOALS_PER_BONUS} goals: + 1 to the D6`, ...modifierFacts, ...capture],
      outcomes: injuryOutcomes(injuryOutcomeOdds(character, modifiers)),
    };
  }
  if (die.purpose === "injury" && offset === preDice) {
    // The goal dice are recorded: the stand-in run read them, so the bonus is what they gave.
    const { bonus, preRoll } = event.roll;
    return {
      caption,
      facts: ["1 D6", `+ ${bonus} from ${preRoll.goals} goal${preRoll.goals === 1 ? "" : "s"}`, ...modifierFacts, ...capture],
      outcomes: injuryOutcomes(injuryOutcomeOddsWithBonus(character, modifiers, bonus)),
    };
  }
  if (die.purpose === "injury-capture" && event.roll.captureRoll && offset === preDice + 1) {
    return chanceThrowOdds(
      event.roll.captureRoll,
      0,
      [
        { from: 0, key: "dead", label: "Dies", tone: "worst" },
        { from: HEROIC_CAPTURE_CHANCE_GOALS, key: "captured", label: "Captured instead", tone: "bad" },
      ],
      [`needs ${HEROIC_CAPTURE_CHANCE_GOALS} goals`],
      caption,
    );
  }
  return undefined;
}

function thrallOdds(state: PostBattleState, event: PostBattleEvent, offset: number): RollOdds | undefined {
  if (event.kind !== "thrall") return undefined;
  return chanceThrowOdds(
    event.roll,
    offset,
    [
      { from: 0, key: "dead", label: "Stays dead", tone: "bad" },
      { from: THRALL_CHANCE_GOALS, key: "thrall", label: "Rises as a thrall", tone: "good" },
      { from: THRALL_VAMPIRE_CHANCE_GOALS, key: "vampire", label: "Rises as a thrall and a Vampire", tone: "good" },
    ],
    [`needs ${THRALL_CHANCE_GOALS} goals`],
    oddsCaption(characterById(state, event.vampireId).name),
  );
}

function specialOdds(state: PostBattleState, input: PostBattleInput, event: PostBattleEvent, offset: number): RollOdds | undefined {
  if (event.kind !== "special-check" || !event.characterId) return undefined;
  const { tn } = event.check;
  const special = scenarioById(input.report.scenarioId).postBattleSpecial;
  const caption = oddsCaption(`${characterById(state, event.characterId).name} (${special.name})`);
  switch (event.special) {
    case "media-blitz":
    case "crossover":
    case "followup":
      return checkThrowOdds(event.check, offset, subplotDiceBands(tn, "subplot dice next battle"), caption);
    case "power-switch":
      return checkThrowOdds(event.check, offset, successBands(tn, "No change", "May swap a minor power"), caption);
    case "the-march-of-science":
      return checkThrowOdds(event.check, offset, successBands(tn, "The experiment explodes: misses the next battle", "A teammate gains a Re-roll"), caption);
    case "a-new-fastness":
      return undefined;
  }
}

function bumpAgain(die: ThrownDie): ThrowOutcome {
  if (die.note?.includes("Mentalist")) return { key: "again-one", label: "A 1: roll again (not a Mentalist)", tone: "neutral" };
  return { key: "again-taken", label: "Already taken: roll again", tone: "neutral" };
}

function bumpResult(event: PostBattleEvent): ThrowOutcome {
  if (event.kind !== "bump") throw new Error(`A bump die in a ${event.kind} event`);
  const { name } = bumpTableRow(event.bump.table, event.bump.row);
  return { key: name, label: name, tone: "good" };
}

function bumpOdds(run: (dice: Dice) => StepRun, recorded: readonly number[], state: PostBattleState, event: PostBattleEvent, offset: number): RollOdds | undefined {
  if (event.kind !== "bump" || !event.characterId) return undefined;
  const character = characterById(state, event.characterId);
  const table = BUMP_TABLE_DEFS[event.bump.table].name;
  const caption = oddsCaption(`${character.name}'s ${table} bump`);
  // Martial for Blasters, Brawlers and Bricks: each attempt is two dice and keeps one (L2633).
  if (event.bump.table === "martial" && rollsMartialTwice(character)) {
    const isSecond = offset % 2 === 1;
    return tableThrowOdds(run, recorded, isSecond ? 1 : 2, groupsOf, bumpResult, bumpAgain, {
      facts: ["2 D6", "keep the one preferred"],
      caption,
      ...(isSecond ? { attemptStart: recorded.length - 1 } : {}),
    });
  }
  return tableThrowOdds(run, recorded, 1, groupsOf, bumpResult, bumpAgain, { facts: ["1 D6"], caption });
}

/** The next throw's odds in this step, or undefined when it needs no more dice (or the throw has none to show). */
export function postBattleThrowOdds(step: PostBattleStepId, state: PostBattleState, input: PostBattleInput, recorded: readonly number[]): RollOdds | undefined {
  const run = (dice: Dice) => runPostBattleStep(step, state, input, dice);
  const next = nextDieRecord(run, recorded, groupsOf);
  if (!next) return undefined;
  const { record: event, offset, die } = next;
  switch (die.purpose) {
    case "injury-bonus":
    case "injury":
    case "injury-capture":
      return injuryOdds(state, input, event, die, offset);
    case "thrall":
      return thrallOdds(state, event, offset);
    case "post-battle-special":
      return specialOdds(state, input, event, offset);
    case "bump":
      return bumpOdds(run, recorded, state, event, offset);
    default:
      return undefined;
  }
}
