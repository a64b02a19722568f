import { describe, expect, test } from "vitest";
import { answerRolls } from "./answer-rolls";
import type { RollRow, TapAnswer } from "./tap-answer";

const at = new Date("2026-01-02T03:04:05Z");
const other: RollRow = { id: "r1", sequence: 1, label: "Issue #4 · Subplot table: 1D", faces: [2], source: "PHYSICAL", actorName: "Bob", teamName: null, createdAt: at };
const lastThrow: NonNullable<TapAnswer["lastThrow"]> = {
  actorName: "Alice",
  source: "APP",
  throws: [
    { sequence: 3, label: "Injury roll: D6 — Deadeye (Dawn Patrol): 1D", faces: [5], lines: ["…"] },
    { sequence: 2, label: "Injury roll: bonus dice — Deadeye (Dawn Patrol): 4D", faces: [1, 6, 6, 3], lines: [] },
  ],
};

describe("answerRolls", () => {
  test("a thrown roll is whole again from its throw: label, faces, source and the thrower; the list in sequence order", () => {
    const rolls = answerRolls({
      rolls: [other],
      thrown: [
        { id: "r3", sequence: 3, teamName: "Dawn Patrol" },
        { id: "r2", sequence: 2, teamName: "Dawn Patrol" },
      ],
      thrownAt: at,
      lastThrow,
    });
    expect(rolls).toEqual([
      other,
      {
        id: "r2",
        sequence: 2,
        label: "Injury roll: bonus dice — Deadeye (Dawn Patrol): 4D",
        faces: [1, 6, 6, 3],
        source: "APP",
        actorName: "Alice",
        teamName: "Dawn Patrol",
        createdAt: at,
      },
      { id: "r3", sequence: 3, label: "Injury roll: D6 — Deadeye (Dawn Patrol): 1D", faces: [5], source: "APP", actorName: "Alice", teamName: "Dawn Patrol", createdAt: at },
    ]);
  });

  test("whole rows pass as they are; a thrown roll without its throw is not made up", () => {
    expect(answerRolls({ rolls: [other], thrown: [] })).toEqual([other]);
    expect(answerRolls({ rolls: [], thrown: [{ id: "r9", sequence: 9, teamName: null }], thrownAt: at, lastThrow })).toEqual([]);
  });
});
