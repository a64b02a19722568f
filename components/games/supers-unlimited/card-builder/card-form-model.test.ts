import { describe, expect, test } from "vitest";
import { SU_DEFAULT_SETTINGS } from "@/lib/games/supers-unlimited";
import { ACE, blankCard, type SuCard } from "@/lib/rules/supers-unlimited";
import { cardFromForm, checkCardForm, fieldKey, formFieldKeys, formFromCard, NEW_ATTACK, problemsByField } from "./card-form-model";

/** A card using every part of the model: a ranged attack with Control, Vulnerabilities, lists, Reach, a Faction. */
const BLAZE: SuCard = {
  ...ACE,
  id: "blaze",
  name: "Blaze",
  highConcept: null,
  level: 6,
  alignment: "anti-hero",
  classes: ["blaster", "controller"],
  keywords: { types: ["living"], origins: ["mutate"], elements: ["fire"], specialties: ["might"] },
  weaknesses: ["water"],
  vulnerabilities: [{ keyword: "cold" }, { plasmaX: true }],
  talents: ["Luck"],
  gear: [],
  abilities: ["Super Strength", "Leadership"],
  spells: ["Ember"],
  attacks: [
    {
      name: "Fire Bolt",
      trait: "aim",
      versus: "mind",
      type: "beam",
      range: 8,
      bonusDice: 1,
      combatBonus: -1,
      effects: [{ effect: "damage" }, { effect: "stun" }, { effect: "control", target: "robotic" }],
    },
  ],
  immune: ["poison"],
  reach: 2,
  movementTypes: ["flight"],
  faction: null,
};

describe("the builder's form and the card", () => {
  test.each([
    ["the sample Ace", ACE],
    ["a card using every part", BLAZE],
    ["the blank card", blankCard("new", "")],
  ])("%s goes into the form and comes back unchanged", (_label, card) => {
    expect(cardFromForm(formFromCard(card), card.id)).toEqual(card);
  });

  test("the card takes the id it is given, not one from the form", () => {
    expect(cardFromForm(formFromCard(ACE), "row-1").id).toBe("row-1");
  });

  test("names are trimmed; an empty high concept, Faction or Reach is none; blank lines are no entries", () => {
    const form = { ...formFromCard(ACE), name: "  Ace ", highConcept: "  ", faction: "", reach: " ", talents: "Luck\n\n  Teamwork  \n" };
    const card = cardFromForm(form, "x");
    expect(card).toMatchObject({ name: "Ace", highConcept: null, faction: null, reach: null, talents: ["Luck", "Teamwork"] });
  });

  test("an empty or half-typed number stays not-a-number, so the shape check names its field", () => {
    const form = { ...formFromCard(ACE), power: "", move: "4.5", traits: { ...formFromCard(ACE).traits, fight: { dice: "x", resistance: "1" } } };
    const problems = checkCardForm(form, "x", SU_DEFAULT_SETTINGS, []);
    expect(problems.map((p) => p.field).sort()).toEqual(["move", "power", "traits.fight.dice"]);
  });

  test("a new attack's empty bonus boxes are 0; its Effects keep the book's order with Control last", () => {
    const attack = { ...NEW_ATTACK, name: "Zap", bonusDice: "", combatBonus: "", effects: ["stun" as const, "damage" as const], control: "all" as const };
    expect(cardFromForm({ ...formFromCard(ACE), attacks: [attack] }, "x").attacks[0]).toEqual({
      name: "Zap",
      trait: "fight",
      versus: null,
      type: "close",
      range: null,
      bonusDice: 0,
      combatBonus: 0,
      effects: [{ effect: "damage" }, { effect: "stun" }, { effect: "control", target: "all" }],
    });
  });
});

describe("live checks in the browser", () => {
  test("the sample Ace is legal in a default league", () => {
    expect(checkCardForm(formFromCard(ACE), "x", SU_DEFAULT_SETTINGS, [])).toEqual([]);
  });

  test("the blank card names every missing part on its own field", () => {
    const fields = checkCardForm(formFromCard(blankCard("x", "")), "x", SU_DEFAULT_SETTINGS, []).map((p) => fieldKey(p.field));
    expect(fields.sort()).toEqual(["classes", "keywords.origins", "keywords.types", "name"]);
  });

  test("the Levels budget counts the rest of the roster, on the Level field", () => {
    // A medium game allows 25 Levels: 22 already on the team, Ace brings 4.
    const roster = [
      { ...ACE, id: "a", level: 10 },
      { ...ACE, id: "b", level: 10 },
      { ...ACE, id: "c", level: 2 },
    ];
    const problems = checkCardForm(formFromCard(ACE), "x", SU_DEFAULT_SETTINGS, roster);
    expect(problems).toEqual([expect.objectContaining({ code: "over-budget", field: "level" })]);
  });

  test("a name longer than a card holds is refused on the name", () => {
    const problems = checkCardForm({ ...formFromCard(ACE), name: "A".repeat(65) }, "x", SU_DEFAULT_SETTINGS, []);
    expect(problems.map((p) => p.field)).toEqual(["name"]);
  });
});

describe("where a problem is shown", () => {
  test.each([
    ["a list entry goes to its list", "classes[1]", "classes"],
    ["a Vulnerability's Keyword goes to the list", "vulnerabilities[0].keyword", "vulnerabilities"],
    ["a trait's dice stay on their box", "traits.fight.dice", "traits.fight.dice"],
    ["an attack's input stays on it", "attacks[1].range", "attacks[1].range"],
    ["an attack's Effect goes to its Effects", "attacks[0].effects[1]", "attacks[0].effects"],
    ["a repeated attack goes to its name", "attacks[2]", "attacks[2].name"],
    ["the card's id goes to the card", "id", "card"],
    ["the card not being one goes to the card", "", "card"],
  ])("%s", (_label, field, key) => expect(fieldKey(field)).toBe(key));

  test("messages are grouped by input, each once", () => {
    const grouped = problemsByField([
      { field: "classes[1]", message: "Twice." },
      { field: "classes[2]", message: "Twice." },
      { field: "classes", message: "None." },
    ]);
    expect([...grouped]).toEqual([["classes", ["Twice.", "None."]]]);
  });

  test("every problem the checks can raise on a card with attacks has an input drawn for it", () => {
    const form = { ...formFromCard(BLAZE), name: "", classes: [], attacks: [{ ...NEW_ATTACK, type: "beam" as const, effects: [] }, { ...NEW_ATTACK }] };
    const keys = formFieldKeys(form);
    const problems = checkCardForm(form, "x", SU_DEFAULT_SETTINGS, []);
    expect(problems.length).toBeGreaterThan(3);
    expect(problems.filter((p) => !keys.has(fieldKey(p.field)))).toEqual([]);
  });
});
