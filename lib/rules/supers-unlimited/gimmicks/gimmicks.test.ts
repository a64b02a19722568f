import { expect, test } from "vitest";
import { CLASSES } from "../card/tables";
import { GIMMICKS } from "./gimmicks";

test("23 Gimmicks: two for Any Class (SU L983–L993), two for each Class but Mythic, Psychic and Summoner, which have one (SU L997–L1129)", () => {
  expect(GIMMICKS).toHaveLength(23);
  const perClass = Object.fromEntries(["any", ...CLASSES.map((c) => c.id)].map((c) => [c, GIMMICKS.filter((g) => g.class === c).length]));
  expect(perClass).toEqual({
    any: 2,
    blaster: 2,
    controller: 2,
    fighter: 2,
    infiltrator: 2,
    mage: 2,
    mythic: 1,
    psychic: 1,
    shifter: 2,
    speedster: 2,
    summoner: 1,
    tank: 2,
    trained: 2,
  });
});

test("every Gimmick has its own id and name, in the book's order", () => {
  expect(new Set(GIMMICKS.map((g) => g.id)).size).toBe(GIMMICKS.length);
  expect(new Set(GIMMICKS.map((g) => g.name)).size).toBe(GIMMICKS.length);
  const lines = GIMMICKS.map((g) => g.line);
  expect([...lines].sort((a, b) => a - b)).toEqual(lines);
});

test("only the Class-free Gimmicks have users other than their Class", () => {
  expect(GIMMICKS.filter((g) => g.user !== "class").map((g) => [g.name, g.class, g.user])).toEqual([
    ["Tag Team", "any", "super"],
    ["We Go Again!", "any", "none"],
  ]);
});
