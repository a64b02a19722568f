import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import type { RelationshipType } from "./relationship-types";
import { RELATIONSHIP_TYPES } from "./relationship-types";
import { MASTERMIND_PENALTY, relationshipContest, resolveRelationshipTask, SUCCESS_OPTIONS, type ResolveRelationshipInput } from "./relationships";
import { DEFAULT_SHSA_SETTINGS } from "./settings";
import type { Relationship } from "./sheet";
import { rollTask, TASK_GRADES, type TaskGrade } from "./task";
import { hero } from "./testing/hero";
import { fixed } from "./val";

const S = DEFAULT_SHSA_SETTINGS;

/** A contest roll of the given grade (two plain numbers: no dice). */
function contest(grade: TaskGrade) {
  const [a, r] = { "major-success": [10, 0], "minor-success": [5, 4], "minor-failure": [4, 5], "major-failure": [0, 10] }[grade];
  return rollTask(scriptedDice([]), fixed(a!), fixed(r!), S, "contest");
}

function withRelationship(type: RelationshipType, value: number, extra: Relationship[] = []) {
  return hero({ alignment: "neutral", relationships: [{ id: "r", type, with: "Other", value, isActive: true }, ...extra] });
}

function resolve(faces: number[], input: Partial<ResolveRelationshipInput> & { type: RelationshipType; value: number; extra?: Relationship[] }) {
  const source = scriptedDice(faces);
  const { type, value, extra, ...rest } = input;
  const result = resolveRelationshipTask(
    source,
    { sheet: withRelationship(type, value, extra), relationshipId: "r", grade: "minor-success", other: { alignment: "hero", isPc: false }, ...rest },
    S,
  );
  source.assertExhausted();
  return result;
}

const codes = (r: ReturnType<typeof resolve>) => (r.ok ? r.effects.map((e) => e.code) : r.error.code);

describe("the general rule (L25)", () => {
  test("success: +1 VP and −1 Ego, or +1 VP and +1 to the relationship", () => {
    const ego = resolve([], { type: "rival", value: 0, successChoice: "lower-ego", successOption: "call-to-help" });
    expect(ego.ok && [ego.sheet.vp, ego.sheet.ego, ego.sheet.relationships[0]!.value]).toEqual([1, 1, 0]);
    const rel = resolve([], { type: "rival", value: 0, successChoice: "raise-relationship", successOption: "call-to-help" });
    expect(rel.ok && [rel.sheet.vp, rel.sheet.ego, rel.sheet.relationships[0]!.value]).toEqual([1, 2, 1]);
    expect(rel.ok && rel.entries.every((e) => e.reason === "relationship-task")).toBe(true);
  });

  test("failure: +1 Ego, or −2 to the relationship", () => {
    const ego = resolve([], { type: "rival", value: 0, grade: "major-failure", failureChoice: "raise-ego" });
    expect(ego.ok && [ego.sheet.vp, ego.sheet.ego, ego.sheet.relationships[0]!.value]).toEqual([0, 3, 0]);
    const rel = resolve([], { type: "rival", value: 0, grade: "minor-failure", failureChoice: "lower-relationship" });
    expect(rel.ok && [rel.sheet.ego, rel.sheet.relationships[0]!.value]).toEqual([2, -2]);
  });

  test("the choice and the type's option are required", () => {
    expect(codes(resolve([], { type: "rival", value: 0, successOption: "call-to-help" }))).toBe("choice-needed");
    expect(codes(resolve([], { type: "rival", value: 0, successChoice: "lower-ego" }))).toBe("choice-needed");
    expect(codes(resolve([], { type: "rival", value: 0, successChoice: "lower-ego", successOption: "both-wp" }))).toBe("option-not-allowed");
    expect(codes(resolve([], { type: "rival", value: 0, relationshipId: "nobody", successChoice: "lower-ego" }))).toBe("unknown-relationship");
    expect(codes(resolve([], { type: "tempter", value: 0, successChoice: "lower-ego", successOption: "call-to-help" }))).toBe("option-not-allowed");
  });
});

describe("the seven types", () => {
  test("seven, each with its success list (L28–L102)", () => {
    expect(RELATIONSHIP_TYPES.map((t) => t.id)).toEqual(["follower-minion", "companion", "rival", "anima-animus", "mentor-guide", "mastermind", "tempter"]);
    expect(Object.fromEntries(Object.entries(SUCCESS_OPTIONS).map(([k, v]) => [k, v.length]))).toEqual({
      "follower-minion": 5,
      companion: 3,
      rival: 2,
      "anima-animus": 3,
      "mentor-guide": 4,
      mastermind: 0,
      tempter: 0,
    });
  });

  test("Follower/Minion success: the minion's Virtue, an alignment re-roll for a non-Hero (L31), and an NPC joins (L34)", () => {
    const r = resolve([5], { type: "follower-minion", value: 0, successChoice: "lower-ego", successOption: "other-virtue", other: { alignment: "villain", isPc: false } });
    expect(r.ok && r.alignmentRerolls.map((a) => [a.who, a.reroll.after])).toEqual([["other", "hero"]]);
    expect(codes(r)).toEqual(["npc-joins-hero", "other-virtue"]);
  });

  test("Follower/Minion success: Virtue vs Ego with a major result brings a Light Evolution (L33)", () => {
    const major = resolve([], { type: "follower-minion", value: 0, successChoice: "lower-ego", successOption: "virtue-vs-ego", contest: contest("major-failure") });
    expect(codes(major)).toContain("light-evolution");
    const minor = resolve([], { type: "follower-minion", value: 0, successChoice: "lower-ego", successOption: "virtue-vs-ego", contest: contest("minor-success") });
    expect(codes(minor)).not.toContain("light-evolution");
  });

  test.each([
    { label: "at −2 before the task it ends (L40)", value: -2, isEnded: true },
    { label: "at −1 it does not, even when the −2 takes it to −3", value: -1, isEnded: false },
  ])("Follower/Minion failure $label", ({ value, isEnded }) => {
    const r = resolve([2], { type: "follower-minion", value, grade: "minor-failure", failureChoice: "lower-relationship", other: { alignment: "neutral", isPc: true } });
    expect(r.ok && r.isEnded).toBe(isEnded);
    expect(r.ok && r.sheet.relationships[0]).toMatchObject({ value: value - 2, isActive: !isEnded });
    expect(codes(r)).toEqual(["other-ego", "npc-minion-joins-other-side", "npc-follower-flees", "pc-follower-wp"]);
    expect(r.ok && r.alignmentRerolls.map((a) => [a.who, a.reroll.keep, a.reroll.after])).toEqual([["other", "worse", "villain"]]);
  });

  test("Companion failure: a Villain Companion makes the hero re-roll (keep worse) instead of ending it (L52–L55, SHSA-R6)", () => {
    const villain = resolve([1], { type: "companion", value: -3, grade: "minor-failure", failureChoice: "raise-ego", other: { alignment: "villain", isPc: false } });
    expect(villain.ok && [villain.isEnded, villain.sheet.alignment]).toEqual([false, "villain"]);
    expect(villain.ok && villain.entries.map((e) => e.field)).toEqual(["ego", "alignment"]);
    const neutral = resolve([], { type: "companion", value: -3, grade: "minor-failure", failureChoice: "raise-ego", other: { alignment: "neutral", isPc: false } });
    expect(neutral.ok && neutral.isEnded).toBe(true);
  });

  test("Companion success: +1 temporary WP only for a PC Companion (L45); both −1 Ego re-rolls each non-Hero (L43)", () => {
    expect(codes(resolve([], { type: "companion", value: 0, successChoice: "lower-ego", successOption: "both-wp" }))).toBe("option-not-allowed");
    const both = resolve([6, 1], { type: "companion", value: 0, successChoice: "raise-relationship", successOption: "both-ego", other: { alignment: "neutral", isPc: true } });
    expect(both.ok && [both.sheet.ego, both.sheet.alignment]).toEqual([1, "hero"]);
    expect(both.ok && both.alignmentRerolls.map((a) => [a.who, a.reroll.after])).toEqual([
      ["hero", "hero"],
      ["other", "neutral"],
    ]);
  });

  test.each([
    { value: -2, code: "npc-rival-joins-other-side" },
    { value: -1, code: "npc-rival-joins-hero" },
  ])("Rival failure at $value: the random Rival NPC's side (L65–L66)", ({ value, code }) => {
    const r = resolve([], { type: "rival", value, grade: "minor-failure", failureChoice: "raise-ego" });
    expect(codes(r)).toEqual(["bickering", code]);
    expect(r.ok && r.isEnded).toBe(false);
  });

  test("Anima/Animus failure at −2: it ends and the hero is at −1 to all tasks (L74–L76)", () => {
    const r = resolve([], { type: "anima-animus", value: -2, grade: "minor-failure", failureChoice: "raise-ego" });
    expect(r.ok && r.isEnded).toBe(true);
    expect(codes(r)).toEqual(["all-tasks-minus-1"]);
  });

  test("Mentor/Guide: a Hero mentor's Virtue vs Ego takes Ego −2 on a major success, then the hero re-rolls keeping better (L80–L82)", () => {
    const r = resolve([5], { type: "mentor-guide", value: 0, successChoice: "raise-relationship", successOption: "hero-mentor-virtue-vs-ego", contest: contest("major-success") });
    expect(r.ok && [r.sheet.ego, r.sheet.alignment]).toEqual([0, "hero"]);
    const villain = resolve([], {
      type: "mentor-guide",
      value: 0,
      successChoice: "raise-relationship",
      successOption: "hero-mentor-virtue-vs-ego",
      other: { alignment: "villain", isPc: false },
    });
    expect(codes(villain)).toBe("option-not-allowed");
  });

  test.each(TASK_GRADES.map((grade) => ({ grade, penalty: MASTERMIND_PENALTY[grade] })))("Mastermind failure, WP contest $grade (L94–L95, SHSA-R6)", ({ grade, penalty }) => {
    const r = resolve([4], { type: "mastermind", value: 0, grade: "minor-failure", failureChoice: "lower-relationship", contest: contest(grade) });
    expect(codes(r)).toEqual([penalty.code, "npc-opposes-hero"]);
    expect(r.ok && r.sheet.relationships[0]!.value).toBe(-3);
    expect(r.ok && r.sheet.alignment).toBe("neutral");
  });

  test("Mastermind penalties: cannot act, −2 Val, −1 Val, none", () => {
    expect(TASK_GRADES.map((g) => MASTERMIND_PENALTY[g].valPenalty)).toEqual([null, -2, -1, 0]);
    expect(codes(resolve([], { type: "mastermind", value: 0, grade: "minor-failure", failureChoice: "raise-ego" }))).toBe("contest-needed");
  });

  const anima: Relationship = { id: "a", type: "anima-animus", with: "Love", value: 1, isActive: true };
  test.each([
    { label: "at +3 before the task it stops being a tempter relationship", value: 3, isEnded: true },
    { label: "at +2 it goes on", value: 2, isEnded: false },
  ])("Tempter success $label (L101); the Anima/Animus +1", ({ value, isEnded }) => {
    const r = resolve([6], { type: "tempter", value, extra: [anima], successChoice: "lower-ego", other: { alignment: "neutral", isPc: false } });
    expect(r.ok && r.isEnded).toBe(isEnded);
    expect(r.ok && r.sheet.relationships.find((x) => x.id === "a")!.value).toBe(2);
    expect(codes(r)).toEqual(["tempter-joins-hero", "other-virtue"]);
  });

  test("Tempter failure: the WP contest, the Anima/Animus −1 (L102)", () => {
    const r = resolve([], {
      type: "tempter",
      value: 0,
      extra: [anima],
      grade: "minor-failure",
      failureChoice: "raise-ego",
      other: { alignment: "villain", isPc: false },
      contest: contest("minor-failure"),
    });
    expect(codes(r)).toEqual(["cannot-act-vs-scheme", "npc-tempter-opposes", "auto-capture", "other-ego"]);
    expect(r.ok && r.sheet.relationships.find((x) => x.id === "a")!.value).toBe(0);
  });
});

describe("which contest a task may need, before it is rolled (SHSA-R6)", () => {
  test("relationshipContest names exactly the contests the resolver asks for, for every type, result, grade and player", () => {
    for (const { id: type } of RELATIONSHIP_TYPES) {
      const options: readonly (string | undefined)[] = [undefined, ...SUCCESS_OPTIONS[type].map((option) => option.id)];
      for (const successOption of options)
        for (const isPc of [false, true])
          for (const grade of TASK_GRADES) {
            const result = resolveRelationshipTask(
              scriptedDice(Array.from({ length: 10 }, () => 3)),
              {
                sheet: withRelationship(type, 0),
                relationshipId: "r",
                grade,
                successChoice: "lower-ego",
                failureChoice: "raise-ego",
                successOption,
                other: { alignment: "hero", isPc },
              },
              S,
            );
            const needed = !result.ok && result.error.code === "contest-needed";
            const contestOf = relationshipContest(type, successOption, isPc);
            const on = grade.endsWith("success") ? "success" : "failure";
            expect([type, successOption, isPc, grade, needed]).toEqual([type, successOption, isPc, grade, contestOf?.on === on]);
          }
    }
  });

  test("the contest says who rolls against whom, with its line", () => {
    expect(relationshipContest("mastermind", undefined, false)).toMatchObject({ on: "failure", actor: "The hero's WP", resistance: "the Mastermind's WP", line: "L94–L95" });
    expect(relationshipContest("tempter", undefined, true)).toBeNull();
    expect(relationshipContest("follower-minion", "virtue-vs-ego", false)).toMatchObject({ on: "success", line: "L33" });
    expect(relationshipContest("companion", "call-to-help", false)).toBeNull();
  });
});
