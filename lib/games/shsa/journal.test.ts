import { describe, expect, test } from "vitest";
import { EMPTY_EPISODE, EpisodeRecordError, aftermathStage, readEpisode, withEpisode } from "./episode";
import { sessionLines, weekLines } from "./journal";

const names: Record<string, string> = { t1: "Nightjar", t2: "Lark" };
const nameOf = (id: string) => names[id] ?? "someone";

const combat = {
  id: "step-1",
  kind: "combat",
  title: "The vault",
  heroIds: ["t1", "t2"],
  outcome: "success",
  capturedIds: ["t2"],
  inTheNews: true,
  endedBy: ["rout"],
  takenOut: [
    { teamId: "t1", aftermath: { status: { key: "k1", causes: [], face: 7, modifier: 0, total: 7, status: "shaken", source: "app", by: "Olive" }, save: null } },
    {
      teamId: "t2",
      aftermath: {
        status: { key: "k2", causes: ["failed-breakout"], face: 3, modifier: -2, total: 1, status: "dying", source: "physical", by: "Olive" },
        save: { key: "k3", medical: "2D8", summary: "2D8 [1,1] = 2 vs 2D6 [6,6] = 12: major failure by 10", isSaved: false, source: "physical", by: "Olive" },
      },
    },
  ],
};

describe("the episode record in a session's details", () => {
  test("no record reads as an empty episode; a record keeps the details' other keys when written back", () => {
    expect(readEpisode(null)).toEqual(EMPTY_EPISODE);
    expect(readEpisode({ week: { closed: true } })).toEqual(EMPTY_EPISODE);
    const episode = { v: 1 as const, version: 3, steps: [] };
    expect(withEpisode({ week: { closed: true } }, episode)).toEqual({ week: { closed: true }, episode });
  });

  test("a record of the wrong shape is an error naming where", () => {
    expect(() => readEpisode({ episode: { v: 1, version: 0, steps: [{ ...combat, kind: "chase" }] } })).toThrow(EpisodeRecordError);
    expect(() => readEpisode({ episode: { v: 1, version: 0, steps: [{ ...combat, kind: "chase" }] } })).toThrow(/steps\.0\.kind/);
  });

  test("where an aftermath stands: the status roll, then the save of a Dying hero, then done", () => {
    const status = combat.takenOut[1]!.aftermath.status as never;
    expect(aftermathStage({ status: null, save: null })).toBe("status");
    expect(aftermathStage({ status, save: null })).toBe("save");
    expect(aftermathStage({ status: combat.takenOut[0]!.aftermath.status as never, save: null })).toBe("done");
  });
});

describe("the journal's lines", () => {
  test("an episode: each step, then each hero's aftermath", () => {
    expect(sessionLines("EPISODE", { episode: { v: 1, version: 4, steps: [combat] } }, nameOf)).toEqual([
      "Step 1, combat (The vault): Nightjar, Lark won; ended by Rout; captured: Lark; in the news.",
      "Nightjar at TO 0: Shaken (D10 7).",
      "Lark at TO 0: Dying (D10 3 -2), not saved: dead.",
    ]);
    // A Comeback rolled during the fight (L544) is told after its step.
    const comeback = {
      key: "c1",
      teamId: "t1",
      turn: 5,
      timesOutOfAction: 2,
      wp: "2D8",
      summary: "2D8 [8,8] = 16 vs 2D6 [1,1] = 2: major success by 14",
      isBack: true,
      source: "app",
      by: "Olive",
    };
    expect(sessionLines("EPISODE", { episode: { v: 1, version: 5, steps: [{ ...combat, comebacks: [comeback] }] } }, nameOf)[1]).toBe(
      "Nightjar's Comeback on turn 5: 2D8 [8,8] = 16 vs 2D6 [1,1] = 2: major success by 14, back in the fight.",
    );
    expect(sessionLines("EPISODE", null, nameOf)).toEqual(["No step was recorded."]);
    expect(sessionLines("EPISODE", { episode: { v: 2 } }, nameOf)[0]).toMatch(/^The episode's record cannot be read/);
  });

  test("a week is read tolerantly: closed or open, with any summary lines its close kept", () => {
    expect(weekLines(null)).toEqual(["Nothing was recorded for this week."]);
    expect(weekLines({ week: { plans: {} } })).toEqual(["The week is open."]);
    expect(weekLines({ week: { closed: { summary: ["Lark recovered.", 4] } } })).toEqual(["The week was closed.", "Lark recovered."]);
    expect(weekLines({ week: { closedAt: "2026-11-21T10:00:00Z", summary: "Two heroes patrolled." } })).toEqual(["The week was closed.", "Two heroes patrolled."]);
    expect(weekLines({ week: "garbled" })).toEqual(["Nothing was recorded for this week."]);
  });
});
