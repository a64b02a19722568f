import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { alignmentOfFace, rerollAlignment } from "./alignment";
import { DEFAULT_SHSA_SETTINGS, shsaSettings } from "./settings";

describe("SHSA-R2: the Hero/Villain/Neutral roll", () => {
  test("default D6: 1–2 Villain, 3–4 Neutral, 5–6 Hero", () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => alignmentOfFace(f, DEFAULT_SHSA_SETTINGS))).toEqual(["villain", "villain", "neutral", "neutral", "hero", "hero"]);
  });

  test("SHSA-R2: the setting changes the die and its bands", () => {
    const d10 = shsaSettings({ alignmentDie: 10, alignmentVillainUpTo: 3, alignmentNeutralUpTo: 5 });
    expect([3, 4, 6].map((f) => alignmentOfFace(f, d10))).toEqual(["villain", "neutral", "hero"]);
    const reroll = rerollAlignment(scriptedDice([9], 10), "villain", "better", d10);
    expect(reroll.roll.sides).toBe(10);
    expect(reroll.after).toBe("hero");
  });

  test("bands that do not fit the die are refused", () => {
    expect(() => shsaSettings({ alignmentNeutralUpTo: 6 })).toThrow();
  });

  test.each([
    { label: "keep better: Villain rolls Neutral and takes it", before: "villain", keep: "better", face: 3, after: "neutral" },
    { label: "keep better: Neutral rolls Villain and stays", before: "neutral", keep: "better", face: 1, after: "neutral" },
    { label: "keep worse: Hero rolls Neutral and takes it", before: "hero", keep: "worse", face: 4, after: "neutral" },
    { label: "keep worse: Villain cannot get worse", before: "villain", keep: "worse", face: 6, after: "villain" },
  ] as const)("$label", ({ before, keep, face, after }) => {
    const reroll = rerollAlignment(scriptedDice([face]), before, keep, DEFAULT_SHSA_SETTINGS);
    expect(reroll.after).toBe(after);
    expect(reroll.isChanged).toBe(after !== before);
    expect(reroll.roll.thrown).toEqual([{ sides: 6, face, purpose: "alignment-reroll", status: "kept" }]);
  });
});
