import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { seededDice } from "../../dice";
import type { PowerPick } from "../character";
import { SCENARIO_IDS } from "../data/scenarios";
import { member, squad } from "../testing/fixtures";
import { preBattleThrownFaces, replayPreBattle } from "./replay-pre-battle";
import { runPreBattle, type PreBattleInput, type PreBattleResult } from "./run-pre-battle";

const SIDEKICK: PowerPick = { power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "flight" } };

/** Two teams with every dice-throwing feature: sidekick, Weird bumps, a cursed member, carried dice. */
function input(options: { scenarioId?: PreBattleInput["scenarioId"]; spend?: number; isMagicLift?: boolean } = {}): PreBattleInput {
  const scott = squad(
    "scott",
    [
      member("doc", { name: "Doc Shock", backgrounds: ["arcane", "science"], build: { archetype: "sorcerer" } }),
      member("wild", { name: "Wildman", archetype: "brawler", state: { curses: 1 } }),
      member("grav", {
        name: "Grav-Girl",
        backgrounds: ["journalist", "art"],
        build: { archetype: "wildcard", powers: [SIDEKICK] },
        state: { bumps: [{ table: "weird", row: 2, issue: 3 }] },
      }),
    ],
    { name: "Scott's team", carriedSubplotDice: 1 },
  );
  const sky = squad("sky", [member("serpent", { name: "Serpent", backgrounds: ["military", "criminal"] }), member("hexa", { build: { archetype: "mentalist" } })], {
    name: "Sky's team",
  });
  return {
    teams: [
      {
        team: scott,
        fieldedIds: ["doc", "wild", "grav"],
        guestStar: { subplotDice: options.spend ?? 0, choice: { kind: "roll", onFour: "metamorph" } },
        ...(options.isMagicLift ? { curseLiftByMagic: { casterId: "doc", targetId: "wild" } } : {}),
      },
      { team: sky, fieldedIds: ["serpent", "hexa"], guestStar: { subplotDice: 2 }, chaseSixes: true },
    ],
    ...(options.scenarioId ? { scenarioId: options.scenarioId } : {}),
  };
}

function expectOk(result: ReturnType<typeof runPreBattle>): PreBattleResult {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.problems)}`);
  return result;
}

describe("replayPreBattle", () => {
  test("a stored Team-Up pre-battle replays to the same result from its records alone", () => {
    const stored = expectOk(runPreBattle(input({ scenarioId: "team-up", spend: 1 }), seededDice(42)));
    expect(stored.guestStar).toBeDefined();
    const records = JSON.parse(JSON.stringify(stored.records));
    expect(replayPreBattle(input({ scenarioId: "team-up", spend: 1 }), records)).toEqual(stored);
  });

  test("property: any seed, scenario and choices replay to the same result", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.option(fc.constantFrom(...SCENARIO_IDS), { nil: undefined }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (seed, scenarioId, spend, isMagicLift) => {
          const make = () => input({ scenarioId, spend, isMagicLift });
          const stored = expectOk(runPreBattle(make(), seededDice(seed)));
          expect(replayPreBattle(make(), stored.records)).toEqual(stored);
        },
      ),
      { numRuns: 300 },
    );
  });

  test("a face missing from the records fails the replay", () => {
    const stored = expectOk(runPreBattle(input({ scenarioId: "team-up" }), seededDice(5)));
    const last = stored.records.at(-1)!;
    const truncated = [...stored.records.slice(0, -1), { ...last, thrown: last.thrown.slice(0, -1) }];
    expect(() => replayPreBattle(input({ scenarioId: "team-up" }), truncated)).toThrow(/ran out/);
  });

  test("a face left over fails the replay", () => {
    const stored = expectOk(runPreBattle(input({ scenarioId: "team-up" }), seededDice(5)));
    const last = stored.records.at(-1)!;
    const padded = [...stored.records.slice(0, -1), { ...last, thrown: [...last.thrown, { sides: 6, face: 3, purpose: "extra", status: "kept" as const }] }];
    expect(() => replayPreBattle(input({ scenarioId: "team-up" }), padded)).toThrow(/1 unused face/);
  });

  test("the faces come back in throw order", () => {
    const stored = expectOk(runPreBattle(input({ scenarioId: "team-up" }), seededDice(9)));
    const faces = preBattleThrownFaces(stored.records);
    expect(faces.length).toBe(stored.records.reduce((n, r) => n + r.thrown.length, 0));
    expect(faces[0]).toBe(stored.subplotTable.thrown[0]!.face);
  });
});
