import { describe, expect, it } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import type { VsgmrBattleDetails } from "./battle-details";
import { checkSoloTurn, rollSoloTurn } from "./solo-turn";

const details = (over: Partial<VsgmrBattleDetails> = {}): VsgmrBattleDetails => ({
  v: 1,
  scenarioId: "basic-game",
  roles: {},
  forceHalves: {},
  solo: { enemyName: "Orcs", sampleArmyId: "orcs", figures: [], turns: [], outflankedArrived: false },
  result: null,
  ...over,
});
const input = { round: 1, enemyFigures: 6, enemyHasDefeated: false, enemyWaiting: 0 };

describe("rollSoloTurn", () => {
  it("rolls only the enemy-action table in a Basic Game", () => {
    const turn = rollSoloTurn(details(), input, "k", scriptedDice([6]));
    expect(turn.enemyAction.face).toBe(6);
    expect(turn.outflanked).toBeUndefined();
    expect(turn.spawn).toBeUndefined();
  });

  it("rolls Outflanked arrival until the rest has arrived, at or under the round", () => {
    const turn = rollSoloTurn(details({ scenarioId: "outflanked", roles: { enemy: "attacker" } }), { ...input, round: 2 }, "k", scriptedDice([3, 2]));
    expect(turn.outflanked).toMatchObject({ round: 2, face: 2, hasArrived: true });
    const arrived = details({ scenarioId: "outflanked", roles: { enemy: "attacker" }, solo: { ...details().solo!, outflankedArrived: true } });
    expect(rollSoloTurn(arrived, input, "k", scriptedDice([3])).outflanked).toBeUndefined();
  });

  it("never rolls Outflanked arrival in the enemy's turn when the player is the Attacker: the Attacker rolls in its own turn (L643)", () => {
    const playerAttacks = details({ scenarioId: "outflanked", roles: { enemy: "defender", "team-1": "attacker" } });
    const turn = rollSoloTurn(playerAttacks, { ...input, round: 3 }, "k", scriptedDice([4]));
    expect(turn.enemyAction.face).toBe(4);
    expect(turn.outflanked).toBeUndefined();
  });

  it("rolls Spawning placement only while the enemy spawns and has figures waiting", () => {
    const spawning = details({ scenarioId: "spawning", roles: { enemy: "spawner" } });
    expect(rollSoloTurn(spawning, { ...input, enemyWaiting: 2 }, "k", scriptedDice([1, 4])).spawn?.face).toBe(4);
    expect(rollSoloTurn(spawning, input, "k", scriptedDice([1])).spawn).toBeUndefined();
    expect(rollSoloTurn(details({ scenarioId: "spawning", roles: { enemy: "infiltrator" } }), { ...input, enemyWaiting: 2 }, "k", scriptedDice([1])).spawn).toBeUndefined();
  });
});

describe("checkSoloTurn", () => {
  it("refuses a battle not played solo, a round going back, and counts that are not whole", () => {
    expect(checkSoloTurn(details({ solo: null }), input)).toEqual({ ok: false, message: "This battle is not played solo." });
    const later = details({ solo: { ...details().solo!, turns: [rollSoloTurn(details(), { ...input, round: 3 }, "k", scriptedDice([2]))] } });
    expect(checkSoloTurn(later, { ...input, round: 2 })).toEqual({ ok: false, message: "Round 3 has already begun: the round cannot go back to 2." });
    expect(checkSoloTurn(details(), { ...input, enemyFigures: 1.5 }).ok).toBe(false);
    expect(checkSoloTurn(details(), input)).toEqual({ ok: true });
  });
});
