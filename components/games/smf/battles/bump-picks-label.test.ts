import { describe, expect, test } from "vitest";
import { bumpContinueLabels } from "./bump-picks-label";

describe("bumpContinueLabels: the buttons name who the bumps go to", () => {
  test.each<[string, string[], string]>([
    ["two members, one bump each", ["Grey Rhino", "Stone Wall"], "Continue with bumps for Grey Rhino and Stone Wall"],
    ["two teams' milestones", ["Grey Rhino", "Stone Wall", "Iron Jaw", "Blur"], "Continue with bumps for Grey Rhino, Stone Wall, Iron Jaw and Blur"],
    ["a member picked twice (two milestones)", ["Grey Rhino", "Stone Wall", "Grey Rhino", "Blur"], "Continue with bumps for Grey Rhino (2 bumps), Stone Wall and Blur"],
    ["no picks", [], "Continue"],
  ])("%s", (_label, names, label) => {
    expect(bumpContinueLabels(names)).toEqual({ label, rollLabel: `${label}, and roll the rest for me` });
  });
});
