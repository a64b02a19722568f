import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { attackFromFace, coverAreaDodgeBonus, CONCEALMENT_PENALTY, COVER_PENALTY, defenceClass, rangeBand, RANGE_PENALTY, rollAttack } from "./attack";

describe("attacks (L228–L250)", () => {
  const base = { attackBonus: 5, defence: 8 }; // defence class 18

  test("defence class is defence + 10 (L361)", () => {
    expect(defenceClass(11)).toBe(21);
  });

  test("a hit needs the total to reach the defence class", () => {
    expect(attackFromFace(13, base, "a").outcome).toBe("hit");
    expect(attackFromFace(12, base, "a").outcome).toBe("miss");
  });

  test("a natural 20 always hits and threatens; a critical only if the total would have hit (L234)", () => {
    expect(attackFromFace(20, base, "a")).toMatchObject({ outcome: "critical", threat: true });
    const hard = { attackBonus: 0, defence: 15 };
    expect(attackFromFace(20, hard, "a")).toMatchObject({ outcome: "hit", threat: true });
  });

  test("a widened threat range threatens only on hits; only a 20 hits automatically (L238)", () => {
    const wide = { ...base, threatFrom: 18 };
    expect(attackFromFace(18, wide, "a").outcome).toBe("critical");
    expect(attackFromFace(17, wide, "a").outcome).toBe("hit");
    const hard = { attackBonus: 0, defence: 15, threatFrom: 18 };
    expect(attackFromFace(19, hard, "a")).toMatchObject({ outcome: "miss", threat: false });
  });

  test("a natural 1 always misses (L250)", () => {
    expect(attackFromFace(1, { attackBonus: 40, defence: 0 }, "a").outcome).toBe("miss");
  });

  test("a minion never crits a non-minion, but may crit a minion (L347)", () => {
    expect(attackFromFace(20, { ...base, attackerIsMinion: true }, "a").outcome).toBe("hit");
    expect(attackFromFace(20, { ...base, attackerIsMinion: true, targetIsMinion: true }, "a").outcome).toBe("critical");
  });

  test("a routine attack throws no die and cannot crit (L349, L369)", () => {
    const dice = scriptedDice([]);
    const result = rollAttack(dice, { attackBonus: 0, defence: 0, routine: true }, "a");
    expect(result).toMatchObject({ outcome: "hit", natural: null, threat: false, thrown: [] });
  });

  test("range bands: short ×25, medium ×50 at −2, long ×100 at −5, then out of range (L317)", () => {
    expect(rangeBand(4, 100)).toBe("short");
    expect(rangeBand(4, 101)).toBe("medium");
    expect(rangeBand(4, 200)).toBe("medium");
    expect(rangeBand(4, 400)).toBe("long");
    expect(rangeBand(4, 401)).toBe("out-of-range");
    expect(RANGE_PENALTY).toEqual({ short: 0, medium: -2, long: -5 });
  });

  test("concealment and cover: −2 partial, −5 total; cover adds the same to Dodge against areas (L329–L341)", () => {
    expect(CONCEALMENT_PENALTY).toEqual({ none: 0, partial: -2, total: -5 });
    expect(COVER_PENALTY).toEqual({ none: 0, partial: -2, total: -5 });
    expect(coverAreaDodgeBonus("total")).toBe(5);
    expect(attackFromFace(15, { ...base, otherModifiers: COVER_PENALTY.partial + CONCEALMENT_PENALTY.partial }, "a").outcome).toBe("miss");
  });
});
