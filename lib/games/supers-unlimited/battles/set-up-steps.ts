/**
 * The set-up of a Supers Unlimited battle as a list of steps (SU L1264–L1314, L1441–L1539): which
 * apply to this league and battle, which is next, and how each one runs on the rules library with
 * the dice given. Pure: the service passes the app's dice or the faces a player typed.
 */
import type { Dice } from "@/lib/rules/dice";
import {
  battleOfWits,
  chooseSubplot,
  choosePrize,
  determineDeployment,
  pickScenario,
  rollMarkerPlacement,
  rollPlasmaXMarkers,
  rollPrize,
  rollQuestMarkers,
  rollSubplots,
  rollTerrain,
  subplotsInPlay,
  DEPLOYMENT_TYPES,
  SCENARIO_IDS,
  SPECIALTIES,
  SUBPLOT_IDS,
  type DeploymentType,
  type ScenarioId,
  type Specialty,
  type SubplotId,
  type SuDiceSettings,
  type SuSetUpSettings,
} from "@/lib/rules/supers-unlimited";
import type { SuSetUp } from "./su-battle-details";

export const SU_SET_UP_STEPS = [
  "terrain",
  "deployment",
  "scenario",
  "placement",
  "quest-markers",
  "subplots",
  "subplot-choice",
  "prize",
  "prize-choice",
  "plasma-x",
  "battle-of-wits",
] as const;
export type SuSetUpStep = (typeof SU_SET_UP_STEPS)[number];

export const SU_SET_UP_STEP_NAMES: Record<SuSetUpStep, string> = {
  terrain: "Terrain Roll",
  deployment: "Deployment",
  scenario: "Scenario",
  placement: "First marker placed by",
  "quest-markers": "Quest Markers",
  subplots: "Subplots",
  "subplot-choice": "Subplot choice",
  prize: "Prize",
  "prize-choice": "Prize choice",
  "plasma-x": "Plasma X markers",
  "battle-of-wits": "Battle of Wits",
};

/** The league's options that decide which steps there are. */
export interface SuSetUpOptions {
  useTerrainRoll: boolean;
  useSubplots: boolean;
  usePlasmaX: boolean;
  /** The agreed Levels per team (Plasma X markers, SU L1523). */
  gameLevels: number;
  setUp: SuSetUpSettings;
  dice: SuDiceSettings;
}

/** A player of the battle: a team, its Leader's Mind dice for the Battle of Wits. */
export interface SuSetUpPlayer {
  teamId: string;
  leader: { mindDice: number; isSuper: boolean } | null;
}

/** What a step needs from the player besides dice (a choice), and whether it throws dice. */
export interface SuStepShape {
  step: SuSetUpStep;
  /** The step throws dice (app or typed); false for a pure choice. */
  hasDice: boolean;
  /** The step may be decided without dice by a choice (the scenario agreed). */
  mayChoose: boolean;
}

/** Whether the scenario has the placement roll-off (Danger Zone L1384, Super Quest L1424). */
function hasPlacement(scenarioId: ScenarioId | undefined): scenarioId is "danger-zone" | "super-quest" {
  return scenarioId === "danger-zone" || scenarioId === "super-quest";
}

function subplotsHeld(setUp: SuSetUp): SubplotId[] {
  return setUp.subplots ? setUp.subplots.entries.flatMap((e) => (e.subplotId ? [e.subplotId] : [])) : [];
}

/**
 * The steps of this battle in order, as far as they are known: a step that depends on an earlier
 * roll (Quest Markers on the scenario, the Prize on the Subplots) appears once that roll is made.
 */
export function setUpSteps(options: SuSetUpOptions, setUp: SuSetUp): SuStepShape[] {
  const steps: SuStepShape[] = [];
  if (options.useTerrainRoll) steps.push({ step: "terrain", hasDice: true, mayChoose: false });
  // After a Terrain Roll its loser chooses (L1284); otherwise 1D10.
  steps.push(options.useTerrainRoll ? { step: "deployment", hasDice: false, mayChoose: true } : { step: "deployment", hasDice: true, mayChoose: false });
  steps.push({ step: "scenario", hasDice: true, mayChoose: true });
  const scenarioId = setUp.scenario?.scenarioId;
  if (hasPlacement(scenarioId)) steps.push({ step: "placement", hasDice: true, mayChoose: false });
  if (scenarioId === "super-quest") steps.push({ step: "quest-markers", hasDice: true, mayChoose: false });
  if (options.useSubplots) {
    steps.push({ step: "subplots", hasDice: true, mayChoose: false });
    if (setUp.subplots?.entries.some((e) => e.subplotId === null) || setUp.subplots?.entries.some((e) => e.source === "chosen")) {
      steps.push({ step: "subplot-choice", hasDice: false, mayChoose: true });
    }
    if (subplotsHeld(setUp).includes("prize")) {
      steps.push({ step: "prize", hasDice: true, mayChoose: false });
      if (setUp.prize && (setUp.prize.face <= 2 || setUp.prize.type === null)) steps.push({ step: "prize-choice", hasDice: false, mayChoose: true });
    }
  }
  if (options.usePlasmaX) steps.push({ step: "plasma-x", hasDice: true, mayChoose: false });
  steps.push({ step: "battle-of-wits", hasDice: true, mayChoose: false });
  return steps;
}

/** Whether a step's record is in the set-up (a choice step is done when nothing is left to choose). */
export function isStepDone(step: SuSetUpStep, setUp: SuSetUp): boolean {
  switch (step) {
    case "terrain":
      return setUp.terrain !== undefined;
    case "deployment":
      return setUp.deployment !== undefined;
    case "scenario":
      return setUp.scenario !== undefined;
    case "placement":
      return setUp.placement !== undefined;
    case "quest-markers":
      return setUp.questMarkers !== undefined;
    case "subplots":
      return setUp.subplots !== undefined;
    case "subplot-choice":
      return setUp.subplots !== undefined && setUp.subplots.entries.every((e) => e.subplotId !== null);
    case "prize":
      return setUp.prize !== undefined;
    case "prize-choice":
      return setUp.prize !== undefined && setUp.prize.type !== null;
    case "plasma-x":
      return setUp.plasmaX !== undefined;
    case "battle-of-wits":
      return setUp.battleOfWits !== undefined;
  }
}

/** The next step to make, or null when the set-up is complete. */
export function nextSetUpStep(options: SuSetUpOptions, setUp: SuSetUp): SuStepShape | null {
  return setUpSteps(options, setUp).find((s) => !isStepDone(s.step, setUp)) ?? null;
}

/** What a player chose with a step (the agreed scenario, the Deployment type and who chose it, a Subplot or Prize type). */
export interface SuStepChoice {
  scenarioId?: ScenarioId;
  deploymentType?: DeploymentType;
  /** The team choosing (the Deployment after a Terrain Roll, L1284). */
  byTeamId?: string;
  subplotId?: SubplotId;
  prizeType?: Specialty;
  /** The teams whose Leader Powers Up each Mind roll of the Battle of Wits (+1D10, 1 Power Point each; SU L563–L565). */
  powerUpTeamIds?: string[];
}

export type SuStepErrorCode = "step-not-next" | "choice-missing" | "choice-invalid" | "rule-refused";
export type SuStepResult = { ok: true; setUp: SuSetUp; summary: string; faces: number[] } | { ok: false; error: { code: SuStepErrorCode; message: string } };

function refuse(code: SuStepErrorCode, message: string): SuStepResult {
  return { ok: false, error: { code, message } };
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === "string" && (list as readonly string[]).includes(value);

/**
 * Runs `step` on the set-up so far with `dice` (unused by a choice). Errors: `step-not-next` (done,
 * or not this battle's next step), `choice-missing` / `choice-invalid` (a choice the step needs),
 * `rule-refused` (the rules library's refusal, e.g. no Leader has a Mind die). `faces`: every die
 * thrown, in order, for the roll log.
 */
export function runSetUpStep(options: SuSetUpOptions, players: readonly SuSetUpPlayer[], setUp: SuSetUp, step: SuSetUpStep, choice: SuStepChoice, dice: Dice): SuStepResult {
  const next = nextSetUpStep(options, setUp);
  if (!next || next.step !== step) return refuse("step-not-next", next ? `The next step is the ${SU_SET_UP_STEP_NAMES[next.step]}.` : "The set-up is complete.");
  const teamIds = players.map((p) => p.teamId);
  const done = (changed: SuSetUp, summary: string, thrown: ReadonlyArray<{ face: number }>): SuStepResult => ({
    ok: true,
    setUp: changed,
    summary,
    faces: thrown.map((d) => d.face),
  });

  switch (step) {
    case "terrain": {
      const record = rollTerrain(dice, teamIds);
      return done({ ...setUp, terrain: record }, record.summary, record.thrown);
    }
    case "deployment": {
      let input: Parameters<typeof determineDeployment>[0] = {};
      if (setUp.terrain) {
        if (!choice.deploymentType || !choice.byTeamId) return refuse("choice-missing", "The loser of the Terrain Roll chooses Zones or Markers: say who chooses and which.");
        if (!isOneOf(DEPLOYMENT_TYPES, choice.deploymentType)) return refuse("choice-invalid", "Choose Zones or Markers.");
        input = { terrainRoll: setUp.terrain, choice: { by: choice.byTeamId, type: choice.deploymentType } };
      }
      const result = determineDeployment(input, dice);
      if (!result.ok) return refuse("rule-refused", result.error.message);
      return done({ ...setUp, deployment: result.record }, result.record.summary, result.record.thrown);
    }
    case "scenario": {
      if (choice.scenarioId !== undefined && !isOneOf(SCENARIO_IDS, choice.scenarioId)) return refuse("choice-invalid", "Pick a scenario from the list, or roll for it.");
      const record = pickScenario(choice.scenarioId ? { chosenId: choice.scenarioId } : {}, dice);
      return done({ ...setUp, scenario: record }, record.summary, record.thrown);
    }
    case "placement": {
      const scenarioId = setUp.scenario!.scenarioId as "danger-zone" | "super-quest";
      const record = rollMarkerPlacement(dice, teamIds, scenarioId);
      return done({ ...setUp, placement: record }, record.summary, record.thrown);
    }
    case "quest-markers": {
      const record = rollQuestMarkers(dice);
      return done({ ...setUp, questMarkers: record }, record.summary, record.thrown);
    }
    case "subplots": {
      const record = rollSubplots(dice, teamIds);
      return done({ ...setUp, subplots: record }, record.summary, record.thrown);
    }
    case "subplot-choice": {
      const chooser = setUp.subplots!.entries.find((e) => e.subplotId === null)!;
      if (!choice.subplotId) return refuse("choice-missing", "Choose the Subplot.");
      if (!isOneOf(SUBPLOT_IDS, choice.subplotId)) return refuse("choice-invalid", "Choose a Subplot from the list.");
      const result = chooseSubplot(setUp.subplots!, chooser.playerId, choice.subplotId);
      if (!result.ok) return refuse("rule-refused", result.error.message);
      return done({ ...setUp, subplots: result.record }, result.record.summary, []);
    }
    case "prize": {
      const record = rollPrize(dice);
      return done({ ...setUp, prize: record }, record.summary, record.thrown);
    }
    case "prize-choice": {
      if (!choice.prizeType) return refuse("choice-missing", "Choose the Prize's type.");
      if (!isOneOf(SPECIALTIES, choice.prizeType)) return refuse("choice-invalid", "Choose Athletics, Knowledge, Might or Mystic.");
      const record = choosePrize(setUp.prize!, choice.prizeType);
      return done({ ...setUp, prize: record }, record.summary, []);
    }
    case "plasma-x": {
      const record = rollPlasmaXMarkers(dice, { players: teamIds, gameLevels: options.gameLevels });
      return done({ ...setUp, plasmaX: record }, record.summary, record.thrown);
    }
    case "battle-of-wits": {
      const powerUps = choice.powerUpTeamIds ?? [];
      if (powerUps.some((id) => !teamIds.includes(id))) return refuse("choice-invalid", "Only a team of this battle can Power Up.");
      const leaders = players.map((p) => ({ playerId: p.teamId, mindDice: p.leader?.mindDice ?? 0, isSuper: p.leader?.isSuper ?? false, powerUp: powerUps.includes(p.teamId) }));
      const result = battleOfWits(dice, leaders, options.setUp, options.dice);
      if (!result.ok) return refuse("rule-refused", result.error.message);
      return done({ ...setUp, battleOfWits: result.record }, result.record.summary, result.record.thrown);
    }
  }
}

/** The Subplots in play once every choice is made (none without Subplots or before they are rolled). */
export function subplotsOfSetUp(setUp: SuSetUp): ReturnType<typeof subplotsInPlay> {
  if (!setUp.subplots || setUp.subplots.entries.some((e) => e.subplotId === null)) return [];
  return subplotsInPlay(setUp.subplots);
}

/**
 * Dice from faces a player typed, in order. Running out is not a programmer error here: a tie or a
 * POW asked for more dice than were typed, which the player is told (`TypedDiceShort`).
 */
export class TypedDiceShort extends Error {
  constructor(readonly typed: number) {
    super(`The roll needs more dice than the ${typed} typed.`);
  }
}

export function typedDice(faces: readonly number[]): Dice & { used: () => number } {
  let next = 0;
  return {
    roll(sides) {
      if (next >= faces.length) throw new TypedDiceShort(faces.length);
      const face = faces[next]!;
      if (face < 1 || face > sides) throw new Error(`Typed face ${face} is not on a D${sides}`);
      next++;
      return face;
    },
    used: () => next,
  };
}

/** A step's line for the roll log and the page: its name, unless the rules' summary already begins with it. */
export function stepLine(step: SuSetUpStep, summary: string): string {
  const name = SU_SET_UP_STEP_NAMES[step];
  return summary.startsWith(name.split(" ")[0]!) ? summary : `${name}: ${summary}`;
}

/** Puts team names in place of the team ids the rules library's summaries name players by. */
export function withTeamNames(text: string, names: ReadonlyMap<string, string>): string {
  let out = text;
  for (const [id, name] of names) out = out.split(id).join(name);
  return out;
}

/**
 * How many dice a step throws and in what order, for the "type the dice you threw" hint: the faces
 * are read in that order (SU L1276 the Terrain Roll, L1384 and L1424 the placement and the Quest
 * Markers, L1447 and L1457 the Subplots, L1269 Plasma X, L1312 the Battle of Wits; ties, choosers
 * and POWs throw again as SU-R2, SU-R3, SU-R8 and SU-R10 say).
 */
export function typedDiceHint(step: SuSetUpStep, teamNames: readonly string[]): string {
  const perTeam = `one D10 per team (${teamNames.length}), in this order: ${teamNames.join(", ")}`;
  switch (step) {
    case "terrain":
    case "placement":
      return `Type ${perTeam}; then, if the highest is tied, one more for each tied team, in the same order, until the tie is broken.`;
    case "subplots":
      return `Type ${perTeam}; then, if two or more teams rolled "choose", one more for each of them, in the same order.`;
    case "plasma-x":
      return `Type ${perTeam}.`;
    case "quest-markers":
      return "Type one D10 per Quest Marker (4), in the order the markers were placed.";
    case "battle-of-wits":
      return `Type each Leader's whole Mind roll in turn, in this order: ${teamNames.join(", ")} (its Mind dice, a die more for a Power Up, then a die for each 10); then, if tied, the tied Leaders' rolls again.`;
    default:
      return "Type the one D10 thrown.";
  }
}
