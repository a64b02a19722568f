import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { attackFromFace } from "./attack";
import { checkFromFace } from "./check";
import { activeDefence, knownConditions } from "./conditions";
import { foldConflict, type ConflictEvent } from "./conflict";
import { applyDamageResult, applyObjectDamage, INTACT, materialToughness, UNHURT } from "./damage";
import { DISEASE_RANKS, examplesAtRank } from "./data/hazard-ranks";
import { spendHeroPoint, startAdventureHeroPoints } from "./hero-points";
import { joinInitiative, rollInitiative } from "./initiative";
import { checkOdds } from "./odds";
import { recoverOne } from "./recovery";
import { d20Settings, d20SettingsSchema, DEFAULT_D20_SETTINGS } from "./settings";

const DIR = fileURLToPath(new URL(".", import.meta.url));
const RULINGS = readFileSync(`${DIR}RULINGS.md`, "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(`${path}/`);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const defined = [...RULINGS.matchAll(/^\| (D20-R\d+) \|/gm)].map((m) => m[1]!);

describe("RULINGS.md", () => {
  test("rulings are numbered D20-R1, D20-R2 … without gaps", () => {
    expect(defined.length).toBeGreaterThan(10);
    expect(defined).toEqual(defined.map((_, i) => `D20-R${i + 1}`));
  });

  test("every ruling the code cites is defined, and every ruling is cited by the code", () => {
    const cited = new Set(sourceFiles(DIR).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/D20-R\d+/g)].map((m) => m[0])));
    for (const id of cited) expect(defined).toContain(id);
    for (const id of defined) expect(cited).toContain(id);
  });

  test("every setting is in the table with its default", () => {
    for (const [key, value] of Object.entries(DEFAULT_D20_SETTINGS)) {
      expect(RULINGS).toContain(`| \`${key}\` |`);
      if (typeof value === "number") expect(RULINGS).toMatch(new RegExp(`\\| \`${key}\` \\| ${value} \\|`));
    }
  });

  test("the settings schema fills every default and refuses nonsense", () => {
    expect(d20SettingsSchema.parse({})).toEqual(DEFAULT_D20_SETTINGS);
    expect(d20SettingsSchema.safeParse({ degreeStep: 0 }).success).toBe(false);
    expect(d20SettingsSchema.safeParse({ lateJoinerTies: "coin" }).success).toBe(false);
  });
});

describe("each ruling's effect", () => {
  test("D20-R1: the degree step sets how far each degree reaches", () => {
    const input = { modifier: 0, dc: 20 };
    expect(checkFromFace(12, input, "x").degree).toEqual({ outcome: "failure", degrees: 2 });
    expect(checkFromFace(12, input, "x", d20Settings({ degreeStep: 10 })).degree).toEqual({ outcome: "failure", degrees: 1 });
  });

  test("D20-R2: a natural 20 lifts a check's degree, not an attack's, and the odds follow", () => {
    expect(checkFromFace(20, { modifier: 0, dc: 21 }, "x").degree.outcome).toBe("success");
    expect(checkFromFace(20, { modifier: 0, dc: 21 }, "x", d20Settings({ naturalTwentyImprovesDegree: false })).degree.outcome).toBe("failure");
    expect(checkOdds({ modifier: 0, dc: 21 }).success.ways).toBe(1);
    expect(checkOdds({ modifier: 0, dc: 21 }, d20Settings({ naturalTwentyImprovesDegree: false })).success.ways).toBe(0);
  });

  test("D20-R3: the starting hero points and whether they reset", () => {
    expect(startAdventureHeroPoints(3, "h")?.delta).toBe(-2);
    expect(startAdventureHeroPoints(3, "h", d20Settings({ startingHeroPoints: 3 }))).toBeNull();
    expect(startAdventureHeroPoints(3, "h", d20Settings({ resetHeroPointsEachAdventure: false }))?.delta).toBe(1);
  });

  test("D20-R4: a series' own condition names are known but change no number", () => {
    expect(knownConditions(DEFAULT_D20_SETTINGS)).not.toContain("transformed");
    expect(knownConditions(d20Settings({ extraConditions: ["transformed"] }))).toContain("transformed");
    expect(activeDefence(9, ["transformed"])).toBe(9);
  });

  test("D20-R5: a late joiner's exact tie: those already there first, or a roll-off", () => {
    const start = rollInitiative(scriptedDice([10], 20), [{ id: "a", modifier: 0, dodge: 0, agility: 0, awareness: 0 }]).order;
    const joiner = { id: "b", modifier: 0, dodge: 0, agility: 0, awareness: 0 };
    expect(joinInitiative(scriptedDice([10], 20), start, joiner).order.map((e) => e.id)).toEqual(["a", "b"]);
    expect(joinInitiative(scriptedDice([10, 3, 17], 20), start, joiner, d20Settings({ lateJoinerTies: "roll-off" })).order.map((e) => e.id)).toEqual(["b", "a"]);
  });

  test("D20-R6: an object struck without intent to break collects −1s, or nothing", () => {
    const fail = { outcome: "failure" as const, degrees: 2 };
    expect(applyObjectDamage(INTACT, fail, { intentToBreak: false }).object.penalty).toBe(1);
    expect(applyObjectDamage(INTACT, fail, { intentToBreak: false }, d20Settings({ objectsTakePenalties: false })).object.penalty).toBe(0);
  });

  test("D20-R7: once incapacitated any failure is one step worse and adds no −1", () => {
    const down = { ...UNHURT, penalty: 2, state: "incapacitated" as const };
    expect(applyDamageResult(down, { outcome: "failure", degrees: 4 }).track).toEqual({ ...down, state: "dying" });
  });

  test("D20-R8: only whole doublings of thickness count", () => {
    expect(materialToughness("iron", 3)).toBe(8);
    expect(materialToughness("iron", 4)).toBe(9);
  });

  test("D20-R9: a minion group throws one die and holds adjacent places", () => {
    const dice = scriptedDice([11, 11], 20);
    const roll = rollInitiative(dice, [
      { id: "m1", modifier: 0, dodge: 0, agility: 0, awareness: 0, group: "g" },
      { id: "m2", modifier: 0, dodge: 0, agility: 0, awareness: 0, group: "g" },
      { id: "h", modifier: 0, dodge: 1, agility: 0, awareness: 0 },
    ]);
    dice.assertExhausted();
    expect(roll.thrown).toHaveLength(2);
    expect(roll.order.map((e) => e.id)).toEqual(["h", "m1", "m2"]);
  });

  test("D20-R10: an overlapping rank answers with both examples", () => {
    expect(examplesAtRank(DISEASE_RANKS, 5).map((r) => r.example)).toEqual(["influenza"]);
    expect(examplesAtRank(DISEASE_RANKS, 4)).toHaveLength(2);
  });

  test("D20-R11: a spend needs a point", () => {
    expect(spendHeroPoint(1, "h", "improve-roll").ok).toBe(true);
    expect(spendHeroPoint(0, "h", "improve-roll").ok).toBe(false);
  });

  test("D20-R12: resting while dying first steps back to incapacitated", () => {
    expect(recoverOne({ ...UNHURT, state: "dying", staggered: true }).state).toBe("incapacitated");
  });

  const conflictStart: ConflictEvent = {
    type: "start",
    combatants: [
      { id: "a", name: "A", kind: "hero" },
      { id: "b", name: "B", kind: "villain" },
      { id: "c", name: "C", kind: "villain" },
    ],
    initiative: rollInitiative(
      scriptedDice([15, 10, 5], 20),
      ["a", "b", "c"].map((id) => ({ id, modifier: 0, dodge: 0, agility: 0, awareness: 0 })),
    ).order,
  };

  test("D20-R13: a combatant who cannot act is passed over", () => {
    const s = foldConflict([conflictStart, { type: "damage-result", combatantId: "b", result: { outcome: "failure", degrees: 4 } }, { type: "end-turn" }]);
    expect(s.ok && s.state.current).toBe("c");
  });

  test("D20-R14: a delayed turn taken lands just before the one whose turn it is", () => {
    const s = foldConflict([conflictStart, { type: "delay" }, { type: "end-turn" }, { type: "act-now", combatantId: "a" }]);
    expect(s.ok && s.state.order).toEqual(["b", "a", "c"]);
  });

  test("D20-R15: a natural 20 that falls short of the defence hits with one degree", () => {
    const result = attackFromFace(20, { attackBonus: 0, defence: 20 }, "a");
    expect(result).toMatchObject({ outcome: "hit", degree: { outcome: "success", degrees: 1 } });
    expect(attackFromFace(1, { attackBonus: 30, defence: 0 }, "a").degree).toEqual({ outcome: "failure", degrees: 1 });
  });

  test("D20-R16: dazed during its own turn outlasts the turn after", () => {
    const dazedNow: ConflictEvent = { type: "damage-result", combatantId: "a", result: { outcome: "failure", degrees: 2 } };
    const endTurn: ConflictEvent = { type: "end-turn" };
    const oneLap = foldConflict([conflictStart, dazedNow, endTurn, endTurn, endTurn]);
    expect(oneLap.ok && oneLap.state.combatants.a!.damage.dazed).toBe(true);
    const twoLaps = foldConflict([conflictStart, dazedNow, endTurn, endTurn, endTurn, endTurn]);
    expect(twoLaps.ok && twoLaps.state.combatants.a!.damage.dazed).toBe(false);
  });
});
