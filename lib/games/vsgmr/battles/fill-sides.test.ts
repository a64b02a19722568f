import { describe, expect, test } from "vitest";
import type { VsgmrScenarioId } from "@/lib/rules/vsgmr";
import { fillSides } from "./fill-sides";

const jla = { key: "jla", totalHalves: 76 }; // 38 points
const orcs = { key: "enemy", totalHalves: 64 }; // 32 points

describe("fillSides: the sides a chosen or rolled scenario fills in (VS-R18)", () => {
  test.each<{ label: string; scenario: VsgmrScenarioId; sides: Array<{ key: string; totalHalves: number }>; expected: Record<string, string> }>([
    { label: "Basic Game has no sides", scenario: "basic-game", sides: [jla, orcs], expected: {} },
    { label: "Outflanked: the stronger force attacks (40), the other defends (35)", scenario: "outflanked", sides: [jla, orcs], expected: { jla: "attacker", enemy: "defender" } },
    { label: "Outflanked, listed the other way round: the same sides", scenario: "outflanked", sides: [orcs, jla], expected: { jla: "attacker", enemy: "defender" } },
    { label: "Ambush: the stronger is the Target (40), the other the Ambusher (25)", scenario: "ambush", sides: [orcs, jla], expected: { jla: "target", enemy: "ambusher" } },
    {
      label: "Fortress Assault with three forces: the strongest defends, the others assault",
      scenario: "fortress-assault",
      sides: [orcs, jla, { key: "third", totalHalves: 40 }],
      expected: { jla: "defender", enemy: "assaulter", third: "assaulter" },
    },
    { label: "Spawning (one range): the first listed infiltrates, the other spawns", scenario: "spawning", sides: [jla, orcs], expected: { jla: "infiltrator", enemy: "spawner" } },
    { label: "equal forces keep their listed order", scenario: "outflanked", sides: [orcs, { key: "twin", totalHalves: 64 }], expected: { enemy: "attacker", twin: "defender" } },
  ])("$label", ({ scenario, sides, expected }) => {
    expect(fillSides(scenario, sides)).toEqual(expected);
  });
});
