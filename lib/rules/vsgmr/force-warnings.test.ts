import { describe, expect, test } from "vitest";
import { SAMPLE_ARMIES } from "./data/sample-armies";
import type { VsgmrFigure, VsgmrForce } from "./force";
import { forceWarnings } from "./force-warnings";
import type { VsgmrWarningCode } from "./problem";
import { forceFromSampleArmy } from "./sample-army-force";

const boss: VsgmrFigure = { id: "boss", name: "Boss", type: "hero", isCommander: true };
const force = (...figures: VsgmrFigure[]): VsgmrForce => ({ name: "Test", figures: [boss, ...figures] });
const warningsOf = (f: VsgmrForce) => forceWarnings(f).map(({ code, field, rule }) => ({ code, field, rule }));

describe("forceWarnings: what the book allows but the figure never uses, or advises against (VS-R6, VS-R7, VS-R8)", () => {
  test.each<{ label: string; force: VsgmrForce; expected: Array<{ code: VsgmrWarningCode; field: string; rule: { line: number; ruling: string } }> }>([
    {
      label: "Super-Fight on a building (L281 allows it; L111: buildings never fight hand to hand)",
      force: force({ id: "b", name: "Fort", type: "building", buildingSize: "large", powers: [{ power: "super-fight", tier: "minor" }] }),
      expected: [{ code: "idle-power", field: "figures[1].powers[0]", rule: { line: 111, ruling: "VS-R6" } }],
    },
    {
      label: "Super-Move on a building (L297–L305 give buildings no distance)",
      force: force({ id: "b", name: "Fort", type: "building", buildingSize: "small", powers: [{ power: "super-move", tier: "minor" }] }),
      expected: [{ code: "idle-power", field: "figures[1].powers[0]", rule: { line: 297, ruling: "VS-R6" } }],
    },
    {
      label: "hand-to-hand traits and Independent on a building (L123 allows them; L111, L193)",
      force: force({ id: "b", name: "Fort", type: "building", buildingSize: "medium", traits: ["combat-master", "double-strike-hand-to-hand", "recruit", "independent", "tough"] }),
      expected: [
        { code: "idle-trait", field: "figures[1].traits[0]", rule: { line: 111, ruling: "VS-R6" } },
        { code: "idle-trait", field: "figures[1].traits[1]", rule: { line: 111, ruling: "VS-R6" } },
        { code: "idle-trait", field: "figures[1].traits[2]", rule: { line: 111, ruling: "VS-R6" } },
        { code: "idle-trait", field: "figures[1].traits[3]", rule: { line: 193, ruling: "VS-R6" } },
      ],
    },
    {
      label: "automatic fire without a distance attack (L91, VS-R7)",
      force: force({ id: "t", name: "T", type: "troop", hasAutomaticFire: true }),
      expected: [{ code: "automatic-fire-without-distance-attack", field: "figures[1].hasAutomaticFire", rule: { line: 91, ruling: "VS-R7" } }],
    },
    {
      label: "one guy named rider of two horses (L97, VS-R8)",
      force: force({ id: "c1", name: "Horse 1", type: "cavalry", crewId: "boss" }, { id: "c2", name: "Horse 2", type: "cavalry", crewId: "boss" }),
      expected: [{ code: "crew-shared", field: "figures[2].crewId", rule: { line: 97, ruling: "VS-R8" } }],
    },
    {
      label: "the same on guys, cavalry and vehicles that can use them: no warning",
      force: force(
        { id: "t", name: "T", type: "troop", traits: ["combat-master"], powers: [{ power: "super-fight", tier: "minor" }], hasDistanceAttack: true, hasAutomaticFire: true },
        { id: "v", name: "Tank", type: "vehicle", traits: ["independent", "recruit"], powers: [{ power: "super-move", tier: "minor" }] },
      ),
      expected: [],
    },
  ])("$label", ({ force: f, expected }) => {
    expect(warningsOf(f)).toEqual(expected);
  });

  test("each message names the figure and says why, without refusing", () => {
    const [warning] = forceWarnings(force({ id: "b", name: "Fort", type: "building", buildingSize: "large", powers: [{ power: "super-fight", tier: "minor" }] }));
    expect(warning!.message).toBe("Fort may have Super-Fight, but buildings never fight hand to hand.");
  });

  test.each(SAMPLE_ARMIES.map((army) => ({ label: army.name, army })))("the sample army $label has no warning", ({ army }) => {
    expect(forceWarnings(forceFromSampleArmy(army))).toEqual([]);
  });
});
