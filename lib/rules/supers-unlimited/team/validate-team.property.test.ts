import fc from "fast-check";
import { expect, test } from "vitest";
import { rosterSettings } from "../card/roster-settings";
import { ALIGNMENTS } from "../card/tables";
import { member } from "../samples/test-members";
import { levelsBudget, teamLevels } from "./budget";
import { compositionsMet } from "./faction-or-alignment";
import { formationsMet } from "./formations";
import { validateTeam } from "./validate-team";

const arbTeam = fc.array(
  fc.record({
    level: fc.integer({ min: 1, max: 10 }),
    alignment: fc.constantFrom(...ALIGNMENTS.map((a) => a.id)),
    faction: fc.constantFrom("Shield", "Claw", null),
  }),
  { minLength: 1, maxLength: 8 },
);
const arbSettings = fc.record({
  gameSize: fc.constantFrom("small", "medium", "large", "secret-crisis") as fc.Arbitrary<"small" | "medium" | "large" | "secret-crisis">,
  levelBlockRounding: fc.constantFrom("started", "full") as fc.Arbitrary<"started" | "full">,
  levelBlockBasis: fc.constantFrom("game-size", "team-levels") as fc.Arbitrary<"game-size" | "team-levels">,
  alignmentTeamRest: fc.constantFrom("anti-heroes-only", "anyone") as fc.Arbitrary<"anti-heroes-only" | "anyone">,
});

test("a team of legal cards is legal exactly when it is within budget, meets a Formation and is a Faction or Alignment Team", () => {
  fc.assert(
    fc.property(arbTeam, arbSettings, (rows, partial) => {
      const settings = rosterSettings(partial);
      const cards = rows.map((row, i) => member(`C${i}`, row.level, { alignment: row.alignment, faction: row.faction }));
      const budget = levelsBudget(settings);
      const withinBudget = budget.ok && teamLevels(cards) <= budget.levels;
      const expected = withinBudget && formationsMet(cards, settings).length > 0 && compositionsMet(cards, settings).length > 0;
      const r = validateTeam(settings, cards);
      expect(r.ok).toBe(expected);
      if (!r.ok) {
        expect(r.problems.some((p) => p.code === "over-budget")).toBe(!withinBudget);
        for (const p of r.problems) expect(p.message).not.toMatch(/undefined|NaN|\[object/);
      }
    }),
  );
});
