import { describe, expect, test } from "vitest";
import { goalsOfFace, scriptedDice, seededDice } from "../../dice";
import type { Bump } from "../character";
import type { InjuryOutcome } from "../data/injury-table";
import { injuryRowForTotal } from "../data/injury-table";
import { member } from "../testing/fixtures";
import { injuryOutcomeOdds, injuryRollExemption, injuryRollPlan, rollInjury, type InjuryRollModifiers } from "./roll-injury";

const KO: InjuryRollModifiers = { track: "body", furtherHarm: 0 };
const spectacular: Bump = { table: "weird", row: 4, issue: 1 };

function roll(faces: number[], mods: InjuryRollModifiers = KO, character = member("x", { name: "X" })) {
  const dice = scriptedDice(faces);
  const result = rollInjury(character, mods, dice);
  dice.assertExhausted();
  return result;
}

describe("rollInjury — worked examples (L2597–L2601)", () => {
  test("Giantess: 4D → 3 goals (+1), D6 4, −1 KO'ed → 4 → Light injury", () => {
    const giantess = member("giantess", { name: "Giantess", archetype: "brick" });
    // The brief's faces [2,4,6,5] would be 4 goals (a 6 counts twice, L141); [2,4,6,1] is 3.
    const result = roll([2, 4, 6, 1, 4], KO, giantess);
    expect(result.summary).toBe("4D [2,4,6,1] = 3 goals → +1; D6 4 − 1 (KO'ed) + 1 = 4 → Light injury");
    expect(result).toMatchObject({ bonus: 1, total: 4, outcome: "light-injury", tableOutcome: "light-injury" });
    expect(result.thrown.map((d) => [d.face, d.purpose])).toEqual([
      [2, "injury-bonus"],
      [4, "injury-bonus"],
      [6, "injury-bonus"],
      [1, "injury-bonus"],
      [4, "injury"],
    ]);
  });

  test("Lion: 1 goal (+0), D6 1, −1 → 0 → dead", () => {
    const lion = member("lion", { name: "Lion", archetype: "brawler" });
    const result = roll([4, 1, 2, 3, 1], KO, lion);
    expect(result.summary).toBe("4D [4,1,2,3] = 1 goal → +0; D6 1 − 1 (KO'ed) + 0 = 0 → Dead or destroyed");
    expect(result.outcome).toBe("dead");
  });
});

describe("rollInjury — modifiers", () => {
  test.each<[string, InjuryRollModifiers, Bump[], boolean, number[], number, string]>([
    ["KO'ed on both tracks: D6 − 2 (L2581)", { track: "both", furtherHarm: 0 }, [], false, [1, 1, 1, 1, 5], 3, "− 2 (KO'ed on both tracks)"],
    ["Spectacular Death active: D6 − 3 (L2680)", KO, [spectacular], true, [1, 1, 1, 1, 5], 2, "− 3 (Spectacular Death)"],
    ["Ruling R21: Spectacular Death with both tracks is still − 3", { track: "both", furtherHarm: 0 }, [spectacular], true, [1, 1, 1, 1, 5], 2, "− 3 (Spectacular Death)"],
    ["Spectacular Death not activated this battle: normal − 1", KO, [spectacular], false, [1, 1, 1, 1, 5], 4, "− 1 (KO'ed)"],
    ["further harm −1 per action (L1689)", { track: "body", furtherHarm: 1 }, [], false, [1, 1, 1, 1, 5], 3, "− 1 (further harm)"],
    ["Ruling R7: further harm capped at −2", { track: "body", furtherHarm: 5 }, [], false, [1, 1, 1, 1, 6], 3, "− 2 (further harm)"],
    ["Ruling R7: the Vampire's −1 comes on top of the cap", { track: "body", furtherHarm: 3, isVampireMelee: true }, [], false, [1, 1, 1, 1, 6], 2, "− 1 (Vampire)"],
    ["every 2 goals is +1: 4 goals → +2", KO, [], false, [6, 6, 1, 1, 3], 4, "+ 2 = 4"],
    ["5 goals → +2 (odd goals round down)", KO, [], false, [6, 6, 4, 1, 3], 4, "= 5 goals → +2"],
  ])("%s", (_label, mods, bumps, isActive, faces, total, fragment) => {
    const character = member("x", { name: "X", state: { bumps, weirdBumpsActive: isActive } });
    const result = roll(faces, mods, character);
    expect(result.total).toBe(total);
    expect(result.summary).toContain(fragment);
  });

  test("Ruling R6: Regen adds +1D to the goal roll", () => {
    const regen = member("r", { name: "R", powers: ["regen"] });
    expect(injuryRollPlan(regen, KO).preRoll.dice).toBe(5);
    const result = roll([6, 6, 6, 1, 1, 1], KO, regen);
    expect(result.preRoll.first).toHaveLength(5);
    expect(result).toMatchObject({ bonus: 3, total: 2 + 1 - 1 + 3 - 2 });
  });

  test("Ruling R12: curses do not touch the injury roll (it has no TN)", () => {
    const cursed = member("c", { state: { curses: 3 } });
    expect(roll([2, 4, 6, 1, 4], KO, cursed).total).toBe(4);
  });
});

describe("rollInjury — every table row is reachable (L2586–L2593)", () => {
  test.each<[InjuryOutcome, number[]]>([
    ["dead", [1, 1, 1, 1, 1]],
    ["captured", [1, 1, 1, 1, 2]],
    ["grievous-injury", [1, 1, 1, 1, 3]],
    ["serious-injuries", [1, 1, 1, 1, 4]],
    ["light-injury", [1, 1, 1, 1, 5]],
    ["minor-scrapes", [1, 1, 1, 1, 6]],
    ["settle-the-score", [4, 5, 1, 1, 6]],
    ["inspired-recovery", [6, 6, 6, 6, 6]],
  ])("%s", (outcome, faces) => {
    expect(roll(faces).outcome).toBe(outcome);
  });
});

describe("rollInjury — a hero's mercy (L2595)", () => {
  const hero: InjuryRollModifiers = { ...KO, isPutDownByHero: true };

  test("dead at a hero's hands, Chance 2+ → captured instead", () => {
    const result = roll([1, 1, 1, 1, 1, 4, 4], hero);
    expect(result).toMatchObject({ tableOutcome: "dead", outcome: "captured" });
    expect(result.captureRoll?.goals).toBe(2);
    expect(result.thrown.filter((d) => d.purpose === "injury-capture")).toHaveLength(2);
    expect(result.summary).toContain("captured instead");
  });

  test("dead at a hero's hands, Chance 1 goal → still dead", () => {
    const result = roll([1, 1, 1, 1, 1, 4, 1], hero);
    expect(result).toMatchObject({ tableOutcome: "dead", outcome: "dead" });
  });

  test("no Chance roll when the table did not say dead", () => {
    expect(roll([1, 1, 1, 1, 2], hero).captureRoll).toBeUndefined();
  });
});

describe("injuryRollExemption (Ruling R11)", () => {
  test.each([
    ["Immortal (L856)", member("i", { powers: ["immortal"] }), "immortal"],
    ["henchmen group (L1901)", member("h", { kind: "henchmen" }), "henchmen"],
    ["vehicle", member("v", { kind: "vehicle" }), "vehicle"],
    ["sidekick rolls", member("s", { kind: "sidekick" }), undefined],
    ["thrall rolls", member("t", { kind: "thrall" }), undefined],
  ])("%s", (_label, character, exemption) => {
    expect(injuryRollExemption(character)).toBe(exemption);
    if (exemption) {
      expect(() => rollInjury(character, KO, scriptedDice([]))).toThrow(/no injury roll/);
      expect(injuryOutcomeOdds(character, KO)).toEqual([]);
    }
  });
});

/** Independent brute force: every face of the goal roll and the D6, no shared code but the table. */
function bruteForceOdds(preDice: number, modifierSum: number): Map<InjuryOutcome, number> {
  const out = new Map<InjuryOutcome, number>();
  const total = 6 ** (preDice + 1);
  const faces = new Array<number>(preDice + 1).fill(1);
  for (let n = 0; n < total; n++) {
    let k = n;
    for (let i = 0; i <= preDice; i++) {
      faces[i] = (k % 6) + 1;
      k = Math.floor(k / 6);
    }
    const goals = faces.slice(0, preDice).reduce((s, f) => s + goalsOfFace(f), 0);
    const outcome = injuryRowForTotal(faces[preDice]! + modifierSum + Math.floor(goals / 2)).outcome;
    out.set(outcome, (out.get(outcome) ?? 0) + 1 / total);
  }
  return out;
}

describe("injuryOutcomeOdds", () => {
  test.each<[string, InjuryRollModifiers, number]>([
    ["plain KO", KO, -1],
    ["both tracks", { track: "both", furtherHarm: 0 }, -2],
    ["worst case −5", { track: "both", furtherHarm: 2, isVampireMelee: true }, -5],
  ])("matches a brute-force count: %s", (_label, mods, modifierSum) => {
    const odds = injuryOutcomeOdds(member("x"), mods);
    const brute = bruteForceOdds(4, modifierSum);
    for (const { outcome, probability } of odds) expect(probability).toBeCloseTo(brute.get(outcome) ?? 0, 12);
    expect(odds.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
  });

  test("lists every row in table order, zeros included", () => {
    const odds = injuryOutcomeOdds(member("x"), KO);
    expect(odds.map((o) => o.outcome)).toEqual([
      "dead",
      "captured",
      "grievous-injury",
      "serious-injuries",
      "light-injury",
      "minor-scrapes",
      "settle-the-score",
      "inspired-recovery",
    ]);
    expect(odds[0]).toMatchObject({ name: "Dead or destroyed" });
  });

  test("a hero's victim: 15/36 of the deaths become captures (2D Chance 2+)", () => {
    const plain = injuryOutcomeOdds(member("x"), KO);
    const mercy = injuryOutcomeOdds(member("x"), { ...KO, isPutDownByHero: true });
    const dead = plain[0]!.probability;
    expect(mercy[0]!.probability).toBeCloseTo(dead * (21 / 36), 12);
    expect(mercy[1]!.probability).toBeCloseTo(plain[1]!.probability + dead * (15 / 36), 12);
  });

  test("matches 60,000 seeded rolls within 1%", () => {
    const character = member("x", { powers: ["regen"] });
    const mods: InjuryRollModifiers = { track: "psyche", furtherHarm: 1, isPutDownByHero: true };
    const dice = seededDice(20240601);
    const counts = new Map<InjuryOutcome, number>();
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const { outcome } = rollInjury(character, mods, dice);
      counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    }
    for (const { outcome, probability } of injuryOutcomeOdds(character, mods)) {
      expect(Math.abs((counts.get(outcome) ?? 0) / n - probability), outcome).toBeLessThan(0.01);
    }
  });
});
