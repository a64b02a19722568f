import { describe, expect, test } from "vitest";
import { ACE } from "../samples/ace";
import type { SuCard } from "./card";
import { attacksOf, baseSizeMm, characterKind, immunitiesOf, movementTypesOf, redZone, talentsAsPrinted, throwAbilities, whiteZone } from "./derive-card";
import { SU_ROSTER_DEFAULTS } from "./roster-settings";
import { SIZES } from "./tables";

const card = (over: Partial<SuCard>): SuCard => ({ ...ACE, ...over });
const TK_ON = SU_ROSTER_DEFAULTS;
const TK_OFF = { ...SU_ROSTER_DEFAULTS, telekinesisThrows: false };

describe("Super or Henchman by Level (SU L380)", () => {
  test.each([
    ["Level 1 is a Henchman", 1, "henchman"],
    ["Level 2 is a Henchman", 2, "henchman"],
    ["Level 3 is a Super", 3, "super"],
    ["Level 10 is a Super", 10, "super"],
    ["Level 0 is neither", 0, null],
    ["Level 11 is neither", 11, null],
    ["Level 2.5 is neither", 2.5, null],
  ] as const)("%s", (_label, level, kind) => {
    expect(characterKind({ level })).toBe(kind);
  });
});

describe("Red Zone: half the HP boxes rounded down (SU L292, Ruling SU-R21)", () => {
  test.each([
    ["Ace's 10 boxes: 5 red, 5 white (SU L336)", 10, 5, 5],
    ["9 boxes: 4 red, 5 white", 9, 4, 5],
    ["1 box: no red", 1, 0, 1],
  ])("%s", (_label, hp, red, white) => {
    expect(redZone({ hp })).toBe(red);
    expect(whiteZone({ hp })).toBe(white);
  });
});

describe("base sizes (SU L217–L231)", () => {
  test.each([
    [0, 25, 25],
    [1, 30, 25],
    [2, 30, 25],
    [3, 30, 25],
    [4, 40, 30],
    [5, 50, 40],
    [6, 60, 60],
  ])("Size %i: %i mm, %i mm when Standard models stand on 25 mm", (size, mm, alt) => {
    expect(baseSizeMm(size)).toBe(mm);
    expect(baseSizeMm(size, "standard-on-25mm")).toBe(alt);
  });

  test("every Size 0–6 has one row, and no other", () => {
    expect(SIZES.map((s) => s.size)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(baseSizeMm(7)).toBeNull();
  });
});

describe("attacks: Bash always, Throw with its Abilities (SU L786–L802, Ruling SU-R22, SU-R30)", () => {
  test("Ace attacks with Bash only, Fight / Close / Damage (SU L348–L349)", () => {
    expect(attacksOf(ACE, TK_ON)).toEqual([
      { name: "Bash", trait: "fight", versus: null, type: "close", range: null, bonusDice: 0, combatBonus: 0, effects: [{ effect: "damage" }], source: "bash" },
    ]);
  });

  test("Bash comes first, the card's own attacks after it", () => {
    const blast = { name: "Energy Blast", trait: "aim", versus: null, type: "projectile", range: 12, bonusDice: 1, combatBonus: 0, effects: [{ effect: "damage" }] } as const;
    const attacks = attacksOf(card({ attacks: [{ ...blast, effects: [...blast.effects] }] }), TK_ON);
    expect(attacks.map((a) => `${a.name}:${a.source}`)).toEqual(["Bash:bash", "Energy Blast:card"]);
  });

  test.each([
    ["Super Strength throws with Fight (SU L798)", "Super Strength", "fight", 3 + 2],
    ["Psychokinesis throws with Mind (SU L800)", "Psychokinesis", "mind", 3 + 2],
    ["Telekinesis throws with Aim (SU L800)", "Telekinesis", "aim", 2 + 2],
    ["Thaumatokinesis throws with Magic (SU L800)", "Thaumatokinesis", "magic", 2 + 2],
    ["the book's spelling ThaumatoKinesis counts (SU L788)", "ThaumatoKinesis", "magic", 2 + 2],
  ] as const)("%s: against Aim, range = dice + 2, Damage and Knockback", (_label, ability, trait, range) => {
    const thrown = attacksOf(card({ abilities: [ability] }), TK_ON).find((a) => a.source === "throw");
    expect(thrown).toMatchObject({ name: "Throw", trait, versus: "aim", type: "projectile", range, effects: [{ effect: "damage" }, { effect: "knockback" }] });
  });

  test("no enabling Ability, no Throw", () => {
    expect(attacksOf(card({ abilities: ["Leadership", "Leaping"] }), TK_ON).map((a) => a.name)).toEqual(["Bash"]);
  });

  test("Telekinesis gives no Throw when the group reads L788 strictly (setting telekinesisThrows)", () => {
    expect(throwAbilities(card({ abilities: ["Telekinesis"] }), TK_OFF)).toEqual([]);
    expect(attacksOf(card({ abilities: ["Telekinesis"] }), TK_OFF).map((a) => a.name)).toEqual(["Bash"]);
  });

  test("two enabling Abilities give one Throw each, named by the Ability", () => {
    const names = attacksOf(card({ abilities: ["Psychokinesis", "Super Strength"] }), TK_ON).map((a) => `${a.name}:${a.trait}`);
    expect(names).toEqual(["Bash:fight", "Throw (Super Strength):fight", "Throw (Psychokinesis):mind"]);
  });
});

describe("movement types and Immune/Fall (SU L597–L693, Ruling SU-R24, SU-R25)", () => {
  test("every mobile character has Sprint", () => {
    expect(movementTypesOf(ACE)).toEqual(["sprint"]);
    expect(movementTypesOf(card({ movementTypes: ["teleport", "flight"] }))).toEqual(["sprint", "flight", "teleport"]);
  });

  test("an Immobile character has none (SU L599)", () => {
    expect(movementTypesOf(card({ isImmobile: true }))).toEqual([]);
  });

  test.each([
    ["Flight (SU L633)", "flight", ["fall"]],
    ["Glide (SU L655)", "glide", ["fall"]],
    ["Jump (SU L661)", "jump", ["fall"]],
    ["Line-swing (SU L667)", "line-swing", ["fall"]],
    ["Wall-crawl (SU L681)", "wall-crawl", ["fall"]],
    ["Winged Flight, used like Flight (SU L687)", "winged-flight", ["fall"]],
    ["Teleport shortens a Fall instead (SU L673)", "teleport", []],
  ] as const)("%s", (_label, movement, immune) => {
    expect(immunitiesOf(card({ movementTypes: [movement] }))).toEqual(immune);
  });

  test("printed immunities are kept, Fall added once", () => {
    expect(immunitiesOf(card({ immune: ["stun", "fall"], movementTypes: ["flight"] }))).toEqual(["stun", "fall"]);
  });
});

test("Ace's Talents read as printed (SU L341–L342)", () => {
  expect(talentsAsPrinted(ACE)).toEqual(["Gear (Armored Costume, Grapple Gun)", "Luck", "Martial Arts", "Teamwork"]);
});
