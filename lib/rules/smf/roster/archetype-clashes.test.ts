import { describe, expect, test } from "vitest";
import type { ArchetypeId, SmfCharacter, StandardArchetypeId } from "../character";
import { characterFromBuild } from "../testing/fixtures";
import { archetypeClashes, archetypeHolder } from "./archetype-clashes";

function member(id: string, archetype: ArchetypeId, bases?: StandardArchetypeId[]): SmfCharacter {
  return characterFromBuild(bases ? { archetype, baseArchetypes: bases } : { archetype }, { id, name: id });
}

describe("archetypeClashes (L238, Ruling R4)", () => {
  test.each<[string, SmfCharacter[], Array<[string[], string]>]>([
    ["one of each: nothing to say", [member("a", "brick"), member("b", "blaster")], []],
    [
      "two Bricks",
      [member("Grey Rhino", "brick"), member("Stone Wall", "brick"), member("c", "blaster")],
      [[["Grey Rhino", "Stone Wall"], "Only one Brick can be fielded per battle: Grey Rhino and Stone Wall both count as Bricks, so each battle fields one of them."]],
    ],
    [
      "a Super counts as its base",
      [member("Rhino", "brick"), member("Super Rhino", "super", ["brick"])],
      [[["Rhino", "Super Rhino"], "Only one Brick can be fielded per battle: Rhino and Super Rhino both count as Bricks, so each battle fields one of them."]],
    ],
    ["two Wildcards are allowed", [member("w1", "wildcard"), member("w2", "wildcard")], []],
    [
      "three Wildcards",
      [member("w1", "wildcard"), member("w2", "wildcard"), member("w3", "wildcard")],
      [[["w1", "w2", "w3"], "Only two Wildcards can be fielded per battle: w1, w2 and w3 all count as Wildcards, so each battle fields two of them."]],
    ],
    ["Street-Level characters are exempt", [member("s1", "street-level"), member("s2", "street-level")], []],
  ])("%s", (_label, roster, expected) => {
    const clashes = archetypeClashes(roster.map(archetypeHolder));
    expect(clashes.map((c) => [c.characterIds, c.message])).toEqual(expected);
    for (const clash of clashes) expect(clash.rule).toEqual({ line: 238, ruling: "R4" });
  });
});
