import { describe, expect, test } from "vitest";
import { POWER_IDS, type PowerId, type PowerTier } from "../character";
import { powerSources, type PowerSource } from "../roster/power-menus";
import { GRIMOIRE_EXCLUDED, POWERS, QUIVER_OPTIONS, findPower, powerRow } from "./powers";

const WS: PowerSource[] = ["wildcard", "street-level"];

/** Who may take each power: smf-data.md §3.2 "Who may take it" (archetype menus L252–L665, L1938, L2732). */
const MENUS: [PowerId, PowerTier, PowerSource[]][] = [
  ["amphibious", "minor", [...WS, "basic-vehicle", "any"]],
  ["archery", "major", ["blaster"]],
  ["armor", "minor", ["brick", "mastermind", "metamorph", ...WS, "henchmen", "basic-vehicle", "metamorph-form-6"]],
  ["barrier", "minor", WS],
  ["burrowing", "minor", ["brick", ...WS, "basic-vehicle"]],
  ["construct", "minor", [...WS, "any"]],
  ["damage-field", "minor", ["blaster", ...WS]],
  ["density-decrease", "minor", ["speedster", ...WS]],
  ["density-increase", "minor", ["brick", ...WS]],
  ["dispel", "minor", WS],
  ["duplicate", "minor", WS],
  ["enhance", "major", ["mastermind"]],
  ["enhance", "minor", ["mentalist", ...WS, "archery-blaster"]],
  ["enhanced-senses", "minor", ["brawler", "mentalist", "metamorph", ...WS, "basic-vehicle", "metamorph-form-5"]],
  ["entangle", "minor", ["sorcerer", ...WS, "basic-vehicle", "quiver", "metamorph-form-3", "metamorph-form-5"]],
  ["explosion", "minor", ["blaster", ...WS]],
  ["flight", "minor", ["blaster", "mastermind", "mentalist", "sorcerer", ...WS, "henchmen", "basic-vehicle", "metamorph-form-6"]],
  ["force-field", "minor", ["blaster", "mastermind", ...WS, "basic-vehicle"]],
  ["fortune", "minor", ["brawler", ...WS, "archery-blaster"]],
  ["gadgets", "minor", ["mastermind", ...WS]],
  ["grenades", "minor", WS],
  ["growth", "minor", [...WS, "basic-vehicle"]],
  ["healing", "major", ["mentalist"]],
  ["immortal", "minor", WS],
  ["invisibility-obscurement", "minor", [...WS, "quiver"]],
  ["iron-will", "minor", ["blaster", "brawler", "mastermind", "mentalist", "metamorph", "sorcerer", "speedster", ...WS, "archery-blaster"]],
  ["jinx", "minor", ["sorcerer", ...WS]],
  ["leaping", "minor", ["brick", ...WS, "basic-vehicle", "quiver", "metamorph-form-4"]],
  ["legion", "minor", ["henchmen"]],
  ["magic-artifact", "minor", ["brick", "wildcard"]],
  ["massive", "minor", ["brick", ...WS, "basic-vehicle"]],
  ["melee-specialist", "minor", ["brawler", "speedster", ...WS, "henchmen", "basic-vehicle", "quiver", "metamorph-form-1", "metamorph-form-4"]],
  ["mentalism", "major", ["mentalist"]],
  ["metamorph", "major", ["metamorph"]],
  ["mimic", "minor", ["metamorph", ...WS]],
  ["multiple-limbs", "minor", [...WS, "basic-vehicle", "metamorph-form-2"]],
  ["parasite", "minor", WS],
  ["power-blasts", "major", ["blaster"]],
  ["power-blasts", "minor", ["mastermind", ...WS, "henchmen", "basic-vehicle", "metamorph-form-6"]],
  ["rage", "minor", ["brick", ...WS]],
  ["rapport", "minor", ["mentalist", "sorcerer", ...WS]],
  ["reflection", "minor", ["blaster", "speedster", ...WS]],
  ["regen", "minor", ["brawler", ...WS, "basic-vehicle"]],
  ["resistance", "minor", ["blaster", "brawler", "brick", "metamorph", "speedster", ...WS, "henchmen", "basic-vehicle", "metamorph-form-3"]],
  ["savant", "minor", ["mastermind", "mentalist", "metamorph", "speedster", ...WS, "archery-blaster"]],
  ["save", "minor", [...WS, "metamorph-form-2"]],
  ["scrapper", "major", ["brawler"]],
  ["servitor-sidekick", "minor", WS],
  ["shield", "minor", ["brawler"]],
  ["shrinking", "minor", [...WS, "basic-vehicle"]],
  ["sonic-blasts", "minor", ["sorcerer", ...WS, "quiver"]],
  ["sorcery", "major", ["sorcerer"]],
  ["speed", "major", ["speedster"]],
  ["stun", "minor", ["speedster", ...WS, "basic-vehicle", "quiver", "metamorph-form-3"]],
  ["summoning", "minor", ["sorcerer", ...WS]],
  ["super-agility", "minor", ["brawler", "metamorph", "speedster", ...WS, "henchmen", "quiver", "metamorph-form-2", "metamorph-form-5"]],
  ["super-strength", "major", ["brick"]],
  ["super-strength", "minor", ["blaster", "mastermind", "metamorph", ...WS, "henchmen", "basic-vehicle", "archery-blaster"]],
  ["telekinesis", "minor", ["mentalist", ...WS]],
  ["teleport", "minor", ["mentalist", "sorcerer", ...WS, "basic-vehicle"]],
  ["vampire", "minor", WS],
  ["x-factor", "minor", WS],
];

describe("POWER_TABLE", () => {
  test("61 Ch. 2 entries plus Legion; 10 majors (smf-data §3.1)", () => {
    expect(POWERS).toHaveLength(62);
    expect(POWERS.filter((p) => p.tier === "major")).toHaveLength(10);
    expect(new Set(POWERS.map((p) => `${p.id}/${p.tier}`)).size).toBe(62);
  });

  test("every PowerId has a row, and every row is in the menu table below", () => {
    for (const id of POWER_IDS)
      expect(
        POWERS.some((p) => p.id === id),
        id,
      ).toBe(true);
    expect(MENUS).toHaveLength(POWERS.length);
  });

  test.each(MENUS)("%s (%s) is offered by exactly its menus", (id, tier, sources) => {
    expect(powerSources(id, tier).sort()).toEqual([...sources].sort());
  });

  test.each(POWERS.map((p) => [`${p.name} (${p.tier})`, p] as const))("%s cites a Ch. 2 or Ch. 4 line and has a short description", (_label, row) => {
    expect(row.line).toBeGreaterThanOrEqual(669);
    expect(row.line).toBeLessThanOrEqual(1909);
    expect(row.description.length).toBeGreaterThan(5);
    expect(row.description.length).toBeLessThan(80);
  });

  test.each<[PowerId, PowerTier, string, number, number, number | undefined]>([
    ["power-blasts", "major", "ranged-attack", 6, 1, 30], // L960 +2D[1] 30"
    ["power-blasts", "minor", "ranged-attack", 5, 1, 15], // L964 +1D[1] 15"
    ["archery", "major", "ranged-attack", 5, 1, 15], // L687 Power Blasts (minor)
    ["super-strength", "major", "ranged-attack", 4, 0, 10], // L1114
    ["gadgets", "minor", "ranged-attack", 3, 0, 10], // L829
    ["grenades", "minor", "ranged-attack", 3, 0, 5], // L833
    ["shield", "minor", "ranged-attack", 3, 0, 5], // L1041
    ["magic-artifact", "minor", "ranged-attack", 4, 1, 15], // L898, L900
    ["entangle", "minor", "ranged-attack", 5, 0, 10], // L777
    ["mentalism", "major", "psyche-attack", 6, 0, 15], // L916
    ["sonic-blasts", "minor", "psyche-attack", 4, 1, 15], // L1056
    ["jinx", "minor", "psyche-attack", 5, 0, 15], // L884
    ["dispel", "minor", "psyche-attack", 5, 0, 5], // L745
    ["parasite", "minor", "psyche-attack", 5, 0, undefined], // L956 melee
    ["vampire", "minor", "psyche-attack", 4, 1, undefined], // L1151 melee
  ])("%s (%s) attack: %s %iD[%i] range %s", (id, tier, pool, dice, rerolls, range) => {
    const attack = powerRow(id, tier).card?.attacks?.[0];
    expect(attack).toMatchObject({ pool, dice, rerolls });
    expect(attack?.range).toBe(range);
  });

  test.each<[PowerId, string, number]>([
    ["enhanced-senses", "adventure", 2],
    ["enhanced-senses", "investigation", 2],
    ["mentalism", "image", 2],
    ["mentalism", "investigation", 2],
    ["healing", "magical", 2],
    ["healing", "science", 2],
    ["savant", "science", 2],
    ["shrinking", "investigation", 2],
  ])("campaign: %s gives +%sD… (%s)", (id, category, dice) => {
    const tier = id === "mentalism" || id === "healing" ? "major" : "minor";
    expect(powerRow(id, tier).campaign?.checkDice).toContainEqual({ category, dice });
  });

  test("campaign effects: Immortal, Regen, Magic Artifact, Construct, quiver and grimoire costs, Vampire, Sidekick, X-Factor", () => {
    expect(powerRow("immortal", "minor").campaign).toEqual({ neverInjuryRoll: true, neverBumps: true });
    expect(powerRow("immortal", "minor").pickCost).toBe(2);
    expect(powerRow("regen", "minor").campaign?.injuryPreRollDice).toBe(1);
    expect(powerRow("magic-artifact", "minor").campaign?.upkeepSp).toBe(1);
    expect(powerRow("construct", "minor").campaign?.checkRerollsOnChosenCategory).toBe(1);
    expect(powerRow("archery", "major").campaign?.changeCostSp).toBe(1);
    expect(powerRow("sorcery", "major").campaign?.changeCostSp).toBe(1);
    expect(powerRow("vampire", "minor").campaign).toMatchObject({ victimInjuryModifier: -1, thrall: { rises: 2, isVampireToo: 4 } });
    expect(powerRow("servitor-sidekick", "minor").campaign?.sidekickArrival).toEqual({ usual: 1, afterReplacement: 2 });
    expect(powerRow("x-factor", "minor").campaign?.hasPerGameChoice).toBe(true);
  });

  test.each<[PowerId, PowerTier, string[]]>([
    ["force-field", "minor", ["track"]],
    ["stun", "minor", ["track"]],
    ["construct", "minor", ["constructStat", "category"]],
    ["archery", "major", ["quiver"]],
    ["sorcery", "major", ["grimoire"]],
    ["metamorph", "major", ["metamorphTrack"]],
    ["rapport", "minor", ["rapportPartnerId"]],
    ["servitor-sidekick", "minor", ["sidekickPower"]],
    ["invisibility-obscurement", "minor", ["invisibilityOption"]],
  ])("%s (%s) requires creation choices %j", (id, tier, choices) => {
    expect(powerRow(id, tier).requiredChoices).toEqual(choices);
  });

  test("quiver has the 7 trick arrows (L687); the grimoire excludes Sorcery, Magic Artifact, Shield (L1060)", () => {
    expect(QUIVER_OPTIONS).toHaveLength(7);
    expect(GRIMOIRE_EXCLUDED).toEqual(["sorcery", "magic-artifact", "shield"]);
  });

  test("findPower returns nothing for a tier the power lacks", () => {
    expect(findPower("scrapper", "minor")).toBeUndefined();
    expect(() => powerRow("scrapper", "minor")).toThrow();
  });
});
