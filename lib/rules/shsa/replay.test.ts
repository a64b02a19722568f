/**
 * Every random step keeps every die it threw: replaying a result's faces with scripted dice (as a
 * player typing in physical dice would, checked by validateTypedFaces) gives the same result, and
 * uses every face.
 */
import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice, validateTypedFaces, type Dice, type ThrownDie } from "../dice";
import { rollChanges, rollDeadNameReturn, rollHurtWeekly, rollMookReturns, rollPostCombatStatus, postCombatStatusOdds, changeTableOdds } from "./aftermath";
import { rollAllies, rollPatrol } from "./downtime";
import { resolveRelationshipTask } from "./relationships";
import { SHSA_RULES_VERSION } from "./rules-version";
import { DEFAULT_SHSA_SETTINGS } from "./settings";
import { alignmentLog } from "./sheet";
import { rollTask } from "./task";
import { hero } from "./testing/hero";
import { dice } from "./val";

const S = DEFAULT_SHSA_SETTINGS;

function replays<T extends { thrown: ThrownDie[]; rulesVersion?: string }>(label: string, run: (source: Dice) => T) {
  test(`${label}: the recorded faces replay to the same result`, () => {
    for (let seed = 1; seed <= 25; seed++) {
      const original = run(seededDice(seed));
      if ("rulesVersion" in original) expect(original.rulesVersion).toBe(SHSA_RULES_VERSION);
      const typed = original.thrown.map((d) => validateTypedFaces([String(d.face)], d.sides, 1));
      expect(typed.every((t) => t.ok)).toBe(true);
      const source = scriptedDice(
        original.thrown.map((d) => d.face),
        30,
      );
      expect(run(source)).toEqual(original);
      source.assertExhausted();
    }
  });
}

describe("replay from recorded dice", () => {
  replays("a task", (source) => rollTask(source, dice(2, 8), dice(2, 10), S, "task"));
  replays("a patrol", (source) => rollPatrol(source, 5, S));
  replays("allies", (source) => rollAllies(source, "mooks"));
  replays("mook returns", (source) => rollMookReturns(source, 13));
  replays("a status roll", (source) => rollPostCombatStatus(source, ["killing-attack"]));
  replays("a Hurt week", (source) => rollHurtWeekly(source));
  replays("a dead Name's check", (source) => rollDeadNameReturn(source, "monthly"));
  replays("three changes", (source) => {
    const changes = rollChanges(source, 3, { ability: 5, advantage: 2, disadvantage: 0, trait: 3, relationship: 1, skill: 6, hasPersonality: true });
    return { changes, thrown: changes.flatMap((c) => c.thrown) };
  });
  replays("a relationship task with alignment re-rolls", (source) => {
    const sheet = hero({ alignment: "neutral", relationships: [{ id: "r", type: "companion", with: "Vox", value: 0, isActive: true }] });
    const result = resolveRelationshipTask(
      source,
      { sheet, relationshipId: "r", grade: "minor-success", successChoice: "lower-ego", successOption: "both-ego", other: { alignment: "villain", isPc: true } },
      S,
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.thrown).toHaveLength(2);
    return result;
  });

  test("the alignment log lists the alignment entries of a ledger", () => {
    const sheet = hero({ alignment: "neutral", relationships: [{ id: "r", type: "companion", with: "Vox", value: 0, isActive: true }] });
    const result = resolveRelationshipTask(
      scriptedDice([6, 6]),
      { sheet, relationshipId: "r", grade: "minor-success", successChoice: "lower-ego", successOption: "both-ego", other: { alignment: "villain", isPc: true } },
      S,
    );
    expect(result.ok && alignmentLog(result.entries).map((e) => [e.before, e.after, e.reason])).toEqual([["neutral", "hero", "alignment-roll"]]);
  });
});

describe("odds of the aftermath tables", () => {
  test("status odds match a count of the ten faces and 20,000 seeded rolls", () => {
    expect(postCombatStatusOdds([])).toEqual({ dying: expect.closeTo(0.1, 12), hurt: expect.closeTo(0.2, 12), shaken: expect.closeTo(0.7, 12) });
    const odds = postCombatStatusOdds(["killing-attack", "failed-breakout"]);
    expect(odds).toEqual({ dying: expect.closeTo(0.4, 12), hurt: expect.closeTo(0.2, 12), shaken: expect.closeTo(0.4, 12) });
    const source = seededDice(7);
    const counts = { dying: 0, hurt: 0, shaken: 0 };
    for (let i = 0; i < 20_000; i++) counts[rollPostCombatStatus(source, ["bullet-or-short-range-held-item"]).status]++;
    const exact = postCombatStatusOdds(["bullet-or-short-range-held-item"]);
    for (const status of ["dying", "hurt", "shaken"] as const) {
      const p = exact[status];
      expect(Math.abs(counts[status] / 20_000 - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / 20_000));
    }
  });

  test("change-table odds sum to 1; adding a disadvantage is 3 in 20 (SHSA-R11)", () => {
    const odds = changeTableOdds();
    expect(odds.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    expect(odds.filter((o) => o.row.id === "add-disadvantage").reduce((s, o) => s + o.p, 0)).toBeCloseTo(3 / 20, 12);
  });
});
