import { describe, expect, test } from "vitest";
import type { ModelEndState } from "./model-end-state";
import { firstIncapacitated, scorePrize, scoreVip, type SideModels } from "./subplot-vp";

const m = (modelId: string, level: number, extra: Partial<ModelEndState> = {}): ModelEndState => ({
  modelId,
  level,
  isSuper: level >= 3,
  isLeader: false,
  state: "incapacitated",
  ...extra,
});

const sides: SideModels[] = [
  { sideId: "ana", models: [m("thug", 1), m("ace", 6), m("boss", 8, { isLeader: true })] },
  { sideId: "ben", models: [m("brick", 5), m("chief", 4, { isLeader: true })] },
];

describe("first Super / first Leader Incapacitated (SU L1475, L1517)", () => {
  test("a Henchman first does not count for First Blood; the next Super does, for the other side", () => {
    const result = firstIncapacitated(sides, [{ modelId: "thug" }, { modelId: "brick" }, { modelId: "ace" }], (x) => x.isSuper);
    expect(result).toEqual({ ok: true, first: { modelId: "brick", sideId: "ben", scoringSideId: "ana" } });
  });
  test("the first Leader", () => {
    const result = firstIncapacitated(sides, [{ modelId: "ace" }, { modelId: "chief" }, { modelId: "boss" }], (x) => x.isLeader);
    expect(result).toMatchObject({ ok: true, first: { modelId: "chief", scoringSideId: "ana" } });
  });
  test("none yet", () => {
    expect(firstIncapacitated(sides, [{ modelId: "thug" }], (x) => x.isSuper)).toEqual({ ok: true, first: null });
  });
  test("three sides: the event names who scores (SU-R18)", () => {
    const three = [...sides, { sideId: "cy", models: [m("zap", 3)] }];
    expect(firstIncapacitated(three, [{ modelId: "zap" }], (x) => x.isSuper)).toMatchObject({ ok: false, error: { code: "opposing-side-unknown" } });
    expect(firstIncapacitated(three, [{ modelId: "zap", bySide: "cy" }], (x) => x.isSuper)).toMatchObject({ ok: false, error: { code: "scoring-side-invalid" } });
    expect(firstIncapacitated(three, [{ modelId: "zap", bySide: "ben" }], (x) => x.isSuper)).toMatchObject({ ok: true, first: { scoringSideId: "ben" } });
  });
});

describe("Prize: shared Study Points to 6 (SU L1497–L1499)", () => {
  test("the study that takes the pool to 6 wins, whoever added the rest", () => {
    const result = scorePrize(
      ["ana", "ben"],
      [
        { sideId: "ana", successes: 4 },
        { sideId: "ben", successes: 1 },
        { sideId: "ben", successes: 2 },
      ],
    );
    expect(result).toEqual({ ok: true, outcome: { winner: "ben", points: { ana: 4, ben: 3 } } });
  });
  test("5 in the pool resolves nothing", () => {
    expect(scorePrize(["ana", "ben"], [{ sideId: "ana", successes: 5 }])).toMatchObject({ ok: true, outcome: { winner: null } });
  });
  test("no study after it is resolved (L1443, SU-R19)", () => {
    expect(
      scorePrize(
        ["ana", "ben"],
        [
          { sideId: "ana", successes: 6 },
          { sideId: "ben", successes: 1 },
        ],
      ),
    ).toMatchObject({ ok: false, error: { code: "prize-already-resolved" } });
  });
});

describe("V.I.P.: each side's own Conviction Points to 5 (SU L1509–L1511)", () => {
  test("points are not shared: 4 + 4 wins nothing", () => {
    expect(
      scoreVip(
        ["ana", "ben"],
        [
          { sideId: "ana", successes: 4 },
          { sideId: "ben", successes: 4 },
        ],
      ),
    ).toMatchObject({ ok: true, outcome: { winner: null } });
  });
  test("the first side to 5 wins", () => {
    expect(
      scoreVip(
        ["ana", "ben"],
        [
          { sideId: "ana", successes: 3 },
          { sideId: "ben", successes: 4 },
          { sideId: "ana", successes: 2 },
        ],
      ),
    ).toEqual({
      ok: true,
      outcome: { winner: "ana", points: { ana: 5, ben: 4 } },
    });
  });
  test.each([
    {
      label: "a roll after it is won",
      rolls: [
        { sideId: "ana", successes: 5 },
        { sideId: "ben", successes: 1 },
      ],
      code: "vip-already-won",
    },
    { label: "an unknown side", rolls: [{ sideId: "cy", successes: 1 }], code: "unknown-side" },
    { label: "negative Successes", rolls: [{ sideId: "ana", successes: -1 }], code: "points-invalid" },
  ])("refuses $label", ({ rolls, code }) => {
    expect(scoreVip(["ana", "ben"], rolls)).toMatchObject({ ok: false, error: { code } });
  });
});
