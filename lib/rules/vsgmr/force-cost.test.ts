import { describe, expect, test } from "vitest";
import { BUILDING_SIZE_TABLE, FIGURE_TYPE_TABLE, type FigureType } from "./data/figure-types";
import { SUPER_POWERS, type SuperPowerId, type SuperPowerTier } from "./data/powers";
import { TRAIT_COST_HALVES, TRAIT_IDS, TRAITS } from "./data/traits";
import { figureCost, forceCost } from "./force-cost";
import type { VsgmrFigure } from "./force";
import { formatPoints, pointsToHalves } from "./points";
import { vsgmrSettings } from "./settings";

function fig(partial: Partial<VsgmrFigure> & Pick<VsgmrFigure, "type">): VsgmrFigure {
  return { id: "f", name: "F", ...partial };
}

describe("half-points", () => {
  test.each([
    { halves: 0, text: "0" },
    { halves: 1, text: "½" },
    { halves: 7, text: "3½" },
    { halves: 8, text: "4" },
    { halves: -3, text: "−1½" },
  ])("$halves halves read $text", ({ halves, text }) => expect(formatPoints(halves)).toBe(text));

  test("printed points convert exactly, and a third of a point is refused", () => {
    expect(pointsToHalves(3.5)).toBe(7);
    expect(() => pointsToHalves(1 / 3)).toThrow(/half-points/);
  });
});

describe("figure prices (VSGMR L86–L117)", () => {
  test.each<{ label: string; figure: Partial<VsgmrFigure> & { type: FigureType }; halves: number }>([
    { label: "troop, L88", figure: { type: "troop" }, halves: 2 },
    { label: "hero, L88", figure: { type: "hero" }, halves: 4 },
    { label: "mook at ½, L117", figure: { type: "mook" }, halves: 1 },
    { label: "cavalry, L97 (rider not included)", figure: { type: "cavalry" }, halves: 4 },
    { label: "vehicle, L103 (driver not included)", figure: { type: "vehicle" }, halves: 6 },
    { label: "small building, L109", figure: { type: "building", buildingSize: "small" }, halves: 2 },
    { label: "medium building, L109", figure: { type: "building", buildingSize: "medium" }, halves: 6 },
    { label: "large building, L109", figure: { type: "building", buildingSize: "large" }, halves: 10 },
    { label: "troop with distance attack, L89", figure: { type: "troop", hasDistanceAttack: true }, halves: 4 },
    { label: "troop with light armour, L90", figure: { type: "troop", armour: "light" }, halves: 4 },
    { label: "troop with heavy armour, L90", figure: { type: "troop", armour: "heavy" }, halves: 6 },
    { label: "troop with automatic fire, L91", figure: { type: "troop", hasDistanceAttack: true, hasAutomaticFire: true }, halves: 6 },
    {
      label: "mook with light armour, distance and auto fire at guy prices, L117",
      figure: { type: "mook", armour: "light", hasDistanceAttack: true, hasAutomaticFire: true },
      halves: 7,
    },
    { label: "cavalry with its free light armour, L100", figure: { type: "cavalry", armour: "light" }, halves: 4 },
    { label: "cavalry heavy armour +1, L100", figure: { type: "cavalry", armour: "heavy" }, halves: 6 },
    { label: "cavalry distance +1, L99", figure: { type: "cavalry", hasDistanceAttack: true }, halves: 6 },
    { label: "cavalry auto fire +1, L101", figure: { type: "cavalry", hasDistanceAttack: true, hasAutomaticFire: true }, halves: 8 },
    { label: "vehicle heavy armour +1, L106", figure: { type: "vehicle", armour: "heavy" }, halves: 8 },
    { label: "vehicle distance +1, L105", figure: { type: "vehicle", hasDistanceAttack: true }, halves: 8 },
    { label: "vehicle auto fire +1, L107", figure: { type: "vehicle", hasDistanceAttack: true, hasAutomaticFire: true }, halves: 10 },
    { label: "large building heavy armour +1, L112", figure: { type: "building", buildingSize: "large", armour: "heavy" }, halves: 12 },
    { label: "small building distance and auto fire, L111, L113", figure: { type: "building", buildingSize: "small", hasDistanceAttack: true, hasAutomaticFire: true }, halves: 6 },
    { label: "Commander costs 0, L93", figure: { type: "hero", isCommander: true }, halves: 4 },
  ])("$label", ({ figure, halves }) => {
    expect(figureCost(fig(figure)).totalHalves).toBe(halves);
  });

  test("the figure table and the building table price as L88, L97, L103, L109, L117 say", () => {
    expect(FIGURE_TYPE_TABLE.map((r) => [r.type, r.costHalves])).toEqual([
      ["troop", 2],
      ["hero", 4],
      ["mook", 1],
      ["cavalry", 4],
      ["vehicle", 6],
      ["building", null],
    ]);
    expect(BUILDING_SIZE_TABLE.map((r) => [r.size, r.costHalves, r.covers])).toEqual([
      ["small", 2, 2],
      ["medium", 6, 6],
      ["large", 10, 10],
    ]);
  });
});

describe("traits at 2 points each (L123)", () => {
  test("there are 25, Double Strike counted twice (L175)", () => {
    expect(TRAIT_IDS).toHaveLength(25);
    expect(TRAITS.map((t) => t.id)).toEqual([...TRAIT_IDS]);
  });

  test.each(TRAITS.map((t) => ({ id: t.id, name: t.name, line: t.lines[0] })))("$name (L$line) costs 2", ({ id }) => {
    const cost = figureCost(fig({ type: "vehicle", traits: [id] }));
    expect(cost.totalHalves).toBe(6 + TRAIT_COST_HALVES);
    expect(cost.lines.at(-1)).toMatchObject({ item: "trait", halves: 4, line: 123 });
  });
});

describe("super powers, one tier each (L281–L309)", () => {
  const rows: Array<{ power: SuperPowerId; tier: SuperPowerTier; points: number; sides?: number; line: number }> = [
    { power: "super-armor", tier: "minor", points: 3, sides: 8, line: 285 },
    { power: "super-armor", tier: "major", points: 4, sides: 10, line: 285 },
    { power: "super-armor", tier: "superior", points: 5, sides: 12, line: 285 },
    { power: "super-blast", tier: "minor", points: 2, sides: 8, line: 289 },
    { power: "super-blast", tier: "major", points: 3, sides: 10, line: 289 },
    { power: "super-blast", tier: "superior", points: 4, sides: 12, line: 289 },
    { power: "super-fight", tier: "minor", points: 2, sides: 8, line: 293 },
    { power: "super-fight", tier: "major", points: 3, sides: 10, line: 293 },
    { power: "super-fight", tier: "superior", points: 4, sides: 12, line: 293 },
    { power: "super-move", tier: "minor", points: 3, line: 297 },
    { power: "super-move", tier: "major", points: 4, line: 301 },
    { power: "super-move", tier: "superior", points: 5, line: 305 },
    { power: "super-skill", tier: "minor", points: 1, sides: 8, line: 309 },
    { power: "super-skill", tier: "major", points: 2, sides: 10, line: 309 },
    { power: "super-skill", tier: "superior", points: 3, sides: 12, line: 309 },
  ];
  test.each(rows)("$power $tier: $points points (L$line)", ({ power, tier, points, sides, line }) => {
    const def = SUPER_POWERS.find((p) => p.id === power)!.tiers.find((t) => t.tier === tier)!;
    expect(def).toMatchObject({ costHalves: points * 2, line });
    expect("sides" in def ? def.sides : undefined).toBe(sides);
    expect(figureCost(fig({ type: "hero", powers: [{ power, tier }] })).totalHalves).toBe(4 + points * 2);
  });

  test.each([
    { tier: "minor" as const, move: { guy: 3, cavalry: 5, vehicle: 9 }, initiative: 1 },
    { tier: "major" as const, move: { guy: 6, cavalry: 10, vehicle: 18 }, initiative: 2 },
    { tier: "superior" as const, move: { guy: 9, cavalry: 15, vehicle: 27 }, initiative: 3 },
  ])("Super-Move $tier adds $move inches and +$initiative Initiative (L297–L305)", ({ tier, move, initiative }) => {
    const def = SUPER_POWERS.find((p) => p.id === "super-move")!.tiers.find((t) => t.tier === tier)!;
    expect(def).toMatchObject({ extraMoveInches: move, initiativeBonus: initiative });
  });
});

describe("the Commander's freebies (VS-R1, L257)", () => {
  const commander = fig({ type: "hero", isCommander: true, armour: "heavy", traits: ["survivor"] });
  test("by default the Commander pays for heavy armour and Survivor like anyone", () => {
    expect(figureCost(commander).totalHalves).toBe(4 + 4 + 4);
  });
  test("the settings make either free, and only for the Commander", () => {
    expect(figureCost(commander, vsgmrSettings({ commanderFreeHeavyArmour: true })).totalHalves).toBe(8);
    expect(figureCost(commander, vsgmrSettings({ commanderFreeSurvivor: true })).totalHalves).toBe(8);
    expect(figureCost(commander, vsgmrSettings({ commanderFreeHeavyArmour: true, commanderFreeSurvivor: true })).lines.filter((l) => l.ruling === "VS-R1")).toHaveLength(2);
    expect(figureCost({ ...commander, isCommander: false }, vsgmrSettings({ commanderFreeHeavyArmour: true, commanderFreeSurvivor: true })).totalHalves).toBe(12);
  });
});

describe("force totals are exact in halves", () => {
  test("three mooks and a troop Commander: 3½ points, each line itemised", () => {
    const force = {
      name: "Militia",
      figures: [fig({ id: "c", name: "Sarge", type: "troop", isCommander: true }), ...[1, 2, 3].map((n) => fig({ id: `m${n}`, name: `Mook ${n}`, type: "mook" }))],
    };
    const cost = forceCost(force);
    expect(cost.totalHalves).toBe(5);
    expect(formatPoints(cost.totalHalves)).toBe("2½");
    expect(cost.figures[1]!.summary).toBe("Mook ½ = ½");
  });

  test("a figure's summary lists each paid item", () => {
    const cost = figureCost(fig({ type: "hero", armour: "heavy", traits: ["combat-master"], powers: [{ power: "super-move", tier: "minor" }] }));
    expect(cost.summary).toBe("Hero 2 + Heavy armour 2 + Combat Master 2 + Super-Move (minor) 3 = 9");
  });
});
