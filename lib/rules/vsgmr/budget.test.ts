import { describe, expect, test } from "vitest";
import { checkBudget, scenarioBudget, seriesBudget, type BudgetStatus } from "./budget";

describe("a force against its budget (VS-R19): at most the budget, at most 5 points under it", () => {
  test.each<{ label: string; total: number; budget: ReturnType<typeof seriesBudget> | null; status: BudgetStatus; summary: string }>([
    {
      label: "a 14-point force against a 9-point series budget is over, not fair",
      total: 28,
      budget: seriesBudget(9),
      status: "over",
      summary: "Over the series' budget of 9 points: 14 points, 5 points over.",
    },
    { label: "42 against the series' 40", total: 84, budget: seriesBudget(40), status: "over", summary: "Over the series' budget of 40 points: 42 points, 2 points over." },
    { label: "41 is 1 point over (singular)", total: 82, budget: seriesBudget(40), status: "over", summary: "Over the series' budget of 40 points: 41 points, 1 point over." },
    { label: "exactly the budget", total: 80, budget: seriesBudget(40), status: "within", summary: "Within the series' budget of 40 points: 40 points." },
    { label: "exactly 5 under (L84)", total: 70, budget: seriesBudget(40), status: "within", summary: "Within the series' budget of 40 points: 35 points." },
    {
      label: "5½ under",
      total: 69,
      budget: seriesBudget(40),
      status: "under",
      summary: "Under the series' budget of 40 points: 34½ points, ½ point short of 35 points, the least a force should bring.",
    },
    {
      label: "Outflanked's Defender: a cap of 35 (L643)",
      total: 76,
      budget: scenarioBudget("outflanked", "defender"),
      status: "over",
      summary: "Over Outflanked's Defender budget of 35 points: 38 points, 3 points over.",
    },
    {
      label: "Outflanked's Attacker at 40 (L643)",
      total: 80,
      budget: scenarioBudget("outflanked", "attacker"),
      status: "within",
      summary: "Within Outflanked's Attacker budget of 40 points: 40 points.",
    },
    {
      label: "Basic Game's range 25–40 (L621)",
      total: 84,
      budget: scenarioBudget("basic-game"),
      status: "over",
      summary: "Over Basic Game's range of 25–40 points: 42 points, 2 points over.",
    },
    {
      label: "Basic Game's range, under 25",
      total: 44,
      budget: scenarioBudget("basic-game"),
      status: "under",
      summary: "Under Basic Game's range of 25–40 points: 22 points, 3 points short of 25 points, the least a force should bring.",
    },
  ])("$label", ({ total, budget, status, summary }) => {
    const verdict = checkBudget(total, budget);
    expect(verdict).toEqual({ status, isFair: status === "within", summary });
  });

  test("a scenario with a budget per side asks for the side first", () => {
    expect(scenarioBudget("ambush")).toBeNull();
    expect(checkBudget(60, scenarioBudget("ambush"), "ambush")).toEqual({
      status: "no-side",
      isFair: false,
      summary: "Choose a side to check this force against its budget (Ambusher 25, Target 40).",
    });
  });
});
