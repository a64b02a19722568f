import { bench, describe } from "vitest";
import { seededDice } from "../../dice";
import { bigBattle } from "../testing/fixtures";
import { runPostBattle } from "./run-post-battle";

const input = bigBattle(4, 7);
let seed = 1;

describe("post-battle sequence", () => {
  bench(
    "full sequence, 4 teams of 7 (seeded dice)",
    () => {
      const result = runPostBattle(input, seededDice(seed++));
      if (!result.ok) throw new Error(result.failedStep);
    },
    { time: 2000, warmupTime: 500 },
  );
});
