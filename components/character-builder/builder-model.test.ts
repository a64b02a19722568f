import { describe, expect, test } from "vitest";
import type { CharacterBuild } from "@/lib/rules/smf/character";
import { archetypeOptions, crossListOptions, grimoireOptions, minorOptions, sidekickPowerOptions, tradeOffOptions } from "./builder-menus";
import {
  blankBuild,
  changeArchetype,
  setBackground,
  setBackgroundCategory,
  setChoices,
  setMajor,
  setSidekickPower,
  setTradeOff,
  setTradeOffPower,
  toggleBoost,
  toggleMinor,
} from "./builder-model";

const blaster: CharacterBuild = {
  archetype: "blaster",
  powers: [
    { power: "power-blasts", tier: "major" },
    { power: "flight", tier: "minor" },
    { power: "force-field", tier: "minor", choices: { track: "body" } },
  ],
  boosts: [],
  backgrounds: [{ background: "science" }, { background: "military" }],
};

const ids = (rows: readonly { id: string }[]) => rows.map((r) => r.id);

describe("changeArchetype", () => {
  test("keeps the minors still on the new list and drops the rest", () => {
    const next = changeArchetype(blaster, "mastermind");
    expect(next.powers).toEqual([{ power: "flight", tier: "minor" }, { power: "force-field", tier: "minor", choices: { track: "body" } }]);
  });

  test("a henchmen group keeps one background and no Boosts", () => {
    const next = changeArchetype({ ...blaster, boosts: ["fast"] }, "henchmen");
    expect(next.backgrounds).toEqual([{ background: "science" }]);
    expect(next.boosts).toEqual([]);
    expect(next.powers.map((p) => p.power)).toEqual(["flight"]);
  });

  test("a Super defaults its base to the archetype it was", () => {
    expect(changeArchetype(blaster, "super").baseArchetypes).toEqual(["blaster"]);
    expect(changeArchetype(blaster, "powerhouse").baseArchetypes).toEqual(["blaster", "brick"]);
  });

  test("powers gained in play stay", () => {
    const withBump: CharacterBuild = { ...blaster, powers: [...blaster.powers, { power: "regen", tier: "minor", source: "bump" }] };
    expect(changeArchetype(withBump, "speedster").powers).toEqual([{ power: "regen", tier: "minor", source: "bump" }]);
  });
});

describe("power picks", () => {
  test("setMajor replaces the slot's major and keeps majors first", () => {
    const next = setMajor(blaster, ["archery", "power-blasts"], "archery");
    expect(next.powers[0]).toEqual({ power: "archery", tier: "major" });
    expect(next.powers).toHaveLength(3);
    expect(setMajor(blaster, ["archery", "power-blasts"], null).powers.some((p) => p.tier === "major")).toBe(false);
  });

  test("toggleMinor adds and removes by source", () => {
    const on = toggleMinor(blaster, "resistance", "pick", true);
    expect(on.powers.at(-1)).toEqual({ power: "resistance", tier: "minor" });
    expect(toggleMinor(on, "resistance", "pick", false)).toEqual(blaster);
    expect(toggleMinor(blaster, "flight", "pick", true)).toBe(blaster);
  });

  test("setTradeOff drops a Trade Off power that no longer fits", () => {
    const two = setTradeOffPower(setTradeOff(blaster, ["move", "body"]), "resistance");
    expect(two.tradeOff).toEqual(["body", "move"]);
    expect(two.powers.at(-1)).toEqual({ power: "resistance", tier: "minor", source: "trade-off" });
    const three = setTradeOff(two, ["body", "move", "psyche"]);
    expect(three.powers.some((p) => p.source === "trade-off")).toBe(false);
    expect(setTradeOffPower(three, "grenades").powers.at(-1)).toEqual({ power: "grenades", tier: "minor", source: "trade-off-street-level" });
    expect(setTradeOff(two, []).tradeOff).toBeUndefined();
  });

  test("setChoices merges and removes keys", () => {
    const next = setChoices(blaster, "force-field", "minor", { track: "psyche" });
    expect(next.powers[2]!.choices).toEqual({ track: "psyche" });
    expect(setChoices(next, "force-field", "minor", { track: undefined }).powers[2]!.choices).toEqual({});
  });

  test("a sidekick has exactly one power", () => {
    const kid = setSidekickPower(setSidekickPower(blankBuild("sidekick"), "flight"), "stun");
    expect(kid.powers).toEqual([{ power: "stun", tier: "minor" }]);
  });
});

describe("boosts and backgrounds", () => {
  test("toggleBoost", () => {
    expect(toggleBoost(blaster, "fast", true).boosts).toEqual(["fast"]);
    expect(toggleBoost({ ...blaster, boosts: ["fast"] }, "fast", false).boosts).toEqual([]);
  });

  test("Alien / Dimensional keeps its category until the slot changes", () => {
    const alien = setBackgroundCategory(setBackground(blaster, 0, "alien-dimensional"), 0, "magical");
    expect(alien.backgrounds[0]).toEqual({ background: "alien-dimensional", category: "magical" });
    expect(setBackground(alien, 0, "alien-dimensional").backgrounds[0]).toEqual({ background: "alien-dimensional", category: "magical" });
    expect(setBackground(alien, 0, "arcane").backgrounds[0]).toEqual({ background: "arcane" });
    expect(setBackground(alien, 0, null).backgrounds).toEqual([{ background: "military" }]);
  });
});

describe("menus", () => {
  test("alternate power levels only when the group allows them", () => {
    expect(ids(archetypeOptions("character", false).map((a) => ({ id: a.id })))).not.toContain("super");
    expect(ids(archetypeOptions("character", true).map((a) => ({ id: a.id })))).toEqual(expect.arrayContaining(["street-level", "super", "powerhouse"]));
    expect(ids(archetypeOptions("henchmen", true).map((a) => ({ id: a.id })))).toEqual(["henchmen", "street-level-henchmen"]);
  });

  test("a Blaster with Archery gets the restricted minor list (L278), plus what it already holds", () => {
    const archer = setMajor(blaster, ["archery", "power-blasts"], "archery");
    expect(ids(minorOptions(archer))).toEqual(expect.arrayContaining(["fortune", "iron-will", "flight", "force-field", "amphibious", "construct"]));
    expect(ids(minorOptions(archer))).not.toContain("explosion");
  });

  test("a Super Brick's cross-list menu offers minor Super-Strength, not its own list", () => {
    const superBrick = changeArchetype({ ...blaster, archetype: "brick", powers: [] }, "super");
    expect(ids(crossListOptions(superBrick))).toContain("super-strength");
    expect(ids(crossListOptions(superBrick))).not.toContain("resistance");
  });

  test("Trade Off menus follow the penalty count", () => {
    expect(tradeOffOptions(blaster)).toEqual([]);
    expect(ids(tradeOffOptions(setTradeOff(blaster, ["body", "psyche"])))).toContain("reflection");
    expect(ids(tradeOffOptions(setTradeOff(blaster, ["body", "psyche", "move"])))).toContain("grenades");
  });

  test("grimoire and sidekick menus leave out the excluded powers", () => {
    expect(ids(grimoireOptions("major"))).not.toContain("sorcery");
    expect(ids(grimoireOptions("minor"))).not.toEqual(expect.arrayContaining(["magic-artifact"]));
    expect(ids(grimoireOptions("minor"))).not.toContain("shield");
    expect(ids(sidekickPowerOptions())).not.toContain("servitor-sidekick");
    expect(ids(sidekickPowerOptions())).not.toContain("immortal");
  });
});
