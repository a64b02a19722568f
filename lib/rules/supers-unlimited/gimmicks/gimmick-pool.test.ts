import { describe, expect, test } from "vitest";
import { rosterSettings } from "../card/roster-settings";
import { member } from "../samples/test-members";
import { eligibleGimmicks, gimmickChoices, openGimmickChoices, validateGimmickPool, type SuGimmickPick } from "./gimmick-pool";

const ON = rosterSettings({ useGimmicks: true });
const blast = member("Blast", 5, { classes: ["blaster"] });
const duo = member("Duo", 6, { classes: ["fighter", "tank"] });
const goon = member("Goon", 2, { classes: ["fighter"] });
const team = [blast, duo, goon];
const codes = (picks: SuGimmickPick[], settings = ON) => {
  const r = validateGimmickPool(settings, team, picks);
  return r.ok ? [] : r.problems.map((p) => `${p.code}@${p.field}`);
};

describe("the choices a team brings (SU L976)", () => {
  test("one per Class of each Super; a dual-Class Super brings two, a Henchman none", () => {
    expect(gimmickChoices(team)).toEqual([
      { cardId: "blast", cardName: "Blast", class: "blaster" },
      { cardId: "duo", cardName: "Duo", class: "fighter" },
      { cardId: "duo", cardName: "Duo", class: "tank" },
    ]);
  });

  test("a Class chooses from its own Gimmicks and the Any ones (Ruling SU-R36)", () => {
    expect(eligibleGimmicks("tank", ON)).toEqual(["tag-team", "we-go-again", "enduring", "shake-it-off"]);
    expect(eligibleGimmicks("tank", rosterSettings({ gimmickChoice: "any-gimmick" }))).toHaveLength(23);
  });

  test("open choices list what they can still take, never a Gimmick already in the pool", () => {
    const open = openGimmickChoices(team, [{ cardId: "duo", class: "fighter", gimmick: "tag-team" }], ON);
    expect(open.map((c) => [c.cardName, c.class, c.canTake])).toEqual([
      ["Blast", "blaster", ["we-go-again", "double-blast", "mega-pulse"]],
      ["Duo", "tank", ["we-go-again", "enduring", "shake-it-off"]],
    ]);
  });
});

describe("validateGimmickPool (SU L972–L977)", () => {
  test.each<[string, SuGimmickPick[]]>([
    ["an empty pool: every choice may stay open (Ruling SU-R37)", []],
    [
      "one pick per choice",
      [
        { cardId: "blast", class: "blaster", gimmick: "double-blast" },
        { cardId: "duo", class: "fighter", gimmick: "sunday-punch" },
        { cardId: "duo", class: "tank", gimmick: "tag-team" },
      ],
    ],
  ])("legal: %s", (_label, picks) => {
    expect(validateGimmickPool(ON, team, picks)).toEqual({ ok: true });
  });

  test.each<[string, SuGimmickPick[], string[]]>([
    ["a character not on the team", [{ cardId: "nobody", class: "tank", gimmick: "enduring" }], ["invalid-gimmick-choice@pool[0].cardId"]],
    ["a Henchman's Class (SU L976)", [{ cardId: "goon", class: "fighter", gimmick: "sunday-punch" }], ["invalid-gimmick-choice@pool[0].cardId"]],
    ["a Class the Super lacks", [{ cardId: "blast", class: "tank", gimmick: "enduring" }], ["invalid-gimmick-choice@pool[0].class"]],
    [
      "one Class choosing twice (SU L976)",
      [
        { cardId: "duo", class: "tank", gimmick: "enduring" },
        { cardId: "duo", class: "tank", gimmick: "shake-it-off" },
      ],
      ["choice-used-twice@pool[1]"],
    ],
    ["a Gimmick of another Class (Ruling SU-R36)", [{ cardId: "blast", class: "blaster", gimmick: "precision" }], ["gimmick-class-mismatch@pool[0].gimmick"]],
    [
      "one Gimmick twice (SU L977)",
      [
        { cardId: "blast", class: "blaster", gimmick: "tag-team" },
        { cardId: "duo", class: "tank", gimmick: "tag-team" },
      ],
      ["duplicate-gimmick@pool[1].gimmick"],
    ],
  ])("%s", (_label, picks, expected) => {
    expect(codes(picks)).toEqual(expected);
  });

  test("any Gimmick for any Class when the group plays it so", () => {
    expect(codes([{ cardId: "blast", class: "blaster", gimmick: "precision" }], rosterSettings({ useGimmicks: true, gimmickChoice: "any-gimmick" }))).toEqual([]);
  });

  test("every problem at once, in plain words", () => {
    const r = validateGimmickPool(ON, team, [
      { cardId: "blast", class: "blaster", gimmick: "enduring" },
      { cardId: "goon", class: "fighter", gimmick: "enduring" },
    ]);
    expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual([
      "Enduring is a Tank Gimmick: Blast's Blaster Class may choose a Blaster Gimmick or one for any Class.",
      "Goon is a Henchman: only Supers bring Gimmicks to the pool.",
      "Enduring is already in the pool; each Gimmick goes in once.",
    ]);
  });

  test("no pool when the game is played without Gimmicks (SU L972)", () => {
    expect(codes([{ cardId: "blast", class: "blaster", gimmick: "double-blast" }], rosterSettings())).toEqual(["gimmicks-off@pool"]);
    expect(validateGimmickPool(rosterSettings(), team, [])).toEqual({ ok: true });
  });
});
