import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import { rollSubplotTable } from "./roll-subplot-table";

describe("rollSubplotTable (L1971–L1980)", () => {
  test.each([
    { face: 1, subplots: ["creative", "magical"], line: "Subplot table D6 1 → Creative and Magical" },
    { face: 2, subplots: ["adventure", "military"], line: "Subplot table D6 2 → Adventure and Military" },
    { face: 3, subplots: ["science", "underworld"], line: "Subplot table D6 3 → Science and Underworld" },
    { face: 4, subplots: ["resource", "image"], line: "Subplot table D6 4 → Resource and Image" },
    { face: 5, subplots: ["adventure", "investigation"], line: "Subplot table D6 5 → Adventure and Investigation" },
    { face: 6, subplots: ["resource", "underworld"], line: "Subplot table D6 6 → Resource and Underworld" },
  ])("D6 $face → $subplots", ({ face, subplots, line }) => {
    const dice = scriptedDice([face]);
    const record = rollSubplotTable(dice);
    dice.assertExhausted();
    expect(record).toEqual({
      step: "subplot-table",
      face,
      subplots,
      thrown: [{ sides: 6, face, purpose: "subplot-table", status: "kept" }],
      summary: line,
    });
  });
});
