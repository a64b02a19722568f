import { describe, expect, test } from "vitest";
import { SPECIAL_EVENT_IDS } from "./special-events";
import { GUEST_STAR_ARCHETYPE_TABLE, SCENARIO_IDS, SCENARIOS, scenarioById, scenarioForFace, type D6Face, type ScenarioId } from "./scenarios";
import type { SpecialEventId } from "./special-events";

const FACES: D6Face[] = [1, 2, 3, 4, 5, 6];

describe("random scenario table (L2078–L2087)", () => {
  test.each<{ face: D6Face; id: ScenarioId; name: string }>([
    { face: 1, id: "fortress-assault", name: "Fortress Assault" },
    { face: 2, id: "rooftop-rumble", name: "Rooftop Rumble!" },
    { face: 3, id: "seek-and-find", name: "Seek and Find" },
    { face: 4, id: "team-up", name: "Team-Up" },
    { face: 5, id: "the-fissure", name: "The Fissure" },
    { face: 6, id: "the-weapon", name: "The Weapon" },
  ])("D6 $face → $name", ({ face, id, name }) => {
    const scenario = scenarioForFace(face);
    expect(scenario.id).toBe(id);
    expect(scenario.name).toBe(name);
    expect(scenarioById(id)).toBe(scenario);
  });

  test("every face maps to exactly one scenario, in id order", () => {
    for (const face of FACES) expect(SCENARIOS.filter((s) => s.d6 === face)).toHaveLength(1);
    expect(SCENARIOS.map((s) => s.id)).toEqual([...SCENARIO_IDS]);
  });

  test("out-of-range face and unknown id are programmer errors", () => {
    expect(() => scenarioForFace(0)).toThrow(/out of range/);
    expect(() => scenarioById("nope" as ScenarioId)).toThrow(/Unknown scenario/);
  });

  test("every scenario rewards 2 SP to the winner and 1 SP to the loser (L2114)", () => {
    for (const s of SCENARIOS) expect(s.reward).toEqual({ winner: 2, loser: 1 });
  });
});

type EventRow = [ScenarioId, D6Face, SpecialEventId];
const EVENT_ROWS: EventRow[] = [
  ["fortress-assault", 1, "alien-artifact"], // L2176
  ["fortress-assault", 2, "dire-enemies"],
  ["fortress-assault", 3, "stygian-darkness"],
  ["fortress-assault", 4, "stygian-darkness"],
  ["fortress-assault", 5, "civilians"],
  ["fortress-assault", 6, "civilians"],
  ["rooftop-rumble", 1, "dire-enemies"], // L2221
  ["rooftop-rumble", 2, "emanations-of-power"],
  ["rooftop-rumble", 3, "stygian-darkness"],
  ["rooftop-rumble", 4, "stygian-darkness"],
  ["rooftop-rumble", 5, "traps"],
  ["rooftop-rumble", 6, "traps"],
  ["seek-and-find", 1, "dangerous-ground"], // L2266
  ["seek-and-find", 2, "emanations-of-power"],
  ["seek-and-find", 3, "civilians"],
  ["seek-and-find", 4, "civilians"],
  ["seek-and-find", 5, "toga-wearing-space-god"],
  ["seek-and-find", 6, "toga-wearing-space-god"],
  ["team-up", 1, "curse"], // L2319
  ["team-up", 2, "dire-enemies"],
  ["team-up", 3, "emanations-of-power"],
  ["team-up", 4, "emanations-of-power"],
  ["team-up", 5, "traps"],
  ["team-up", 6, "traps"],
  ["the-fissure", 1, "dangerous-ground"], // L2397
  ["the-fissure", 2, "emanations-of-power"],
  ["the-fissure", 3, "dire-enemies"],
  ["the-fissure", 4, "dire-enemies"],
  ["the-fissure", 5, "rogue-alien-diplomat"],
  ["the-fissure", 6, "rogue-alien-diplomat"],
  ["the-weapon", 1, "alien-artifact"], // L2444
  ["the-weapon", 2, "dangerous-ground"],
  ["the-weapon", 3, "stygian-darkness"],
  ["the-weapon", 4, "stygian-darkness"],
  ["the-weapon", 5, "toga-wearing-space-god"],
  ["the-weapon", 6, "toga-wearing-space-god"],
];

describe("special-event tables per scenario", () => {
  test.each(EVENT_ROWS)("%s D6 %i → %s", (scenarioId, face, eventId) => {
    expect(scenarioById(scenarioId).events[face]).toBe(eventId);
  });

  test("the rows above cover every scenario face exactly once", () => {
    expect(EVENT_ROWS).toHaveLength(36);
    for (const s of SCENARIOS) {
      expect(Object.keys(s.events).sort()).toEqual(["1", "2", "3", "4", "5", "6"]);
      for (const e of Object.values(s.events)) expect(SPECIAL_EVENT_IDS).toContain(e);
    }
  });
});

describe("extra SP and post-battle specials", () => {
  test.each([
    { id: "fortress-assault", extra: undefined },
    { id: "rooftop-rumble", extra: undefined },
    { id: "seek-and-find", extra: { kind: "fragments-majority", sp: 1 } },
    { id: "team-up", extra: undefined },
    { id: "the-fissure", extra: { kind: "rift-or-secret", sp: 1, maxPerTeam: 1 } },
    { id: "the-weapon", extra: undefined },
  ] as Array<{ id: ScenarioId; extra: unknown }>)("$id extra SP: $extra", ({ id, extra }) => {
    expect(scenarioById(id).extraSp).toEqual(extra);
  });

  test.each([
    { id: "fortress-assault", special: "a-new-fastness", tn: undefined, categories: undefined },
    { id: "rooftop-rumble", special: "media-blitz", tn: 3, categories: ["creative", "image", "resource"] },
    { id: "seek-and-find", special: "power-switch", tn: 2, categories: ["magical", "science"] },
    { id: "team-up", special: "crossover", tn: 3, categories: ["adventure", "magical", "science", "underworld"] },
    { id: "the-fissure", special: "followup", tn: 3, categories: ["investigation", "magical", "science"] },
    { id: "the-weapon", special: "the-march-of-science", tn: 4, categories: ["science"] },
  ] as Array<{ id: ScenarioId; special: string; tn?: number; categories?: string[] }>)("$id post-battle special $special (TN $tn)", ({ id, special, tn, categories }) => {
    const s = scenarioById(id).postBattleSpecial;
    expect(s.id).toBe(special);
    expect(s.tn).toBe(tn);
    expect(s.categories).toEqual(categories);
    expect(s.who.length).toBeGreaterThan(5);
  });
});

describe("Team-Up guest star archetype table (L2293–L2299)", () => {
  test.each([
    [1, ["blaster"]],
    [2, ["brawler"]],
    [3, ["brick"]],
    [4, ["mastermind", "metamorph"]],
    [5, ["sorcerer"]],
    [6, ["speedster"]],
  ] as Array<[D6Face, string[]]>)("D6 %i → %j", (face, archetypes) => {
    expect(GUEST_STAR_ARCHETYPE_TABLE[face]).toEqual(archetypes);
  });
});
