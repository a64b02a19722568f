import { describe, expect, it } from "vitest";
import { halvesFromText, resolveVsgmrBattleFromForm, resolveVsgmrBattleSchema } from "./battles";

describe("halvesFromText", () => {
  it("reads whole and half points as half points", () => {
    expect(halvesFromText("8")).toBe(16);
    expect(halvesFromText("8.5")).toBe(17);
    expect(halvesFromText("½")).toBe("½");
    expect(halvesFromText("0½")).toBe(1);
    expect(halvesFromText(" 3½ ")).toBe(7);
  });

  it("leaves anything else for the schema to refuse", () => {
    expect(halvesFromText("8.25")).toBe("8.25");
    expect(halvesFromText("-1")).toBe("-1");
    expect(halvesFromText("ten")).toBe("ten");
  });
});

describe("the result form", () => {
  it("reads each side's points, the winner and a solo recruit", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["battleId", "b1"],
      ["endCondition", "survivors"],
      ["side", "t1"],
      ["defeated:t1", "8½"],
      ["side", "enemy"],
      ["defeated:enemy", "3"],
      ["winner", "t1"],
      ["recruitTeamId", "t1"],
      ["recruitFigure", "enemy:2"],
    ])
      form.append(name!, value!);
    const parsed = resolveVsgmrBattleSchema.parse(resolveVsgmrBattleFromForm(form));
    expect(parsed).toEqual({
      battleId: "b1",
      endCondition: "survivors",
      sides: [
        { key: "t1", defeatedHalves: 17, outcome: "WON" },
        { key: "enemy", defeatedHalves: 6, outcome: "LOST" },
      ],
      recruit: { teamId: "t1", enemyFigure: 2 },
    });
  });

  it("refuses points that are not whole or half", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["battleId", "b1"],
      ["endCondition", "rounds"],
      ["side", "a"],
      ["defeated:a", "1.25"],
      ["side", "b"],
      ["defeated:b", "0"],
      ["winner", "draw"],
    ])
      form.append(name!, value!);
    expect(resolveVsgmrBattleSchema.safeParse(resolveVsgmrBattleFromForm(form)).success).toBe(false);
  });
});
