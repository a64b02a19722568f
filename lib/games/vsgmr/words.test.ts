import { describe, expect, test } from "vitest";
import { pointsText } from "@/lib/rules/vsgmr";
import { possessive } from "./words";

describe("words", () => {
  test.each([
    { name: "Orcs", expected: "Orcs'" },
    { name: "Justice League", expected: "Justice League's" },
    { name: "Star Soldiers", expected: "Star Soldiers'" },
  ])("the possessive of $name", ({ name, expected }) => {
    expect(possessive(name)).toBe(expected);
  });

  test.each([
    { halves: 0, expected: "0 points" },
    { halves: 1, expected: "½ point" },
    { halves: 2, expected: "1 point" },
    { halves: 3, expected: "1½ points" },
    { halves: 84, expected: "42 points" },
  ])("$halves half-points read $expected", ({ halves, expected }) => {
    expect(pointsText(halves)).toBe(expected);
  });
});
