import { scriptedDice, type Dice } from "../../dice";
import { runAftermath } from "./aftermath";
import { awardBumps } from "./award-bumps";
import { earnStoryPoints } from "./earn-story-points";
import { resolveInjuries } from "./resolve-injuries";
import { runScenarioSpecial } from "./scenario-special";
import { runSpecialGuestStars } from "./spend-story-points";
import { initialPostBattleState } from "./state";
import { tallyStoryPoints } from "./tally";
import { SMF_RULES_VERSION } from "../rules-version";
import type { StoryPointLedgerEntry } from "../story-points/ledger";
import { POST_BATTLE_SEQUENCE, type PostBattleEvent, type PostBattleInput, type PostBattleProblem, type PostBattleState, type PostBattleStepId, type StepResult } from "./types";
import { validateBattleReport } from "./validate-battle-report";
import { validatePostBattleChoices } from "./validate-choices";

/**
 * The post-battle sequence (SMF L2563–L2700): the steps of POST_BATTLE_SEQUENCE folded in order,
 * each a pure `(state, input, dice) → { state, events }`. The app may run the steps one at a time
 * (`runPostBattleStep`) to ask for choices between them; a step validates its choices before it
 * throws a die, so a refused step consumed no dice.
 */

export type PostBattleStep = (state: PostBattleState, input: PostBattleInput, dice: Dice) => StepResult;

export const POST_BATTLE_STEPS: Record<PostBattleStepId, PostBattleStep> = {
  aftermath: runAftermath,
  injuries: resolveInjuries,
  "scenario-special": runScenarioSpecial,
  "story-points": earnStoryPoints,
  bumps: awardBumps,
  "special-guest-stars": runSpecialGuestStars,
  tally: tallyStoryPoints,
};

/** Everything wrong with the report and the choices that can be checked before any step. */
export function validatePostBattleInput(input: PostBattleInput): PostBattleProblem[] {
  return [...validateBattleReport(input), ...validatePostBattleChoices(input)];
}

export function runPostBattleStep(step: PostBattleStepId, state: PostBattleState, input: PostBattleInput, dice: Dice): StepResult {
  return POST_BATTLE_STEPS[step](state, input, dice);
}

export type PostBattleRunResult =
  | {
      ok: true;
      state: PostBattleState;
      events: PostBattleEvent[];
      ledger: StoryPointLedgerEntry[];
      rulesVersion: typeof SMF_RULES_VERSION;
    }
  | {
      ok: false;
      /** "input" when the report or choices failed before the first step. */
      failedStep: PostBattleStepId | "input";
      problems: PostBattleProblem[];
      /** The state and events up to the failed step. */
      state: PostBattleState;
      events: PostBattleEvent[];
    };

export function runPostBattle(input: PostBattleInput, dice: Dice): PostBattleRunResult {
  let state = initialPostBattleState(input);
  const events: PostBattleEvent[] = [];
  const inputProblems = validatePostBattleInput(input);
  if (inputProblems.length > 0) return { ok: false, failedStep: "input", problems: inputProblems, state, events };

  for (const { step } of POST_BATTLE_SEQUENCE) {
    const result = runPostBattleStep(step, state, input, dice);
    if (!result.ok) return { ok: false, failedStep: step, problems: result.problems, state, events };
    state = result.state;
    events.push(...result.events);
  }
  return { ok: true, state, events, ledger: ledgerOf(events), rulesVersion: SMF_RULES_VERSION };
}

/** The story-point ledger entries among the events, in order. */
export function ledgerOf(events: readonly PostBattleEvent[]): StoryPointLedgerEntry[] {
  return events.flatMap((e) => (e.kind === "story-points" ? [e.entry] : []));
}

/** Every die face the events recorded, in throw order. */
export function thrownFaces(events: readonly PostBattleEvent[]): number[] {
  return events.flatMap((e) => e.dice.map((d) => d.face));
}

/**
 * Re-runs a stored sequence from the faces its events recorded; never re-rolls. Throws if the
 * events do not account for exactly the dice the sequence throws.
 */
export function replayPostBattle(input: PostBattleInput, events: readonly PostBattleEvent[]): PostBattleRunResult {
  const dice = scriptedDice(thrownFaces(events));
  const result = runPostBattle(input, dice);
  dice.assertExhausted();
  return result;
}
