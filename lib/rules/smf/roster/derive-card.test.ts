import { describe, expect, test } from "vitest";
import type { Bump, CharacterBuild, PowerPick } from "../character";
import { deriveCard, existingPools, formatPool } from "./derive-card";
import { characterFromBuild } from "../testing/fixtures";

const minor = (power: PowerPick["power"], extra: Partial<PowerPick> = {}): PowerPick => ({ power, tier: "minor", ...extra });
const major = (power: PowerPick["power"], extra: Partial<PowerPick> = {}): PowerPick => ({ power, tier: "major", ...extra });
const bump = (table: Bump["table"], row: Bump["row"], extra: Partial<Bump> = {}): Bump => ({ table, row, issue: 1, ...extra });
const card = (b: Partial<CharacterBuild> & Pick<CharacterBuild, "archetype">, state: Parameters<typeof characterFromBuild>[1] = {}) => deriveCard(characterFromBuild(b, state));
const pools = (c: ReturnType<typeof card>) => Object.fromEntries(Object.entries(c.pools).map(([k, v]) => [k, formatPool(v)]));

describe("deriveCard: stats", () => {
  test("Powerhouse takes the better Move, Body and Psyche of its bases (Ruling R3)", () => {
    const c = card({ archetype: "powerhouse", baseArchetypes: ["brick", "mentalist"] });
    expect([c.move.value, c.body?.value, c.psyche?.value]).toEqual([6, 8, 8]);
    expect(c.archetype).toBe("Powerhouse (Brick / Mentalist)");
  });

  test("a Super has its base's stats (L611)", () => {
    const c = card({ archetype: "super", baseArchetypes: ["speedster"] });
    expect([c.move.value, c.body?.value, c.psyche?.value]).toEqual([40, 6, 6]);
  });

  test.each<[string, Partial<CharacterBuild>, [number, number, number]]>([
    ["Clever +1 Psyche (L1260)", { boosts: ["clever"] }, [6, 6, 7]],
    ['Fast +4" (L1266)', { boosts: ["fast"] }, [10, 6, 6]],
    ["Tough +1 Body (L1273)", { boosts: ["tough"] }, [6, 7, 6]],
    ['Massive +2 Body +2" (L904)', { powers: [minor("massive")] }, [8, 8, 6]],
    ['Amphibious +2" (L679)', { powers: [minor("amphibious")] }, [8, 6, 6]],
    ["Construct +1 Body (L707)", { powers: [minor("construct", { choices: { constructStat: "body", category: "science" } })] }, [6, 7, 6]],
    ['Construct +2" (L707)', { powers: [minor("construct", { choices: { constructStat: "move", category: "science" } })] }, [8, 6, 6]],
    ["Growth Giant Option (L844)", { powers: [minor("growth", { choices: { growthMode: "giant" } })] }, [10, 7, 5]],
    ["Growth normal is switched on in battle only", { powers: [minor("growth")] }, [6, 6, 6]],
    ["Power Blasts die for +1 Psyche (L971)", { powers: [minor("power-blasts", { choices: { variablePower: [{ kind: "die-for-stat", stat: "psyche" }] } })] }, [6, 6, 7]],
    ['Trade Off −1 Body −1" (L1278)', { tradeOff: ["body", "move"] }, [5, 5, 6]],
    ['Slow: Move 3" (L2891)', { faults: [{ fault: "slow", pool: "melee-attack" }] }, [3, 6, 6]],
  ])("%s", (_label, b, [move, body, psyche]) => {
    const c = card({ archetype: "wildcard", ...b });
    expect([c.move.value, c.body?.value, c.psyche?.value]).toEqual([move, body, psyche]);
  });

  test.each<[string, Bump, [number, number, number]]>([
    ["General 1 +1 Body", bump("general", 1), [6, 7, 6]],
    ["General 2 +1 Psyche", bump("general", 2), [6, 6, 7]],
    ['General 3 +2" Move', bump("general", 3), [8, 6, 6]],
    ['General 4 +2" Move', bump("general", 4), [8, 6, 6]],
    ["Martial 3 +1 Body", bump("martial", 3), [6, 7, 6]],
    ["Esoteric 5 +1 Psyche", bump("esoteric", 5), [6, 6, 7]],
  ])("bump %s (L2620 ff.)", (_label, b, [move, body, psyche]) => {
    const c = card({ archetype: "wildcard" }, { state: { bumps: [b] } });
    expect([c.move.value, c.body?.value, c.psyche?.value]).toEqual([move, body, psyche]);
  });

  test('Flight 20"; with Speed 60" (L791, L795)', () => {
    expect(card({ archetype: "wildcard", powers: [minor("flight")] }).flightMove?.value).toBe(20);
    expect(card({ archetype: "super", baseArchetypes: ["speedster"], powers: [major("speed"), minor("flight", { source: "super-cross-list" })] }).flightMove?.value).toBe(60);
    expect(card({ archetype: "wildcard" }).flightMove).toBeNull();
  });

  test("next-battle Move loss applies to Move and flight (Ruling R18)", () => {
    const c = card({ archetype: "wildcard", powers: [minor("flight")] }, { state: { nextBattle: { missesBattle: false, moveLoss: 3, attackDiceLoss: 0 } } });
    expect(c.move).toEqual({ value: 3, sources: ['6" Wildcard', '−3" injury (next battle)'] });
    expect(c.flightMove?.value).toBe(17);
  });
});

describe("deriveCard: pools", () => {
  test("a plain character: 4D everywhere, no ranged or Psyche attack", () => {
    expect(pools(card({ archetype: "wildcard" }))).toEqual({
      "melee-attack": "4D",
      "melee-defense": "4D",
      "ranged-attack": "–",
      "ranged-defense": "4D",
      "psyche-attack": "–",
      "psyche-defense": "4D",
    });
  });

  test.each<[string, PowerPick[], Partial<Record<string, string>>]>([
    ['Super-Strength major 6D melee, 4D 10" thrown (L1113)', [major("super-strength")], { "melee-attack": "6D", "ranged-attack": "4D" }],
    ["Super-Strength minor 5D melee, no ranged (L1124)", [minor("super-strength")], { "melee-attack": "5D", "ranged-attack": "–" }],
    ["Scrapper 5D/5D (L1026)", [major("scrapper")], { "melee-attack": "5D", "melee-defense": "5D" }],
    ["Resistance +1D Body defenses (L1008)", [minor("resistance")], { "melee-defense": "5D", "ranged-defense": "5D" }],
    ["Super-Agility +1 Re-roll Body defenses (L1105)", [minor("super-agility")], { "melee-defense": "4D[1]", "ranged-defense": "4D[1]" }],
    ["Melee Specialist (L908)", [minor("melee-specialist")], { "melee-attack": "4D[1]", "melee-defense": "4D[1]" }],
    ["Melee Specialist with Reach (L908)", [minor("melee-specialist", { choices: { meleeSpecialistOption: "reach" } })], { "melee-attack": "4D[1]", "melee-defense": "4D" }],
    ["Shield (L1041)", [minor("shield")], { "melee-attack": "4D[1]", "melee-defense": "4D[1]", "ranged-defense": "4D[1]", "ranged-attack": "3D" }],
    ["Iron Will +1D Psyche defense (L880)", [minor("iron-will")], { "psyche-defense": "5D" }],
    ["Construct +1 Re-roll Psyche defense (L707)", [minor("construct", { choices: { constructStat: "body", category: "magical" } })], { "psyche-defense": "4D[1]" }],
    ["Power Blasts minor 5D[1] (L964)", [minor("power-blasts")], { "ranged-attack": "5D[1]" }],
    ["Power Blasts major 6D[1] (L960)", [major("power-blasts")], { "ranged-attack": "6D[1]" }],
    ['Power Blasts −5" for a Re-roll (L970)', [minor("power-blasts", { choices: { variablePower: [{ kind: "range-for-reroll" }] } })], { "ranged-attack": "5D[2]" }],
    ["Power Blasts −1D for a stat (L971)", [minor("power-blasts", { choices: { variablePower: [{ kind: "die-for-stat", stat: "body" }] } })], { "ranged-attack": "4D[1]" }],
    ["Power Blasts move or shoot (L972)", [minor("power-blasts", { choices: { variablePower: [{ kind: "move-or-shoot" }] } })], { "ranged-attack": "5D[2]" }],
    [
      "Archery 5D[1] (L687)",
      [major("archery", { choices: { quiver: ["stun", "sonic-blasts", "super-agility"] } })],
      { "ranged-attack": "5D[1]", "psyche-attack": "–", "melee-defense": "4D" },
    ],
    ["Magic Artifact (L898)", [minor("magic-artifact")], { "melee-attack": "4D[1]", "ranged-attack": "4D[1]" }],
    ["Mentalism 6D Psyche (L916)", [major("mentalism")], { "psyche-attack": "6D" }],
    ["Sonic Blasts 4D[1] Psyche (L1056)", [minor("sonic-blasts")], { "psyche-attack": "4D[1]" }],
    ["Stun (Psyche) 5D (L1085)", [minor("stun", { choices: { track: "psyche" } })], { "psyche-attack": "5D", "ranged-attack": "–" }],
    ["the best attack is shown: Power Blasts over Gadgets", [minor("gadgets"), minor("power-blasts")], { "ranged-attack": "5D[1]" }],
    ["Growth Giant +1D melee (L840)", [minor("growth", { choices: { growthMode: "giant" } })], { "melee-attack": "5D" }],
  ])("%s", (_label, powers, expected) => {
    expect(pools(card({ archetype: "wildcard", powers }))).toMatchObject(expected);
  });

  test("Boosts: Fast ranged defense, Tough melee defense (L1267, L1274)", () => {
    expect(pools(card({ archetype: "wildcard", boosts: ["fast", "tough"] }))).toMatchObject({ "ranged-defense": "4D[1]", "melee-defense": "4D[1]" });
  });

  test.each<[string, Bump, string, string]>([
    ["Martial 1", bump("martial", 1), "melee-attack", "4D[1]"],
    ["Martial 2", bump("martial", 2), "ranged-attack", "5D[2]"],
    ["Martial 4", bump("martial", 4), "ranged-defense", "4D[1]"],
    ["Martial 5", bump("martial", 5), "melee-defense", "4D[1]"],
    ["Esoteric 1 (Psyche-based power pool)", bump("esoteric", 1), "psyche-attack", "4D[2]"],
    ["Esoteric 6 (melee defense chosen)", bump("esoteric", 6, { pool: "melee-defense" }), "melee-defense", "4D[1]"],
    ["Esoteric 6 (Psyche defense by default)", bump("esoteric", 6), "psyche-defense", "4D[1]"],
  ])("bump %s adds a Re-roll", (_label, b, pool, value) => {
    const c = card({ archetype: "wildcard", powers: [minor("power-blasts"), minor("sonic-blasts")] }, { state: { bumps: [b] } });
    expect(pools(c)[pool]).toBe(value);
  });

  test("March of Science and Faults add a Re-roll to their pool", () => {
    const c = card({ archetype: "wildcard", faults: [{ fault: "weakness", pool: "psyche-defense" }] }, { state: { marchOfScienceRerolls: ["melee-attack"] } });
    expect(pools(c)).toMatchObject({ "melee-attack": "4D[1]", "psyche-defense": "4D[1]" });
    expect(c.pools["melee-attack"]?.sources).toEqual(["4D base", "+1 Re-roll March of Science"]);
  });

  test("March of Science on non-combat pools (L2451): initiative, a check category, an in-battle check", () => {
    const c = card({ archetype: "wildcard" }, { state: { marchOfScienceRerolls: ["initiative", "investigation", "objective", "objective"] } });
    expect(formatPool(c.initiative)).toBe("4D[1]");
    expect(c.initiative?.sources).toEqual(["4D base", "+1 Re-roll March of Science"]);
    expect(c.checks.investigation).toMatchObject({ rerolls: 1, sources: ["4D base", "+1 Re-roll March of Science"] });
    expect(c.checks.science.rerolls).toBe(0);
    expect(c.notes).toContain("+2 Re-rolls on objective checks (March of Science)");
    expect(c.notes).toContain("Initiative 4D[1]");
    expect(Object.values(pools(c))).toEqual(["4D", "4D", "–", "4D", "–", "4D"]); // the six combat pools are untouched
  });

  test("serious injury: −1D on every attack next battle (Ruling R18)", () => {
    const c = card({ archetype: "wildcard", powers: [minor("power-blasts"), minor("jinx")] }, { state: { nextBattle: { missesBattle: false, moveLoss: 3, attackDiceLoss: 1 } } });
    expect(pools(c)).toMatchObject({ "melee-attack": "3D", "ranged-attack": "4D[1]", "psyche-attack": "4D", "melee-defense": "4D" });
    expect(c.notes).toEqual(expect.arrayContaining(['−3" Move next battle', "−1D attacks next battle"]));
  });
});

describe("deriveCard: initiative, KO checks, checks and notes", () => {
  test("initiative: Clever +1D, Savant and Enhanced Senses Re-rolls (L1259, L1012, L771)", () => {
    expect(formatPool(card({ archetype: "wildcard", boosts: ["clever"], powers: [minor("savant"), minor("enhanced-senses")] }).initiative)).toBe("5D[2]");
  });

  test("KO checks: Iron Will and Resistance +1D each, Martial 6 +1 Re-roll", () => {
    const c = card({ archetype: "wildcard", powers: [minor("iron-will"), minor("resistance")] }, { state: { bumps: [bump("martial", 6)] } });
    expect(formatPool(c.koCheck)).toBe("6D[1]");
  });

  test("Immortal and Glass Jaw fail KO checks automatically (L856, L2876)", () => {
    expect(card({ archetype: "wildcard", powers: [minor("immortal")] }).koCheck?.isAutoFail).toBe(true);
    expect(card({ archetype: "wildcard", faults: [{ fault: "glass-jaw", pool: "melee-attack" }] }).koCheck?.isAutoFail).toBe(true);
    expect(card({ archetype: "wildcard" }).koCheck?.isAutoFail).toBe(false);
  });

  test("curses, Toga-Wearing Space God, Settle the Score, missed battle", () => {
    const c = card(
      { archetype: "wildcard", backgrounds: [{ background: "arcane" }] },
      {
        state: {
          curses: 2,
          hasSpaceGodBonus: true,
          settleScoreAgainst: [{ teamId: "t2", teamName: "The Foes" }],
          nextBattle: { missesBattle: true, moveLoss: 0, attackDiceLoss: 0, arrivesRound: 3 },
        },
      },
    );
    expect(c.tnModifier).toBe(2);
    expect(c.checks.magical).toMatchObject({ dice: 7, tnModifier: 2 });
    expect(c.missesNextBattle).toBe(true);
    expect(c.notes).toEqual(
      expect.arrayContaining([
        "Cursed: +2 to every TN",
        "+1D Magical and Science checks (Toga-Wearing Space God)",
        "+1D attacks against The Foes (Settle the Score)",
        "Misses the next battle",
        "Arrives at the start of round 3 next battle",
      ]),
    );
  });

  test("Weird bumps are noted with their activation", () => {
    expect(card({ archetype: "wildcard" }, { state: { bumps: [bump("weird", 2)] } }).notes).toContain("Fabled Luck (Weird bump, works on a 2+ Chance roll)");
    expect(card({ archetype: "wildcard" }, { state: { bumps: [bump("weird", 6)], weirdBumpsActive: true } }).notes).toContain("Power Reserve (Weird bump, active this battle)");
  });

  test("Magic Artifact upkeep and Metamorph forms are noted", () => {
    expect(card({ archetype: "brick", powers: [major("super-strength"), minor("magic-artifact")] }).notes).toContain("Costs 1 SP after each battle it fights");
    expect(card({ archetype: "metamorph", powers: [major("metamorph", { choices: { metamorphTrack: "shape-shifter", extraElasticityForm: 1 } })] }).notes).toContain(
      "Forms: 1 (Melee Specialist); 4 (Leaping, Melee Specialist); 5 (Enhanced Senses, Entangle, Super-Agility); 6 (Armor, Flight, Power Blasts)",
    );
  });
});

describe("deriveCard: henchmen, vehicles, sidekicks", () => {
  test("henchmen: Numbers instead of boxes, Rule of 2D, Legion (L1861, L1909)", () => {
    const c = card({ archetype: "henchmen", powers: [minor("legion"), minor("power-blasts")], backgrounds: [{ background: "military" }] }, { kind: "henchmen" });
    expect([c.body, c.psyche, c.numbers?.value, c.koCheck]).toEqual([null, null, 15, null]);
    expect(pools(c)).toEqual({ "melee-attack": "2D", "melee-defense": "2D", "ranged-attack": "3D[1]", "ranged-defense": "2D", "psyche-attack": "–", "psyche-defense": "2D" });
    expect(c.checks.military).toMatchObject({ dice: 4 });
  });

  test("Street Level Henchmen equipment (L1917–L1920)", () => {
    const c = card(
      { archetype: "street-level-henchmen", henchmenEquipment: ["firearms", "close-combat-defense"], backgrounds: [{ background: "criminal" }] },
      { kind: "henchmen" },
    );
    expect(pools(c)).toMatchObject({ "ranged-attack": "2D", "melee-defense": "2D[1]", "ranged-defense": "2D[1]" });
    expect(c.notes).toContain('Firearms 2D 10"');
  });

  test("vehicle: size Body and Move, no Psyche, Robot Brain and Turbo Boost (L2728–L2790)", () => {
    const c = card(
      {
        archetype: "basic-vehicle",
        vehicle: { size: "large", specialPowers: ["independent", "robot-brain"] },
        powers: [minor("armor"), minor("power-blasts"), minor("resistance")],
      },
      { kind: "vehicle" },
    );
    expect([c.move.value, c.body?.value, c.psyche, c.koCheck, c.initiative]).toEqual([15, 12, null, null, null]);
    expect(pools(c)).toEqual({ "melee-attack": "5D", "melee-defense": "6D", "ranged-attack": "6D[1]", "ranged-defense": "6D", "psyche-attack": "–", "psyche-defense": "–" });
    expect(c.notes).toEqual(expect.arrayContaining(["Crew 15", "Ram +3D against normal models"]));
    const turbo = card({ archetype: "basic-vehicle", vehicle: { size: "small", specialPowers: ["turbo-boost", "heavy-armor"] } }, { kind: "vehicle" });
    expect(turbo.move.value).toBe(45);
    expect(pools(turbo)["melee-defense"]).toBe("4D[3]");
  });

  test('sidekick: Body 4, Psyche 4, Move 6" (L1037)', () => {
    const c = card({ archetype: "street-level", powers: [minor("flight")] }, { kind: "sidekick" });
    expect([c.move.value, c.body?.value, c.psyche?.value]).toEqual([6, 4, 4]);
  });

  test("existingPools lists the pools a Fault may use", () => {
    expect([...existingPools(characterFromBuild({ archetype: "wildcard", powers: [minor("jinx")] }))].sort()).toEqual([
      "melee-attack",
      "melee-defense",
      "psyche-attack",
      "psyche-defense",
      "ranged-defense",
    ]);
  });
});
