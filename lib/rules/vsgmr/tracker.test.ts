import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { rollEnemyAction } from "./solo";
import { returnableFigures, soloEnemyInput, suggestSoloActors } from "./solo-pick";
import {
  battleEnd,
  foldTracker,
  sideCounts,
  startingTracker,
  tapProblem,
  trackerStory,
  type TrackerFigure,
  type TrackerSetup,
  type VsgmrTap,
  type VsgmrTrackedEntry,
} from "./tracker";
import type { ScenarioRole, VsgmrScenarioId } from "./data/scenarios";

/** Side "a" and side "b", each with figures a1…aN / b1…bN worth `halves` each; a1 and b1 shoot. */
function setup(scenarioId: VsgmrScenarioId, counts: [number, number] = [3, 3], roles: [ScenarioRole?, ScenarioRole?] = [], halves = 10): TrackerSetup {
  const figures: TrackerFigure[] = (["a", "b"] as const).flatMap((side, s) =>
    Array.from({ length: counts[s]! }, (_, i) => ({ id: `${side}${i + 1}`, side, name: `${side.toUpperCase()}${i + 1}`, halves, hasDistanceAttack: i === 0 })),
  );
  return {
    scenarioId,
    sides: [
      { key: "a", name: "Dwarves", role: roles[0] },
      { key: "b", name: "Orcs", role: roles[1] },
    ],
    figures,
  };
}

let n = 0;
const entries = (...taps: VsgmrTap[]): VsgmrTrackedEntry[] => taps.map((tap) => ({ id: `e${++n}`, payload: { v: 1, ...tap }, actorName: "Alice" }));
const rounds = (count: number): VsgmrTap[] => Array.from({ length: count }, () => ({ kind: "round-over" }) as const);
const defeat = (...ids: string[]): VsgmrTap[] => ids.map((figureId) => ({ kind: "defeated", figureId }) as const);

describe("the tracker's starting figures (VS-R20)", () => {
  test("an Outflanked Attacker starts with half its points on the table, in listed order; the rest wait (L643)", () => {
    const state = startingTracker(setup("outflanked", [2, 5], ["defender", "attacker"]));
    expect(state.figures.filter((f) => f.side === "b").map((f) => f.status)).toEqual(["in-play", "in-play", "waiting", "waiting", "waiting"]);
    expect(sideCounts(state)).toMatchObject([
      { key: "a", inPlay: 2, waiting: 0 },
      { key: "b", inPlay: 2, waiting: 3 },
    ]);
  });

  test("a Spawner starts with one figure, the others wait (L649)", () => {
    const state = startingTracker(setup("spawning", [3, 3], ["infiltrator", "spawner"]));
    expect(sideCounts(state)).toMatchObject([
      { key: "a", inPlay: 3, waiting: 0 },
      { key: "b", inPlay: 1, waiting: 2 },
    ]);
  });
});

describe("each scenario's end from the tracked figures (VSGMR L617–L655, VS-R21)", () => {
  test.each<{ label: string; setup: TrackerSetup; taps: VsgmrTap[]; end: { condition: string; winners: string[]; line: number } | null }>([
    { label: "Basic Game: still playing in round 3 with both sides standing", setup: setup("basic-game"), taps: [...rounds(2), ...defeat("b1")], end: null },
    {
      label: "Basic Game: after 5 rounds the side that defeated more points wins (L623)",
      setup: setup("basic-game"),
      taps: [...defeat("b1", "b2"), ...rounds(5)],
      end: { condition: "rounds", winners: ["a"], line: 623 },
    },
    {
      label: "Basic Game: after 5 rounds with equal points defeated, a draw",
      setup: setup("basic-game"),
      taps: [...defeat("b1", "a1"), ...rounds(5)],
      end: { condition: "rounds", winners: [], line: 623 },
    },
    {
      label: "Basic Game: the last side standing wins at once (L623)",
      setup: setup("basic-game"),
      taps: defeat("b1", "b2", "b3"),
      end: { condition: "survivors", winners: ["a"], line: 623 },
    },
    {
      label: "Ambush: every Target gone, the Ambushers win (L627)",
      setup: setup("ambush", [2, 3], ["ambusher", "target"]),
      taps: defeat("b1", "b2", "b3"),
      end: { condition: "survivors", winners: ["a"], line: 627 },
    },
    { label: "Ambush: no round limit", setup: setup("ambush", [2, 3], ["ambusher", "target"]), taps: rounds(9), end: null },
    {
      label: "Escape: more than half the starting figures over the edge wins (L633)",
      setup: setup("escape", [3, 3]),
      taps: [
        { kind: "escaped", figureId: "a1" },
        { kind: "escaped", figureId: "a2" },
      ],
      end: { condition: "edge", winners: ["a"], line: 633 },
    },
    {
      label: "Escape: half is not more than half",
      setup: setup("escape", [4, 3]),
      taps: [{ kind: "escaped", figureId: "a1" }, { kind: "escaped", figureId: "a2" }, ...defeat("b1", "b2", "b3")],
      end: null,
    },
    { label: "Escape: 5 rounds with nobody out is a draw", setup: setup("escape"), taps: rounds(5), end: { condition: "rounds", winners: [], line: 633 } },
    {
      label: "Fortress Assault: 2 hits bring the building down for one Assaulter player (L639)",
      setup: setup("fortress-assault", [2, 3], ["assaulter", "defender"]),
      taps: [{ kind: "building-hit" }, { kind: "building-hit" }],
      end: { condition: "building-hits", winners: ["a"], line: 639 },
    },
    {
      label: "Fortress Assault: every Assaulter defeated, the Defenders win (L639)",
      setup: setup("fortress-assault", [2, 3], ["assaulter", "defender"]),
      taps: [{ kind: "building-hit" }, ...defeat("a1", "a2")],
      end: { condition: "survivors", winners: ["b"], line: 639 },
    },
    {
      label: "Outflanked: the waiting Attackers keep the Attacker in the battle",
      setup: setup("outflanked", [2, 4], ["defender", "attacker"]),
      taps: defeat("b1", "b2"),
      end: null,
    },
    {
      label: "Outflanked: ends as the Basic Game after 5 rounds",
      setup: setup("outflanked", [2, 4], ["defender", "attacker"]),
      taps: [...defeat("b1"), ...rounds(5)],
      end: { condition: "rounds", winners: ["a"], line: 623 },
    },
    {
      label: "Outflanked: the arrived Attackers all defeated, the Defender wins",
      setup: setup("outflanked", [2, 4], ["defender", "attacker"]),
      taps: [...defeat("b1", "b2"), { kind: "arrived", side: "b" }, ...defeat("b3", "b4")],
      end: { condition: "survivors", winners: ["a"], line: 623 },
    },
    {
      label: "Spawning: a Spawner with figures still to enter is not beaten",
      setup: setup("spawning", [2, 3], ["infiltrator", "spawner"]),
      taps: defeat("b1"),
      end: null,
    },
    {
      label: "Transport: the object carried home wins at once (L655)",
      setup: setup("transport"),
      taps: [{ kind: "object-home", side: "b" }],
      end: { condition: "object-home", winners: ["b"], line: 655 },
    },
  ])("$label", ({ setup: s, taps, end }) => {
    const state = foldTracker(s, entries(...taps));
    expect(state.counted).toHaveLength(taps.length);
    const result = battleEnd(state);
    if (end === null) expect(result).toBeNull();
    else expect(result).toMatchObject(end);
  });
});

describe("taps and undo", () => {
  test("a struck defeat no longer counts, and a return that depended on it drops out of the fold", () => {
    const s = setup("basic-game");
    const [defeated, returned] = entries(...defeat("b1"), { kind: "returned", figureId: "b1" });
    const state = foldTracker(s, [defeated!, returned!, { id: "strike-1", payload: { v: 1, kind: "strike", entryId: defeated!.id }, actorName: "Bob" }]);
    expect(state.figures.find((f) => f.id === "b1")!.status).toBe("in-play");
    expect(state.counted).toEqual([]);
  });

  test("points defeated count each defeated figure once, for the side that defeated it (VS-R23)", () => {
    const state = foldTracker(setup("basic-game", [3, 3], [], 7), entries(...defeat("b1", "b2"), { kind: "returned", figureId: "b2" }, ...defeat("b2", "a3")));
    expect(sideCounts(state).map((c) => [c.key, c.defeatedHalves])).toEqual([
      ["a", 14],
      ["b", 7],
    ]);
  });

  test.each<{ label: string; setup: TrackerSetup; before: VsgmrTap[]; tap: VsgmrTap; problem: RegExp }>([
    { label: "a figure defeated twice", setup: setup("basic-game"), before: defeat("b1"), tap: { kind: "defeated", figureId: "b1" }, problem: /not on the table/ },
    { label: "a figure of no side", setup: setup("basic-game"), before: [], tap: { kind: "defeated", figureId: "zz" }, problem: /not in this battle/ },
    { label: "a side defeating its own", setup: setup("basic-game"), before: [], tap: { kind: "defeated", figureId: "b1", bySide: "b" }, problem: /another side/ },
    { label: "a figure returned that is not defeated", setup: setup("basic-game"), before: [], tap: { kind: "returned", figureId: "b1" }, problem: /not defeated/ },
    {
      label: "a Spawner's defeated figure returned (VS-R22)",
      setup: setup("spawning", [2, 3], ["infiltrator", "spawner"]),
      before: defeat("b1"),
      tap: { kind: "returned", figureId: "b1" },
      problem: /out of the game/,
    },
    { label: "a building hit outside a Fortress Assault", setup: setup("basic-game"), before: [], tap: { kind: "building-hit" }, problem: /Fortress Assault/ },
    { label: "an arrival with nobody waiting", setup: setup("basic-game"), before: [], tap: { kind: "arrived", side: "b" }, problem: /no figures waiting/ },
    {
      label: "a tap after the battle ended",
      setup: setup("basic-game"),
      before: defeat("b1", "b2", "b3"),
      tap: { kind: "round-over" },
      problem: /The battle is over: Only one side/,
    },
  ])("refuses $label", ({ setup: s, before, tap, problem }) => {
    expect(tapProblem(foldTracker(s, entries(...before)), tap)).toMatch(problem);
  });
});

describe("solo play from the figures in play (VS-R15, VS-R24)", () => {
  test("the enemy's roll counts only its figures on the table: up to ½ round up of 3, not of 6 (L39–L40)", () => {
    const s = setup("basic-game", [3, 6], []);
    const state = foldTracker(s, entries(...defeat("b1", "b2", "b3")));
    const input = soloEnemyInput(state, "b");
    expect(input).toEqual({ figures: 3, hasDefeated: true, waiting: 0 });
    expect(rollEnemyAction(input, scriptedDice([2]))).toMatchObject({ maxActing: 2, returnsDefeated: false });
    expect(rollEnemyAction(input, scriptedDice([6]))).toMatchObject({ maxActing: 3, returnsDefeated: true });
  });

  test("Outflanked: before the rest arrive the enemy counts its opening figures; after, all still standing", () => {
    const s = setup("outflanked", [2, 5], ["defender", "attacker"]);
    expect(soloEnemyInput(foldTracker(s, []), "b")).toEqual({ figures: 2, hasDefeated: false, waiting: 3 });
    expect(soloEnemyInput(foldTracker(s, entries(...defeat("b1"), { kind: "arrived", side: "b" })), "b")).toEqual({ figures: 4, hasDefeated: true, waiting: 0 });
  });

  test("the 6 offers the defeated figures, but never a Spawner's (L36, L649)", () => {
    expect(returnableFigures(foldTracker(setup("basic-game"), entries(...defeat("b2"))), "b").map((f) => f.id)).toEqual(["b2"]);
    expect(returnableFigures(foldTracker(setup("spawning", [2, 3], ["infiltrator", "spawner"]), entries(...defeat("b1"))), "b")).toEqual([]);
  });

  test("the suggestion picks with one die per pick over the figures not yet picked, each with its behaviour (L34)", () => {
    const inPlay = startingTracker(setup("basic-game", [1, 4])).figures.filter((f) => f.side === "b");
    const dice = scriptedDice([4, 1]);
    const suggestion = suggestSoloActors(inPlay, 2, dice);
    dice.assertExhausted();
    expect(suggestion.thrown.map((d) => [d.sides, d.face])).toEqual([
      [4, 4],
      [3, 1],
    ]);
    expect(suggestion.picks).toEqual([
      { figureId: "b4", name: "B4", behaviour: "Closes in to fight hand to hand." },
      { figureId: "b1", name: "B1", behaviour: "Keeps to the farthest range of its distance attack." },
    ]);
  });

  test("every figure acting needs no die, and each figure is equally likely over every die sequence", () => {
    const inPlay = startingTracker(setup("basic-game", [1, 3])).figures.filter((f) => f.side === "b");
    const dice = scriptedDice([]);
    expect(suggestSoloActors(inPlay, 3, dice).picks).toHaveLength(3);
    const tally = new Map<string, number>();
    for (const first of [1, 2, 3]) {
      for (const second of [1, 2]) {
        for (const p of suggestSoloActors(inPlay, 2, scriptedDice([first, second])).picks) tally.set(p.figureId, (tally.get(p.figureId) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(tally)).toEqual({ b1: 4, b2: 4, b3: 4 });
  });
});

describe("the battle told from its tracker (the journal)", () => {
  test("each tap by its round, struck taps left out, then the end", () => {
    const s = setup("outflanked", [2, 4], ["defender", "attacker"]);
    const [wrong, ...rest] = entries(...defeat("a1"), ...defeat("b1"), { kind: "round-over" }, { kind: "arrived", side: "b" }, ...rounds(4));
    const state = foldTracker(s, [wrong!, ...rest, { id: "strike-wrong", payload: { v: 1, kind: "strike", entryId: wrong!.id }, actorName: "Alice" }]);
    expect(trackerStory(s, state)).toEqual(["Round 1: B1 defeated.", "Round 2: the rest of Orcs arrived.", "5 rounds are over: Dwarves won."]);
  });
});
