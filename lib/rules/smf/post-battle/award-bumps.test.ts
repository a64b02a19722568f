import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { awardBumps } from "./award-bumps";
import { battleInput, member, squad, teamReport } from "../testing/fixtures";
import { characterById, initialPostBattleState } from "./state";
import type { BumpPick } from "./types";

function setup(earned: number, reached: number, bumps?: Record<string, BumpPick[]>, isNonRandom = false) {
  const home = squad("home", [member("a", { name: "A" }), member("b", { name: "B" }), member("c", { name: "C" })], {
    name: "Home",
    storyPoints: { earned, balance: earned },
    milestonesReached: reached,
  });
  const foes = squad("foes", [member("f")], { name: "Foes", storyPoints: { earned: 4, balance: 4 } });
  const input = battleInput([home, foes], [teamReport(home, "won"), teamReport(foes, "lost")], {
    choices: bumps ? { bumps } : {},
    campaign: { isAdvancementNonRandom: isNonRandom },
    report: { issue: 3 },
  });
  return { input, state: initialPostBattleState(input) };
}

describe("awardBumps (L2623–L2690)", () => {
  test("one milestone: two bumps to two members, milestonesReached catches up", () => {
    const { input, state } = setup(10, 1, {
      home: [
        { characterId: "b", table: "general" },
        { characterId: "c", table: "general" },
      ],
    });
    const dice = scriptedDice([1, 3]);
    const result = awardBumps(state, input, dice);
    dice.assertExhausted();
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.events.map((e) => e.kind)).toEqual(["milestone", "bump", "bump"]);
    expect(result.events[0]!.summary).toBe("Home reached 10 earned SP: milestone 2, 2 bump(s) (L2625–L2627).");
    expect(characterById(result.state, "b").state.bumps).toEqual([{ table: "general", row: 1, issue: 3 }]);
    expect(characterById(result.state, "c").state.bumps).toEqual([{ table: "general", row: 3, issue: 3 }]);
    expect(result.state.teams.map((t) => t.milestonesReached)).toEqual([2, 0]);
  });

  test("no milestone due: nothing happens", () => {
    const { input, state } = setup(9, 1);
    const result = awardBumps(state, input, scriptedDice([]));
    expect(result).toMatchObject({ ok: true, events: [] });
  });

  test("without picks the suggestion is used (fewest bumps first)", () => {
    const { input, state } = setup(5, 0);
    const result = awardBumps(state, input, scriptedDice([2, 2]));
    expect(result.ok && result.events.filter((e) => e.kind === "bump").map((e) => e.characterId)).toEqual(["a", "b"]);
  });

  test("two milestones at once pay four bumps", () => {
    const { input, state } = setup(10, 0);
    const result = awardBumps(state, input, scriptedDice([1, 1, 1, 2]));
    if (!result.ok) throw new Error("failed");
    expect(result.events.filter((e) => e.kind === "milestone")).toHaveLength(2);
    expect(result.state.teams[0]!.milestonesReached).toBe(2);
    expect(characterById(result.state, "a").state.bumps.map((b) => b.row)).toEqual([1, 2]);
  });

  test("invalid picks are refused before any die is thrown", () => {
    const { input, state } = setup(5, 0, {
      home: [
        { characterId: "a", table: "general" },
        { characterId: "a", table: "martial" },
      ],
    });
    const dice = scriptedDice([]);
    const result = awardBumps(state, input, dice);
    expect(result).toMatchObject({ ok: false, problems: [{ code: "same-character-twice", teamId: "home" }] });
  });

  test("non-random advancement applies the chosen rows with no dice", () => {
    const { input, state } = setup(
      5,
      0,
      {
        home: [
          { characterId: "a", table: "martial", row: 6 },
          { characterId: "b", table: "general", row: 3 },
        ],
      },
      true,
    );
    const result = awardBumps(state, input, scriptedDice([]));
    expect(result.ok && characterById(result.state, "a").state.bumps[0]).toEqual({ table: "martial", row: 6, issue: 3 });
  });

  test("Esoteric 3's power is added to the build as a bump pick", () => {
    const { input, state } = setup(5, 0, {
      home: [
        { characterId: "a", table: "esoteric", newPower: "flight" },
        { characterId: "b", table: "general" },
      ],
    });
    const result = awardBumps(state, input, scriptedDice([3, 1]));
    expect(result.ok && characterById(result.state, "a").build.powers).toEqual([{ power: "flight", tier: "minor", source: "bump" }]);
  });
});
