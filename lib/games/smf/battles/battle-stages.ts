/**
 * A battle's dice come in stages: the pre-battle (one run of runPreBattle), then each step of the
 * post-battle sequence. This module builds each stage's rules input from the stored battle and
 * runs it on the faces recorded so far (nextDiceRequest), so the same stored data always gives the
 * same results. No database here: the services load and save.
 */
import { nextDiceRequest, type DiceGroup, type DiceProbe } from "@/lib/rules/dice-requests";
import { settledByRecordedFaces, settledOf, type Settled } from "@/lib/rules/dice-explanations";
import type { Dice, ThrownDie } from "@/lib/rules/dice";
import type { RollOdds } from "@/lib/rules/roll-odds";
import {
  applyPreBattleChanges,
  explainedPostBattleEvents,
  explainedPreBattleRecords,
  POST_BATTLE_SEQUENCE,
  postBattleThrowOdds,
  preBattleThrowOdds,
  runPostBattleStep,
  runPreBattle,
  type BattleReport,
  type PostBattleEvent,
  type PostBattleInput,
  type PostBattleProblem,
  type PostBattleState,
  type PostBattleStepId,
  type PreBattleInput,
  type PreBattleProblem,
  type PreBattleRecord,
  type PreBattleResult,
  type RosterOptions,
  type ScenarioId,
  type SmfCampaignOptions,
  type SmfTeamState,
  type SpecialEventId,
} from "@/lib/rules/smf";
import type { BattleSnapshot, LineUpEntry, PostBattleProgress, PreBattleTeamChoices } from "./battle-record";

/** What the stages read from a stored battle. */
export interface BattleData {
  issue: number;
  scenarioChoice: ScenarioId | null;
  specialEventChoice: SpecialEventId | null;
  teams: Array<{ teamId: string; lineUp: LineUpEntry[] }>;
  snapshot: BattleSnapshot | null;
  preBattleChoices: PreBattleTeamChoices[] | null;
  preBattle: PreBattleResult | null;
  report: BattleReport | null;
  progress: PostBattleProgress;
  postBattleStep: number;
  postBattleState: PostBattleState | null;
  options: SmfCampaignOptions & Required<RosterOptions>;
}

export type BattleStage = { kind: "pre-battle" } | { kind: "post-battle"; step: PostBattleStepId };

/** The prefix of the Roll.slot of a stage's rolls; the index of the roll's first die follows. */
export function stageSlotPrefix(stage: BattleStage): string {
  return stage.kind === "pre-battle" ? "pre-battle" : `post:${stage.step}`;
}

export function slotFor(stage: BattleStage, index: number): string {
  return `${stageSlotPrefix(stage)}:${index}`;
}

/** A Roll.slot read back: its stage's prefix and the index of its first die (the inverse of slotFor). */
export function parseSlot(slot: string): { prefix: string; index: number } {
  const cut = slot.lastIndexOf(":");
  return { prefix: slot.slice(0, cut), index: Number(slot.slice(cut + 1)) };
}

export function stepAt(index: number): PostBattleStepId | undefined {
  return POST_BATTLE_SEQUENCE[index]?.step;
}

export function preBattleInput(data: BattleData): PreBattleInput {
  if (!data.snapshot || !data.preBattleChoices) throw new Error("The pre-battle choices are not locked yet");
  const { snapshot } = data;
  return {
    teams: data.teams.map(({ teamId, lineUp }) => {
      const team = snapshot.teams.find((t) => t.teamId === teamId);
      if (!team) throw new Error(`Team ${teamId} is not in the battle snapshot`);
      const choice = data.preBattleChoices!.find((c) => c.teamId === teamId) ?? { teamId };
      const counters = snapshot.counters[teamId];
      return {
        team,
        fieldedIds: lineUp.map((m) => m.characterId),
        ...(choice.subplotPreference ? { subplotPreference: choice.subplotPreference } : {}),
        ...(choice.curseLiftByMagic ? { curseLiftByMagic: choice.curseLiftByMagic } : {}),
        ...(choice.curseLiftsWithStoryPoints?.length ? { curseLiftsWithStoryPoints: choice.curseLiftsWithStoryPoints } : {}),
        ...(choice.sidekickChoices ? { sidekickChoices: choice.sidekickChoices } : {}),
        ...(choice.chaseSixes ? { chaseSixes: true } : {}),
        ...(choice.guestStar ? { guestStar: choice.guestStar } : {}),
        ...(counters && counters.artifactUpkeepDeclined.some((id) => lineUp.some((m) => m.characterId === id)) ? { isMagicArtifactUpkeepUnpaid: true } : {}),
        ...(counters && counters.wipedOutHenchmenIds.length > 0 ? { wipedOutHenchmenIds: counters.wipedOutHenchmenIds } : {}),
      };
    }),
    ...(data.scenarioChoice ? { scenarioId: data.scenarioChoice } : {}),
    ...(data.specialEventChoice ? { specialEventId: data.specialEventChoice } : {}),
    rosterOptions: {
      allowAlternatePowerLevels: data.options.allowAlternatePowerLevels,
      allowVehicles: data.options.allowVehicles,
      socialScienceVariant: data.options.socialScienceVariant,
    },
  };
}

/** Every team of the campaign as it goes into the battle (the snapshot with the pre-battle applied). */
export function teamsIntoBattle(data: BattleData): SmfTeamState[] {
  if (!data.snapshot || !data.preBattle) throw new Error("The pre-battle has not been rolled yet");
  return applyPreBattleChanges(
    data.snapshot.teams,
    data.preBattle.changes,
    data.teams.map((t) => t.teamId),
  );
}

export function postBattleInput(data: BattleData, report: BattleReport | null = data.report): PostBattleInput {
  if (!report) throw new Error("The battle has not been reported yet");
  return { report, teams: teamsIntoBattle(data), options: data.options, choices: data.progress.choices };
}

/**
 * A request never spans two dice groups, and within a group it takes the dice of one purpose and
 * size in a row. Where the faces decide how many dice follow (roll again), those dice must not
 * share a request: it would ask for every die the stand-in faces happened to need, the real faces
 * could settle it sooner, and the surplus die was read as the next roll's or, at a stage's end,
 * refused ("The run used 3 of 4 recorded faces"), so the battle could not take the throw.
 *
 * So a group is cut after each die the rules set aside to roll again (a pick that numbered no one,
 * a bump row already taken, a non-Mentalist's 1): status "rerolled" or "discarded" with no later
 * R22 re-roll pointing at it. A group with R22 re-rolls (`replaces`) is a pool thrown at once and
 * stays whole. Cutting too often only splits a throw in two; it never misreads a die.
 */
function cutAtRollAgain(group: DiceGroup): DiceGroup[] {
  if (group.dice.some((die) => die.replaces !== undefined)) return [group];
  const cut: DiceGroup[] = [];
  let dice: ThrownDie[] = [];
  for (const die of group.dice) {
    dice.push(die);
    if (die.status === "kept") continue;
    cut.push({ ...group, dice });
    dice = [];
  }
  if (dice.length > 0) cut.push({ ...group, dice });
  return cut;
}

/**
 * The dice groups of a pre-battle record. A random pick of a member (subplot driver, Curse event
 * target) has no character: the dice decide who, so no one is named before them. A Team-Up
 * contest is one throw per team and round (a tie throws again), then the archetype die.
 */
function recordGroups(record: PreBattleRecord): DiceGroup[] {
  const r = record as PreBattleRecord & {
    character?: { characterId: string };
    driver?: { characterId: string };
    target?: { characterId: string };
    owner?: { characterId: string };
    pick?: { thrown: PreBattleRecord["thrown"] };
    throws?: Array<{ teamId: string; roll: { thrown: PreBattleRecord["thrown"] } }>;
  };
  const team = r.teamId ? { teamId: r.teamId } : {};
  if (r.step === "subplot-driver") return [{ ...team, dice: r.thrown }];
  if (r.step === "guest-star" && r.throws) {
    const contest = r.throws.map((t) => ({ teamId: t.teamId, dice: t.roll.thrown }));
    const contestDice = contest.reduce((sum, g) => sum + g.dice.length, 0);
    return [...contest, { ...team, dice: r.thrown.slice(contestDice) }];
  }
  const characterId = r.character?.characterId ?? r.driver?.characterId ?? r.owner?.characterId ?? r.target?.characterId;
  const named = { ...team, ...(characterId ? { characterId } : {}) };
  const picked = r.pick?.thrown.length ?? 0;
  if (picked === 0) return [{ ...named, dice: r.thrown }];
  return [
    { ...team, dice: r.thrown.slice(0, picked) },
    { ...named, dice: r.thrown.slice(picked) },
  ];
}

function eventGroup(event: PostBattleEvent): DiceGroup {
  return { ...(event.teamId ? { teamId: event.teamId } : {}), ...(event.characterId ? { characterId: event.characterId } : {}), dice: event.dice };
}

export type PreBattleRun = PreBattleResult | { ok: false; problems: PreBattleProblem[] };
export type StepRun = { ok: true; state: PostBattleState; events: PostBattleEvent[] } | { ok: false; problems: PostBattleProblem[] };

export function runPreBattleStage(data: BattleData, dice: Dice): PreBattleRun {
  return runPreBattle(preBattleInput(data), dice);
}

export function runPostBattleStage(data: BattleData, step: PostBattleStepId, dice: Dice): StepRun {
  if (!data.postBattleState) throw new Error("The post-battle sequence has not started");
  return runPostBattleStep(step, data.postBattleState, postBattleInput(data), dice);
}

export function probePreBattle(data: BattleData, recorded: readonly number[]): DiceProbe<PreBattleRun> {
  return nextDiceRequest(
    (dice) => runPreBattleStage(data, dice),
    recorded,
    (r) => (r.ok ? r.records.flatMap(recordGroups).flatMap(cutAtRollAgain) : []),
  );
}

export function probePostBattleStep(data: BattleData, step: PostBattleStepId, recorded: readonly number[]): DiceProbe<StepRun> {
  return nextDiceRequest(
    (dice) => runPostBattleStage(data, step, dice),
    recorded,
    (r) => (r.ok ? r.events.map(eventGroup).flatMap(cutAtRollAgain) : []),
  );
}

/** The odds of a stage's next throw: the rules read them from the same input and faces the probe runs on. */
export function stageThrowOdds(data: BattleData, stage: BattleStage, recorded: readonly number[]): RollOdds | undefined {
  if (stage.kind === "pre-battle") return preBattleThrowOdds(preBattleInput(data), recorded);
  if (!data.postBattleState) return undefined;
  return postBattleThrowOdds(stage.step, data.postBattleState, postBattleInput(data), recorded);
}

/** Dice that fail the moment a die is thrown: runs a stage only to see its refusals. */
export const NO_DICE: Dice = {
  roll() {
    throw new NeedsDice();
  },
};
export class NeedsDice extends Error {}

/** A character's name anywhere in the battle (the post-battle state once there, else the snapshot). */
function nameLookup(data: BattleData): (characterId: string) => string | undefined {
  const teams = data.postBattleState?.teams ?? data.snapshot?.teams ?? [];
  const names = new Map(teams.flatMap((t) => t.characters.map((c) => [c.id, c.name] as const)));
  return (characterId) => names.get(characterId);
}

/**
 * What a stage's recorded faces have settled, line by line (see lib/rules/dice-explanations.ts):
 * a finished stage from its stored result, the stage in progress by running it on its faces.
 * `stored`: the stage's stored events when it finished (post-battle), or null while it runs.
 */
export function settledOfStage(
  data: BattleData,
  stage: BattleStage,
  recorded: readonly number[],
  stored: { preBattle: PreBattleResult | null; events: readonly PostBattleEvent[] | null },
): Settled<PostBattleEvent | PreBattleRecord> {
  if (stage.kind === "pre-battle") {
    if (stored.preBattle) return settledOf(explainedPreBattleRecords(stored.preBattle.records), recorded.length, true);
    return settledByRecordedFaces(
      (dice) => runPreBattleStage(data, dice),
      recorded,
      (r) => (r.ok ? explainedPreBattleRecords(r.records) : []),
    );
  }
  const nameOf = nameLookup(data);
  if (stored.events) return settledOf(explainedPostBattleEvents(stored.events, nameOf), recorded.length, true);
  return settledByRecordedFaces(
    (dice) => runPostBattleStage(data, stage.step, dice),
    recorded,
    (r) => (r.ok ? explainedPostBattleEvents(r.events, nameOf) : []),
  );
}
