import { describe, expect, test } from "vitest";
import { groupByPurpose } from "./roll-groups";

describe("the roll log lines of a step's dice (groupByPurpose)", () => {
  test("consecutive dice of one purpose and size make one line; a new purpose or size starts the next, in throw order", () => {
    expect(
      groupByPurpose([
        { purpose: "task:actor", sides: 8, face: 3 },
        { purpose: "task:actor", sides: 8, face: 7 },
        { purpose: "task:resistance", sides: 6, face: 2 },
        { purpose: "task:resistance", sides: 8, face: 5 },
        { purpose: "change-table", sides: 20, face: 19 },
        { purpose: "task:actor", sides: 8, face: 1 },
      ]),
    ).toEqual([
      { purpose: "task:actor", sides: 8, faces: [3, 7] },
      { purpose: "task:resistance", sides: 6, faces: [2] },
      { purpose: "task:resistance", sides: 8, faces: [5] },
      { purpose: "change-table", sides: 20, faces: [19] },
      { purpose: "task:actor", sides: 8, faces: [1] },
    ]);
    expect(groupByPurpose([])).toEqual([]);
  });
});
