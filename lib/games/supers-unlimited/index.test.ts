import { describe, expect, test } from "vitest";
import { ACE } from "@/lib/rules/supers-unlimited";
import { gameSystem, isSelectableGameSystem, listGameSystems } from "../registry";
import { SU_DEFAULT_SETTINGS, SU_LEVELS_INCAPACITATED, supersUnlimited } from ".";

const metrics = (balance: number, won: number, played: number, levelsIncapacitated = 0) => ({
  balance,
  earned: balance,
  record: { played, won, lost: played - won, drawn: 0 },
  stats: { [SU_LEVELS_INCAPACITATED]: levelsIncapacitated },
});

describe("Supers Unlimited behind the contract", () => {
  test("is registered and offered to a new campaign", () => {
    expect(gameSystem("SUPERS_UNLIMITED")).toBe(supersUnlimited);
    expect(isSelectableGameSystem("SUPERS_UNLIMITED")).toBe(true);
    expect(listGameSystems().find((system) => system.id === "SUPERS_UNLIMITED")).toMatchObject({ name: "Supers Unlimited", isAvailable: true });
  });

  test("its defaults fit its own schema", () => {
    expect(supersUnlimited.settings.schema.safeParse(SU_DEFAULT_SETTINGS).success).toBe(true);
  });

  test("reads the campaign form: ticked boxes, a game size, an agreed number; left-out choices take their defaults", () => {
    const parsed = supersUnlimited.settings.fromInput({
      gameSize: "agreed",
      agreedLevels: "30",
      useSubplots: "on",
      useGimmicks: "on",
      powExplodes: "on",
      extraDiceExplode: "on",
      scoreTiesAtZero: "on",
      levelsTiebreak: "on",
      telekinesisThrows: "on",
    });
    expect(parsed.success && parsed.data).toEqual({ ...SU_DEFAULT_SETTINGS, gameSize: "agreed", agreedLevels: 30, useGimmicks: true, usePlasmaX: false, useTerrainRoll: false });
  });

  test("refuses a game size it does not know, on its field", () => {
    const parsed = supersUnlimited.settings.fromInput({ gameSize: "huge" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain("gameSize");
  });

  test("checks a card against the league's budget: Ace fits a medium game alone", () => {
    expect(supersUnlimited.roster.validateEntry(SU_DEFAULT_SETTINGS, ACE, [])).toEqual({ ok: true });
    const small = { ...SU_DEFAULT_SETTINGS, gameSize: "agreed" as const, agreedLevels: ACE.level - 1 };
    const check = supersUnlimited.roster.validateEntry(small, ACE, []);
    expect(check.ok).toBe(false);
  });

  test("ranks by VP, then wins, then Levels incapacitated, then fewer games played (SU-R40)", () => {
    const order = [metrics(4, 1, 3), metrics(6, 2, 4), metrics(4, 2, 3, 5), metrics(4, 2, 2, 5), metrics(4, 2, 2, 9)].sort((a, b) =>
      supersUnlimited.standings.compare(a, b, SU_DEFAULT_SETTINGS),
    );
    expect(order.map((row) => [row.balance, row.record.won, row.stats[SU_LEVELS_INCAPACITATED], row.record.played])).toEqual([
      [6, 2, 0, 4],
      [4, 2, 9, 2],
      [4, 2, 5, 2],
      [4, 2, 5, 3],
      [4, 1, 0, 3],
    ]);
  });

  test("a league that turns the Levels tiebreak off goes from wins straight to games played (SU-R40's setting)", () => {
    const off = { ...SU_DEFAULT_SETTINGS, levelsTiebreak: false };
    const order = [metrics(4, 2, 3, 9), metrics(4, 2, 2, 1)].sort((a, b) => supersUnlimited.standings.compare(a, b, off));
    expect(order.map((row) => row.record.played)).toEqual([2, 3]);
  });

  test("has no goal and starts a team with no VP", () => {
    expect("goal" in supersUnlimited).toBe(false);
    expect(supersUnlimited.roster.startingLedger()).toEqual([]);
  });
});
