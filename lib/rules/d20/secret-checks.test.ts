import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { drawSecretCheck, prerollSecretChecks } from "./secret-checks";

describe("secret checks (L611)", () => {
  test("the GM draws pre-rolled results in order until the list is spent", () => {
    const dice = scriptedDice([14, 3, 20], 20);
    const list = prerollSecretChecks(dice, 3);
    dice.assertExhausted();
    expect(list.thrown.map((t) => [t.sides, t.face, t.purpose])).toEqual([
      [20, 14, "secret check"],
      [20, 3, "secret check"],
      [20, 20, "secret check"],
    ]);
    const faces: number[] = [];
    let current = list;
    for (;;) {
      const drawn = drawSecretCheck(current);
      if (!drawn.ok) {
        expect(drawn.error.code).toBe("list-spent");
        break;
      }
      faces.push(drawn.face);
      current = drawn.list;
    }
    expect(faces).toEqual([14, 3, 20]);
  });
});
