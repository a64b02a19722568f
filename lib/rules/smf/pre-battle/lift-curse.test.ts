import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { member, squad } from "../testing/fixtures";
import { liftCurseByMagic, liftCursesBeforeBattle } from "./lift-curse";

const mystic = member("m", { name: "Mystic", backgrounds: ["arcane", "art"], build: { archetype: "sorcerer" } });
const mind = member("mind", { name: "Mind", backgrounds: ["art", "business"], build: { archetype: "mentalist" } });
const cursed = member("c", { name: "Cursed", state: { curses: 2 } });
const brute = member("b", { name: "Brute", build: { archetype: "brick" } });

describe("lift a curse by magic (L2473)", () => {
  const t = squad("t", [mystic, mind, cursed, brute], { name: "Team" });

  test("TN3 Magical check: 3 goals → one curse lifted", () => {
    const dice = scriptedDice([4, 4, 4, 1, 1, 1]); // Sorcerer with Arcane: 6D
    const result = liftCurseByMagic({ team: t, casterId: "m", targetId: "c" }, dice);
    dice.assertExhausted();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result).toMatchObject({ step: "curse-lift-magic", tn: 3, isLifted: true });
    expect(result.pool.dice).toBe(6);
    expect(result.curseChange).toEqual({ teamId: "t", characterId: "c", delta: -1, reason: "curse-lift-magic" });
    expect(result.summary).toBe("Mystic gives up Team's subplot roll to lift a curse from Cursed: Magical 6D [4,4,4,1,1,1] = 3 goals vs TN 3: success → one curse lifted");
  });

  test("2 goals → the curse holds, no change", () => {
    const result = liftCurseByMagic({ team: t, casterId: "m", targetId: "c" }, scriptedDice([6, 1, 1, 1, 1, 1]));
    expect(result.ok && result.isLifted).toBe(false);
    expect(result.ok && result.curseChange).toBeUndefined();
  });

  test("Ruling R12: a cursed caster lifting its own curse rolls against TN 3 + its curses", () => {
    const self = member("s", { name: "Self", backgrounds: ["arcane", "art"], build: { archetype: "mentalist" }, state: { curses: 1 } });
    const result = liftCurseByMagic({ team: squad("t", [self]), casterId: "s", targetId: "s" }, scriptedDice([4, 4, 4, 1, 1, 1]));
    expect(result.ok && result.tn).toBe(4);
    expect(result.ok && result.isLifted).toBe(false);
  });

  test("a Mentalist without Arcane rolls 4D", () => {
    const result = liftCurseByMagic({ team: t, casterId: "mind", targetId: "c" }, scriptedDice([6, 4, 1, 1]));
    expect(result.ok && result.pool.dice).toBe(4);
    expect(result.ok && result.isLifted).toBe(true);
  });

  test("a Super whose base is Sorcerer can lift", () => {
    const superSorcerer = member("ss", { build: { archetype: "super", baseArchetypes: ["sorcerer"] } });
    const result = liftCurseByMagic({ team: squad("t", [superSorcerer, cursed]), casterId: "ss", targetId: "c" }, scriptedDice([6, 4, 1, 1]));
    expect(result.ok).toBe(true);
  });

  test.each([
    { label: "unknown caster", casterId: "zz", targetId: "c", code: "unknown-character" },
    { label: "unknown target", casterId: "m", targetId: "zz", code: "unknown-character" },
    { label: "a Brick cannot lift by magic", casterId: "b", targetId: "c", code: "caster-cannot-lift" },
    { label: "target without a curse", casterId: "m", targetId: "b", code: "target-not-cursed" },
  ])("$label → $code, no die thrown", ({ casterId, targetId, code }) => {
    const result = liftCurseByMagic({ team: t, casterId, targetId }, scriptedDice([]));
    expect(!result.ok && result.error.code).toBe(code);
  });

  test("a captured Sorcerer cannot lift → caster-unavailable", () => {
    const captive = member("cap", { build: { archetype: "sorcerer" }, state: { status: "captured" } });
    const result = liftCurseByMagic({ team: squad("t", [captive, cursed]), casterId: "cap", targetId: "c" }, scriptedDice([]));
    expect(!result.ok && result.error.code).toBe("caster-unavailable");
  });
});

describe("lift curses with story points (L2473, Ruling R8)", () => {
  test("1 SP per curse: ledger entries and curse changes; the team passed in is untouched", () => {
    const t = squad("t", [cursed, brute], { name: "Team", storyPoints: { earned: 5, balance: 3 } });
    const result = liftCursesBeforeBattle({ team: t, targetIds: ["c", "c"] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.ledger).toEqual([
      { teamId: "t", delta: -1, reason: "curse-lift", characterId: "c", earned: 5, balance: 2, note: "lift a curse from Cursed (L2473)" },
      { teamId: "t", delta: -1, reason: "curse-lift", characterId: "c", earned: 5, balance: 1, note: "lift a curse from Cursed (L2473)" },
    ]);
    expect(result.curseChanges.map((c) => c.delta)).toEqual([-1, -1]);
    expect(result.summary).toBe("Team spends 2 SP to lift 2 curses (Cursed, Cursed)");
    expect(result.thrown).toEqual([]);
    expect(t.storyPoints.balance).toBe(3);
    expect(t.characters[0]!.state.curses).toBe(2);
  });

  test("balance exactly enough → allowed", () => {
    const t = squad("t", [cursed], { storyPoints: { earned: 1, balance: 1 } });
    expect(liftCursesBeforeBattle({ team: t, targetIds: ["c"] }).ok).toBe(true);
  });

  test("balance short → insufficient-balance, nothing lifted", () => {
    const t = squad("t", [cursed], { storyPoints: { earned: 6, balance: 1 } });
    const result = liftCursesBeforeBattle({ team: t, targetIds: ["c", "c"] });
    expect(!result.ok && result.error).toEqual({ code: "insufficient-balance", message: "t has 1 SP; lifting 2 curses costs 2.", rule: { ruling: "R8" } });
  });

  test("zero balance → insufficient-balance", () => {
    const t = squad("t", [cursed], { storyPoints: { earned: 6, balance: 0 } });
    expect(!liftCursesBeforeBattle({ team: t, targetIds: ["c"] }).ok).toBe(true);
  });

  test("more lifts than curses → target-not-cursed", () => {
    const t = squad("t", [cursed], { storyPoints: { earned: 9, balance: 9 } });
    const result = liftCursesBeforeBattle({ team: t, targetIds: ["c", "c", "c"] });
    expect(!result.ok && result.error.code).toBe("target-not-cursed");
  });

  test("unknown target → unknown-character", () => {
    const result = liftCursesBeforeBattle({ team: squad("t", [cursed]), targetIds: ["zz"] });
    expect(!result.ok && result.error.code).toBe("unknown-character");
  });
});
