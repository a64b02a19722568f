import { describe, expect, test } from "vitest";
import type { ArchetypeId, CharacterCampaignState, CharacterKind, SmfCharacter, StandardArchetypeId } from "../character";
import { characterFromBuild } from "../testing/fixtures";
import { defaultLineUp, planDefaultLineUp, whyNotFielded } from "./default-line-up";
import { validateLineUp } from "./validate-line-up";

function member(
  id: string,
  archetype: ArchetypeId,
  { bases, state, kind }: { bases?: StandardArchetypeId[]; state?: Partial<CharacterCampaignState>; kind?: CharacterKind } = {},
): SmfCharacter {
  return characterFromBuild(bases ? { archetype, baseArchetypes: bases } : { archetype }, { id, name: id, state, kind });
}

const byId = (roster: SmfCharacter[], ids: string[]) => ids.map((id) => roster.find((c) => c.id === id)!);

describe("defaultLineUp (Ruling R4)", () => {
  test.each<[string, SmfCharacter[], string[]]>([
    ["a legal roster is fielded whole", [member("a", "brick"), member("b", "blaster"), member("c", "mentalist")], ["a", "b", "c"]],
    [
      "five standard characters: the first four in roster order",
      [member("a", "brick"), member("b", "blaster"), member("c", "mentalist"), member("d", "speedster"), member("e", "wildcard")],
      ["a", "b", "c", "d"],
    ],
    [
      "a member that would break the weight is skipped and a lighter one later fills the gap",
      [member("a", "powerhouse", { bases: ["brick", "blaster"] }), member("b", "mentalist"), member("c", "super", { bases: ["speedster"] }), member("d", "street-level")],
      ["a", "b", "d"],
    ],
    ["a second of the same archetype is skipped (L238)", [member("a", "brick"), member("b", "brick"), member("c", "blaster")], ["a", "c"]],
    [
      "dead, captured and sitting-out members are left out (Rulings R18, R19)",
      [
        member("a", "brick", { state: { status: "dead" } }),
        member("b", "blaster", { state: { status: "captured" } }),
        member("c", "mentalist", { state: { nextBattle: { missesBattle: true, moveLoss: 0, attackDiceLoss: 0 } } }),
        member("d", "speedster"),
      ],
      ["d"],
    ],
    ["no more than six fielded even when they weigh little", ["a", "b", "c", "d", "e", "f", "g"].map((id) => member(id, "street-level")), ["a", "b", "c", "d", "e", "f"]],
    ["weightless members come along (Ruling R27)", [member("a", "brick"), member("b", "street-level", { kind: "sidekick" })], ["a", "b"]],
    ["nobody available: an empty line-up", [member("a", "brick", { state: { status: "dead" } })], []],
  ])("%s", (_label, roster, expected) => {
    const ids = defaultLineUp(roster);
    expect(ids).toEqual(expected);
    expect(validateLineUp(byId(roster, ids))).toEqual({ ok: true });
  });

  test("the same roster gives the same default every time", () => {
    const roster = [member("a", "brick"), member("b", "blaster"), member("c", "mentalist"), member("d", "speedster"), member("e", "wildcard")];
    expect(defaultLineUp(roster)).toEqual(defaultLineUp([...roster]));
  });
});

describe("planDefaultLineUp: who the default leaves out, and why", () => {
  test.each<[string, SmfCharacter[], string[], Array<[string, string, string]>]>([
    ["a legal roster leaves nobody out", [member("a", "brick"), member("b", "blaster")], ["a", "b"], []],
    [
      "a second Brick: the archetype limit, naming the Brick already in (L238, Ruling R4)",
      [member("Grey Rhino", "brick"), member("Stone Wall", "brick"), member("c", "blaster")],
      ["Grey Rhino", "c"],
      [["Stone Wall", "archetype-limit", "Left out: only one Brick can be fielded per battle, and Grey Rhino is already in. Untick Grey Rhino to field Stone Wall instead."]],
    ],
    [
      "a Powerhouse counts as both its bases (Ruling R4)",
      [member("Big Gun", "powerhouse", { bases: ["brick", "blaster"] }), member("Pow", "blaster")],
      ["Big Gun"],
      [["Pow", "archetype-limit", "Left out: only one Blaster can be fielded per battle, and Big Gun is already in. Untick Big Gun to field Pow instead."]],
    ],
    [
      "a third Wildcard: two are allowed",
      [member("w1", "wildcard"), member("w2", "wildcard"), member("w3", "wildcard")],
      ["w1", "w2"],
      [["w3", "archetype-limit", "Left out: only two Wildcards can be fielded per battle, and w1 and w2 are already in. Untick one of them to field w3 instead."]],
    ],
    [
      "a fifth standard character: the weight",
      [member("a", "brick"), member("b", "blaster"), member("c", "mentalist"), member("d", "speedster"), member("e", "wildcard")],
      ["a", "b", "c", "d"],
      [["e", "over-weight", "Left out: with e the line-up would weigh 5 standard characters, over the limit of 4."]],
    ],
    [
      "a seventh Street-Level character: six fielded at most",
      ["a", "b", "c", "d", "e", "f", "g"].map((id) => member(id, "street-level")),
      ["a", "b", "c", "d", "e", "f"],
      [["g", "too-many-characters", "Left out: 6 characters are already fielded, and a team fields at most 6."]],
    ],
    ["unavailable members are not 'left out': the page gives their own reason", [member("a", "brick", { state: { status: "dead" } }), member("b", "brick")], ["b"], []],
  ])("%s", (_label, roster, fielded, leftOut) => {
    const plan = planDefaultLineUp(roster);
    expect(plan.fielded).toEqual(fielded);
    expect(plan.leftOut.map((l) => [l.characterId, l.code, l.message])).toEqual(leftOut);
    expect(plan.fielded).toEqual(defaultLineUp(roster));
  });

  test("each reason cites its rule apart from the words", () => {
    const plan = planDefaultLineUp([member("a", "brick"), member("b", "brick")]);
    expect(plan.leftOut[0]?.rule).toEqual({ line: 238, ruling: "R4" });
    expect(plan.leftOut[0]?.message).not.toMatch(/L\d|line|ruling/i);
  });
});

describe("whyNotFielded: the reason follows the line-up as it stands", () => {
  test("a second Brick is out while the first is in, and fits once the first is unticked", () => {
    const [rhino, wall] = [member("Grey Rhino", "brick"), member("Stone Wall", "brick")];
    expect(whyNotFielded([rhino], wall)?.code).toBe("archetype-limit");
    expect(whyNotFielded([], wall)).toBeUndefined();
  });
  test("a weightless sidekick is never out for the number fielded", () => {
    const six = ["a", "b", "c", "d", "e", "f"].map((id) => member(id, "street-level"));
    expect(whyNotFielded(six, member("s", "street-level", { kind: "sidekick" }))).toBeUndefined();
  });
});
