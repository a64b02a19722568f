import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { pickScenario, scoreBattle, type SubplotRecord } from "@/lib/rules/supers-unlimited";
import type { SuBattleDetails, SuLineUpEntry, SuModelReport } from "../battles/su-battle-details";
import type { SuBattleListRow } from "../views/su-battle-list-row";
import { suJournalEntry } from "./journal-entry";

const entry = (characterId: string, name: string, level: number, isLeader = false): SuLineUpEntry => ({ characterId, name, level, isSuper: level >= 3, isLeader, mindDice: 3 });
const shield = [entry("ace", "Ace", 4, true), entry("goon", "Goon", 2)];
const watch = [entry("nova", "Nova", 4, true), entry("titan", "Titan", 6)];
const models: SuModelReport[] = [
  { characterId: "ace", state: "active" },
  { characterId: "goon", state: "ko" },
  { characterId: "nova", state: "incapacitated", order: 1 },
  { characterId: "titan", state: "ko" },
];
const subplots = { step: "subplots", entries: [{ playerId: "ana", subplotId: "first-blood", source: "rolled" }], thrown: [] } as unknown as SubplotRecord;

function battle(): SuBattleListRow {
  const sides = [
    { sideId: "ana", lineUp: shield },
    { sideId: "ben", lineUp: watch },
  ];
  const scored = scoreBattle({
    scenarioId: "slugfest",
    sides: sides.map((s) => ({
      sideId: s.sideId,
      models: s.lineUp.map((m) => ({
        modelId: m.characterId,
        level: m.level,
        isLeader: m.isLeader,
        isSuper: m.isSuper,
        state: models.find((r) => r.characterId === m.characterId)!.state,
      })),
    })),
    subplots: [{ subplotId: "first-blood", times: 1 }],
    incapacitations: [{ modelId: "nova" }],
  });
  if (!scored.ok) throw new Error(scored.error.message);
  const details: SuBattleDetails = {
    v: 1,
    setUp: { scenario: pickScenario({ chosenId: "slugfest" }, scriptedDice([])), subplots },
    result: { models, claimed: null, prizeStudies: [], vipConvictions: [], score: scored.score },
    table: {
      v: 1,
      plasmaX: [
        {
          teamId: "ana",
          characterId: "ace",
          name: "Ace",
          roll: { step: "plasma-x-benefit", face: 5, benefit: "move", thrown: [] } as never,
          benefit: "move",
          source: "app",
          requestKey: "k1",
          actorName: "Olive",
        },
      ],
      gimmicks: [{ teamId: "ana", entry: { kind: "use", gimmick: "tag-team", characterId: "ace" }, requestKey: "k2", actorName: "Olive" }],
    },
  };
  return {
    id: "b1",
    issue: 3,
    status: "RESOLVED",
    details,
    createdAt: new Date(0),
    resolvedAt: new Date(0),
    teams: [
      { teamId: "ana", teamName: "Shield Squad", result: "WON", lineUp: shield },
      { teamId: "ben", teamName: "Night Watch", result: "LOST", lineUp: watch },
    ],
  };
}

describe("suJournalEntry: the journal tells the battle (#22 point 9)", () => {
  test("names the winner and the score, the scenario with its Subplots, and tells the battle in order", () => {
    const e = suJournalEntry(battle());
    expect(e.title).toBe("Shield Squad beat Night Watch, 3 VP to 0");
    expect(e.winnerNames).toEqual(["Shield Squad"]);
    expect(e.scenarioLine).toBe("Slugfest, with the Subplots First Blood!");
    expect(e.lines).toEqual([
      "Ace (Shield Squad) took Plasma X: +2 Move for the rest of the game.",
      "Shield Squad: Tag Team used by Ace.",
      "Nova (Night Watch) was Incapacitated.",
      "KO'ed at the end: Goon (Shield Squad) and Titan (Night Watch).",
      "Endgame: Night Watch ended below half its starting Levels.",
      "Shield Squad +2 VP — Slugfest: 5 Levels on the table, highest.",
      "Shield Squad +1 VP — First Blood!: Nova of Night Watch, the first Super Incapacitated.",
    ]);
  });

  test("Plasma X and Gimmicks sit among the tracker's taps in the order they happened", () => {
    const b = battle();
    // Plasma X after the first tap, the Gimmick after the third; the tracker told three of its four taps.
    b.details.table!.plasmaX![0]!.afterTaps = 1;
    b.details.table!.gimmicks![0]!.afterTaps = 3;
    b.details.result!.tracked = {
      events: ["Goon KO'ed", "Titan KO'ed", "Nova Incapacitated"],
      timeline: [
        { tap: 0, text: "Goon KO'ed" },
        { tap: 2, text: "Titan KO'ed" },
        { tap: 3, text: "Nova Incapacitated" },
      ],
      turns: 4,
      endgameAfter: null,
      endgameTurns: { played: 0, owed: 0 },
    };
    expect(suJournalEntry(b).lines.slice(0, 5)).toEqual([
      "At the table: Goon KO'ed.",
      "Ace (Shield Squad) took Plasma X: +2 Move for the rest of the game.",
      "At the table: Titan KO'ed.",
      "Shield Squad: Tag Team used by Ace.",
      "At the table: Nova Incapacitated.",
    ]);
  });

  test("a result kept before the timeline existed still lists its taps after Plasma X and Gimmicks", () => {
    const b = battle();
    b.details.result!.tracked = { events: ["Goon KO'ed"], turns: 1, endgameAfter: null, endgameTurns: { played: 0, owed: 0 } };
    expect(suJournalEntry(b).lines.slice(0, 3)).toEqual([
      "Ace (Shield Squad) took Plasma X: +2 Move for the rest of the game.",
      "Shield Squad: Tag Team used by Ace.",
      "At the table: Goon KO'ed.",
    ]);
  });

  test("never writes a Subplot's name twice in a row", () => {
    expect(suJournalEntry(battle()).lines.join(" ")).not.toMatch(/First Blood!: First Blood!/);
  });

  test("a draw names both teams and their VP", () => {
    const b = battle();
    b.details.result!.score = { ...b.details.result!.score, vp: { ana: 1, ben: 1 } };
    expect(suJournalEntry(b)).toMatchObject({ title: "Shield Squad and Night Watch drew on 1 VP", winnerNames: [] });
  });
});
