import { describe, expect, test } from "vitest";
import {
  CURSE_LIFT_SP_COST,
  CURSE_LIFT_TN,
  DANGEROUS_GROUND_TABLE,
  SPECIAL_EVENT_IDS,
  SPECIAL_EVENTS,
  dangerousGroundForFace,
  specialEventById,
  type SpecialEventId,
} from "./special-events";

describe("special events (L2453–L2561)", () => {
  test("one definition per id, in id order", () => {
    expect(SPECIAL_EVENTS.map((e) => e.id)).toEqual([...SPECIAL_EVENT_IDS]);
  });

  test.each<{ id: SpecialEventId; name: string; effect: unknown }>([
    { id: "alien-artifact", name: "Alien Artifact", effect: { kind: "artifact-carried", sp: 1, tn: 4 } },
    { id: "dire-enemies", name: "Dire Enemies", effect: undefined },
    { id: "stygian-darkness", name: "Stygian Darkness", effect: undefined },
    { id: "civilians", name: "Civilians", effect: { kind: "civilians-rescued", sp: 1, maxSp: 2 } },
    { id: "emanations-of-power", name: "Emanations of Power", effect: undefined },
    { id: "traps", name: "Traps", effect: undefined },
    { id: "dangerous-ground", name: "Dangerous Ground", effect: undefined },
    { id: "toga-wearing-space-god", name: "Toga-Wearing Space God", effect: { kind: "space-god-communion", sp: 1, tn: 4 } },
    { id: "curse", name: "Curse", effect: { kind: "curse", tn: 3 } },
    { id: "rogue-alien-diplomat", name: "Rogue Alien Diplomat", effect: { kind: "diplomat-held", sp: 1 } },
  ])("$name: campaign effect $effect", ({ id, name, effect }) => {
    const event = specialEventById(id);
    expect(event.name).toBe(name);
    expect(event.campaignEffect).toEqual(effect);
    expect(event.line).toMatch(/^L2\d{3}–L2\d{3}$/);
    expect(event.summary.length).toBeGreaterThan(20);
  });

  test("an unknown id is a programmer error", () => {
    expect(() => specialEventById("nope" as SpecialEventId)).toThrow(/Unknown special event/);
  });

  test("lifting a curse costs 1 SP or a TN3 Magical check (L2473)", () => {
    expect(CURSE_LIFT_SP_COST).toBe(1);
    expect(CURSE_LIFT_TN).toBe(3);
  });

  test.each([
    { face: 1, kind: "sinkholes" },
    { face: 2, kind: "sinkholes" },
    { face: 3, kind: "sinkholes" },
    { face: 4, kind: "deep-water" },
    { face: 5, kind: "deep-water" },
    { face: 6, kind: "deep-water" },
  ])("Dangerous Ground D6 $face → $kind (L2484–L2485)", ({ face, kind }) => {
    expect(dangerousGroundForFace(face).kind).toBe(kind);
    expect(DANGEROUS_GROUND_TABLE.filter((r) => (r.faces as readonly number[]).includes(face))).toHaveLength(1);
  });

  test("Dangerous Ground face 7 is out of range", () => {
    expect(() => dangerousGroundForFace(7)).toThrow(/out of range/);
  });
});
