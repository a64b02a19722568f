import { describe, expect, test } from "vitest";
import type { Bump, SmfCharacter } from "../character";
import { bumpsPerMilestone, isBumpEligible, milestonesDue, suggestBumpAllocation, validateBumpAllocation } from "./bump-allocation";
import { member, squad } from "../testing/fixtures";
import type { BumpPick } from "./types";

const withBumps = (id: string, n: number, extra: Parameters<typeof member>[1] = {}): SmfCharacter =>
  member(id, { ...extra, state: { bumps: Array.from({ length: n }, (_, i): Bump => ({ table: "weird", row: (i + 1) as Bump["row"], issue: 1 })), ...extra.state } });

const codes = (problems: { code: string }[]) => problems.map((p) => p.code);
const pick = (characterId: string, table: BumpPick["table"] = "general", extra: Partial<BumpPick> = {}): BumpPick => ({ characterId, table, ...extra });

describe("milestones (L2625)", () => {
  test.each([
    [4, 0, 0],
    [5, 0, 1],
    [9, 1, 0],
    [15, 1, 2],
  ])("earned %i with %i paid → %i due", (earned, reached, due) => {
    expect(milestonesDue(squad("t", [], { storyPoints: { earned, balance: 0 }, milestonesReached: reached }))).toBe(due);
  });

  test("two bumps per milestone, fewer if fewer members can take them", () => {
    expect(bumpsPerMilestone(squad("t", [member("a"), member("b"), member("c")]))).toBe(2);
    expect(bumpsPerMilestone(squad("t", [member("a"), member("i", { powers: ["immortal"] })]))).toBe(1);
  });

  test.each<[string, SmfCharacter, boolean]>([
    ["active", member("a"), true],
    ["dead", member("a", { state: { status: "dead" } }), false],
    ["captured", member("a", { state: { status: "captured" } }), false],
    ["Immortal (L856)", member("a", { powers: ["immortal"] }), false],
    ["vehicle", member("a", { kind: "vehicle" }), false],
    ["henchmen group", member("a", { kind: "henchmen" }), true],
  ])("Ruling R13 eligibility: %s", (_label, character, eligible) => {
    expect(isBumpEligible(character)).toBe(eligible);
  });
});

describe("validateBumpAllocation", () => {
  const team = squad("t", [withBumps("a", 1), withBumps("b", 0), withBumps("c", 0), member("dead", { state: { status: "dead" } })]);

  test("a legal allocation has no problems", () => {
    expect(validateBumpAllocation(team, [pick("b"), pick("c")], 1, false)).toEqual([]);
  });

  test("Ruling R13: a second bump while a member still lacks a first is refused", () => {
    expect(codes(validateBumpAllocation(team, [pick("a"), pick("b")], 1, false))).toEqual(["first-bumps-first"]);
  });

  test("Ruling R13: once everyone has one, seconds are fine (across milestones in one allocation)", () => {
    expect(validateBumpAllocation(team, [pick("b"), pick("c"), pick("a"), pick("b")], 2, false)).toEqual([]);
  });

  test("Ruling R13: dead members drop out of the count", () => {
    const t = squad("t", [withBumps("a", 1), withBumps("b", 1), member("dead", { state: { status: "dead" } })]);
    expect(validateBumpAllocation(t, [pick("a"), pick("b")], 1, false)).toEqual([]);
  });

  test("every problem is reported at once", () => {
    const problems = validateBumpAllocation(team, [pick("b"), pick("b"), pick("dead"), pick("nobody")], 2, false);
    expect(codes(problems)).toEqual(["same-character-twice", "not-eligible", "unknown-character"]);
  });

  test.each<[string, BumpPick[], boolean, string]>([
    ["wrong count", [pick("b")], false, "wrong-bump-count"],
    ["a row chosen under random advancement", [pick("b", "general", { row: 1 }), pick("c")], false, "row-not-allowed"],
    ["no row under non-random advancement", [pick("b"), pick("c", "general", { row: 1 })], true, "row-required"],
    ["a Weird row chosen (L2690)", [pick("b", "weird", { row: 1 }), pick("c", "general", { row: 1 })], true, "row-not-allowed"],
    ["a background the character lacks", [pick("b", "general", { preferredBackgrounds: ["monarch"] }), pick("c")], false, "background-not-owned"],
    ["a new power that is not a minor", [pick("b", "esoteric", { newPower: "speed" }), pick("c")], false, "invalid-new-power"],
    ["Immortal as the new power: two picks, not one", [pick("b", "esoteric", { newPower: "immortal" }), pick("c")], false, "invalid-new-power"],
  ])("%s", (_label, picks, isNonRandom, code) => {
    expect(codes(validateBumpAllocation(team, picks, 1, isNonRandom))).toContain(code);
  });

  test("Ruling R15: a table with nothing left cannot be chosen", () => {
    const full = member("full", { state: { bumps: [1, 2, 3, 4, 5, 6].map((row): Bump => ({ table: "weird", row: row as Bump["row"], issue: 1 })) } });
    const t = squad("t", [full, withBumps("x", 1)]);
    expect(codes(validateBumpAllocation(t, [pick("full", "weird"), pick("x")], 1, false))).toEqual(["table-exhausted"]);
  });

  test("Ruling R15: the same non-random row twice is refused on the second", () => {
    const t = squad("t", [member("a"), member("b")]);
    const picks = [pick("a", "martial", { row: 3 }), pick("b", "general", { row: 1 }), pick("a", "martial", { row: 3 }), pick("b", "general", { row: 2 })];
    expect(codes(validateBumpAllocation(t, picks, 2, true))).toEqual(["row-taken"]);
  });

  test("non-random: General 3 twice is allowed (printed twice)", () => {
    const t = squad("t", [member("a"), member("b")]);
    const picks = [pick("a", "general", { row: 3 }), pick("b", "general", { row: 1 }), pick("a", "general", { row: 3 }), pick("b", "general", { row: 2 })];
    expect(validateBumpAllocation(t, picks, 2, true)).toEqual([]);
  });
});

describe("suggestBumpAllocation", () => {
  test("fewest bumps first, roster order on ties, a table that suits the archetype", () => {
    const t = squad("t", [withBumps("a", 1), member("brick", { archetype: "brick" }), member("mind", { archetype: "mentalist" }), member("z")]);
    expect(suggestBumpAllocation(t, 1, false)).toEqual([pick("brick", "martial"), pick("mind", "esoteric")]);
  });

  test.each([false, true])("validates clean for several milestones (non-random: %s)", (isNonRandom) => {
    const t = squad("t", [withBumps("a", 2), member("b"), member("c", { kind: "henchmen", backgrounds: ["art"] }), member("i", { powers: ["immortal"] })]);
    const picks = suggestBumpAllocation(t, 4, isNonRandom);
    expect(picks).toHaveLength(8);
    expect(validateBumpAllocation(t, picks, 4, isNonRandom)).toEqual([]);
    expect(picks.some((p) => p.characterId === "i")).toBe(false);
  });
});
