import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { SCENARIOS, type D6Face } from "../data/scenarios";
import { rollSpecialEvent } from "./roll-special-event";

const ROWS = SCENARIOS.flatMap((s) => ([1, 2, 3, 4, 5, 6] as D6Face[]).map((face) => ({ scenarioId: s.id, face, eventId: s.events[face] })));

describe("rollSpecialEvent: every scenario's table (L2118)", () => {
  test.each(ROWS)("$scenarioId D6 $face → $eventId", ({ scenarioId, face, eventId }) => {
    // Dangerous Ground and Civilians throw one more die at setup.
    const setup = eventId === "dangerous-ground" || eventId === "civilians" ? [2] : [];
    const dice = scriptedDice([face, ...setup]);
    const record = rollSpecialEvent({ scenarioId }, dice);
    dice.assertExhausted();
    expect(record).toMatchObject({ step: "special-event", scenarioId, eventId, source: "rolled", face });
    expect(record.thrown[0]).toEqual({ sides: 6, face, purpose: "special-event", status: "kept" });
  });
});

describe("special event setup dice", () => {
  test.each([
    { ground: 1, kind: "sinkholes" },
    { ground: 3, kind: "sinkholes" },
    { ground: 4, kind: "deep-water" },
    { ground: 6, kind: "deep-water" },
  ])("Dangerous Ground: ground D6 $ground → $kind (L2483–L2485)", ({ ground, kind }) => {
    const record = rollSpecialEvent({ scenarioId: "seek-and-find" }, scriptedDice([1, ground]));
    expect(record.dangerousGround).toBe(kind);
    expect(record.thrown.map((d) => d.purpose)).toEqual(["special-event", "dangerous-ground"]);
    expect(record.summary).toMatch(/^Seek and Find special event D6 1 → Dangerous Ground; ground D6 \d → (Sinkholes|Deep Water)$/);
  });

  test.each([1, 4, 6])("Civilians: 1D6 %i → that many civilians (L2467)", (count) => {
    const record = rollSpecialEvent({ scenarioId: "fortress-assault" }, scriptedDice([5, count]));
    expect(record.eventId).toBe("civilians");
    expect(record.civilians).toBe(count);
    expect(record.thrown.map((d) => d.purpose)).toEqual(["special-event", "civilians"]);
  });

  test("an agreed event throws no table die but still gets its setup die", () => {
    const dice = scriptedDice([5]);
    const record = rollSpecialEvent({ scenarioId: "the-weapon", chosenId: "civilians" }, dice);
    dice.assertExhausted();
    expect(record).toMatchObject({ source: "chosen", eventId: "civilians", civilians: 5 });
    expect(record.face).toBeUndefined();
    expect(record.summary).toBe("Special event chosen: Civilians; 1D6 5 → 5 civilians");
  });

  test("an event without setup throws one die only", () => {
    const dice = scriptedDice([1]);
    const record = rollSpecialEvent({ scenarioId: "team-up" }, dice);
    dice.assertExhausted();
    expect(record.eventId).toBe("curse");
    expect(record.dangerousGround).toBeUndefined();
    expect(record.civilians).toBeUndefined();
  });
});
