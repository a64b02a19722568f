import { describe, expect, test, vi } from "vitest";
import type { Dice } from "../../dice";
import { goalDistribution } from "../../odds";
import type { PowerPick } from "../character";
import { checkPool } from "../roster/check-pool";
import { member, squad } from "../testing/fixtures";
import { byKey, expectAgreement, simulate, walkThrows } from "../testing/odds-simulation";
import { recordAt } from "../throw-odds-parts";
import { preBattleThrowOdds } from "./pre-battle-odds";
import { runPreBattle, type PreBattleInput, type PreBattleRecord } from "./run-pre-battle";

// Each simulation runs the rule 20,000 times: seconds on a busy machine, well past the default timeout.
vi.setConfig({ testTimeout: 60_000 });

const SIDEKICK: PowerPick = { power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "flight" } };

/** The book's two teams (run-pre-battle.test.ts) in Team-Up. */
function bookInput(): PreBattleInput {
  return {
    teams: [
      {
        team: squad(
          "scott",
          [
            member("doc", { name: "Doc Shock", backgrounds: ["arcane", "science"], build: { archetype: "sorcerer" } }),
            member("wild", { name: "Wildman", archetype: "brawler", backgrounds: ["athletics", "criminal"] }),
            member("giant", { name: "Giantess", backgrounds: ["military", "science"] }),
            member("grav", {
              name: "Grav-Girl",
              backgrounds: ["journalist", "art"],
              build: { archetype: "wildcard", powers: [SIDEKICK] },
              state: { bumps: [{ table: "weird", row: 2, issue: 3 }] },
            }),
          ],
          { name: "Scott's team", carriedSubplotDice: 1 },
        ),
        fieldedIds: ["doc", "wild", "giant", "grav"],
      },
      {
        team: squad(
          "sky",
          [
            member("serpent", { name: "Serpent", backgrounds: ["military", "criminal"] }),
            member("hexa", { name: "Hexa", backgrounds: ["arcane", "art"], build: { archetype: "mentalist" } }),
            member("gang", { name: "Gang", kind: "henchmen", backgrounds: ["criminal"] }),
          ],
          { name: "Sky's team", alignment: "villains" },
        ),
        fieldedIds: ["serpent", "hexa", "gang"],
      },
    ],
    scenarioId: "team-up",
  };
}

/** Every face of the book's pre-battle, in order (see run-pre-battle.test.ts for what each does). */
const BOOK_FACES = [
  2, // 0 subplot table → Adventure, Military
  5,
  3, // 1–2 Scott's driver: 5 numbers no one, 3 → Giantess
  6,
  6,
  4,
  1,
  2,
  3, // 3–8 Giantess 6D Military
  1, // 9 Sky's driver → Serpent
  6,
  6,
  6,
  4,
  1,
  1, // 10–15 Serpent 6D Military
  1, // 16 special event → Curse
  4,
  1,
  1, // 17–19 Scott's curse target → Grav-Girl, Chance
  2,
  4,
  4, // 20–22 Sky's curse target → Hexa, Chance
  6,
  6,
  1,
  1,
  4,
  1,
  1,
  1,
  3, // 23–31 guest-star contest and archetype
  4,
  1, // 32–33 Grav-Girl's sidekick, 1+ Chance
  6,
  1, // 34–35 Grav-Girl's Weird bumps, 2+ Chance
];

const runOf = (input: PreBattleInput) => (dice: Dice) => runPreBattle(input, dice);

/** The record holding die `index` of a run, and the die: how the simulation reads what a throw did. */
function dieAt(result: ReturnType<typeof runPreBattle>, index: number) {
  if (!result.ok) throw new Error("the pre-battle refused its input");
  const at = recordAt(
    result.records.map((record) => ({ dice: record.thrown, record })),
    index,
  );
  if (!at) throw new Error(`no die ${index}`);
  return at as { record: PreBattleRecord; die: PreBattleRecord["thrown"][number]; offset: number };
}

function oddsAt(index: number, input = bookInput()) {
  return preBattleThrowOdds(input, BOOK_FACES.slice(0, index));
}

/** A one-member team (no driver pick): the driver's subplot check comes right after the subplot table. */
function soloInput(driver: ReturnType<typeof member>, extra: Partial<PreBattleInput["teams"][number]> = {}): PreBattleInput {
  return { teams: [{ team: squad("solo", [driver], { name: "Solo" }), fieldedIds: [driver.id], subplotPreference: ["military"], ...extra }], scenarioId: "team-up" };
}

/** The subplot check's outcome as the record tells it. */
function subplotKey(record: PreBattleRecord): string {
  if (record.step !== "subplot-check") throw new Error(`expected a subplot check, got ${record.step}`);
  if (!record.check.isSuccess) return "fail";
  return `plus-${Math.min(record.earnedSubplotDice, 3)}`;
}

describe("subplot check", () => {
  test("6D against TN 2: fails on fewer than 2 goals, 1/64 + 6/96 = 5/64 (hand count)", () => {
    const odds = oddsAt(3);
    expect(odds?.caption).toBe("Odds of each outcome for Giantess's Military check");
    expect(odds?.facts).toEqual(["6 dice", "TN 2"]);
    const p = byKey(odds);
    expect(p.fail).toBeCloseTo(5 / 64, 12);
    const g = goalDistribution(6, 0);
    expect(p["plus-0"]).toBeCloseTo(g[2]!, 12);
    expect(p["plus-1"]).toBeCloseTo(g[3]!, 12);
    expect(p["plus-3"]).toBeCloseTo(
      g.slice(5).reduce((a, b) => a + b, 0),
      12,
    );
    expect(odds?.outcomes.map((o) => o.tone)).toEqual(["bad", "neutral", "good", "good", "good"]);
  });

  test("6D against TN 2 agrees with the rule run 20,000 times on seeded dice", () => {
    const recorded = BOOK_FACES.slice(0, 3);
    expectAgreement(
      oddsAt(3),
      simulate(runOf(bookInput()), recorded, (r) => subplotKey(dieAt(r, 3).record)),
    );
  });

  // Two General bumps on Military: +2 re-rolls; a curse: TN 3; the team chases sixes.
  const rerolling = member("vet", {
    name: "Veteran",
    backgrounds: ["military", "criminal"],
    state: {
      curses: 1,
      bumps: [
        { table: "general", row: 5, issue: 1, background: "military" },
        { table: "general", row: 6, issue: 2, background: "military" },
      ],
    },
  });

  test("the pool, TN and re-rolls the rule uses are the facts, and the odds agree with the rule", () => {
    const pool = checkPool(rerolling, "military");
    expect(pool).toMatchObject({ dice: 6, rerolls: 2, tnModifier: 1 });
    const input = soloInput(rerolling, { chaseSixes: true });
    const odds = preBattleThrowOdds(input, [2]);
    expect(odds?.facts).toEqual(["6 dice", "2 re-rolls of misses", "then 4s and 5s for 6s", "TN 3"]);
    expectAgreement(
      odds,
      simulate(runOf(input), [2], (r) => subplotKey(dieAt(r, 1).record)),
    );
    // Chasing sixes changes the odds: the same pool without it.
    const plain = preBattleThrowOdds(soloInput(rerolling), [2]);
    expect(byKey(plain)["plus-3"]).not.toBeCloseTo(byKey(odds)["plus-3"]!, 3);
  });

  test("the re-roll throw: the kept dice are known, only the two re-rolled 1s are not (hand count)", () => {
    // First throw [1,1,2,4,5,3]: the two 1s are re-rolled, 4 and 5 keep 2 goals, TN 3 needs 1 more.
    const recorded = [2, 1, 1, 2, 4, 5, 3];
    const input = soloInput(rerolling);
    const odds = preBattleThrowOdds(input, recorded);
    expect(odds?.facts).toEqual(["re-roll 2 dice", "2 goals kept", "TN 3"]);
    const p = byKey(odds);
    expect(p.fail).toBeCloseTo(9 / 36, 12);
    expect(p["plus-0"]).toBeCloseTo(12 / 36, 12);
    expect(p["plus-1"]).toBeCloseTo(10 / 36, 12);
    expect(p["plus-2"]).toBeCloseTo(4 / 36, 12);
    expect(p["plus-3"]).toBeCloseTo(1 / 36, 12);
    expectAgreement(
      odds,
      simulate(runOf(input), recorded, (r) => subplotKey(dieAt(r, 1).record)),
    );
  });

  test("the re-roll throw when chasing sixes also re-rolls the 4s and 5s (agrees with the rule)", () => {
    const recorded = [2, 6, 4, 2, 5, 3, 6];
    const input = soloInput(rerolling, { chaseSixes: true });
    const odds = preBattleThrowOdds(input, recorded);
    // The 2 and the 3 are the misses re-rolled; nothing is left for the 4 and 5: 6+6+4+5 = 6 goals kept.
    expect(odds?.facts).toEqual(["re-roll 2 dice", "6 goals kept", "TN 3"]);
    expect(byKey(odds).fail).toBe(0);
    expectAgreement(
      odds,
      simulate(runOf(input), recorded, (r) => subplotKey(dieAt(r, 1).record)),
    );
  });
});

describe("magic curse lift", () => {
  test("success lifts a curse; the odds agree with the rule", () => {
    const input = bookInput();
    const scott = input.teams[0]!;
    scott.team.characters.find((c) => c.id === "grav")!.state.curses = 1;
    scott.curseLiftByMagic = { casterId: "doc", targetId: "grav" };
    const odds = preBattleThrowOdds(input, [2]);
    expect(odds?.caption).toBe("Odds of each outcome for Doc Shock's Magical check");
    expect(odds?.outcomes.map((o) => o.label)).toEqual(["The curse holds", "A curse is lifted from Grav-Girl"]);
    const pool = checkPool(scott.team.characters[0]!, "magical");
    expect(odds?.facts).toEqual([`${pool.dice} dice`, "TN 3"]);
    expectAgreement(
      odds,
      simulate(runOf(input), [2], (r) => {
        const { record } = dieAt(r, 1);
        if (record.step !== "curse-lift-magic") throw new Error(record.step);
        return record.isLifted ? "success" : "fail";
      }),
    );
  });
});

describe("table rolls", () => {
  test("subplot table: each row 1/6, with its face", () => {
    const odds = oddsAt(0);
    expect(odds?.facts).toEqual(["1 D6"]);
    expect(odds?.outcomes.map((o) => [o.faces, o.label])).toEqual([
      ["1", "Creative and Magical"],
      ["2", "Adventure and Military"],
      ["3", "Science and Underworld"],
      ["4", "Resource and Image"],
      ["5", "Adventure and Investigation"],
      ["6", "Resource and Underworld"],
    ]);
    for (const o of odds!.outcomes) expect(o.probability).toBeCloseTo(1 / 6, 12);
  });

  test("the subplot driver: four numbered members 1/6 each, 5–6 roll again; agrees with the rule", () => {
    const odds = oddsAt(1);
    expect(odds?.caption).toBe("Odds: who drives the subplot");
    expect(odds?.facts).toEqual(["1 D6", "4 numbered", "5–6: roll again"]);
    expect(odds?.outcomes.map((o) => [o.label, o.faces])).toEqual([
      ["Doc Shock", "1"],
      ["Wildman", "2"],
      ["Giantess", "3"],
      ["Grav-Girl", "4"],
      ["No one: roll again", "5, 6"],
    ]);
    expect(byKey(odds).again).toBeCloseTo(1 / 3, 12);
    expectAgreement(
      odds,
      simulate(runOf(bookInput()), BOOK_FACES.slice(0, 1), (r) => {
        const { record, die } = dieAt(r, 1);
        return die.status === "kept" && record.step === "subplot-driver" ? record.driver.name : "again";
      }),
    );
  });

  test("a special event table as it maps faces: Team-Up's 3–4 and 5–6 are one event each", () => {
    const odds = oddsAt(16);
    expect(odds?.outcomes.map((o) => [o.faces, o.label, o.probability])).toEqual([
      ["1", "Curse", 1 / 6],
      ["2", "Dire Enemies", 1 / 6],
      ["3, 4", "Emanations of Power", 2 / 6],
      ["5, 6", "Traps", 2 / 6],
    ]);
  });

  test("Dangerous Ground's kind: 1–3 Sinkholes, 4–6 Deep Water", () => {
    const input = { ...bookInput(), specialEventId: "dangerous-ground" as const };
    // Past the subplot checks; the agreed event throws only its ground die.
    const odds = preBattleThrowOdds(input, BOOK_FACES.slice(0, 16));
    expect(odds?.outcomes.map((o) => [o.faces, o.label, o.probability])).toEqual([
      ["1–3", "Sinkholes", 1 / 2],
      ["4–6", "Deep Water", 1 / 2],
    ]);
  });

  test("Civilians: one to six, 1/6 each", () => {
    const input = { ...bookInput(), specialEventId: "civilians" as const };
    const odds = preBattleThrowOdds(input, BOOK_FACES.slice(0, 16));
    expect(odds?.outcomes.map((o) => o.label)).toEqual(["1 civilian", "2 civilians", "3 civilians", "4 civilians", "5 civilians", "6 civilians"]);
  });

  test("the guest star's archetype table: face 4 gives the default Mastermind", () => {
    const odds = oddsAt(31);
    expect(odds?.caption).toBe("Odds of each outcome for Scott's team's guest star");
    expect(odds?.outcomes.map((o) => o.label)).toEqual(["Blaster", "Brawler", "Brick", "Mastermind", "Sorcerer", "Speedster"]);
  });
});

describe("Chance rolls", () => {
  test("the Curse event: no goals on 2D (1/4) curses; agrees with the rule", () => {
    const odds = oddsAt(18);
    expect(odds?.facts).toEqual(["Chance: 2 dice", "no goals: cursed"]);
    expect(byKey(odds)).toEqual({ cursed: 1 / 4, shrugs: 3 / 4 });
    expectAgreement(
      odds,
      simulate(runOf(bookInput()), BOOK_FACES.slice(0, 18), (r) => {
        const { record } = dieAt(r, 18);
        return record.step === "curse-event" && record.isCursed ? "cursed" : "shrugs";
      }),
    );
  });

  test("the Curse event's target: a pick like the driver's", () => {
    expect(oddsAt(17)?.caption).toBe("Odds: who is cursed");
    expect(oddsAt(20)?.facts).toEqual(["1 D6", "3 numbered", "4–6: roll again"]);
  });

  test("a sidekick's arrival: 1+ goal on 2D starts the battle (3/4), or 2+ once replaced (15/36)", () => {
    expect(byKey(oddsAt(32))).toEqual({ late: 1 / 4, starts: 3 / 4 });
    expect(oddsAt(32)?.caption).toBe("Odds of each outcome for Grav-Girl's sidekick");
    const input = bookInput();
    input.teams[0]!.team.replacedSidekickIds = ["grav"];
    const replaced = preBattleThrowOdds(input, BOOK_FACES.slice(0, 32));
    expect(replaced?.facts).toEqual(["Chance: 2 dice", "needs 2 goals"]);
    expect(byKey(replaced).starts).toBeCloseTo(15 / 36, 12);
    expectAgreement(
      replaced,
      simulate(runOf(input), BOOK_FACES.slice(0, 32), (r) => {
        const { record } = dieAt(r, 32);
        return record.step === "sidekick-arrival" && record.arrivesRound === 1 ? "starts" : "late";
      }),
    );
  });

  test("Weird bumps switch on with 2+ goals on 2D: 15/36", () => {
    const odds = oddsAt(34);
    expect(byKey(odds).active).toBeCloseTo(15 / 36, 12);
    expect(odds?.caption).toBe("Odds of each outcome for Grav-Girl");
  });
});

describe("the Team-Up guest-star contest", () => {
  const winner = (index: number) => (r: ReturnType<typeof runPreBattle>) => {
    const { record } = dieAt(r, index);
    if (record.step !== "guest-star") throw new Error(record.step);
    return record.winner.teamId === "scott" ? "wins" : "loses";
  };

  test("the first team's throw: 4D against 4D, ties thrown again, is even (1/2); agrees with the rule", () => {
    const odds = oddsAt(23);
    expect(odds?.caption).toBe("Odds of each outcome for Scott's team");
    expect(odds?.facts).toEqual(["4 dice", "most goals wins, a tie throws again"]);
    expect(byKey(odds).wins).toBeCloseTo(1 / 2, 12);
    expectAgreement(odds, simulate(runOf(bookInput()), BOOK_FACES.slice(0, 23), winner(23)));
  });

  test("the second team's throw knows the first's goals: to beat 4 goals on 4D, or tie and win the re-throw", () => {
    const odds = oddsAt(27);
    expect(odds?.caption).toBe("Odds of each outcome for Sky's team");
    expect(odds?.facts).toEqual(["4 dice", "Scott's team: 4 goals", "most goals wins, a tie throws again"]);
    const g = goalDistribution(4, 0);
    const skyWins = g.slice(5).reduce((a, b) => a + b, 0) + g[4]! / 2;
    expect(byKey(odds).wins).toBeCloseTo(skyWins, 12);
    // "wins" is the thrower's outcome: here Sky's, so the simulation reads Sky's win.
    expectAgreement(
      odds,
      simulate(runOf(bookInput()), BOOK_FACES.slice(0, 27), (r) => (winner(27)(r) === "wins" ? "loses" : "wins")),
    );
  });
});

test("no odds in the middle of a throw or once the pre-battle needs no more dice", () => {
  expect(oddsAt(4)).toBeUndefined();
  expect(oddsAt(BOOK_FACES.length)).toBeUndefined();
});

/** A record's dice as the app asks for them: the guest-star contest one team's throw at a time (battle-stages.ts). */
function throwsOf(record: PreBattleRecord) {
  if (record.step !== "guest-star") return [record.thrown];
  const contest = record.throws.map((t) => t.roll.thrown);
  return [...contest, record.thrown.slice(contest.flat().length)];
}

describe("every throw of a whole pre-battle has odds", () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])("seed %i: random scenario and event, the book's teams", (seed) => {
    const input: PreBattleInput = { ...bookInput(), scenarioId: undefined };
    input.teams[0]!.chaseSixes = true;
    const result = walkThrows(
      runOf(input),
      (r) => (r.ok ? r.records.flatMap(throwsOf) : []),
      seed,
      (recorded, request) => {
        const odds = preBattleThrowOdds(input, recorded);
        expect(odds, `${request.purpose} at die ${request.index}`).toBeDefined();
        expect(odds!.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
      },
    );
    expect(result.ok).toBe(true);
  });
});
