import { describe, expect, test } from "vitest";
import { fortressBuildingHits, outflankedOpeningHalves, VSGMR_SCENARIO_IDS, VSGMR_SCENARIOS, vsgmrScenarioById, type ScenarioBudget, type VsgmrScenarioId } from "./data/scenarios";
import { sampleArmyById } from "./data/sample-armies";
import { checkParity, parityForceOf, type ParityForce, type ParityReasonCode } from "./parity";
import { forceFromSampleArmy } from "./sample-army-force";

describe("scenario table (VSGMR L617–L655)", () => {
  test.each<{ id: VsgmrScenarioId; name: string; budget: ScenarioBudget; budgetLine: number }>([
    { id: "basic-game", name: "Basic Game", budget: { kind: "range", minPoints: 25, maxPoints: 40 }, budgetLine: 621 },
    {
      id: "ambush",
      name: "Ambush",
      budget: {
        kind: "per-role",
        roles: [
          { role: "ambusher", points: 25 },
          { role: "target", points: 40 },
        ],
      },
      budgetLine: 627,
    },
    { id: "escape", name: "Escape", budget: { kind: "range", minPoints: 25, maxPoints: 40 }, budgetLine: 631 },
    {
      id: "fortress-assault",
      name: "Fortress Assault",
      budget: {
        kind: "per-role",
        roles: [
          { role: "assaulter", points: 20 },
          { role: "defender", points: 40 },
        ],
      },
      budgetLine: 637,
    },
    {
      id: "outflanked",
      name: "Outflanked",
      budget: {
        kind: "per-role",
        roles: [
          { role: "defender", points: 35 },
          { role: "attacker", points: 40 },
        ],
      },
      budgetLine: 643,
    },
    { id: "spawning", name: "Spawning", budget: { kind: "range", minPoints: 25, maxPoints: 40 }, budgetLine: 647 },
    { id: "transport", name: "Transport", budget: { kind: "range", minPoints: 25, maxPoints: 40 }, budgetLine: 653 },
  ])("$name: suggested points of L$budgetLine", ({ id, name, budget, budgetLine }) => {
    expect(vsgmrScenarioById(id)).toMatchObject({ name, budget, budgetLine });
  });

  test("seven scenarios in book order; the Basic Game and Escape end after 5 rounds (L623, L633)", () => {
    expect(VSGMR_SCENARIOS.map((s) => s.id)).toEqual([...VSGMR_SCENARIO_IDS]);
    expect(VSGMR_SCENARIOS.filter((s) => "roundLimit" in s).map((s) => s.id)).toEqual(["basic-game", "escape"]);
    expect(() => vsgmrScenarioById("siege" as VsgmrScenarioId)).toThrow(/Unknown/);
  });

  test.each([
    { players: 1, hits: 2 },
    { players: 2, hits: 3 },
    { players: 4, hits: 5 },
  ])("Fortress Assault with $players Assaulter player(s): the building takes $hits hits (L639)", ({ players, hits }) => {
    expect(fortressBuildingHits(players)).toBe(hits);
  });

  test("Outflanked starts with at most half the points, rounded down to a half point (L643, VS-R16)", () => {
    expect(outflankedOpeningHalves(80)).toBe(40);
    expect(outflankedOpeningHalves(79)).toBe(39);
    expect(() => fortressBuildingHits(0)).toThrow();
  });
});

function codes(forces: ParityForce[], scenario?: VsgmrScenarioId): ParityReasonCode[] {
  return checkParity(forces, scenario).reasons.map((r) => r.code);
}

describe("checkParity", () => {
  test.each<{ label: string; forces: ParityForce[]; scenario?: VsgmrScenarioId; expected: ParityReasonCode[] }>([
    {
      label: "exactly 5 apart is fair (L84)",
      forces: [
        { name: "A", totalHalves: 60 },
        { name: "B", totalHalves: 70 },
      ],
      expected: [],
    },
    {
      label: "5½ apart is not (L84)",
      forces: [
        { name: "A", totalHalves: 60 },
        { name: "B", totalHalves: 71 },
      ],
      expected: ["points-apart"],
    },
    {
      label: "Basic Game inside 25–40 (L621)",
      forces: [
        { name: "A", totalHalves: 50 },
        { name: "B", totalHalves: 80 - 30 },
      ],
      scenario: "basic-game",
      expected: [],
    },
    {
      label: "Basic Game at 24½ (L621)",
      forces: [
        { name: "A", totalHalves: 49 },
        { name: "B", totalHalves: 50 },
      ],
      scenario: "basic-game",
      expected: ["outside-range"],
    },
    {
      label: "Basic Game at 41 and 30 (L84, L621)",
      forces: [
        { name: "A", totalHalves: 82 },
        { name: "B", totalHalves: 60 },
      ],
      scenario: "basic-game",
      expected: ["points-apart", "outside-range"],
    },
    {
      label: "Ambush 25 v 40 is fair despite the 15-point gap (L627)",
      forces: [
        { name: "A", totalHalves: 50, role: "ambusher" },
        { name: "T", totalHalves: 80, role: "target" },
      ],
      scenario: "ambush",
      expected: [],
    },
    {
      label: "Ambush: an Ambusher at 26 is over budget (L627, VS-R14)",
      forces: [
        { name: "A", totalHalves: 52, role: "ambusher" },
        { name: "T", totalHalves: 80, role: "target" },
      ],
      scenario: "ambush",
      expected: ["over-budget"],
    },
    {
      label: "Fortress Assault 20 v 34½: the Defender is too far under 40 (L637, VS-R14)",
      forces: [
        { name: "A", totalHalves: 40, role: "assaulter" },
        { name: "D", totalHalves: 69, role: "defender" },
      ],
      scenario: "fortress-assault",
      expected: ["under-budget"],
    },
    {
      label: "Outflanked 35 v 40 (L643)",
      forces: [
        { name: "D", totalHalves: 70, role: "defender" },
        { name: "A", totalHalves: 80, role: "attacker" },
      ],
      scenario: "outflanked",
      expected: [],
    },
    {
      label: "Outflanked with a side missing",
      forces: [
        { name: "D", totalHalves: 70, role: "defender" },
        { name: "A", totalHalves: 80 },
      ],
      scenario: "outflanked",
      expected: ["missing-role"],
    },
    { label: "one force alone", forces: [{ name: "A", totalHalves: 60 }], expected: ["too-few-forces"] },
  ])("$label", ({ forces, scenario, expected }) => {
    const verdict = checkParity(forces, scenario);
    expect(verdict.reasons.map((r) => r.code)).toEqual(expected);
    expect(verdict.isFair).toBe(expected.length === 0);
  });

  test("the verdict reads as one line, with reasons naming the forces", () => {
    const verdict = checkParity(
      [
        { name: "Orcs", totalHalves: 64 },
        { name: "Elves", totalHalves: 58 },
        { name: "Dwarves", totalHalves: 45 },
      ],
      "basic-game",
    );
    expect(verdict.summary).toBe("Not fair: 32 v 29 v 22½ (Basic Game, 25–40 each).");
    expect(verdict.reasons.map((r) => r.message)).toEqual([
      "Orcs and Dwarves are 9½ points apart; forces should be within 5.",
      "Elves and Dwarves are 6½ points apart; forces should be within 5.",
      "Dwarves has 22½ points; Basic Game suggests 25 to 40.",
    ]);
    expect(
      codes([
        { name: "A", totalHalves: 60 },
        { name: "B", totalHalves: 60 },
      ]),
    ).toEqual([]);
  });
});

describe("sample armies against each other", () => {
  test("Orcs (32) v Elves (29) is a fair Basic Game; Zombie Horde (20) v Justice Team (42) is not", () => {
    const army = (id: string, role?: Parameters<typeof parityForceOf>[1]) => parityForceOf(forceFromSampleArmy(sampleArmyById(id)), role);
    expect(checkParity([army("orcs"), army("elves")], "basic-game").summary).toBe("Fair: 32 v 29 (Basic Game, 25–40 each).");
    expect(checkParity([army("zombie-horde"), army("justice-team")], "basic-game").reasons.map((r) => r.code)).toEqual(["points-apart", "outside-range", "outside-range"]);
    expect(checkParity([army("zombie-horde", "assaulter"), army("mightiest-heroes", "defender")], "fortress-assault").isFair).toBe(true);
  });
});
