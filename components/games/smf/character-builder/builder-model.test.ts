import { describe, expect, test } from "vitest";
import { freshCampaignState, type CharacterBuild } from "@/lib/rules/smf/character";
import { validateCharacter } from "@/lib/rules/smf/roster/validate-character";
import { SIDEKICK_OWNER_MISSING_MESSAGE } from "@/lib/games/smf/schemas/character-sidekick";
import {
  archetypeOptions,
  builderKinds,
  crossListOptions,
  grimoireOptions,
  minorOptions,
  sidekickPowerOptions,
  tradeOffOptions,
  vehicleSizeOptions,
  vehicleSpecialPowerOptions,
} from "./builder-menus";
import {
  blankBuild,
  changeArchetype,
  setSidekickOwner,
  setVehicleSize,
  SIDEKICK_OWNER_UNAVAILABLE_MESSAGE,
  sidekickOwnerDraftProblem,
  toggleVehicleSpecialPower,
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
    expect(next.powers).toEqual([
      { power: "flight", tier: "minor" },
      { power: "force-field", tier: "minor", choices: { track: "body" } },
    ]);
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

describe("sidekick owner", () => {
  const owners = [
    { id: "owl", name: "Night Owl", sidekickPower: "armor" as const },
    { id: "mage", name: "Mage" },
  ];

  test("choosing an owner gives a powerless sidekick the power the owner's sheet names", () => {
    expect(setSidekickOwner(blankBuild("sidekick"), owners[0]).powers).toEqual([{ power: "armor", tier: "minor" }]);
  });

  test("a power already picked stays; an owner whose sheet names none changes nothing", () => {
    const stun = setSidekickPower(blankBuild("sidekick"), "stun");
    expect(setSidekickOwner(stun, owners[0])).toBe(stun);
    expect(setSidekickOwner(blankBuild("sidekick"), owners[1]).powers).toEqual([]);
    expect(setSidekickOwner(blankBuild("sidekick"), undefined).powers).toEqual([]);
  });

  test.each([
    ["an owner from the list", "sidekick", "owl", owners, null],
    ["no owner chosen", "sidekick", undefined, owners, SIDEKICK_OWNER_MISSING_MESSAGE],
    ["an owner no longer on the list", "sidekick", "gone", owners, SIDEKICK_OWNER_UNAVAILABLE_MESSAGE],
    ["no one on the team can have one", "sidekick", undefined, [], SIDEKICK_OWNER_MISSING_MESSAGE],
    ["the sandbox has no team to check", "sidekick", undefined, undefined, null],
    ["other kinds have no owner", "character", undefined, owners, null],
  ] as const)("sidekickOwnerDraftProblem: %s", (_label, kind, owner, list, expected) => {
    expect(sidekickOwnerDraftProblem(kind, owner, list)).toBe(expected);
  });
});

describe("vehicles", () => {
  test("the vehicle kind is offered only where the campaign allows vehicles (L2714)", () => {
    expect(builderKinds(false)).toEqual(["character", "henchmen", "sidekick"]);
    expect(builderKinds(true)).toEqual(["character", "henchmen", "sidekick", "vehicle"]);
    expect(archetypeOptions("vehicle", true).map((a) => a.id)).toEqual(["basic-vehicle"]);
  });

  test("a blank vehicle is a small Basic Vehicle with nothing picked", () => {
    expect(blankBuild("vehicle")).toEqual({ archetype: "basic-vehicle", powers: [], boosts: [], backgrounds: [], vehicle: { size: "small", specialPowers: [] } });
  });

  test("size and special powers; a build made with them is legal where vehicles are allowed, and only there", () => {
    let build = setVehicleSize(blankBuild("vehicle"), "large");
    build = toggleVehicleSpecialPower(toggleVehicleSpecialPower(build, "heavy-armor", true), "turbo-boost", true);
    for (const power of ["armor", "flight", "power-blasts"] as const) build = toggleMinor(build, power, "pick", true);
    expect(build.vehicle).toEqual({ size: "large", specialPowers: ["heavy-armor", "turbo-boost"] });
    expect(toggleVehicleSpecialPower(build, "heavy-armor", false).vehicle?.specialPowers).toEqual(["turbo-boost"]);
    const tank = { id: "t", name: "Tank", kind: "vehicle" as const, build, state: freshCampaignState() };
    expect(validateCharacter(tank, { allowVehicles: true })).toEqual({ ok: true });
    expect(validateCharacter(tank, { allowVehicles: false })).toMatchObject({ ok: false, problems: [{ code: "vehicles-not-allowed" }] });
  });

  test("switching to a Basic Vehicle starts its options; switching away drops them", () => {
    const vehicle = changeArchetype(blaster, "basic-vehicle");
    expect(vehicle.vehicle).toEqual({ size: "small", specialPowers: [] });
    expect(vehicle.backgrounds).toEqual([]);
    expect(vehicle.powers.map((p) => p.power)).toEqual(["flight", "force-field"]);
    expect(changeArchetype(setVehicleSize(vehicle, "medium"), "basic-vehicle").vehicle?.size).toBe("medium");
    expect(changeArchetype(vehicle, "blaster").vehicle).toBeUndefined();
  });

  test("the vehicle menus list every size and special power, Robot Brain saying what it needs", () => {
    expect(vehicleSizeOptions().map((o) => o.description)).toEqual(['Body 8, Move 25", crew 2', 'Body 10, Move 20", crew 7', 'Body 12, Move 15", crew 15']);
    expect(vehicleSpecialPowerOptions()).toHaveLength(6);
    expect(vehicleSpecialPowerOptions().find((o) => o.value === "robot-brain")?.description).toMatch(/Needs Independent/);
  });
});
