import { describe, expect, test } from "vitest";
import { ACE } from "../samples/ace";
import { blankCard } from "./blank-card";
import type { SuAttackProfile, SuCard } from "./card";
import { parseCard } from "./card-schema";
import { validateCard } from "./validate-card";

const card = (over: Partial<SuCard>): SuCard => ({ ...ACE, ...over });
const attack = (over: Partial<SuAttackProfile>): SuAttackProfile => ({
  name: "Energy Blast",
  trait: "aim",
  versus: null,
  type: "projectile",
  range: 12,
  bonusDice: 0,
  combatBonus: 0,
  effects: [{ effect: "damage" }],
  ...over,
});
const codes = (c: SuCard) => {
  const r = validateCard(c);
  return r.ok ? [] : r.problems.map((p) => `${p.code}@${p.field}`);
};

describe("validateCard: legal cards", () => {
  test.each<[string, SuCard]>([
    ["Ace as printed (SU L328–L359)", ACE],
    ["a Henchman of Level 1 (SU L380)", card({ level: 1 })],
    ["a Level 10 Super (SU L380)", card({ level: 10 })],
    ["a dual-Class Super (SU L976)", card({ classes: ["fighter", "tank"] })],
    ["Size 0 and Size 6 (SU L217–L223)", card({ size: 6 })],
    ["a card without a Faction symbol (Ruling SU-R31)", card({ faction: null })],
    ["a Close attack with no range, a Beam with one", card({ attacks: [attack({ name: "Claws", type: "close", range: null }), attack({ name: "Ray", type: "beam", range: 8 })] })],
    ["Control names its Type (SU L898)", card({ attacks: [attack({ name: "Mesmerise", trait: "mind", effects: [{ effect: "control", target: "living" }] })] })],
    ["an attack against another Resistance, e.g. Mind vs Aim (SU L780)", card({ attacks: [attack({ name: "Mind Spike", trait: "mind", versus: "aim" })] })],
    ["Flight and a Plasma X Vulnerability (SU L317)", card({ movementTypes: ["flight"], vulnerabilities: [{ plasmaX: true }] })],
    ["an Immobile card with Move 0 (SU L599)", card({ isImmobile: true, move: 0 })],
    ["a Reach of 2 inches (SU L746)", card({ reach: 2 })],
    ["the book's Talents, however spelt (Ruling SU-R41)", card({ talents: ["martial-arts", "TEAMWORK", "Luck"] })],
  ])("%s", (_label, c) => {
    expect(validateCard(c)).toEqual({ ok: true });
  });
});

describe("validateCard: each rule", () => {
  test.each<[string, SuCard, string[]]>([
    ["no name", card({ name: "  " }), ["missing-name@name"]],
    ["Level 0 (SU L380)", card({ level: 0 }), ["invalid-level@level"]],
    ["Level 11 (SU L380)", card({ level: 11 }), ["invalid-level@level"]],
    ["no Class (SU L259)", card({ classes: [] }), ["missing-class@classes"]],
    ["a Class twice", card({ classes: ["trained", "trained"] }), ["duplicate-entry@classes[1]"]],
    ["Power 0", card({ power: 0 }), ["invalid-value@power"]],
    ["negative Move", card({ move: -1 }), ["invalid-value@move"]],
    ["Size 7 (SU L217–L223)", card({ size: 7 }), ["invalid-value@size"]],
    ["no HP", card({ hp: 0 }), ["invalid-value@hp"]],
    [
      "negative dice and Resistance",
      card({ traits: { ...ACE.traits, mind: { dice: -1, resistance: -2 } } }),
      ["invalid-value@traits.mind.dice", "invalid-value@traits.mind.resistance"],
    ],
    ["negative Recovery", card({ recovery: -1 }), ["invalid-value@recovery"]],
    ["Reach 0 (base to base is no Reach)", card({ reach: 0 }), ["invalid-value@reach"]],
    ["no Type Keyword (SU L368)", card({ keywords: { ...ACE.keywords, types: [] } }), ["missing-keyword@keywords.types"]],
    ["no Origin Keyword (SU L368)", card({ keywords: { ...ACE.keywords, origins: [] } }), ["missing-keyword@keywords.origins"]],
    ["an Element twice", card({ keywords: { ...ACE.keywords, elements: ["fire", "cold", "fire"] } }), ["duplicate-entry@keywords.elements[2]"]],
    ["a Weakness twice", card({ weaknesses: ["fire", "fire"] }), ["duplicate-entry@weaknesses[1]"]],
    ["Plasma X Vulnerability twice", card({ vulnerabilities: [{ plasmaX: true }, { keyword: "cold" }, { plasmaX: true }] }), ["duplicate-entry@vulnerabilities[2]"]],
    ["a Gear Talent (Ruling SU-R28)", card({ talents: ["Gear (Armored Costume)", "Luck"] }), ["gear-as-talent@talents[0]"]],
    ["a Talent twice, ignoring case", card({ talents: ["Luck", "luck"] }), ["duplicate-entry@talents[1]"]],
    ["a Talent the book does not name (Ruling SU-R41)", card({ talents: ["Omnipotence", "Luck"] }), ["unknown-talent@talents[0]"]],
    ["an Ability twice, however spelled (SU L788)", card({ abilities: ["Thaumatokinesis", "ThaumatoKinesis"] }), ["duplicate-entry@abilities[1]"]],
    ["a blank Spell", card({ spells: [""] }), ["missing-name@spells[0]"]],
    ["Bash entered on the card (Ruling SU-R30)", card({ attacks: [attack({ name: "Bash", type: "close", range: null })] }), ["reserved-attack@attacks[0].name"]],
    ["Throw entered on the card (Ruling SU-R30)", card({ attacks: [attack({ name: "throw" })] }), ["reserved-attack@attacks[0].name"]],
    ["a Close attack with a range (SU L742–L754)", card({ attacks: [attack({ type: "close", range: 3 })] }), ["invalid-range@attacks[0].range"]],
    ["a Projectile without a range (SU L756–L760)", card({ attacks: [attack({ range: null })] }), ["invalid-range@attacks[0].range"]],
    ["a Pulse of range 0 (SU L768–L774)", card({ attacks: [attack({ type: "pulse", range: 0 })] }), ["invalid-range@attacks[0].range"]],
    ["an attack with no Effect (SU L784)", card({ attacks: [attack({ effects: [] })] }), ["missing-effect@attacks[0].effects"]],
    ["negative bonus dice (SU L782)", card({ attacks: [attack({ bonusDice: -1 })] }), ["invalid-value@attacks[0].bonusDice"]],
    ["an Effect twice in one attack", card({ attacks: [attack({ effects: [{ effect: "stun" }, { effect: "stun" }] })] }), ["duplicate-entry@attacks[0].effects[1]"]],
    ["two attacks of one name", card({ attacks: [attack({}), attack({ name: "energy blast" })] }), ["duplicate-entry@attacks[1]"]],
    ["Sprint listed (Ruling SU-R24)", card({ movementTypes: ["sprint"] }), ["invalid-movement@movementTypes[0]"]],
    ["Flight twice", card({ movementTypes: ["flight", "flight"] }), ["duplicate-entry@movementTypes[1]"]],
    ["an Immobile card that flies (SU L599)", card({ isImmobile: true, movementTypes: ["flight"] }), ["invalid-movement@movementTypes"]],
    ["a Faction of blanks", card({ faction: " " }), ["invalid-value@faction"]],
    ["Immune to Stun twice", card({ immune: ["stun", "stun"] }), ["duplicate-entry@immune[1]"]],
  ])("%s", (_label, c, expected) => {
    expect(codes(c)).toEqual(expected);
  });

  test("every problem at once, each with its field", () => {
    const broken = card({ name: "", level: 12, classes: [], hp: 0, keywords: { types: [], origins: [], elements: [], specialties: [] }, movementTypes: ["sprint"] });
    expect(codes(broken)).toEqual([
      "missing-name@name",
      "invalid-level@level",
      "missing-class@classes",
      "invalid-value@hp",
      "missing-keyword@keywords.types",
      "missing-keyword@keywords.origins",
      "invalid-movement@movementTypes[0]",
    ]);
  });

  test("messages are plain words with the rule kept apart", () => {
    const r = validateCard(card({ level: 11, attacks: [attack({ name: "Bash" })] }));
    expect(r).toEqual({
      ok: false,
      problems: [
        { code: "invalid-level", field: "level", message: "A Level runs from 1 to 10 (Henchmen 1–2, Supers 3–10); this card has 11.", rule: { line: 380 } },
        {
          code: "reserved-attack",
          field: "attacks[0].name",
          message: "Bash is not entered on the card: every character has Bash, and Throw comes with the Abilities that give it.",
          rule: { line: 788, ruling: "SU-R30" },
        },
      ],
    });
  });
});

describe("parseCard: the stored shape", () => {
  test("Ace reads back from JSON unchanged", () => {
    expect(parseCard(JSON.parse(JSON.stringify(ACE)))).toEqual({ ok: true, card: ACE });
  });

  test("every shape problem at once, with its path", () => {
    const input = {
      ...ACE,
      level: "4",
      classes: ["wizard"],
      traits: { ...ACE.traits, fight: { dice: 1.5, resistance: 1 } },
      attacks: [{ ...attack({}), type: "spray-and-pray" }],
    };
    const r = parseCard(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => `${p.code}@${p.field}`)).toEqual([
      "invalid-field@level",
      "invalid-field@classes[0]",
      "invalid-field@traits.fight.dice",
      "invalid-field@attacks[0].type",
    ]);
    expect(r.problems.map((p) => p.message)).toEqual([
      "Enter the Level as a number.",
      "Choose a Class: Blaster, Controller, Fighter, Infiltrator, Mage, Mythic, Psychic, Shifter, Speedster, Summoner, Tank, Trained.",
      "Enter Fight's dice as a whole number.",
      "Choose the attack type: Close, Projectile, Beam, Pulse, Spray.",
    ]);
  });

  test("a card of another version is refused", () => {
    const r = parseCard({ ...ACE, v: 2 });
    expect(r.ok ? [] : r.problems.map((p) => p.field)).toEqual(["v"]);
  });

  test("not an object at all", () => {
    const r = parseCard("Ace");
    expect(r.ok).toBe(false);
  });
});

test("a blank card asks for exactly its Class and Keywords", () => {
  expect(codes(blankCard("new", "Newcomer"))).toEqual(["missing-class@classes", "missing-keyword@keywords.types", "missing-keyword@keywords.origins"]);
});
