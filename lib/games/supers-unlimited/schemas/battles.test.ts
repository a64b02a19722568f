import { describe, expect, test } from "vitest";
import { createSuBattleFromForm, createSuBattleSchema, suResultFromForm, suResultSchema, suSetUpStepFromForm, suSetUpStepSchema } from "./battles";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the battle forms' fields", () => {
  test("record a battle: the teams that play are those with a ticked character", () => {
    const parsed = createSuBattleSchema.parse(
      createSuBattleFromForm(
        form([
          ["campaignId", "c1"],
          ["lineUp:t1", "a"],
          ["lineUp:t1", "b"],
          ["lineUp:t2", "x"],
          ["lineUp:t3", ""],
        ]),
      ),
    );
    expect(parsed).toEqual({
      campaignId: "c1",
      teams: [
        { teamId: "t1", characterIds: ["a", "b"] },
        { teamId: "t2", characterIds: ["x"] },
      ],
    });
  });

  test("a set-up step: typed faces split on spaces or commas; an empty choice is no choice", () => {
    const parsed = suSetUpStepSchema.parse(
      suSetUpStepFromForm(
        form([
          ["battleId", "b1"],
          ["step", "subplots"],
          ["requestKey", "0123456789abcdef0123"],
          ["source", "physical"],
          ["faces", " 9, 10  3 "],
          ["scenarioId", ""],
        ]),
      ),
    );
    expect(parsed).toMatchObject({ step: "subplots", source: "physical", faces: ["9", "10", "3"], choice: {} });
    expect(parsed.choice.scenarioId).toBeUndefined();
  });

  test("the result: states, orders, claims and the Prize rows in order; blank rows left out", () => {
    const parsed = suResultSchema.parse(
      suResultFromForm(
        form([
          ["battleId", "b1"],
          ["state:m1", "incapacitated"],
          ["order:m1", "2"],
          ["state:m2", "ko"],
          ["order:m2", ""],
          ["claimed:t1", "3"],
          ["claimed:t2", ""],
          ["prizeTeam:0", "t2"],
          ["prizeSuccesses:0", "4"],
          ["prizeTeam:1", ""],
          ["prizeSuccesses:1", "2"],
        ]),
      ),
    );
    expect(parsed).toEqual({
      battleId: "b1",
      models: [
        { characterId: "m1", state: "incapacitated", order: 2 },
        { characterId: "m2", state: "ko" },
      ],
      claimed: { t1: 3, t2: 0 },
      prizeStudies: [{ teamId: "t2", successes: 4 }],
      vipConvictions: [],
    });
  });

  test("Slugfest posts no claims: none, not zero", () => {
    expect(suResultSchema.parse(suResultFromForm(form([["battleId", "b1"]]))).claimed).toBeNull();
  });
});
