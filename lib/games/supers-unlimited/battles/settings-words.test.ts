import { expect, test } from "vitest";
import { SU_DEFAULT_SETTINGS } from "../campaign-settings";
import { suSettingsInWords } from "./settings-words";

test("a league's options in words", () => {
  const words = Object.fromEntries(
    suSettingsInWords({
      ...SU_DEFAULT_SETTINGS,
      gameSize: "agreed",
      agreedLevels: 30,
      useSubplots: true,
      useGimmicks: false,
      usePlasmaX: true,
      useTerrainRoll: false,
      scoreTiesAtZero: false,
    }),
  );
  expect(words["Game size"]).toBe("Agreed number of Levels: 30 Levels a team");
  expect(words["Optional rules"]).toBe("Subplots, Plasma X");
  expect(words["Ties at 0"]).toBe("Nobody scores at 0");
});
