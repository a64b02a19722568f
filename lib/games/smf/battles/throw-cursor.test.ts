import { beforeEach, describe, expect, test, vi } from "vitest";
import { seededDice, type Dice } from "@/lib/rules/dice";
import * as rules from "@/lib/rules/smf";
import { initialPostBattleState, POST_BATTLE_SEQUENCE, SAMPLE_CHARACTERS, type BattleReport } from "@/lib/rules/smf";
import { squad } from "@/lib/rules/smf/testing/fixtures";
import { EMPTY_PROGRESS } from "./battle-record";
import type { BattleProgress, RecordedFaces } from "./battle-progress";
import { postBattleInput, probePreBattle, stageSlotPrefix, type BattleData } from "./battle-stages";
import { foldPostBattle } from "./fold-on";
import type { LoadedBattle } from "./loaded-battle";
import { cursorFor, resumeFromCursor, withThrow } from "./throw-cursor";
import { readCounters } from "./team-counters";

// Every run of a post-battle step goes through the rules library's runPostBattleStep: counted here.
vi.mock("@/lib/rules/smf", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/rules/smf")>();
  return { ...actual, runPostBattleStep: vi.fn(actual.runPostBattleStep) };
});
const stepRuns = vi.mocked(rules.runPostBattleStep);

const HEROES = ["White Rhino", "Deadeye", "Tornado", "Bug-Man"];
const VILLAINS = ["The Commander", "Craniak", "Shatterer", "Prof. Weird"];
/** Three KOs a side. */
const KNOCKED_OUT = ["h1", "h2", "h3", "v1", "v2", "v4"];

/**
 * The book's eight sample characters, four a side, reported with three KOs a side and every
 * decision step confirmed with its defaults (so the post-battle only asks for dice). `earned`
 * story points past a multiple of 5 make the bumps roll too.
 */
function reportedBattle(seed: number, earned = [14, 9]): LoadedBattle {
  const roster = (names: string[], prefix: string) =>
    names.map((name, n) => ({ ...structuredClone(SAMPLE_CHARACTERS.find((s) => s.character.name === name)!.character), id: `${prefix}${n + 1}` }));
  const teams = [
    squad("heroes", roster(HEROES, "h"), { alignment: "heroes", storyPoints: { earned: earned[0]!, balance: earned[0]! } }),
    squad("villains", roster(VILLAINS, "v"), { storyPoints: { earned: earned[1]!, balance: earned[1]! } }),
  ];
  const data: BattleData = {
    issue: 1,
    scenarioChoice: null,
    specialEventChoice: null,
    teams: teams.map((t) => ({ teamId: t.teamId, lineUp: t.characters.map((c) => ({ characterId: c.id, name: c.name })) })),
    snapshot: {
      teams,
      counters: Object.fromEntries(teams.map((t) => [t.teamId, readCounters({})])),
      rows: Object.fromEntries(teams.flatMap((t) => t.characters.map((c, position) => [c.id, { position, hasFought: false }]))),
    },
    preBattleChoices: [],
    preBattle: null,
    report: null,
    progress: { ...EMPTY_PROGRESS, confirmedSteps: POST_BATTLE_SEQUENCE.map((s) => s.step) },
    postBattleStep: 0,
    postBattleState: null,
    options: { storyPointGoal: 100, isAdvancementNonRandom: false, allowAlternatePowerLevels: true, allowVehicles: false, socialScienceVariant: "ch2" },
  };
  const dice = seededDice(seed);
  const recorded: number[] = [];
  for (;;) {
    const probe = probePreBattle(data, recorded);
    if (probe.status === "complete") {
      if (!probe.result.ok) throw new Error("pre-battle refused");
      data.preBattle = probe.result;
      break;
    }
    for (let i = 0; i < probe.request.count; i++) recorded.push(dice.roll(probe.request.sides, probe.request.purpose));
  }
  const report: BattleReport = {
    issue: 1,
    scenarioId: data.preBattle.scenario.scenarioId,
    specialEventId: data.preBattle.specialEvent.eventId,
    teams: data.teams.map(({ teamId, lineUp }) => ({
      teamId,
      result: teamId === "heroes" ? "won" : "lost",
      fieldedCharacterIds: lineUp.map((m) => m.characterId),
      knockedOut: KNOCKED_OUT.filter((id) => lineUp.some((m) => m.characterId === id)).map((characterId) => ({ characterId, track: "both" as const, furtherHarm: 1 })),
    })),
  };
  data.report = report;
  data.postBattleState = initialPostBattleState(postBattleInput(data));
  return { row: { id: "battle-1", status: "POST_BATTLE" }, data, events: [] } as unknown as LoadedBattle;
}

interface Played {
  loaded: LoadedBattle;
  /** Rules runs (runPostBattleStep) each throw cost, in throw order. */
  runsPerThrow: number[];
  /** Every stage's faces, as the roll log holds them. */
  rollLog: RecordedFaces;
  progress: BattleProgress | undefined;
}

/**
 * Plays a post-battle throw by throw as the throw service does: each throw resumes from the
 * cursor stored after the previous one (read back from JSON, as the battle row gives it), appends
 * its faces and folds on. Counts the rules' step runs of each throw.
 */
function playWithCursor(loaded: LoadedBattle, dice: Dice, maxThrows = 1_000): Played {
  const rollLog: RecordedFaces = new Map();
  let folded = foldPostBattle(loaded, new Map());
  let progress = folded.progress;
  let stored = JSON.stringify(cursorFor(progress!, new Map(), 0));
  const runsPerThrow: number[] = [];
  while (progress?.kind === "needs-dice" && runsPerThrow.length < maxThrows) {
    const resumed = resumeFromCursor(loaded, JSON.parse(stored), runsPerThrow.length);
    if (!resumed) throw new Error("The stored cursor no longer matched the battle");
    const { request, stage } = resumed.progress;
    const faces = Array.from({ length: request.count }, () => dice.roll(request.sides, request.purpose));
    const prefix = stageSlotPrefix(stage);
    rollLog.set(prefix, [...(rollLog.get(prefix) ?? []), ...faces]);
    const recorded = withThrow(resumed.recorded, stage, faces);
    const before = stepRuns.mock.calls.length;
    folded = foldPostBattle(loaded, recorded);
    runsPerThrow.push(stepRuns.mock.calls.length - before);
    progress = folded.progress;
    stored = JSON.stringify(cursorFor(progress ?? { kind: "finished", status: "RESOLVED" }, recorded, runsPerThrow.length));
  }
  return { loaded, runsPerThrow, rollLog, progress };
}

beforeEach(() => {
  stepRuns.mockClear();
});

describe("a throw folds on from the stored cursor", () => {
  test("every throw costs one run of its own step, plus any later step it completes, however late", () => {
    // Several seeds, so that between them the battles run long; the same bound holds at every throw.
    const plays = [11, 23, 37, 41, 59].map((seed) => playWithCursor(reportedBattle(seed), seededDice(seed * 7)));
    for (const play of plays) expect(play.progress).toBeUndefined();
    const longest = plays.reduce((a, b) => (b.runsPerThrow.length > a.runsPerThrow.length ? b : a));
    expect(longest.runsPerThrow.length).toBeGreaterThanOrEqual(20);
    // A throw runs its own step once, plus once each for any later step it lets complete (at most
    // the rest of the sequence): never a run per earlier die or earlier step.
    for (const play of plays) {
      for (const runs of play.runsPerThrow) {
        expect(runs).toBeGreaterThanOrEqual(1);
        expect(runs).toBeLessThanOrEqual(POST_BATTLE_SEQUENCE.length);
      }
    }
    // A throw that leaves its step unfinished runs exactly one step, however late in the battle.
    const midStep = longest.runsPerThrow.filter((runs) => runs === 1).length;
    expect(midStep).toBeGreaterThan(longest.runsPerThrow.length / 2);
    expect(longest.runsPerThrow[2]).toBe(1);
    expect(longest.runsPerThrow.at(-2)).toBe(1);
  });

  test("the 3rd and the 60th throw of one long battle cost the same", () => {
    // Rolling every die of the post-battle again and again would be endless; a long battle is one
    // with many bumps: both teams far past their milestones (story points) roll a bump each.
    const play = playWithCursor(reportedBattle(5, [64, 59]), seededDice(1234));
    expect(play.runsPerThrow.length).toBeGreaterThanOrEqual(60);
    expect(play.runsPerThrow[2]).toBe(1);
    expect(play.runsPerThrow[59]).toBe(1);
  });

  test("rolling the rest of N throws makes O(N) step runs, where a fold from every die would make O(N²)", () => {
    const play = playWithCursor(reportedBattle(17), seededDice(99));
    const throws = play.runsPerThrow.length;
    const total = play.runsPerThrow.reduce((a, b) => a + b, 0);
    // One run per throw, plus one for each step finished (the initial fold reaches the first dice step).
    expect(total).toBeLessThanOrEqual(throws + POST_BATTLE_SEQUENCE.length);

    // The fallback (a battle without a cursor) folds the whole roll log once: one run per step, not per die.
    stepRuns.mockClear();
    foldPostBattle(reportedBattle(17), play.rollLog);
    expect(stepRuns.mock.calls.length).toBe(POST_BATTLE_SEQUENCE.length);
  });

  test("the state folded on throw by throw equals a full replay of the roll log", () => {
    for (const seed of [3, 8, 21]) {
      const play = playWithCursor(reportedBattle(seed), seededDice(seed + 1000));
      const replayed = reportedBattle(seed);
      const { progress } = foldPostBattle(replayed, play.rollLog);
      expect(progress).toBeUndefined();
      expect(replayed.data.postBattleStep).toBe(POST_BATTLE_SEQUENCE.length);
      expect(play.loaded.data.postBattleState).toEqual(replayed.data.postBattleState);
      expect(play.loaded.events).toEqual(replayed.events);
    }
  });

  test("a stored cursor is used only while it matches the battle", () => {
    const loaded = reportedBattle(31);
    const { progress } = foldPostBattle(loaded, new Map());
    if (progress?.kind !== "needs-dice") throw new Error("expected dice");
    const cursor = JSON.parse(JSON.stringify(cursorFor(progress, new Map(), 4)));
    expect(resumeFromCursor(loaded, cursor, 4)?.progress).toEqual(progress);
    // Another throw was recorded (or one undone) since: the roll count differs.
    expect(resumeFromCursor(loaded, cursor, 5)).toBeUndefined();
    // The battle moved to another step, or left the post-battle.
    expect(resumeFromCursor({ ...loaded, data: { ...loaded.data, postBattleStep: loaded.data.postBattleStep + 1 } }, cursor, 4)).toBeUndefined();
    expect(resumeFromCursor({ ...loaded, row: { ...loaded.row, status: "RESOLVED" } }, cursor, 4)).toBeUndefined();
    // A battle from before the cursor, or a malformed one.
    expect(resumeFromCursor(loaded, null, 4)).toBeUndefined();
    expect(resumeFromCursor(loaded, { ...cursor, faces: [1] }, 4)).toBeUndefined();
  });
});
