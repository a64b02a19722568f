import { describe, expect, test } from "vitest";
import { freshCampaignState, type CharacterBuild, type CharacterKind } from "@/lib/rules/smf/character";
import { SAMPLE_CHARACTERS } from "@/lib/rules/smf/data/sample-characters";
import type { Problem, ProblemCode } from "@/lib/rules/smf/roster/problem";
import { validateCharacter } from "@/lib/rules/smf/roster/validate-character";
import { fieldKeyOf, fieldSlug, problemsByField } from "./problem-fields";

const build: CharacterBuild = {
  archetype: "super",
  baseArchetypes: ["brick"],
  powers: [
    { power: "super-strength", tier: "major" },
    { power: "resistance", tier: "minor" },
    { power: "super-strength", tier: "minor", source: "super-cross-list" },
    { power: "flight", tier: "minor", source: "trade-off" },
    { power: "force-field", tier: "minor" },
    { power: "flight", tier: "minor", source: "bump" },
  ],
  boosts: ["fast"],
  tradeOff: ["body", "move"],
  backgrounds: [{ background: "alien-dimensional" }],
};

const p = (code: ProblemCode, field: string): Problem => ({ code, field, message: "m" });

describe("fieldKeyOf", () => {
  test.each([
    ["archetype", p("alternate-power-level-not-allowed", "archetype"), "character", "archetype"],
    ["kind mismatch shows at the archetype", p("kind-mismatch", "kind"), "character", "archetype"],
    ["bases", p("invalid-base-archetypes", "baseArchetypes"), "character", "baseArchetypes"],
    ["missing major", p("too-few-majors", "powers"), "character", "majors"],
    ["major off the menu", p("major-not-on-menu", "powers[0]"), "character", "majors"],
    ["too many minors", p("too-many-minor-picks", "powers"), "character", "minors"],
    ["a minor off the menu", p("minor-not-on-menu", "powers[1]"), "character", "minors"],
    ["Super-Strength on the cross-list pick", p("super-strength-major-and-minor", "powers[2]"), "character", "crossList"],
    ["a Trade Off pick", p("minor-not-on-menu", "powers[3]"), "character", "tradeOff"],
    ["Trade Off picks that don't match", p("invalid-trade-off", "powers"), "character", "tradeOff"],
    ["Trade Off penalties", p("invalid-trade-off", "tradeOff"), "character", "tradeOff"],
    ["a missing Force-Field track", p("missing-choice", "powers[4].choices.track"), "character", "choice:force-field/minor:track"],
    ["a power gained in play", p("unknown-power", "powers[5]"), "character", "general"],
    ["a pick that isn't there", p("unknown-power", "powers[9]"), "character", "general"],
    ["boosts", p("too-many-boosts", "boosts"), "character", "boosts"],
    ["one boost", p("duplicate-boost", "boosts[1]"), "character", "boosts"],
    ["background count", p("wrong-background-count", "backgrounds"), "character", "backgrounds"],
    ["Alien's category", p("missing-background-category", "backgrounds[0].category"), "character", "background:0"],
    ["a duplicate background", p("duplicate-background", "backgrounds[1]"), "character", "background:1"],
    ["henchmen equipment", p("invalid-henchmen-equipment", "henchmenEquipment[0]"), "henchmen", "henchmenEquipment"],
    ["a sidekick's power count", p("too-few-minor-picks", "powers"), "sidekick", "sidekickPower"],
    ["a sidekick's power", p("minor-not-on-menu", "powers[0]"), "sidekick", "sidekickPower"],
    ["faults have no control", p("invalid-fault", "faults[0]"), "character", "general"],
    ["a vehicle's options", p("invalid-vehicle", "vehicle"), "vehicle", "vehicle"],
    ["a vehicle's special powers", p("invalid-vehicle", "vehicle.specialPowers[1]"), "vehicle", "vehicle"],
    ["vehicles not allowed show at the archetype", p("vehicles-not-allowed", "archetype"), "vehicle", "archetype"],
  ] as const)("%s", (_label, problem, kind, expected) => {
    expect(fieldKeyOf(problem, kind, build)).toBe(expected);
  });
});

test("problemsByField keeps every problem of a real validation", () => {
  const character = { id: "x", name: "X", kind: "character" as CharacterKind, build, state: freshCampaignState() };
  const result = validateCharacter(character);
  expect(result.ok).toBe(false);
  const problems = result.ok ? [] : result.problems;
  const grouped = problemsByField(problems, "character", build);
  expect([...grouped.values()].flat()).toHaveLength(problems.length);
  expect(grouped.get("choice:force-field/minor:track")?.[0]?.code).toBe("missing-choice");
  expect(grouped.get("background:0")?.[0]?.code).toBe("missing-background-category");
});

test("Craniak's Resistance (not on the Mentalist list) shows beside the minor powers", () => {
  const craniak = SAMPLE_CHARACTERS.find((s) => s.character.name === "Craniak")!.character;
  const result = validateCharacter(craniak);
  const grouped = problemsByField(result.ok ? [] : result.problems, "character", craniak.build);
  expect([...grouped.keys()]).toEqual(["minors"]);
});

test("fieldSlug makes a DOM-safe id fragment", () => {
  expect(fieldSlug("choice:force-field/minor:track")).toBe("choice-force-field-minor-track");
});
