import { describe, expect, test, vi } from "vitest";
import type { Dice } from "../../dice";
import { goalDistribution } from "../../odds";
import type { SmfCharacter } from "../character";
import { battleInput, bigBattle, member, squad, teamReport } from "../testing/fixtures";
import { byKey, expectAgreement, simulate, walkThrows } from "../testing/odds-simulation";
import type { SmfTeamState } from "../team";
import { recordAt } from "../throw-odds-parts";
import { injuryRollOdds, postBattleThrowOdds } from "./post-battle-odds";
import { injuryOddsForReport, injuryRollSetup } from "./resolve-injuries";
import { runPostBattleStep } from "./run-post-battle";
import { initialPostBattleState } from "./state";
import { POST_BATTLE_SEQUENCE, type BumpPick, type KnockedOutCharacter, type PostBattleEvent, type PostBattleInput, type PostBattleStepId, type SpecialCheckChoice } from "./types";

// Each simulation runs the rule 20,000 times: seconds on a busy machine, well past the default timeout.
vi.setConfig({ testTimeout: 60_000 });

function stepRun(step: PostBattleStepId, input: PostBattleInput) {
  const state = initialPostBattleState(input);
  return {
    input,
    state,
    run: (dice: Dice) => runPostBattleStep(step, state, input, dice),
    odds: (recorded: readonly number[]) => postBattleThrowOdds(step, state, input, recorded),
  };
}

/** The event holding die `index` of a step's run: how the simulation reads what a throw did. */
function eventAt(result: ReturnType<typeof runPostBattleStep>, index: number): { event: PostBattleEvent; die: PostBattleEvent["dice"][number] } {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const at = recordAt(
    result.events.map((event) => ({ dice: event.dice, record: event })),
    index,
  );
  if (!at) throw new Error(`no die ${index}`);
  return { event: at.record, die: at.die };
}

function expectClose(actual: Record<string, number>, expected: Record<string, number>): void {
  expect(Object.keys(actual)).toEqual(Object.keys(expected));
  for (const [key, p] of Object.entries(expected)) expect(actual[key], key).toBeCloseTo(p, 12);
}

const drago = member("drago", { name: "Drago", powers: ["vampire"] });

function injuries(victim: SmfCharacter, ko: Partial<KnockedOutCharacter> = {}, foes: Partial<SmfTeamState> = {}) {
  const home = squad("home", [victim, member("buddy")], { name: "Home" });
  const other = squad("foes", [drago, member("grunt")], { name: "Foes", alignment: "villains", ...foes });
  const input = battleInput(
    [home, other],
    [teamReport(home, "lost", { knockedOut: [{ characterId: victim.id, track: "body", furtherHarm: 0, ...ko }] }), teamReport(other, "won")],
  );
  return stepRun("injuries", input);
}

const injuryOutcome = (index: number) => (result: ReturnType<typeof runPostBattleStep>) => {
  const { event } = eventAt(result, index);
  if (event.kind !== "injury") throw new Error(event.kind);
  return event.roll.outcome;
};

describe("the injury roll", () => {
  test("before the goal dice: the whole roll's odds, as injuryOddsForReport gives them", () => {
    const { input, state, run, odds } = injuries(member("v", { name: "Vic" }));
    const before = odds([]);
    expect(before?.caption).toBe("Odds of each outcome for Vic");
    expect(before?.facts).toEqual(["4 dice", "every 2 goals: + 1 to the D6", "− 1 KO'ed"]);
    expect(before?.outcomes.map((o) => [o.key, o.label, o.probability])).toEqual(injuryOddsForReport(state, input, "v")!.map((o) => [o.outcome, o.name, o.probability]));
    expectAgreement(before, simulate(run, [], injuryOutcome(0)));
  });

  test("injuryRollOdds, shown on the report before anything is saved, is the step's odds before its first die", () => {
    const { input, state, odds } = injuries(member("v", { name: "Vic" }), { track: "both", furtherHarm: 3 });
    const setup = injuryRollSetup(state, input, "v")!;
    expect(injuryRollOdds(setup.character, setup.modifiers)).toEqual(odds([]));
  });

  test.each([
    ["an Immortal character", member("i", { name: "Ageless", powers: ["immortal"] })],
    ["a henchmen group", member("h", { name: "Goons", kind: "henchmen", build: { archetype: "henchmen" } })],
  ])("injuryRollOdds: %s never rolls, so there are no odds (Ruling R11)", (_label, character) => {
    expect(injuryRollOdds(character, { track: "body", furtherHarm: 0 })).toBeUndefined();
  });

  test("after the goal dice: the bonus is known, so each D6 face is one row (4 goals → + 2: totals 2–7)", () => {
    const { run, odds } = injuries(member("v", { name: "Vic" }));
    const after = odds([6, 6, 1, 1]);
    expect(after?.facts).toEqual(["1 D6", "+ 2 from 4 goals", "− 1 KO'ed"]);
    expectClose(byKey(after), {
      dead: 0,
      captured: 0,
      "grievous-injury": 1 / 6,
      "serious-injuries": 1 / 6,
      "light-injury": 1 / 6,
      "minor-scrapes": 1 / 6,
      "settle-the-score": 1 / 6,
      "inspired-recovery": 1 / 6,
    });
    // The distribution moved: before the goal dice, death was possible.
    expect(byKey(odds([])).dead).toBeGreaterThan(0);
    expectAgreement(after, simulate(run, [6, 6, 1, 1], injuryOutcome(4)));
  });

  test("no goals and put down by a hero: a 1 is dead unless the capture Chance gets 2 goals (15/36)", () => {
    const { run, odds } = injuries(member("v", { name: "Vic" }), {}, { alignment: "heroes" });
    const d6 = odds([1, 1, 1, 1]);
    expect(d6?.facts).toContain("dead: captured instead on 2+ goals (Chance)");
    const p = byKey(d6);
    expect(p.dead).toBeCloseTo((1 / 6) * (21 / 36), 12);
    expect(p.captured).toBeCloseTo(1 / 6 + (1 / 6) * (15 / 36), 12);
    expectAgreement(d6, simulate(run, [1, 1, 1, 1], injuryOutcome(4)));

    const capture = odds([1, 1, 1, 1, 1]);
    expect(capture?.facts).toEqual(["Chance: 2 dice", "needs 2 goals"]);
    expectClose(byKey(capture), { dead: 21 / 36, captured: 15 / 36 });
    expect(capture?.outcomes.map((o) => o.tone)).toEqual(["worst", "bad"]);
    expectAgreement(capture, simulate(run, [1, 1, 1, 1, 1], injuryOutcome(5)));
  });

  test("a Vampire's victim that dies: the thrall Chance (stays dead 21/36, thrall 14/36, Vampire 1/36)", () => {
    const { run, odds } = injuries(member("v", { name: "Vic" }), { vampireId: "drago" });
    const recorded = [1, 1, 1, 1, 1];
    const thrall = odds(recorded);
    expect(thrall?.caption).toBe("Odds of each outcome for Drago");
    expectClose(byKey(thrall), { dead: 21 / 36, thrall: 14 / 36, vampire: 1 / 36 });
    expectAgreement(
      thrall,
      simulate(run, recorded, (result) => {
        const { event } = eventAt(result, 5);
        if (event.kind !== "thrall") throw new Error(event.kind);
        return event.isVampire ? "vampire" : event.thrallId ? "thrall" : "dead";
      }),
    );
  });
});

describe("scenario specials", () => {
  const star = member("star", { name: "Star", backgrounds: ["blue-collar", "art"] }); // Image 6D
  const scientist = member("sci", {
    name: "Sci",
    backgrounds: ["medicine", "science"],
    state: { bumps: [{ table: "general", row: 5, issue: 1, background: "science" }] },
  });

  function special(scenarioId: "rooftop-rumble" | "the-weapon", checks: SpecialCheckChoice[]) {
    const home = squad("home", [star, scientist, member("mate", { name: "Mate" })], { name: "Home" });
    const foes = squad("foes", [member("f")], { name: "Foes" });
    const input = battleInput([home, foes], [teamReport(home, "won"), teamReport(foes, "lost")], { report: { scenarioId, issue: 2 }, choices: { special: { checks } } });
    return stepRun("scenario-special", input);
  }

  const subplotKey = (result: ReturnType<typeof runPostBattleStep>) => {
    const { event } = eventAt(result, 0);
    if (event.kind !== "special-check") throw new Error(event.kind);
    return event.check.isSuccess ? `plus-${Math.min(event.check.goalsAboveTn, 3)}` : "fail";
  };

  test("Media Blitz: subplot dice for the next battle by goals above the TN; agrees with the rule", () => {
    const { run, odds } = special("rooftop-rumble", [{ characterId: "star", category: "image" }]);
    const first = odds([]);
    expect(first?.caption).toBe("Odds of each outcome for Star (Media Blitz)");
    const tn = Number(first?.facts.at(-1)?.replace("TN ", ""));
    expect(first?.facts).toEqual(["6 dice", `TN ${tn}`]);
    expect(byKey(first).fail).toBeCloseTo(
      goalDistribution(6, 0)
        .slice(0, tn)
        .reduce((a, b) => a + b, 0),
      12,
    );
    expectAgreement(first, simulate(run, [], subplotKey));
  });

  test("The March of Science with a re-roll: the first throw and then the re-roll throw, agreeing with the rule", () => {
    const { run, odds } = special("the-weapon", [{ characterId: "sci", category: "science", teammateId: "mate", pool: "ranged-attack" }]);
    const first = odds([]);
    expect(first?.outcomes.map((o) => o.label)).toEqual(["The experiment explodes: misses the next battle", "A teammate gains a Re-roll"]);
    expect(first?.facts.slice(0, 2)).toEqual(["8 dice", "1 re-roll of misses"]);
    const key = (result: ReturnType<typeof runPostBattleStep>) => {
      const { event } = eventAt(result, 0);
      return event.kind === "special-check" && event.check.isSuccess ? "success" : "fail";
    };
    expectAgreement(first, simulate(run, [], key));
    // First throw [1,4,4,1,2,3,1,1]: one 1 re-rolled, the 4s keep 2 goals.
    const firstThrow = [1, 4, 4, 1, 2, 3, 1, 1];
    const reroll = odds(firstThrow);
    expect(reroll?.facts.slice(0, 2)).toEqual(["re-roll 1 die", "2 goals kept"]);
    expectAgreement(reroll, simulate(run, firstThrow, key));
  });
});

describe("bumps", () => {
  function bumps(character: SmfCharacter, picks: BumpPick[]) {
    const home = squad("home", [character, member("b", { name: "B" })], { name: "Home", storyPoints: { earned: 5, balance: 5 }, milestonesReached: 0 });
    const foes = squad("foes", [member("f")], { name: "Foes" });
    const input = battleInput([home, foes], [teamReport(home, "won"), teamReport(foes, "lost")], { choices: { bumps: { home: picks } }, report: { issue: 3 } });
    return stepRun("bumps", input);
  }

  const bumpKey =
    (index: number, pairStart = index) =>
    (result: ReturnType<typeof runPostBattleStep>) => {
      const dice = [eventAt(result, pairStart), ...(pairStart < index ? [eventAt(result, index)] : [])];
      const kept = dice.find((d) => d.die.status === "kept");
      if (!kept) return dice[0]!.die.note?.includes("Mentalist") ? "again-one" : "again-taken";
      const { event } = kept;
      if (event.kind !== "bump") throw new Error(event.kind);
      return event.summary.split(" → ")[1]!.split(" (")[0]!;
    };

  test("a table as it maps faces: a row already taken rolls again, rows printed twice are one outcome", () => {
    const a = member("a", { name: "A", state: { bumps: [{ table: "general", row: 1, issue: 1 }] } });
    const { run, odds } = bumps(a, [
      { characterId: "a", table: "general" },
      { characterId: "b", table: "general" },
    ]);
    const first = odds([]);
    expect(first?.caption).toBe("Odds of each outcome for A's General bump");
    const byLabel = Object.fromEntries(first!.outcomes.map((o) => [o.label, [o.faces, o.probability]]));
    expect(byLabel["Already taken: roll again"]).toEqual(["1", 1 / 6]);
    expect(byLabel['+2" Move']).toEqual(["3, 4", 2 / 6]);
    expectAgreement({ ...first!, outcomes: first!.outcomes.map((o) => ({ ...o, key: o.key === "again-taken" ? o.key : o.label })) }, simulate(run, [], bumpKey(0)));
  });

  test("Martial for a Brick: two dice, the preferred kept (a 6 on either: 11/36); both taken rolls again (1/36)", () => {
    const brick = member("a", { name: "A", archetype: "brick", state: { bumps: [{ table: "martial", row: 3, issue: 1 }] } });
    const { run, odds } = bumps(brick, [
      { characterId: "a", table: "martial", preferredRows: [6, 5, 4, 2, 1] },
      { characterId: "b", table: "general" },
    ]);
    const pair = odds([]);
    expect(pair?.facts).toEqual(["2 D6", "keep the one preferred"]);
    const p = Object.fromEntries(pair!.outcomes.map((o) => [o.label, o.probability]));
    expect(p["+1 Re-roll, KO checks"]).toBeCloseTo(11 / 36, 12);
    expect(p["+1 Re-roll, melee defense"]).toBeCloseTo(9 / 36, 12);
    expect(p["Already taken: roll again"]).toBeCloseTo(1 / 36, 12);
    const relabel = (odds: typeof pair) => ({ ...odds!, outcomes: odds!.outcomes.map((o) => ({ ...o, key: o.key === "again-taken" ? o.key : o.label })) });
    expectAgreement(relabel(pair), simulate(run, [], bumpKey(1, 0)));
    // The first die of the pair is recorded (a 2): the second decides between it and what it shows.
    const second = odds([2]);
    const q = Object.fromEntries(second!.outcomes.map((o) => [o.label, o.probability]));
    expect(q["+1 Re-roll, ranged attack"]).toBeCloseTo(3 / 6, 12); // 1, 2 or the taken 3
    expectAgreement(relabel(second), simulate(run, [2], bumpKey(1, 0)));
  });
});

describe("every throw of a whole post-battle sequence has odds", () => {
  test.each([1, 2, 3, 4, 5])("seed %i: 4 teams of 7, Vampires, The March of Science, bumps", (seed) => {
    const input = bigBattle(4, 7);
    let state = initialPostBattleState(input);
    const purposes = new Set<string>();
    for (const { step } of POST_BATTLE_SEQUENCE) {
      const before = state;
      const result = walkThrows(
        (dice: Dice) => runPostBattleStep(step, before, input, dice),
        (r) => (r.ok ? r.events.map((e) => e.dice) : []),
        seed,
        (recorded, request) => {
          const odds = postBattleThrowOdds(step, before, input, recorded);
          expect(odds, `${step} ${request.purpose} at die ${request.index}`).toBeDefined();
          expect(odds!.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
          purposes.add(request.purpose);
        },
      );
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
      state = result.state;
    }
    expect([...purposes]).toEqual(expect.arrayContaining(["bump", "injury", "injury-bonus", "post-battle-special"]));
  });
});
