import { describe, expect, test } from "vitest";
import { CHECK_CATEGORIES, type Bump, type CheckCategory } from "../character";
import { checkPool, injuryPreRollPool } from "./check-pool";
import { characterFromBuild } from "../testing/fixtures";

const bump = (b: Omit<Bump, "issue">): Bump => ({ issue: 1, ...b });

describe("checkPool", () => {
  test("a character with no backgrounds or powers rolls 4D on every category (Rule of 4D, L131)", () => {
    const c = characterFromBuild({ archetype: "wildcard" });
    for (const cat of CHECK_CATEGORIES) {
      expect(checkPool(c, cat)).toEqual({ dice: 4, rerolls: 0, tnModifier: 0, sources: ["4D base"] });
    }
  });

  test("henchmen groups start from 2D (Rule of 2D, L1861)", () => {
    const c = characterFromBuild({ archetype: "henchmen", backgrounds: [{ background: "criminal" }] }, { kind: "henchmen" });
    expect(checkPool(c, "underworld")).toMatchObject({ dice: 4, sources: ["2D base", "+2D Criminal"] });
  });

  test("background dice add only to their own categories", () => {
    const c = characterFromBuild({ archetype: "mastermind", backgrounds: [{ background: "criminal" }, { background: "science" }] });
    expect(checkPool(c, "underworld")).toMatchObject({ dice: 6, sources: ["4D base", "+2D Criminal"] });
    expect(checkPool(c, "science")).toMatchObject({ dice: 6, sources: ["4D base", "+2D Science"] });
    expect(checkPool(c, "image").dice).toBe(4);
  });

  test("Alien / Dimensional gives +2D to the category chosen at creation only (L1165)", () => {
    const c = characterFromBuild({ archetype: "wildcard", backgrounds: [{ background: "alien-dimensional", category: "science" }] });
    expect(checkPool(c, "science").dice).toBe(6);
    expect(checkPool(c, "magical").dice).toBe(4);
  });

  test.each<[string, "ch2" | "ch5-table" | undefined, CheckCategory, number]>([
    ["Ruling R1 default: Investigation +1D", undefined, "investigation", 5],
    ["Ruling R1 default: Image nothing", undefined, "image", 4],
    ["Ruling R1 default: Adventure +1D", "ch2", "adventure", 5],
    ["Ruling R1 ch5-table: Image +1D", "ch5-table", "image", 5],
    ["Ruling R1 ch5-table: Investigation nothing", "ch5-table", "investigation", 4],
    ["Ruling R1 ch5-table: Adventure +1D", "ch5-table", "adventure", 5],
  ])("Social Science %s", (_label, variant, category, dice) => {
    const c = characterFromBuild({ archetype: "brawler", backgrounds: [{ background: "social-science" }] });
    expect(checkPool(c, category, { socialScienceVariant: variant }).dice).toBe(dice);
  });

  test.each<[string, Parameters<typeof characterFromBuild>[0], CheckCategory, number, number]>([
    ["Enhanced Senses +2D Adventure (L769)", { archetype: "brawler", powers: [{ power: "enhanced-senses", tier: "minor" }] }, "adventure", 6, 0],
    ["Enhanced Senses +2D Investigation (L769)", { archetype: "brawler", powers: [{ power: "enhanced-senses", tier: "minor" }] }, "investigation", 6, 0],
    ["Mentalism +2D Image (L910)", { archetype: "mentalist", powers: [{ power: "mentalism", tier: "major" }] }, "image", 6, 0],
    ["Mentalism +2D Investigation (L910)", { archetype: "mentalist", powers: [{ power: "mentalism", tier: "major" }] }, "investigation", 6, 0],
    ["Healing +2D Magical (Ruling R2)", { archetype: "mentalist", powers: [{ power: "healing", tier: "major" }] }, "magical", 6, 0],
    ["Healing +2D Science (Ruling R2)", { archetype: "mentalist", powers: [{ power: "healing", tier: "major" }] }, "science", 6, 0],
    ["Savant +2D Science (L1010)", { archetype: "speedster", powers: [{ power: "savant", tier: "minor" }] }, "science", 6, 0],
    ["Shrinking +2D Investigation (Ruling R2)", { archetype: "wildcard", powers: [{ power: "shrinking", tier: "minor" }] }, "investigation", 6, 0],
    ["Shrinking nothing on Adventure (Ruling R2)", { archetype: "wildcard", powers: [{ power: "shrinking", tier: "minor" }] }, "adventure", 4, 0],
    [
      "Construct +1 Re-roll on the chosen category (L705)",
      { archetype: "wildcard", powers: [{ power: "construct", tier: "minor", choices: { category: "magical", constructStat: "body" } }] },
      "magical",
      4,
      1,
    ],
    [
      "Construct nothing on the other category (L705)",
      { archetype: "wildcard", powers: [{ power: "construct", tier: "minor", choices: { category: "magical", constructStat: "body" } }] },
      "science",
      4,
      0,
    ],
  ])("%s", (_label, build, category, dice, rerolls) => {
    const pool = checkPool(characterFromBuild(build), category);
    expect(pool.dice).toBe(dice);
    expect(pool.rerolls).toBe(rerolls);
  });

  test("Esoteric 4 bump gives +1D through its background's categories", () => {
    const c = characterFromBuild(
      { archetype: "blaster", backgrounds: [{ background: "espionage" }, { background: "art" }] },
      { state: { bumps: [bump({ table: "esoteric", row: 4, background: "espionage" })] } },
    );
    expect(checkPool(c, "military")).toMatchObject({ dice: 6, sources: ["4D base", "+1D Espionage", "+1D Esoteric bump (Espionage)"] });
    expect(checkPool(c, "adventure").dice).toBe(6);
    expect(checkPool(c, "creative").dice).toBe(6);
  });

  test.each([5, 6] as const)("General %i bump gives +1 Re-roll through its background", (row) => {
    const c = characterFromBuild(
      { archetype: "blaster", backgrounds: [{ background: "science" }] },
      { state: { bumps: [bump({ table: "general", row, background: "science" })] } },
    );
    expect(checkPool(c, "science")).toEqual({
      dice: 6,
      rerolls: 1,
      tnModifier: 0,
      sources: ["4D base", "+2D Science", "+1 Re-roll General bump (Science)"],
    });
    expect(checkPool(c, "magical").rerolls).toBe(0);
  });

  test("bumps from other rows do not change check pools", () => {
    const c = characterFromBuild(
      { archetype: "blaster", backgrounds: [{ background: "science" }] },
      { state: { bumps: [bump({ table: "general", row: 1 }), bump({ table: "martial", row: 6 })] } },
    );
    expect(checkPool(c, "science")).toMatchObject({ dice: 6, rerolls: 0 });
  });

  test("Toga-Wearing Space God gives +1D to Magical and Science only", () => {
    const c = characterFromBuild({ archetype: "blaster" }, { state: { hasSpaceGodBonus: true } });
    expect(checkPool(c, "magical").dice).toBe(5);
    expect(checkPool(c, "science").dice).toBe(5);
    expect(checkPool(c, "image").dice).toBe(4);
  });

  test("March of Science: a Re-roll given to a category's pool counts on that category only (L2451)", () => {
    const c = characterFromBuild({ archetype: "blaster" }, { state: { marchOfScienceRerolls: ["science", "science", "melee-attack", "objective"] } });
    expect(checkPool(c, "science")).toMatchObject({ dice: 4, rerolls: 2, sources: ["4D base", "+2 Re-rolls March of Science"] });
    expect(checkPool(c, "magical")).toMatchObject({ dice: 4, rerolls: 0 });
  });

  test("each curse raises the TN by 1 (Ruling R12)", () => {
    const c = characterFromBuild({ archetype: "blaster" }, { state: { curses: 2 } });
    expect(checkPool(c, "image")).toMatchObject({ dice: 4, tnModifier: 2 });
    expect(checkPool(characterFromBuild({ archetype: "blaster" }, { state: { curses: 1 } }), "image").sources).toContain("+1 TN cursed");
  });
});

describe("injuryPreRollPool", () => {
  test("4D with no Regen", () => {
    expect(injuryPreRollPool(characterFromBuild({ archetype: "brick" }))).toEqual({ dice: 4, sources: ["4D base"] });
  });
  test("Regen adds 1D (Ruling R6)", () => {
    const c = characterFromBuild({ archetype: "brawler", powers: [{ power: "regen", tier: "minor" }] });
    expect(injuryPreRollPool(c)).toEqual({ dice: 5, sources: ["4D base", "+1D Regen"] });
  });
  test("check bumps, Iron Will and Resistance do not apply (Ruling R6)", () => {
    const c = characterFromBuild(
      {
        archetype: "brawler",
        powers: [
          { power: "iron-will", tier: "minor" },
          { power: "resistance", tier: "minor" },
        ],
        backgrounds: [{ background: "science" }],
      },
      { state: { bumps: [{ table: "esoteric", row: 4, background: "science", issue: 1 }] } },
    );
    expect(injuryPreRollPool(c).dice).toBe(4);
  });
});
