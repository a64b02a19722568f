import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { joinInitiative, rollInitiative, type InitiativeEntrant } from "./initiative";
import { d20Settings } from "./settings";

const who = (id: string, modifier: number, dodge = 0, agility = 0, awareness = 0, group?: string): InitiativeEntrant => ({
  id,
  modifier,
  dodge,
  agility,
  awareness,
  ...(group ? { group } : {}),
});

describe("initiative (L15–L21)", () => {
  test("d20 + modifier, highest first", () => {
    const dice = scriptedDice([5, 12, 9], 20);
    const roll = rollInitiative(dice, [who("a", 3), who("b", 0), who("c", 10)]);
    dice.assertExhausted();
    expect(roll.order.map((e) => [e.id, e.total])).toEqual([
      ["c", 19],
      ["b", 12],
      ["a", 8],
    ]);
    expect(roll.thrown.map((t) => t.purpose)).toEqual(["initiative: a", "initiative: b", "initiative: c"]);
  });

  test("ties go to the higher Dodge, then Agility, then Awareness (L19)", () => {
    const tiedOnDodge = rollInitiative(scriptedDice([10, 10], 20), [who("a", 0, 3), who("b", 0, 5)]);
    expect(tiedOnDodge.order.map((e) => e.id)).toEqual(["b", "a"]);
    const tiedOnAgility = rollInitiative(scriptedDice([10, 10], 20), [who("a", 0, 5, 4), who("b", 0, 5, 2)]);
    expect(tiedOnAgility.order.map((e) => e.id)).toEqual(["a", "b"]);
    const tiedOnAwareness = rollInitiative(scriptedDice([10, 10], 20), [who("a", 0, 5, 2, 1), who("b", 0, 5, 2, 6)]);
    expect(tiedOnAwareness.order.map((e) => e.id)).toEqual(["b", "a"]);
  });

  test("a full tie is settled by a roll-off, again while still tied (L19)", () => {
    // a and b tie on everything; first roll-off 7–7, then 4–15.
    const dice = scriptedDice([10, 10, 7, 7, 4, 15], 20);
    const roll = rollInitiative(dice, [who("a", 2, 1, 1, 1), who("b", 2, 1, 1, 1)]);
    dice.assertExhausted();
    expect(roll.order.map((e) => e.id)).toEqual(["b", "a"]);
    expect(roll.order.map((e) => e.rollOffs)).toEqual([
      [7, 15],
      [7, 4],
    ]);
    expect(roll.summary).toBe("b 12 (roll-off 7,15), a 12 (roll-off 7,4)");
  });

  test("a minion group throws one die for all its members (D20-R9) and never rolls off within itself", () => {
    const dice = scriptedDice([8, 14], 20);
    const roll = rollInitiative(dice, [who("thug-1", 1, 0, 0, 0, "thugs"), who("hero", 0), who("thug-2", 1, 0, 0, 0, "thugs")]);
    dice.assertExhausted();
    expect(roll.order.map((e) => [e.id, e.total])).toEqual([
      ["hero", 14],
      ["thug-1", 9],
      ["thug-2", 9],
    ]);
  });

  test("a late joiner rolls and takes its place (L21); on a full tie those already there go first (D20-R5)", () => {
    const start = rollInitiative(scriptedDice([15, 5], 20), [who("a", 0), who("b", 0)]).order;
    const joined = joinInitiative(scriptedDice([10], 20), start, who("c", 0));
    expect(joined.order.map((e) => e.id)).toEqual(["a", "c", "b"]);
    const tie = joinInitiative(scriptedDice([15], 20), start, who("d", 0));
    expect(tie.order.map((e) => e.id)).toEqual(["a", "d", "b"]);
  });

  test("with the roll-off setting a tied late joiner rolls off against those it ties (D20-R5)", () => {
    const start = rollInitiative(scriptedDice([15, 5], 20), [who("a", 0), who("b", 0)]).order;
    // d rolls 15 (ties a); a throws 6 for the roll-off, d 11: d goes first.
    const tie = joinInitiative(scriptedDice([15, 6, 11], 20), start, who("d", 0), d20Settings({ lateJoinerTies: "roll-off" }));
    expect(tie.order.map((e) => e.id)).toEqual(["d", "a", "b"]);
    expect(tie.thrown).toHaveLength(3);
  });

  test("a minion joining its group takes the group's roll without a die", () => {
    const start = rollInitiative(scriptedDice([12, 3], 20), [who("m1", 0, 0, 0, 0, "g"), who("h", 0)]).order;
    const dice = scriptedDice([]);
    const joined = joinInitiative(dice, start, who("m2", 0, 0, 0, 0, "g"));
    expect(joined.thrown).toEqual([]);
    expect(joined.order.map((e) => [e.id, e.total])).toEqual([
      ["m1", 12],
      ["m2", 12],
      ["h", 3],
    ]);
  });
});
