import { describe, expect, test } from "vitest";
import { scriptedDice } from "../dice";
import { rollUncoverIdentity, SECRET_IDENTITY_DIFFICULTY, secretBaseDifficulty } from "./secrets";
import { DEFAULT_SHSA_SETTINGS } from "./settings";
import { applySheetChanges } from "./sheet";
import { hero } from "./testing/hero";
import { dice } from "./val";

describe("secret identity and secret base (L19–L21, L190–L192)", () => {
  test("uncovering an identity is against 2D10; a base 2D8, high-tech 2D12", () => {
    expect(SECRET_IDENTITY_DIFFICULTY).toEqual(dice(2, 10));
    expect([secretBaseDifficulty(false), secretBaseDifficulty(true)]).toEqual([dice(2, 8), dice(2, 12)]);
  });

  test.each([
    { label: "a success adds the investigator to those who know", faces: [8, 7, 5, 5], knownBy: ["Inspector Vane"] },
    { label: "a failure changes nothing", faces: [1, 2, 5, 5], knownBy: [] },
  ])("$label", ({ faces, knownBy }) => {
    const source = scriptedDice(faces, 10);
    const { task, changes } = rollUncoverIdentity(source, "Inspector Vane", dice(2, 8), DEFAULT_SHSA_SETTINGS);
    source.assertExhausted();
    expect(task.resistance.expression).toEqual(dice(2, 10));
    const applied = applySheetChanges(hero(), changes);
    expect(applied.ok && applied.sheet.secretIdentity.knownBy).toEqual(knownBy);
  });
});
