import { describe, expect, test } from "vitest";
import type { ArchetypeId, CharacterCampaignState, CharacterKind, SmfCharacter, StandardArchetypeId } from "../character";
import { characterFromBuild } from "../testing/fixtures";
import { lineUpWeight, validateLineUp } from "./validate-line-up";

let n = 0;
function member(archetype: ArchetypeId, bases?: StandardArchetypeId[], state: Partial<CharacterCampaignState> = {}, kind: CharacterKind = "character"): SmfCharacter {
  n += 1;
  return characterFromBuild(bases ? { archetype, baseArchetypes: bases } : { archetype }, { id: `m${n}`, name: `${archetype} ${n}`, state, kind });
}

const codes = (characters: SmfCharacter[]) => {
  const r = validateLineUp(characters);
  return r.ok ? [] : r.problems.map((p) => `${p.code}@${p.field}`);
};

describe("lineUpWeight (Ruling R4)", () => {
  test.each<[string, SmfCharacter, number]>([
    ["Street-Level ½", member("street-level"), 0.5],
    ["standard 1", member("brick"), 1],
    ["Super 1½", member("super", ["brick"]), 1.5],
    ["Powerhouse 2", member("powerhouse", ["brick", "blaster"]), 2],
    ["henchmen group 1", member("henchmen", undefined, {}, "henchmen"), 1],
    ["Street Level Henchmen ½ (they replace a Street-Level character, L1913)", member("street-level-henchmen", undefined, {}, "henchmen"), 0.5],
    ["vehicle 0", member("basic-vehicle", undefined, {}, "vehicle"), 0],
    ["sidekick 0", member("street-level", undefined, {}, "sidekick"), 0],
  ])("%s", (_label, c, weight) => {
    expect(lineUpWeight(c)).toBe(weight);
  });
});

describe("validateLineUp (Ruling R4)", () => {
  test.each<[string, SmfCharacter[]]>([
    ["four standard (L557)", [member("brick"), member("blaster"), member("mentalist"), member("speedster")]],
    ["one Powerhouse and two standard (L558)", [member("powerhouse", ["brick", "blaster"]), member("mentalist"), member("speedster")]],
    ["three standard and two Street-Level (L559)", [member("brick"), member("blaster"), member("mentalist"), member("street-level"), member("street-level")]],
    ["one Powerhouse, one Super, one Street-Level (L560)", [member("powerhouse", ["brick", "blaster"]), member("super", ["mentalist"]), member("street-level")]],
    ["two Wildcards (L238)", [member("wildcard"), member("wildcard"), member("brick"), member("blaster")]],
    ["a henchmen group in a standard slot", [member("henchmen", undefined, {}, "henchmen"), member("brick"), member("blaster"), member("mentalist")]],
    [
      "six Street-Level and one standard weigh 4",
      [member("street-level"), member("street-level"), member("street-level"), member("street-level"), member("street-level"), member("brick")],
    ],
  ])("legal: %s", (_label, characters) => {
    expect(validateLineUp(characters)).toEqual({ ok: true });
  });

  test("one of each archetype (L238)", () => {
    expect(codes([member("brick"), member("brick")])).toEqual(["archetype-limit@characters"]);
  });

  test("three Wildcards are too many (L238)", () => {
    expect(codes([member("wildcard"), member("wildcard"), member("wildcard")])).toEqual(["archetype-limit@characters"]);
  });

  test("a Super counts as its base", () => {
    expect(codes([member("super", ["brick"]), member("brick")])).toEqual(["archetype-limit@characters"]);
  });

  test("a Powerhouse counts as both bases", () => {
    expect(codes([member("powerhouse", ["brick", "blaster"]), member("blaster")])).toEqual(["archetype-limit@characters"]);
  });

  test("Street-Level characters are exempt from the archetype limit", () => {
    expect(validateLineUp([member("street-level"), member("street-level"), member("street-level")])).toEqual({ ok: true });
  });

  test("weight above 4 standard characters", () => {
    expect(codes([member("powerhouse", ["brick", "blaster"]), member("super", ["mentalist"]), member("speedster")])).toEqual(["over-weight@characters"]);
  });

  test("more than 6 fielded", () => {
    expect(codes(Array.from({ length: 7 }, () => member("street-level")))).toEqual(["too-many-characters@characters"]);
  });

  test.each<[string, Partial<CharacterCampaignState>]>([
    ["dead", { status: "dead" }],
    ["captured (Ruling R19)", { status: "captured", capturedBy: { teamId: "t2", teamName: "Foes" } }],
    ["retired", { status: "retired" }],
    ["missing the next battle (Ruling R18)", { nextBattle: { missesBattle: true, moveLoss: 0, attackDiceLoss: 0 } }],
  ])("a %s character cannot be fielded", (_label, state) => {
    expect(codes([member("brick"), member("blaster", undefined, state)])).toEqual(["not-available@characters[1]"]);
  });

  test("the same character twice", () => {
    const c = member("brick");
    expect(codes([c, c])).toContain("duplicate-character@characters[1]");
  });

  test("returns every problem", () => {
    const dead = member("brick", undefined, { status: "dead" });
    expect(
      codes([dead, member("brick"), member("powerhouse", ["blaster", "mentalist"]), member("super", ["speedster"]), ...Array.from({ length: 4 }, () => member("street-level"))]),
    ).toEqual(["not-available@characters[0]", "archetype-limit@characters", "over-weight@characters", "too-many-characters@characters"]);
  });
});
