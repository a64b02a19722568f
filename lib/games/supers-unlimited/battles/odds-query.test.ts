import { describe, expect, test } from "vitest";
import { traitRollOdds } from "@/lib/rules/supers-unlimited";
import { readOddsQuery } from "./odds-query";

const league = { powExplodes: true, extraDiceExplode: false };

describe("the odds panel's question", () => {
  test("unasked: 3 dice against TN 6 with the league's POW settings", () => {
    const result = readOddsQuery({}, league);
    expect(result).toMatchObject({ ok: true, query: { kind: "action", pool: 3, tn: 6, settings: league }, input: { traitDice: 3, target: 6 } });
  });
  test("a Combat Roll aims at Power + Resistance; unticked boxes of a sent form are off", () => {
    const result = readOddsQuery({ oddsKind: "combat", oddsPool: "4", oddsPower: "4", oddsResistance: "2", oddsBonus: "1", oddsPowerUp: "on" }, league);
    expect(result).toMatchObject({
      ok: true,
      input: { kind: "combat", traitDice: 4, target: 6, powerUp: true },
      query: { settings: { powExplodes: false, extraDiceExplode: false } },
    });
    if (!result.ok) throw new Error(result.message);
    // Power Up adds a die (SU L565) and the bonus counts on each die: the odds see 5 dice at +1.
    expect(traitRollOdds(result.input, result.query.settings).pool).toEqual({ kind: "combat", dice: 5, target: 6, modifier: 1 });
  });
  test.each([
    { label: "no dice", params: { oddsPool: "0" }, message: "Dice: a whole number from 1 to 20." },
    { label: "a fraction", params: { oddsPool: "2.5" }, message: "Dice: a whole number from 1 to 20." },
    { label: "a huge bonus", params: { oddsBonus: "9" }, message: "Bonus on each die: a whole number from −5 to 5." },
    { label: "a TN that is text", params: { oddsTn: "six" }, message: "TN: a whole number from 1 to 20." },
  ])("refuses $label with the field's limits", ({ params, message }) => {
    expect(readOddsQuery(params, league)).toMatchObject({ ok: false, message });
  });
});
