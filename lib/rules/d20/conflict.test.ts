import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { activeDefence } from "./conditions";
import { conditionsOf, defenceBonusOf, foldConflict, turnAllowance, type ConflictEvent, type ConflictState } from "./conflict";
import { joinInitiative, rollInitiative, type InitiativeEntrant } from "./initiative";

const entrant = (id: string, modifier: number, group?: string): InitiativeEntrant => ({ id, modifier, dodge: 0, agility: 0, awareness: 0, ...(group ? { group } : {}) });

/** Hero 18, villain 12, two minions of one group 8. */
function start(surprised: string[] = []): ConflictEvent {
  const roll = rollInitiative(scriptedDice([18, 12, 8], 20), [entrant("h", 0), entrant("v", 0), entrant("m1", 0, "thugs"), entrant("m2", 0, "thugs")]);
  return {
    type: "start",
    combatants: [
      { id: "h", name: "Hero", kind: "hero" },
      { id: "v", name: "Villain", kind: "villain" },
      { id: "m1", name: "Thug 1", kind: "minion", group: "thugs" },
      { id: "m2", name: "Thug 2", kind: "minion", group: "thugs" },
    ],
    initiative: roll.order,
    surprised,
  };
}

function fold(events: ConflictEvent[]): ConflictState {
  const result = foldConflict(events);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

const endTurn: ConflictEvent = { type: "end-turn" };

describe("the conflict tracker", () => {
  test("turns follow initiative and wrap into the next round", () => {
    const seen: Array<[number, string | null]> = [];
    const events: ConflictEvent[] = [start()];
    for (let i = 0; i < 5; i++) {
      const s = fold(events);
      seen.push([s.round, s.current]);
      events.push(endTurn);
    }
    expect(seen).toEqual([
      [1, "h"],
      [1, "v"],
      [1, "m1"],
      [1, "m2"],
      [2, "h"],
    ]);
  });

  test("a surprise round: the surprised sit out, stunned and vulnerable until it ends (L27)", () => {
    const s0 = fold([start(["v"])]);
    expect([s0.round, s0.current]).toEqual([0, "h"]);
    expect(conditionsOf(s0.combatants.v!)).toEqual(["stunned", "vulnerable"]);
    const next = fold([start(["v"]), endTurn]);
    expect(next.current).toBe("m1");
    const round1 = fold([start(["v"]), endTurn, endTurn, endTurn]);
    expect([round1.round, round1.current]).toEqual([1, "h"]);
    expect(conditionsOf(round1.combatants.v!)).toEqual([]);
  });

  test("dazed lasts until the end of the target's next turn (L264), and the −1 stays", () => {
    const events: ConflictEvent[] = [start(), endTurn, { type: "damage-result", combatantId: "h", result: { outcome: "failure", degrees: 2 } }];
    expect(conditionsOf(fold(events).combatants.h!)).toEqual(["dazed"]);
    events.push(endTurn, endTurn, endTurn); // v, m1, m2 finish; h's turn starts in round 2
    expect(conditionsOf(fold(events).combatants.h!)).toEqual(["dazed"]);
    events.push(endTurn); // h's next turn ends
    const s = fold(events);
    expect(conditionsOf(s.combatants.h!)).toEqual([]);
    expect(s.combatants.h!.damage.penalty).toBe(1);
  });

  test("dazed during its own turn lasts through its next turn too", () => {
    const events: ConflictEvent[] = [start(), { type: "damage-result", combatantId: "h", result: { outcome: "failure", degrees: 2 } }, endTurn];
    expect(fold(events).combatants.h!.damage.dazed).toBe(true);
    events.push(endTurn, endTurn, endTurn, endTurn);
    expect(fold(events).combatants.h!.damage.dazed).toBe(false);
  });

  test("a minion that fails a damage check drops and loses its turns (L351, D20-R13)", () => {
    const s = fold([start(), { type: "damage-result", combatantId: "m1", result: { outcome: "failure", degrees: 1 } }, endTurn, endTurn]);
    expect(s.combatants.m1!.damage.state).toBe("incapacitated");
    expect(s.current).toBe("m2");
  });

  test("ongoing effects prompt a resistance check at the end of the bearer's turn; success ends them (L383)", () => {
    const blind: ConflictEvent = {
      type: "add-condition",
      combatantId: "v",
      condition: { key: "blind-1", condition: "blinded", duration: { kind: "ongoing", dc: 15, resistance: "Fortitude" } },
    };
    const atEnd = fold([start(), blind, endTurn, endTurn]);
    expect(atEnd.prompts).toEqual([{ combatantId: "v", key: "blind-1", condition: "blinded", dc: 15, resistance: "Fortitude" }]);
    const failed = fold([start(), blind, endTurn, endTurn, { type: "ongoing-check", combatantId: "v", key: "blind-1", success: false }]);
    expect(failed.prompts).toEqual([]);
    expect(conditionsOf(failed.combatants.v!)).toEqual(["blinded"]);
    const shaken = fold([start(), blind, endTurn, endTurn, { type: "ongoing-check", combatantId: "v", key: "blind-1", success: true }]);
    expect(conditionsOf(shaken.combatants.v!)).toEqual([]);
  });

  test("Recover: the worst damage goes, +2 defences until its next turn starts, once per conflict (L477–L483)", () => {
    const hurt: ConflictEvent = { type: "damage-result", combatantId: "h", result: { outcome: "failure", degrees: 3 } };
    const events: ConflictEvent[] = [start(), endTurn, hurt, endTurn, endTurn, endTurn, { type: "recover", combatantId: "h", choice: "damage" }];
    const s = fold(events);
    expect(s.combatants.h!.damage).toEqual({ penalty: 1, dazed: false, staggered: false, state: "active" });
    expect(defenceBonusOf(s.combatants.h!)).toBe(2);
    expect(activeDefence(8, conditionsOf(s.combatants.h!), defenceBonusOf(s.combatants.h!))).toBe(10);
    events.push(endTurn, endTurn, endTurn, endTurn);
    const later = fold(events);
    expect(later.current).toBe("h");
    expect(defenceBonusOf(later.combatants.h!)).toBe(0);
    const again = foldConflict([...events, { type: "recover", combatantId: "h", choice: "damage" }]);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error).toMatchObject({ code: "already-recovered", eventIndex: events.length });
  });

  test("Recover may instead make an extra check against an ongoing effect", () => {
    const hold: ConflictEvent = {
      type: "add-condition",
      combatantId: "h",
      condition: { key: "snare", condition: "immobile", duration: { kind: "ongoing", dc: 14, resistance: "Dodge" } },
    };
    const s = fold([start(), hold, { type: "recover", combatantId: "h", choice: "ongoing", key: "snare", success: true }]);
    expect(conditionsOf(s.combatants.h!)).toEqual([]);
  });

  test("delay: the turn waits and is taken later where it is taken (L431–L435, D20-R14)", () => {
    const events: ConflictEvent[] = [start(), { type: "delay" }];
    expect(fold(events).current).toBe("v");
    events.push(endTurn, { type: "act-now", combatantId: "h" });
    const s = fold(events);
    expect(s.current).toBe("h");
    expect(s.order).toEqual(["v", "h", "m1", "m2"]);
    events.push(endTurn);
    expect(fold(events).current).toBe("m1");
  });

  test("a delay never taken is lost when the place comes round again (L435)", () => {
    const s = fold([start(), { type: "delay" }, endTurn, endTurn, endTurn]);
    expect([s.round, s.current, s.order[0]]).toEqual([2, "h", "h"]);
    expect(s.combatants.h!.delayed).toBe(false);
  });

  test("ready: the readied action moves the place to where it was taken (L469–L475)", () => {
    const s = fold([start(), { type: "ready", trigger: "the villain moves" }, endTurn, endTurn, endTurn, { type: "readied-action", combatantId: "h" }]);
    expect(s.order).toEqual(["v", "m1", "h", "m2"]);
    expect(s.current).toBe("m2");
    expect(s.combatants.h!.readied).toBeNull();
  });

  test("a late joiner acts when its place comes (L21)", () => {
    const base = fold([start()]);
    const joined = joinInitiative(
      scriptedDice([15], 20),
      Object.values(base.combatants)
        .map((c) => c.initiative)
        .sort((a, b) => b.total - a.total),
      entrant("x", 0),
    );
    const events: ConflictEvent[] = [start(), { type: "join", combatant: { id: "x", name: "Newcomer", kind: "hero" }, order: joined.order }, endTurn];
    expect(fold(events).current).toBe("x");
  });

  test("undo cancels the latest tap still in force; two undos cancel two", () => {
    const s = fold([start(), endTurn, endTurn, { type: "undo" }]);
    expect(s.current).toBe("v");
    const twice = fold([start(), endTurn, endTurn, { type: "undo" }, { type: "undo" }]);
    expect(twice.current).toBe("h");
  });

  test("events that cannot apply are refused with their index", () => {
    const result = foldConflict([start(), { type: "act-now", combatantId: "v" }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: "not-allowed", eventIndex: 1 });
    expect(foldConflict([endTurn]).ok).toBe(false);
  });
});

describe("turn allowances and fatigue", () => {
  test("a normal turn is a standard and a move; the surprise round only a standard or a move (L27, L69)", () => {
    expect(turnAllowance(fold([start()]))).toMatchObject({ standard: 1, move: 1, free: true });
    expect(turnAllowance(fold([start(["v"])]))).toMatchObject({ standard: 1, move: 0, reason: "surprise round" });
  });

  test("a stunned combatant has no actions", () => {
    const s = fold([start(), { type: "add-condition", combatantId: "h", condition: { key: "zap", condition: "stunned", duration: { kind: "turn-end", of: "h", count: 1 } } }]);
    expect(turnAllowance(s)).toMatchObject({ standard: 0, move: 0, free: false });
  });

  test("fatigue from a hazard is tracked; incapacitated by it passes the turn; Recover eases one step", () => {
    const s = fold([start(), { type: "fatigue", combatantId: "h", level: "incapacitated" }]);
    expect(s.current).toBe("v");
    const tired = fold([start(), { type: "fatigue", combatantId: "h", level: "exhausted" }, { type: "recover", combatantId: "h", choice: "fatigue" }]);
    expect(tired.combatants.h!.fatigue).toBe("fatigued");
    expect(conditionsOf(tired.combatants.h!)).toEqual(["fatigued"]);
  });
});
