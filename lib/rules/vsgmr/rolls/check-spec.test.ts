import { describe, expect, test } from "vitest";
import type { VsgmrFigure } from "../force";
import { vsgmrSettings } from "../settings";
import { checkSpec, initiativeModifier, type CheckContext, type CheckRollType } from "./check-spec";

function fig(partial: Partial<VsgmrFigure> & Pick<VsgmrFigure, "type">): VsgmrFigure {
  return { id: "f", name: "F", hasDistanceAttack: true, ...partial };
}

describe("flat modifiers, one die per roll (VSGMR L86–L117, L163, L219, L251, L269)", () => {
  test.each<{ label: string; figure: VsgmrFigure; rollType: CheckRollType; context?: CheckContext; modifier: number }>([
    { label: "troop: nothing", figure: fig({ type: "troop" }), rollType: "distance-attack", modifier: 0 },
    { label: "hero +1 distance (L86)", figure: fig({ type: "hero" }), rollType: "distance-attack", modifier: 1 },
    { label: "hero +1 hand to hand (L86)", figure: fig({ type: "hero" }), rollType: "hand-to-hand-attack", modifier: 1 },
    { label: "hero +1 skill (L86)", figure: fig({ type: "hero" }), rollType: "skill", modifier: 1 },
    { label: "hero nothing on armour (L86)", figure: fig({ type: "hero", armour: "light" }), rollType: "armour", modifier: 0 },
    { label: "Commander +1 on armour (L95)", figure: fig({ type: "troop", armour: "light", isCommander: true }), rollType: "armour", modifier: 1 },
    { label: "Commander hero +2 on skill (L86, L95)", figure: fig({ type: "hero", isCommander: true }), rollType: "skill", modifier: 2 },
    { label: "mook −1 on attacks (L117)", figure: fig({ type: "mook" }), rollType: "distance-attack", modifier: -1 },
    { label: "mook −1 on skill (L117)", figure: fig({ type: "mook" }), rollType: "skill", modifier: -1 },
    { label: "vehicle +1 on armour (L103)", figure: fig({ type: "vehicle" }), rollType: "armour", modifier: 1 },
    { label: "vehicle +1 hand to hand (L103)", figure: fig({ type: "vehicle" }), rollType: "hand-to-hand-attack", modifier: 1 },
    { label: "vehicle nothing on skill (L103)", figure: fig({ type: "vehicle" }), rollType: "skill", modifier: 0 },
    { label: "building +1 distance (L109)", figure: fig({ type: "building", buildingSize: "small" }), rollType: "distance-attack", modifier: 1 },
    { label: "building +1 armour (L109)", figure: fig({ type: "building", buildingSize: "small" }), rollType: "armour", modifier: 1 },
    { label: "cavalry nothing on armour", figure: fig({ type: "cavalry" }), rollType: "armour", modifier: 0 },
    { label: "Combat Master troop +1 (L163)", figure: fig({ type: "troop", traits: ["combat-master"] }), rollType: "hand-to-hand-attack", modifier: 1 },
    { label: "Combat Master hero +1+2 (L163)", figure: fig({ type: "hero", traits: ["combat-master"] }), rollType: "hand-to-hand-attack", modifier: 3 },
    { label: "Combat Master vehicle +1+2 (L163)", figure: fig({ type: "vehicle", traits: ["combat-master"] }), rollType: "hand-to-hand-attack", modifier: 3 },
    { label: "Combat Master not at range", figure: fig({ type: "troop", traits: ["combat-master"] }), rollType: "distance-attack", modifier: 0 },
    { label: "Sharpshooter troop +1 (L219)", figure: fig({ type: "troop", traits: ["sharpshooter"] }), rollType: "distance-attack", modifier: 1 },
    { label: "Sharpshooter hero +1+2 (L219)", figure: fig({ type: "hero", traits: ["sharpshooter"] }), rollType: "distance-attack", modifier: 3 },
    { label: "Tough troop +1 (L269)", figure: fig({ type: "troop", armour: "light", traits: ["tough"] }), rollType: "armour", modifier: 1 },
    { label: "Tough hero only +1 (L269)", figure: fig({ type: "hero", armour: "light", traits: ["tough"] }), rollType: "armour", modifier: 1 },
    { label: "Tough vehicle +1+2 (L269)", figure: fig({ type: "vehicle", traits: ["tough"] }), rollType: "armour", modifier: 3 },
    {
      label: "own Support on its chosen roll (L251)",
      figure: fig({ type: "troop", armour: "light", traits: ["support"], supportRoll: "armour" }),
      rollType: "armour",
      modifier: 1,
    },
    { label: "own Support not on another roll (L251)", figure: fig({ type: "troop", traits: ["support"], supportRoll: "armour" }), rollType: "skill", modifier: 0 },
    { label: "an ally's Support (L251)", figure: fig({ type: "troop" }), rollType: "skill", context: { isSupportedByAlly: true }, modifier: 1 },
    {
      label: "two Supports give +1 only (VS-R12)",
      figure: fig({ type: "troop", traits: ["support"], supportRoll: "skill" }),
      rollType: "skill",
      context: { isSupportedByAlly: true },
      modifier: 1,
    },
    { label: "specific skill +1 (L24)", figure: fig({ type: "troop" }), rollType: "skill", context: { hasSpecificSkill: true }, modifier: 1 },
  ])("$label", ({ figure, rollType, context, modifier }) => {
    const spec = checkSpec(figure, rollType, context)!;
    expect(spec.modifier).toBe(modifier);
    expect(spec.parts.reduce((sum, p) => sum + p.amount, 0)).toBe(modifier);
  });
});

describe("dice and targets", () => {
  test.each([
    { power: "super-armor" as const, rollType: "armour" as const },
    { power: "super-blast" as const, rollType: "distance-attack" as const },
    { power: "super-fight" as const, rollType: "hand-to-hand-attack" as const },
    { power: "super-skill" as const, rollType: "skill" as const },
  ])("$power swaps the d6 of $rollType for d8/d10/d12 (L279)", ({ power, rollType }) => {
    const sides = (["minor", "major", "superior"] as const).map((tier) => checkSpec(fig({ type: "hero", armour: "light", powers: [{ power, tier }] }), rollType)!.sides);
    expect(sides).toEqual([8, 10, 12]);
    expect(checkSpec(fig({ type: "hero", armour: "light", powers: [{ power, tier: "minor" }] }), rollType === "skill" ? "armour" : "skill")!.sides).toBe(6);
  });

  test("targets come from the settings: cover and Stealth each add a step at range (VS-R9, L231)", () => {
    const shooter = fig({ type: "troop" });
    expect(checkSpec(shooter, "distance-attack")!.target).toBe(5);
    expect(checkSpec(shooter, "distance-attack", { isTargetInCover: true })!.target).toBe(6);
    expect(checkSpec(shooter, "distance-attack", { doesTargetHaveStealth: true })!.target).toBe(6);
    expect(checkSpec(shooter, "distance-attack", { isTargetInCover: true, doesTargetHaveStealth: true })!.target).toBe(7);
    expect(checkSpec(shooter, "hand-to-hand-attack", { doesTargetHaveStealth: true })!.target).toBe(5);
    const settings = vsgmrSettings({ distanceToHit: 4, coverPenalty: 2, handToHandToHit: 3, skillTarget: 5, armourSave: { heavy: 4 } });
    expect(checkSpec(shooter, "distance-attack", { isTargetInCover: true }, settings)!.target).toBe(6);
    expect(checkSpec(shooter, "hand-to-hand-attack", {}, settings)!.target).toBe(3);
    expect(checkSpec(shooter, "skill", {}, settings)!.target).toBe(5);
    expect(checkSpec({ ...shooter, armour: "heavy" }, "armour", {}, settings)!.target).toBe(4);
    expect(checkSpec({ ...shooter, armour: "light" }, "armour", {}, settings)!.target).toBe(6);
  });

  test("rolls a figure cannot make: armour without armour (L139), a building hand to hand (L111), no distance attack (L89)", () => {
    expect(checkSpec(fig({ type: "troop" }), "armour")).toBeNull();
    expect(checkSpec(fig({ type: "building", buildingSize: "large" }), "hand-to-hand-attack")).toBeNull();
    expect(checkSpec(fig({ type: "troop", hasDistanceAttack: false }), "distance-attack")).toBeNull();
    expect(checkSpec(fig({ type: "cavalry" }), "armour")!.target).toBe(6);
  });

  test("Ignores Armor, Cause Fear and knockback flags", () => {
    expect(checkSpec(fig({ type: "troop", armour: "light" }), "armour", { isAttackerIgnoringArmour: true })!.rollsTwice).toBe(true);
    expect(checkSpec(fig({ type: "troop" }), "hand-to-hand-attack", { doesTargetCauseFear: true })!.causeFear).toBe(true);
    expect(checkSpec(fig({ type: "vehicle" }), "hand-to-hand-attack", { doesTargetCauseFear: true, isImmuneToFear: true })!.causeFear).toBe(false);
    expect(checkSpec(fig({ type: "hero", powers: [{ power: "super-fight", tier: "minor" }] }), "hand-to-hand-attack")!.hasKnockback).toBe(true);
    expect(checkSpec(fig({ type: "hero", powers: [{ power: "super-fight", tier: "minor" }] }), "distance-attack")!.hasKnockback).toBe(false);
  });

  test.each([
    { label: "no Super-Move", figure: fig({ type: "troop" }), context: {}, modifier: 0 },
    { label: "Super-Move minor +1 (L299)", figure: fig({ type: "troop", powers: [{ power: "super-move", tier: "minor" }] }), context: {}, modifier: 1 },
    { label: "Super-Move major +2 (L303)", figure: fig({ type: "troop", powers: [{ power: "super-move", tier: "major" }] }), context: {}, modifier: 2 },
    {
      label: "Super-Move superior +3 and Ambusher +1 (L305, L627)",
      figure: fig({ type: "troop", powers: [{ power: "super-move", tier: "superior" }] }),
      context: { isAmbusher: true },
      modifier: 4,
    },
  ])("Initiative: $label", ({ figure, context, modifier }) => {
    expect(initiativeModifier(figure, context).modifier).toBe(modifier);
  });
});
