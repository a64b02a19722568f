import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import type { StandardArchetypeId } from "../character";
import { GUEST_STAR_ARCHETYPE_TABLE, type D6Face } from "../data/scenarios";
import { rollTeamUpGuestStar, type GuestStarEntrant, type GuestStarRecord, type TeamUpGuestStarInput } from "./roll-team-up-guest-star";

function entrant(teamId: string, extra: Partial<GuestStarEntrant> = {}): GuestStarEntrant {
  return { teamId, teamName: teamId.toUpperCase(), subplotPool: 0, ...extra };
}

function run(input: TeamUpGuestStarInput, faces: number[]): GuestStarRecord {
  const dice = scriptedDice(faces);
  const result = rollTeamUpGuestStar(input, dice);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}`);
  dice.assertExhausted();
  const { ok: _ok, ...record } = result;
  return record;
}

/** A beats B: 4D [6,6,1,1] = 4 goals against 4D [1,1,1,1] = 0. */
const A_WINS = [6, 6, 1, 1, 1, 1, 1, 1];

describe("rollTeamUpGuestStar: the random archetype table (L2293–L2299)", () => {
  const rows: Array<{ face: D6Face; archetype: StandardArchetypeId; label: string }> = [
    { face: 1, archetype: "blaster", label: "1 → Blaster" },
    { face: 2, archetype: "brawler", label: "2 → Brawler" },
    { face: 3, archetype: "brick", label: "3 → Brick" },
    { face: 4, archetype: "mastermind", label: "4 → Mastermind (the default of Mastermind or Metamorph)" },
    { face: 5, archetype: "sorcerer", label: "5 → Sorcerer" },
    { face: 6, archetype: "speedster", label: "6 → Speedster" },
  ];
  test.each(rows)("$label", ({ face, archetype }) => {
    const record = run({ teams: [entrant("a"), entrant("b")] }, [...A_WINS, face]);
    expect(record).toMatchObject({ winner: { teamId: "a" }, archetype, source: "rolled", face });
    expect(GUEST_STAR_ARCHETYPE_TABLE[face]).toContain(archetype);
    expect(record.thrown.at(-1)).toEqual({ sides: 6, face, purpose: "guest-star-archetype", status: "kept" });
  });

  test("every face of the table maps to a row", () => {
    expect(Object.keys(GUEST_STAR_ARCHETYPE_TABLE).map(Number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test.each([
    { label: "the player asked for Metamorph on a 4", onFour: "metamorph" as const, archetype: "metamorph", fourChoice: "player" },
    { label: "the player asked for Mastermind on a 4", onFour: "mastermind" as const, archetype: "mastermind", fourChoice: "player" },
    { label: "no choice given on a 4: Mastermind by default", onFour: undefined, archetype: "mastermind", fourChoice: "default" },
  ])("$label", ({ onFour, archetype, fourChoice }) => {
    const record = run({ teams: [entrant("a", { choice: { kind: "roll", onFour } }), entrant("b")] }, [...A_WINS, 4]);
    expect(record).toMatchObject({ archetype, fourChoice, face: 4 });
    expect(record.summary).toContain("Mastermind or Metamorph");
  });

  test("a winner who picks throws no table die; the loser's choice is not used", () => {
    const record = run(
      {
        teams: [entrant("a", { choice: { kind: "pick", archetype: "mentalist" } }), entrant("b", { choice: { kind: "pick", archetype: "brick" } })],
      },
      A_WINS,
    );
    expect(record).toMatchObject({ winner: { teamId: "a", teamName: "A" }, archetype: "mentalist", source: "picked" });
    expect(record.face).toBeUndefined();
    expect(record.summary).toBe("Team-Up guest star: A 4D [6,6,1,1] = 4 goals, B 4D [1,1,1,1] = 0 goals → A wins and picks a Mentalist, joining at round 2 from its own edge");
  });
});

describe("rollTeamUpGuestStar: the contest", () => {
  test("the second team can win", () => {
    const record = run({ teams: [entrant("a"), entrant("b")] }, [4, 1, 1, 1, 4, 4, 1, 1, 6]);
    expect(record.winner.teamId).toBe("b");
    expect(record.archetype).toBe("speedster");
  });

  test("subplot dice join the throw and come off the pool", () => {
    const record = run(
      { teams: [entrant("a", { subplotPool: 3, subplotDice: 2 }), entrant("b", { subplotPool: 1, subplotDice: 1 })] },
      // A 6D [1,1,1,1,6,6] = 4 goals; B 5D [6,1,1,1,1] = 2 goals; D6 2.
      [1, 1, 1, 1, 6, 6, 6, 1, 1, 1, 1, 2],
    );
    expect(record.throws.map((t) => [t.teamId, t.roll.pool.dice, t.roll.goals])).toEqual([
      ["a", 6, 4],
      ["b", 5, 2],
    ]);
    expect(record.entrants).toEqual([
      { teamId: "a", teamName: "A", subplotDiceSpent: 2, subplotPoolAfter: 1 },
      { teamId: "b", teamName: "B", subplotDiceSpent: 1, subplotPoolAfter: 0 },
    ]);
    expect(record.summary).toContain("A 4D+2D subplot 6D [1,1,1,1,6,6] = 4 goals");
    expect(record).toMatchObject({ winner: { teamId: "a" }, archetype: "brawler" });
  });

  test("our reading of a tie: only the tied teams throw again, with the same pool, until one is ahead", () => {
    const record = run({ teams: [entrant("a", { subplotPool: 1, subplotDice: 1 }), entrant("b"), entrant("c")] }, [
      6,
      1,
      1,
      1,
      1, // A 5D = 2 goals
      4,
      4,
      1,
      1, // B 4D = 2 goals
      1,
      1,
      1,
      1, // C 4D = 0 goals: out
      4,
      1,
      1,
      1,
      1, // re-roll 1: A 5D = 1 goal
      5,
      1,
      1,
      1, // B 4D = 1 goal: still tied
      1,
      1,
      1,
      1,
      1, // re-roll 2: A 5D = 0 goals
      6,
      1,
      1,
      1, // B 4D = 2 goals: B wins
      5, // D6 5 → Sorcerer
    ]);
    expect(record.throws.map((t) => [t.round, t.teamId, t.roll.pool.dice, t.roll.goals])).toEqual([
      [1, "a", 5, 2],
      [1, "b", 4, 2],
      [1, "c", 4, 0],
      [2, "a", 5, 1],
      [2, "b", 4, 1],
      [3, "a", 5, 0],
      [3, "b", 4, 2],
    ]);
    expect(record).toMatchObject({ winner: { teamId: "b" }, archetype: "sorcerer" });
    expect(record.entrants[0]).toMatchObject({ subplotDiceSpent: 1, subplotPoolAfter: 0 });
    expect(record.summary).toContain("; tie, re-roll 1: A 4D+1D subplot 5D [4,1,1,1,1] = 1 goal, B 4D [5,1,1,1] = 1 goal; tie, re-roll 2:");
    expect(record.thrown).toHaveLength(5 + 4 + 4 + 5 + 4 + 5 + 4 + 1);
  });

  test("a lone team wins its own roll", () => {
    const record = run({ teams: [entrant("a")] }, [1, 1, 1, 1, 1]);
    expect(record).toMatchObject({ winner: { teamId: "a" }, archetype: "blaster" });
  });
});

describe("rollTeamUpGuestStar: refused input throws no die", () => {
  test.each([
    { label: "+3D is over the +2D cap (L2289)", teams: [entrant("a", { subplotPool: 5, subplotDice: 3 })], code: "subplot-dice-over-cap" },
    { label: "+2D from a pool of 1D", teams: [entrant("a", { subplotPool: 1, subplotDice: 2 })], code: "insufficient-subplot-dice" },
    { label: "a negative spend", teams: [entrant("a", { subplotPool: 1, subplotDice: -1 })], code: "invalid-subplot-dice" },
    { label: "half a die", teams: [entrant("a", { subplotPool: 2, subplotDice: 1.5 })], code: "invalid-subplot-dice" },
    {
      label: "a Powerhouse guest star",
      teams: [entrant("a", { choice: { kind: "pick", archetype: "powerhouse" as StandardArchetypeId } })],
      code: "guest-star-not-allowed",
    },
    {
      label: "a 4 read as a Brick",
      teams: [entrant("a", { choice: { kind: "roll", onFour: "brick" as "mastermind" } })],
      code: "guest-star-not-allowed",
    },
  ])("$label → $code", ({ teams, code }) => {
    const dice = scriptedDice([]);
    const result = rollTeamUpGuestStar({ teams: [entrant("ok"), ...teams] }, dice);
    expect(result).toMatchObject({ ok: false, error: { code } });
  });

  test("no teams → no-teams", () => {
    expect(rollTeamUpGuestStar({ teams: [] }, scriptedDice([]))).toMatchObject({ ok: false, error: { code: "no-teams" } });
  });

  test("the full +2D from a pool of exactly 2D is allowed", () => {
    const record = run({ teams: [entrant("a", { subplotPool: 2, subplotDice: 2 })] }, [1, 1, 1, 1, 1, 1, 6]);
    expect(record.entrants[0]).toMatchObject({ subplotDiceSpent: 2, subplotPoolAfter: 0 });
  });
});
