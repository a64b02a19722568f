import { describe, expect, test } from "vitest";
import { POOLS } from "../character";
import { SAMPLE_CHARACTERS, type SampleCharacter } from "../data/sample-characters";
import { deriveCard, formatPool } from "./derive-card";
import { validateCharacter } from "./validate-character";

const CASES = SAMPLE_CHARACTERS.map((s) => [s.character.name, s] as [string, SampleCharacter]);

/** The printed value unless the sample lists a card error for that field, in which case the rule's value. */
function expected(s: SampleCharacter, field: string, printed: string): string {
  return s.cardErrors.find((e) => e.field === field)?.ruled ?? printed;
}

const moveText = (s: SampleCharacter) => {
  const card = deriveCard(s.character);
  return card.flightMove ? `${card.move.value}"/${card.flightMove.value}"` : `${card.move.value}"`;
};

describe("sample characters (App. II L2930–L3232)", () => {
  test("there are eight", () => expect(SAMPLE_CHARACTERS).toHaveLength(8));

  test.each(CASES)("%s: Move as printed, or as ruled", (_name, s) => {
    expect(moveText(s)).toBe(expected(s, "move", s.printed.move));
  });

  test.each(CASES)("%s: Body and Psyche", (_name, s) => {
    const card = deriveCard(s.character);
    expect(card.body?.value).toBe(s.printed.body);
    expect(card.psyche?.value).toBe(s.printed.psyche);
  });

  test.each(CASES.flatMap(([name, s]) => POOLS.map((pool) => [name, pool, s] as const)))("%s: %s pool", (_name, pool, s) => {
    const printed = s.printed.pools[pool].replace("*", ""); // Bug-Man's "5D*" only points at a note
    expect(formatPool(deriveCard(s.character).pools[pool])).toBe(expected(s, pool, printed));
  });

  test.each(CASES)("%s: powers and backgrounds", (_name, s) => {
    const card = deriveCard(s.character);
    expect(card.majorPowers).toEqual(s.printed.major);
    const printedMinors = s.printed.minor.map((m) => m.replace(" (Boon)", " (Boost)").replace(" (bug swarm)", ""));
    expect([...card.minorPowers].sort()).toEqual([...printedMinors].sort());
    expect(card.backgrounds).toEqual(s.printed.backgrounds);
  });

  test.each(CASES)("%s: validation", (_name, s) => {
    const result = validateCharacter(s.character);
    if (s.character.name === "Craniak") {
      // Card error: Resistance is not on the Mentalist list (L411–L412). The list wins; the card keeps its effect.
      expect(result).toEqual({ ok: false, problems: [expect.objectContaining({ code: "minor-not-on-menu", field: "powers[1]" })] });
    } else {
      expect(result).toEqual({ ok: true });
    }
  });

  test('Tornado: Super-Agility\'s +2" wins over the printed 40" (L1105)', () => {
    const tornado = SAMPLE_CHARACTERS.find((s) => s.character.name === "Tornado")!;
    expect(deriveCard(tornado.character).move).toEqual({ value: 42, sources: ['40" Speedster', '+2" Super-Agility'] });
  });

  test("Prof. Weird: grimoire Power Blasts 6D[1] (L960) and Jinx 5D Psyche (L884)", () => {
    const weird = deriveCard(SAMPLE_CHARACTERS.find((s) => s.character.name === "Prof. Weird")!.character);
    expect(weird.pools["ranged-attack"]).toMatchObject({ dice: 6, rerolls: 1, label: "Power Blasts (grimoire)", range: 30 });
    expect(weird.pools["psyche-attack"]).toMatchObject({ dice: 5, rerolls: 0, label: "Jinx (grimoire)", range: 15 });
  });

  test('White Rhino: the printed "Boon" is the Fast Boost (L1262)', () => {
    const rhino = SAMPLE_CHARACTERS.find((s) => s.character.name === "White Rhino")!;
    expect(rhino.character.build.boosts).toEqual(["fast"]);
    expect(deriveCard(rhino.character).move.sources).toEqual(['5" Brick', '+4" Fast']);
  });

  test.each<[string, string[]]>([
    ["The Commander", ["Initiative 4D[1]", 'Power Blasts 5D[1] 15"']],
    ["Tornado", ["Machinegun Punch (+1D melee attack)"]],
    ["White Rhino", ['Super-Strength 4D 10"', "KO checks 5D"]],
    ["Deadeye", ["Trick arrows: Entangle, Sonic Blasts, Super-Agility", "KO checks 5D"]],
    ["Bug-Man", ['Stun (Body) 5D 15"', "Shrinking (+2D Hide, +2D Momentum charge, +1D Body defense)", "Initiative 5D[1]"]],
    ["Craniak", ["KO checks 5D", 'Mentalism 6D 15"']],
    ["Shatterer", ["KO checks 5D", "Counterattack (Reflection, melee only); gang-up bonus against it −1D"]],
    ["Prof. Weird", ["Grimoire: Power Blasts (major), Enhanced Senses, Force-Field, Jinx, Telekinesis", "Grimoire: two powers per turn, each Recharge 2+"]],
  ])("%s: the printed notes appear in our words", (name, notes) => {
    const card = deriveCard(SAMPLE_CHARACTERS.find((s) => s.character.name === name)!.character);
    expect(card.notes).toEqual(expect.arrayContaining(notes));
  });

  test.each<[string, string, string]>([
    ["The Commander", "initiative", "4D[1]"], // L2968 Savant
    ["Bug-Man", "initiative", "5D[1]"], // Clever +1D (L3118) and Savant's Re-roll, which the card leaves out
    ["Craniak", "koCheck", "5D"], // Resistance (L3156)
    ["Shatterer", "koCheck", "5D"], // Iron Will (L3194)
    ["Tornado", "koCheck", "4D"],
  ])("%s: %s %s", (name, field, value) => {
    const card = deriveCard(SAMPLE_CHARACTERS.find((s) => s.character.name === name)!.character);
    expect(formatPool(field === "initiative" ? card.initiative : card.koCheck)).toBe(value);
  });

  test("check pools come from checkPool: The Commander (Criminal, Science, Savant)", () => {
    const card = deriveCard(SAMPLE_CHARACTERS[0]!.character);
    expect(card.checks.underworld).toMatchObject({ dice: 6 });
    expect(card.checks.science).toMatchObject({ dice: 8, sources: ["4D base", "+2D Science", "+2D Savant"] });
    expect(card.checks.image).toMatchObject({ dice: 4 });
  });
});
