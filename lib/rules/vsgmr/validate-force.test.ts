import { describe, expect, test } from "vitest";
import type { VsgmrFigure, VsgmrForce } from "./force";
import type { VsgmrProblemCode } from "./problem";
import { vsgmrSettings } from "./settings";
import { validateForce } from "./validate-force";

const boss: VsgmrFigure = { id: "boss", name: "Boss", type: "hero", isCommander: true };

function force(...figures: VsgmrFigure[]): VsgmrForce {
  return { name: "Test", figures: [boss, ...figures] };
}

function problemsOf(f: VsgmrForce, settings = vsgmrSettings()): Array<{ code: VsgmrProblemCode; field: string }> {
  const result = validateForce(f, settings);
  return result.ok ? [] : result.problems.map(({ code, field }) => ({ code, field }));
}

describe("validateForce", () => {
  test("a legal force with a ridden horse, a driven jeep, an Independent robot and a building passes", () => {
    expect(
      validateForce(
        force(
          { id: "r", name: "Rider", type: "troop" },
          { id: "h", name: "Horse", type: "cavalry", crewId: "r" },
          { id: "d", name: "Driver", type: "mook" },
          { id: "j", name: "Jeep", type: "vehicle", crewId: "d", hasDistanceAttack: true, hasAutomaticFire: true },
          { id: "bot", name: "War Robot", type: "vehicle", traits: ["independent", "tough"] },
          { id: "keep", name: "Keep", type: "building", buildingSize: "large", armour: "heavy" },
        ),
      ),
    ).toEqual({ ok: true });
  });

  test.each<{ label: string; force: VsgmrForce; expected: Array<{ code: VsgmrProblemCode; field: string }> }>([
    { label: "no figures (L84)", force: { name: "x", figures: [] }, expected: [{ code: "empty-force", field: "figures" }] },
    { label: "no Commander (L93)", force: { name: "x", figures: [{ id: "a", name: "A", type: "troop" }] }, expected: [{ code: "no-commander", field: "figures" }] },
    {
      label: "two Commanders (L93)",
      force: force({ id: "b", name: "B", type: "troop", isCommander: true }),
      expected: [{ code: "too-many-commanders", field: "figures[1].isCommander" }],
    },
    {
      label: "a mook Commander (L117)",
      force: {
        name: "x",
        figures: [
          { id: "m", name: "M", type: "mook", isCommander: true },
          { id: "t", name: "T", type: "troop" },
        ],
      },
      expected: [{ code: "mook-commander", field: "figures[0].isCommander" }],
    },
    {
      label: "a vehicle without a driver (L103)",
      force: force({ id: "v", name: "Tank", type: "vehicle" }),
      expected: [{ code: "missing-crew", field: "figures[1].crewId" }],
    },
    {
      label: "cavalry without a rider (L97)",
      force: force({ id: "c", name: "Horse", type: "cavalry" }),
      expected: [{ code: "missing-crew", field: "figures[1].crewId" }],
    },
    {
      label: "a rider that is not a guy, and one that is missing",
      force: force({ id: "c", name: "Horse", type: "cavalry", crewId: "v" }, { id: "v", name: "Van", type: "vehicle", crewId: "ghost" }),
      expected: [
        { code: "invalid-crew", field: "figures[1].crewId" },
        { code: "invalid-crew", field: "figures[2].crewId" },
      ],
    },
    {
      label: "a crew link on a guy",
      force: force({ id: "t", name: "T", type: "troop", crewId: "boss" }),
      expected: [{ code: "crew-not-allowed", field: "figures[1].crewId" }],
    },
    {
      label: "a trait twice (L123)",
      force: force({ id: "t", name: "T", type: "troop", traits: ["tough", "flight", "tough"] }),
      expected: [{ code: "duplicate-trait", field: "figures[1].traits[2]" }],
    },
    {
      label: "Independent on a guy (L193)",
      force: force({ id: "t", name: "T", type: "troop", traits: ["independent"] }),
      expected: [{ code: "trait-not-allowed", field: "figures[1].traits[0]" }],
    },
    {
      label: "Super-Skill on a vehicle and on a building (L307: guys only)",
      force: force(
        { id: "v", name: "Walker", type: "vehicle", traits: ["independent"], powers: [{ power: "super-skill", tier: "minor" }] },
        { id: "b", name: "Fort", type: "building", buildingSize: "small", powers: [{ power: "super-skill", tier: "major" }] },
      ),
      expected: [
        { code: "power-not-allowed", field: "figures[1].powers[0]" },
        { code: "power-not-allowed", field: "figures[2].powers[0]" },
      ],
    },
    {
      label: "what the book allows on any figure (L123, L281) is not refused: hand-to-hand traits, Super-Fight and Super-Move on a building, Independent on a building (VS-R6)",
      force: force({
        id: "b",
        name: "Fort",
        type: "building",
        buildingSize: "medium",
        traits: ["combat-master", "recruit", "double-strike-hand-to-hand", "independent"],
        powers: [
          { power: "super-fight", tier: "minor" },
          { power: "super-move", tier: "major" },
        ],
      }),
      expected: [],
    },
    {
      label: "automatic fire without a distance attack, and one guy crewing two horses, are allowed (L91, L97; VS-R7, VS-R8)",
      force: force(
        { id: "t", name: "T", type: "troop", hasAutomaticFire: true },
        { id: "h1", name: "Horse 1", type: "cavalry", crewId: "t" },
        { id: "h2", name: "Horse 2", type: "cavalry", crewId: "t" },
      ),
      expected: [],
    },
    {
      label: "one power at two tiers (L281)",
      force: force({
        id: "h",
        name: "H",
        type: "hero",
        powers: [
          { power: "super-blast", tier: "major" },
          { power: "super-blast", tier: "superior" },
        ],
      }),
      expected: [{ code: "duplicate-power", field: "figures[1].powers[1]" }],
    },
    {
      label: "unknown ids from stored data",
      force: force({
        id: "h",
        name: "H",
        type: "hero",
        traits: ["laser-eyes" as never],
        powers: [
          { power: "super-nap" as never, tier: "minor" },
          { power: "super-move", tier: "ultra" as never },
        ],
      }),
      expected: [
        { code: "unknown-trait", field: "figures[1].traits[0]" },
        { code: "unknown-power", field: "figures[1].powers[0].power" },
        { code: "unknown-tier", field: "figures[1].powers[1].tier" },
      ],
    },
    {
      label: "a building without a size, a size on a troop, an unarmoured vehicle",
      force: force(
        { id: "b", name: "Hut", type: "building" },
        { id: "t", name: "T", type: "troop", buildingSize: "large" },
        { id: "v", name: "V", type: "vehicle", armour: "none", traits: ["independent"] },
      ),
      expected: [
        { code: "missing-building-size", field: "figures[1].buildingSize" },
        { code: "building-size-not-allowed", field: "figures[2].buildingSize" },
        { code: "armour-below-free-light", field: "figures[3].armour" },
      ],
    },
    {
      label: "a support roll without Support (L251)",
      force: force({ id: "t", name: "T", type: "troop", supportRoll: "armour" }),
      expected: [{ code: "invalid-support-roll", field: "figures[1].supportRoll" }],
    },
    {
      label: "more mooks than troops (VS-R5)",
      force: force({ id: "m1", name: "M1", type: "mook" }, { id: "m2", name: "M2", type: "mook" }, { id: "t", name: "T", type: "troop" }),
      expected: [{ code: "too-many-mooks", field: "figures" }],
    },
    {
      label: "a shared id and a missing name",
      force: force({ id: "boss", name: "", type: "troop" }),
      expected: [
        { code: "duplicate-figure-id", field: "figures[1].id" },
        { code: "missing-name", field: "figures[1].name" },
      ],
    },
  ])("$label", ({ force: f, expected }) => {
    expect(problemsOf(f)).toEqual(expected);
  });

  test("every problem at once, each message naming the figure", () => {
    const result = validateForce(
      force(
        { id: "b2", name: "Second Boss", type: "troop", isCommander: true },
        { id: "v", name: "Tank", type: "vehicle" },
        { id: "t", name: "Twice Tough", type: "troop", traits: ["tough", "tough"] },
      ),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.code)).toEqual(["missing-crew", "duplicate-trait", "too-many-commanders"]);
    expect(result.problems[0]!.message).toContain("Tank");
    expect(result.problems[1]!.message).toContain("Twice Tough");
    expect(result.problems[2]!.message).toContain("Second Boss");
    expect(result.problems[2]!.rule).toEqual({ line: 93 });
  });

  test("the mook limit is a setting (VS-R5)", () => {
    const mooky = force({ id: "m1", name: "M1", type: "mook" });
    expect(problemsOf(mooky)).toEqual([{ code: "too-many-mooks", field: "figures" }]);
    expect(problemsOf(mooky, vsgmrSettings({ limitMooksToTroops: false }))).toEqual([]);
  });

  test("mooks may have traits and powers (L123, L281)", () => {
    expect(
      problemsOf(force({ id: "t", name: "T", type: "troop" }, { id: "m", name: "M", type: "mook", traits: ["stealth"], powers: [{ power: "super-skill", tier: "minor" }] })),
    ).toEqual([]);
  });
});
