import { describe, expect, test } from "vitest";
import type { ArchetypeId, CharacterCampaignState, CharacterKind, SmfCharacter, StandardArchetypeId } from "../character";
import { characterFromBuild } from "../testing/fixtures";
import { defaultLineUp } from "./default-line-up";
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
