import { describe, expect, test } from "vitest";
import { ACE, type SuCard } from "@/lib/rules/supers-unlimited";
import { hpText, immuneText, keywordRows, levelLine, moveText, reachText, sizeText, weaknessLines } from "./card-format";

const card = (patch: Partial<SuCard>): SuCard => ({ ...ACE, ...patch });

describe("an SU card's printed lines", () => {
  test.each([
    ["a Super", card({ level: 4 }), "Level 4 Super"],
    ["a Henchman", card({ level: 2 }), "Level 2 Henchman"],
  ])("%s: its Level line", (_label, c, line) => expect(levelLine(c)).toBe(line));

  test("HP shows its Red Zone, half rounded down", () => {
    expect(hpText(card({ hp: 10 }))).toBe("10, Red Zone 5");
    expect(hpText(card({ hp: 7 }))).toBe("7, Red Zone 3");
  });

  test("Size names its row", () => expect(sizeText(2)).toBe("2 (Standard)"));

  test("Keywords: only the families the card has, in the book's order", () => {
    expect(keywordRows(card({ keywords: { types: ["living"], origins: ["skill", "science"], elements: [], specialties: ["might"] } }))).toEqual([
      ["Type", "Living"],
      ["Origin", "Skill, Science"],
      ["Specialty", "Might"],
    ]);
  });

  test("Weaknesses and Vulnerabilities, Plasma X included", () => {
    expect(weaknessLines(card({ weaknesses: ["fire"], vulnerabilities: [{ keyword: "magnetism" }, { plasmaX: true }] }))).toEqual(["Weak/Fire", "Vulnerable/Magnetism, Plasma X"]);
    expect(weaknessLines(ACE)).toEqual([]);
  });

  test("Move lists Sprint first; an Immobile card says so", () => {
    expect(moveText(card({ move: 6, movementTypes: ["flight"] }))).toBe('6" · Sprint, Flight');
    expect(moveText(card({ move: 0, isImmobile: true, movementTypes: [] }))).toBe('0" (Immobile)');
  });

  test("Immune: Fall comes with Flight", () => {
    expect(immuneText(card({ movementTypes: ["flight"], immune: ["poison"] }))).toBe("Immune/Poison, Fall");
    expect(immuneText(ACE)).toBeNull();
  });

  test("Reach is base to base unless the card gives one", () => {
    expect(reachText(ACE)).toBe("Base to base");
    expect(reachText(card({ reach: 2 }))).toBe('2"');
  });
});
