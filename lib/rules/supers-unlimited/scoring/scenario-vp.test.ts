import { describe, expect, test } from "vitest";
import { slugfestLevels, type ModelEndState } from "./model-end-state";
import { scenarioVp } from "./scenario-vp";

const model = (modelId: string, level: number, state: ModelEndState["state"]): ModelEndState => ({ modelId, level, state, isLeader: false, isSuper: level >= 3 });

describe("Slugfest Levels (SU L1378, L647, SU-R16)", () => {
  test.each([
    { label: "an active model counts its Level", models: [model("a", 7, "active")], levels: 7 },
    { label: "a KO'ed model counts half, rounded up", models: [model("a", 7, "ko"), model("b", 4, "ko")], levels: 4 + 2 },
    { label: "a KO'ed Level 1 Henchman still counts 1", models: [model("a", 1, "ko")], levels: 1 },
    { label: "Incapacitated counts nothing", models: [model("a", 9, "incapacitated")], levels: 0 },
    { label: "off the table after Climb High counts nothing (L647)", models: [model("a", 5, "off-board")], levels: 0 },
    { label: "a mixed team", models: [model("a", 6, "active"), model("b", 5, "ko"), model("c", 2, "active"), model("d", 3, "incapacitated")], levels: 6 + 3 + 2 },
  ])("$label", ({ models, levels }) => {
    expect(slugfestLevels(models)).toBe(levels);
  });
});

describe("2 VP for the highest, 1 VP each when tied (SU L1378, L1396, L1406, L1418, L1439)", () => {
  test.each([
    { label: "a clear win", totals: [3, 1], vp: [2, 0] },
    { label: "a tie", totals: [2, 2], vp: [1, 1] },
    { label: "three sides, two tied highest", totals: [4, 1, 4], vp: [1, 0, 1] },
    { label: "all at 0 tie by the book (SU-R17)", totals: [0, 0], vp: [1, 1] },
  ])("$label", ({ totals, vp }) => {
    expect(scenarioVp(totals.map((total, i) => ({ sideId: `s${i}`, total }))).map((s) => s.vp)).toEqual(vp);
  });

  test("with scoreTiesAtZero off, nobody scores at 0, but a tie above 0 still does", () => {
    const off = { scoreTiesAtZero: false };
    expect(
      scenarioVp(
        [
          { sideId: "a", total: 0 },
          { sideId: "b", total: 0 },
        ],
        off,
      ).map((s) => s.vp),
    ).toEqual([0, 0]);
    expect(
      scenarioVp(
        [
          { sideId: "a", total: 1 },
          { sideId: "b", total: 1 },
        ],
        off,
      ).map((s) => s.vp),
    ).toEqual([1, 1]);
  });
});
