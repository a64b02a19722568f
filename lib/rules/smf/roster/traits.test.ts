import { describe, expect, test } from "vitest";
import type { CharacterBuild, StandardArchetypeId } from "../character";
import { characterFromBuild } from "../testing/fixtures";
import { baseArchetypesOf, canLiftCurseByMagic, hasBackground, hasPower, isHenchmen, isImmortal, isMentalist, isSorcerer, isVehicle, rollsMartialTwice } from "./traits";

const of = (archetype: CharacterBuild["archetype"], baseArchetypes?: StandardArchetypeId[]) => characterFromBuild(baseArchetypes ? { archetype, baseArchetypes } : { archetype });

describe("baseArchetypesOf (Ruling R4)", () => {
  test.each<[string, ReturnType<typeof of>, StandardArchetypeId[]]>([
    ["standard → itself", of("brick"), ["brick"]],
    ["Super → its base", of("super", ["mentalist"]), ["mentalist"]],
    ["Powerhouse → both", of("powerhouse", ["brick", "blaster"]), ["brick", "blaster"]],
    ["Street-Level → none", of("street-level"), []],
    ["henchmen → none", of("henchmen"), []],
    ["vehicle → none", of("basic-vehicle"), []],
  ])("%s", (_label, c, expected) => {
    expect(baseArchetypesOf(c)).toEqual(expected);
  });
});

describe("rollsMartialTwice (Martial bump table, L2620 ff.)", () => {
  test.each<[string, boolean, ReturnType<typeof of>]>([
    ["Blaster", true, of("blaster")],
    ["Brawler", true, of("brawler")],
    ["Brick", true, of("brick")],
    ["Mastermind", false, of("mastermind")],
    ["Wildcard", false, of("wildcard")],
    ["Super Brick counts as its base", true, of("super", ["brick"])],
    ["Super Sorcerer", false, of("super", ["sorcerer"])],
    ["Powerhouse Mentalist/Brawler counts either base", true, of("powerhouse", ["mentalist", "brawler"])],
    ["Street-Level does not", false, of("street-level")],
  ])("%s → %s", (_label, expected, c) => {
    expect(rollsMartialTwice(c)).toBe(expected);
  });
});

describe("other traits", () => {
  test("isMentalist / isSorcerer / canLiftCurseByMagic count Super and Powerhouse bases", () => {
    expect(isMentalist(of("mentalist"))).toBe(true);
    expect(isMentalist(of("super", ["mentalist"]))).toBe(true);
    expect(isMentalist(of("wildcard"))).toBe(false);
    expect(isSorcerer(of("powerhouse", ["sorcerer", "brick"]))).toBe(true);
    expect(canLiftCurseByMagic(of("sorcerer"))).toBe(true);
    expect(canLiftCurseByMagic(of("mentalist"))).toBe(true);
    expect(canLiftCurseByMagic(of("brick"))).toBe(false);
  });

  test("hasPower, isImmortal, hasBackground", () => {
    const c = characterFromBuild({ archetype: "wildcard", powers: [{ power: "immortal", tier: "minor" }], backgrounds: [{ background: "arcane" }] });
    expect(hasPower(c, "immortal")).toBe(true);
    expect(hasPower(c, "flight")).toBe(false);
    expect(isImmortal(c)).toBe(true);
    expect(isImmortal(of("wildcard"))).toBe(false);
    expect(hasBackground(c, "arcane")).toBe(true);
    expect(hasBackground(c, "art")).toBe(false);
  });

  test("isHenchmen and isVehicle", () => {
    expect(isHenchmen(of("henchmen"))).toBe(true);
    expect(isHenchmen(of("street-level-henchmen"))).toBe(true);
    expect(isHenchmen(of("brick"))).toBe(false);
    expect(isVehicle(of("basic-vehicle"))).toBe(true);
    expect(isVehicle(of("brick"))).toBe(false);
  });
});
