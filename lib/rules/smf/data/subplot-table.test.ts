import { describe, expect, test } from "vitest";
import { CHECK_CATEGORIES } from "../character";
import { SUBPLOT_CHECK_TN, SUBPLOT_DICE_MAX_PER_THROW, SUBPLOT_TABLE, subplotRowForFace } from "./subplot-table";

describe("subplot table (L1973–L1980)", () => {
  test.each([
    { face: 1, subplots: ["creative", "magical"] },
    { face: 2, subplots: ["adventure", "military"] },
    { face: 3, subplots: ["science", "underworld"] },
    { face: 4, subplots: ["resource", "image"] },
    { face: 5, subplots: ["adventure", "investigation"] },
    { face: 6, subplots: ["resource", "underworld"] },
  ])("D6 $face → $subplots", ({ face, subplots }) => {
    expect(subplotRowForFace(face).subplots).toEqual(subplots);
  });

  test("every D6 face maps to exactly one row", () => {
    for (const face of [1, 2, 3, 4, 5, 6]) {
      expect(SUBPLOT_TABLE.filter((r) => r.face === face)).toHaveLength(1);
    }
    expect(SUBPLOT_TABLE).toHaveLength(6);
  });

  test("every row names two different real check categories", () => {
    for (const row of SUBPLOT_TABLE) {
      expect(row.subplots[0]).not.toBe(row.subplots[1]);
      for (const c of row.subplots) expect(CHECK_CATEGORIES).toContain(c);
    }
  });

  test.each([0, 7, 2.5])("face %s is out of range", (face) => {
    expect(() => subplotRowForFace(face)).toThrow(/out of range/);
  });

  test("the check is TN2 and at most +2D of subplot dice go on one throw (L2064, L2066)", () => {
    expect(SUBPLOT_CHECK_TN).toBe(2);
    expect(SUBPLOT_DICE_MAX_PER_THROW).toBe(2);
  });
});
