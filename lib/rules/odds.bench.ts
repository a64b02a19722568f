import { bench, describe } from "vitest";
import { rollGoals, seededDice } from "./dice";
import { goalDistribution, goalDistributionExact } from "./odds";

// goalDistribution is not memoised: each call walks every split of the first throw afresh.
describe("goalDistribution", () => {
  bench("goalDistribution(12, 4)", () => {
    goalDistribution(12, 4);
  });

  bench("goalDistribution(12, 4, chaseSixes)", () => {
    goalDistribution(12, 4, { chaseSixes: true });
  });

  bench("goalDistribution(20, 4, chaseSixes)", () => {
    goalDistribution(20, 4, { chaseSixes: true });
  });

  bench("goalDistributionExact(12, 4) (BigInt)", () => {
    goalDistributionExact(12, 4);
  });
});

describe("rollGoals", () => {
  const dice = seededDice(1);
  bench("rollGoals 12D[4] with seeded dice", () => {
    rollGoals(dice, { dice: 12, rerolls: 4 }, "bench");
  });
});
