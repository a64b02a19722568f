import { describe, expect, test } from "vitest";
import { levelsIncapacitated, type IncapacitationBattle } from "./levels-incapacitated";

const model = (characterId: string, level: number) => ({ characterId, name: characterId, level, isSuper: level >= 3, isLeader: false, mindDice: 2 });

describe("Levels incapacitated (SU-R40)", () => {
  test("two teams: each Incapacitated model counts its Level for the other team; KO'ed, off the table or active count for nobody", () => {
    const battle: IncapacitationBattle = {
      sides: [
        { teamId: "a", lineUp: [model("a1", 6), model("a2", 2)] },
        { teamId: "b", lineUp: [model("b1", 8), model("b2", 4)] },
      ],
      result: {
        models: [
          { characterId: "a1", state: "active" },
          { characterId: "a2", state: "incapacitated", order: 2 },
          { characterId: "b1", state: "incapacitated", order: 1 },
          { characterId: "b2", state: "ko" },
        ],
      },
    };
    expect(levelsIncapacitated([battle, battle])).toEqual(
      new Map([
        ["a", 16],
        ["b", 4],
      ]),
    );
  });

  test("three teams: a model counts for the team the report names", () => {
    const battle: IncapacitationBattle = {
      sides: [
        { teamId: "a", lineUp: [model("a1", 5)] },
        { teamId: "b", lineUp: [model("b1", 3)] },
        { teamId: "c", lineUp: [model("c1", 7)] },
      ],
      result: {
        models: [
          { characterId: "a1", state: "active" },
          { characterId: "b1", state: "incapacitated", order: 1, byTeamId: "c" },
          { characterId: "c1", state: "incapacitated", order: 2, byTeamId: "a" },
        ],
      },
    };
    expect(levelsIncapacitated([battle])).toEqual(
      new Map([
        ["c", 3],
        ["a", 7],
      ]),
    );
  });
});
