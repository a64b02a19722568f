import { describe, expect, test } from "vitest";
import { POWER_IDS, STANDARD_ARCHETYPES, type ArchetypeId } from "../character";
import { ANYWHERE_MINORS, ARCHERY_BLASTER_MINORS, ARCHETYPE_TABLE, archetypeRow, standardArchetypeRow, type ArchetypeRow } from "./archetypes";
import { findPower } from "./powers";

type Expected = [ArchetypeId, { move: number; body: number; psyche: number } | null, number, number | null, number, number | null, number];

// [id, stats, major picks, minor picks, background picks, weight (Ruling R4), minor menu size]
const EXPECTED: Expected[] = [
  ["blaster", { move: 6, body: 6, psyche: 6 }, 1, 2, 2, 1, 8],
  ["brawler", { move: 7, body: 7, psyche: 6 }, 1, 2, 2, 1, 8],
  ["brick", { move: 5, body: 8, psyche: 6 }, 1, 2, 2, 1, 8],
  ["mastermind", { move: 6, body: 6, psyche: 6 }, 1, 2, 2, 1, 8],
  ["mentalist", { move: 6, body: 5, psyche: 8 }, 1, 2, 2, 1, 8],
  ["metamorph", { move: 6, body: 6, psyche: 6 }, 1, 1, 2, 1, 8],
  ["sorcerer", { move: 6, body: 6, psyche: 8 }, 1, 1, 2, 1, 8],
  ["speedster", { move: 40, body: 6, psyche: 6 }, 1, 2, 2, 1, 8],
  ["wildcard", { move: 6, body: 6, psyche: 6 }, 0, 4, 2, 1, 50],
  ["street-level", { move: 6, body: 5, psyche: 5 }, 0, 2, 2, 0.5, 49],
  ["super", null, 0, null, 2, 1.5, 0],
  ["powerhouse", null, 0, null, 2, 2, 0],
  ["henchmen", { move: 6, body: 0, psyche: 0 }, 0, 2, 1, 1, 8],
  ["street-level-henchmen", { move: 6, body: 0, psyche: 0 }, 0, 0, 1, 0.5, 0],
  ["basic-vehicle", null, 0, 3, 0, null, 19],
];

describe("ARCHETYPE_TABLE", () => {
  test("has the 14 archetypes, each once", () => {
    expect(ARCHETYPE_TABLE.map((a) => a.id).sort()).toEqual(EXPECTED.map((e) => e[0]).sort());
  });

  test.each(EXPECTED)("%s: stats, picks, backgrounds, weight and menu size", (id, stats, majors, minors, backgrounds, weight, menuSize) => {
    const row = archetypeRow(id);
    expect(row.stats).toEqual(stats);
    expect(row.majorPicks).toBe(majors);
    expect(row.minorPicks).toBe(minors);
    expect(row.backgroundPicks).toBe(backgrounds);
    expect(row.weight).toBe(weight);
    expect(row.minorMenu).toHaveLength(menuSize);
    expect(row.description.length).toBeLessThan(90);
  });

  test.each<[ArchetypeId, string[]]>([
    ["blaster", ["archery", "power-blasts"]],
    ["brawler", ["scrapper"]],
    ["brick", ["super-strength"]],
    ["mastermind", ["enhance"]],
    ["mentalist", ["mentalism", "healing"]],
    ["metamorph", ["metamorph"]],
    ["sorcerer", ["sorcery"]],
    ["speedster", ["speed"]],
    ["wildcard", []],
  ])("%s major menu", (id, majors) => {
    expect(archetypeRow(id).majorMenu).toEqual(majors);
  });

  test.each(ARCHETYPE_TABLE.map((a) => [a.id, a] as [string, ArchetypeRow]))("%s: every menu power exists at its tier", (_id, row) => {
    for (const p of row.majorMenu) expect(findPower(p, "major"), p).toBeDefined();
    for (const p of row.minorMenu) expect(findPower(p, "minor"), p).toBeDefined();
    expect(new Set(row.minorMenu).size).toBe(row.minorMenu.length);
  });

  test("the Wildcard list is every Ch. 2 minor except Shield (L537)", () => {
    const ch2Minors = POWER_IDS.filter((p) => findPower(p, "minor") && p !== "legion");
    expect([...archetypeRow("wildcard").minorMenu].sort()).toEqual(ch2Minors.filter((p) => p !== "shield").sort());
  });

  test("the Street-Level list is the Wildcard list without Magic Artifact (L590)", () => {
    expect([...archetypeRow("street-level").minorMenu].sort()).toEqual(
      archetypeRow("wildcard")
        .minorMenu.filter((p) => p !== "magic-artifact")
        .sort(),
    );
  });

  test("Archery Blaster restricted list (L278)", () => {
    expect(ARCHERY_BLASTER_MINORS).toEqual(["enhance", "fortune", "iron-will", "savant", "super-strength"]);
  });

  test("Amphibious and Construct may be swapped in anywhere (L679, L707)", () => {
    expect(ANYWHERE_MINORS).toEqual(["amphibious", "construct"]);
  });

  test("standardArchetypeRow refuses a non-standard archetype", () => {
    for (const a of STANDARD_ARCHETYPES) expect(standardArchetypeRow(a).id).toBe(a);
    expect(() => standardArchetypeRow("super" as never)).toThrow();
  });
});
