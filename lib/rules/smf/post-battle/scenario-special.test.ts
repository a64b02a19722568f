import { describe, expect, test } from "vitest";
import { scriptedDice } from "../../dice";
import type { ScenarioId } from "../data/scenarios";
import { battleInput, member, squad, teamReport } from "../testing/fixtures";
import { runScenarioSpecial, specialCheckOptions, suggestSpecialChecks, validateSpecialChecks } from "./scenario-special";
import { characterById, initialPostBattleState } from "./state";
import type { PostBattleInput, SpecialCheckChoice, TeamBattleReport } from "./types";

const star = member("star", { name: "Star", backgrounds: ["blue-collar", "art"] }); // Image 6D, Creative 6D
const doc = member("doc", { name: "Doc", backgrounds: ["medicine", "arcane"], powers: ["flight"] }); // Science 6D
const plain = member("plain", { name: "Plain", backgrounds: ["athletics", "criminal"] });
const villainA = member("va", { name: "VA", backgrounds: ["business", "criminal"] });
const villainB = member("vb", { name: "VB", backgrounds: ["journalist", "criminal"] });

function input(
  scenarioId: ScenarioId,
  checks: SpecialCheckChoice[] | undefined,
  homeExtra: Partial<TeamBattleReport> = {},
  options: { homeResult?: TeamBattleReport["result"]; takeFortress?: boolean; homeBase?: boolean } = {},
): PostBattleInput {
  const home = squad("home", [star, doc, plain], { name: "Home", ...(options.homeBase ? { base: { wonInIssue: 1, battlesWhileHeld: 1 } } : {}) });
  const foes = squad("foes", [villainA, villainB], { name: "Foes" });
  const homeResult = options.homeResult ?? "won";
  const foeResult = homeResult === "won" ? "lost" : homeResult === "lost" ? "won" : "draw";
  return battleInput([home, foes], [teamReport(home, homeResult, homeExtra), teamReport(foes, foeResult)], {
    report: { scenarioId, issue: 4 },
    choices: { special: { ...(checks ? { checks } : {}), ...(options.takeFortress !== undefined ? { takeFortress: options.takeFortress } : {}) } },
  });
}

function run(i: PostBattleInput, faces: number[]) {
  const dice = scriptedDice(faces);
  const result = runScenarioSpecial(initialPostBattleState(i), i, dice);
  dice.assertExhausted();
  return result;
}

describe("A New Fastness (L2183)", () => {
  test("the winner may take the fortress as its base", () => {
    const result = run(input("fortress-assault", undefined, {}, { takeFortress: true }), []);
    expect(result.ok && result.state.teams[0]!.base).toEqual({ wonInIssue: 4, battlesWhileHeld: 0 });
  });

  test.each([
    ["declines", { takeFortress: false }],
    ["already holds a base", { takeFortress: true, homeBase: true }],
  ])("no new base when the winner %s", (_label, options) => {
    const result = run(input("fortress-assault", undefined, {}, options), []);
    expect(result.ok && result.events[0]).toMatchObject({ kind: "fortress", isTaken: false });
    if (!result.ok) throw new Error("failed");
    expect(result.state.teams[0]!.base?.wonInIssue).not.toBe(4);
  });

  test("a draw has no winner to take it", () => {
    const result = run(input("fortress-assault", undefined, {}, { homeResult: "draw", takeFortress: true }), []);
    expect(result.ok && result.events).toEqual([]);
  });

  test("it has no check to make", () => {
    const result = run(input("fortress-assault", [{ characterId: "star", category: "image" }]), []);
    expect(result).toMatchObject({ ok: false, problems: [{ code: "no-special-check" }] });
  });
});

describe("Media Blitz, Crossover, Followup: goals above the TN become subplot dice (L2228, L2326, L2404)", () => {
  test("Media Blitz: TN3 Image, 4 goals → +1 carried subplot die", () => {
    const result = run(input("rooftop-rumble", [{ characterId: "star", category: "image" }]), [6, 6, 1, 1, 1, 1]);
    if (!result.ok) throw new Error("failed");
    expect(result.state.teams[0]!.carriedSubplotDice).toBe(1);
    expect(result.events[0]).toMatchObject({ kind: "special-check", special: "media-blitz", subplotDice: 1 });
    expect(result.events[0]!.summary).toBe(
      "Media Blitz — Star (Image: 4D base, +2D Blue Collar): 6D [6,6,1,1,1,1] = 4 goals vs TN 3: success, 1 above → +1 subplot die for Home's next scenario",
    );
  });

  test("Ruling R12: a curse raises the TN (4 goals vs TN4 = no dice)", () => {
    const cursedStar = { ...star, state: { ...star.state, curses: 1 } };
    const i = input("rooftop-rumble", [{ characterId: "star", category: "image" }]);
    const cursed = { ...i, teams: i.teams.map((t) => ({ ...t, characters: t.characters.map((c) => (c.id === "star" ? cursedStar : c)) })) };
    const result = run(cursed, [6, 6, 1, 1, 1, 1]);
    expect(result.ok && result.events[0]).toMatchObject({ check: { tn: 4, isSuccess: true, goalsAboveTn: 0 } });
  });

  test("each team may name one member for Media Blitz", () => {
    const result = run(
      input("rooftop-rumble", [
        { characterId: "star", category: "image" },
        { characterId: "plain", category: "creative" },
      ]),
      [],
    );
    expect(result).toMatchObject({ ok: false, problems: [{ code: "too-many-rollers", teamId: "home" }] });
  });

  test("Crossover: only a member of the winning team", () => {
    const result = run(input("team-up", [{ characterId: "va", category: "underworld" }]), []);
    expect(result).toMatchObject({ ok: false, problems: [{ code: "not-eligible", characterId: "va" }] });
  });

  test("Crossover: TN3 Underworld, 5 goals → +2", () => {
    const result = run(input("team-up", [{ characterId: "plain", category: "underworld" }]), [6, 6, 4, 1, 1, 1]);
    expect(result.ok && result.state.teams[0]!.carriedSubplotDice).toBe(2);
  });

  test("Followup: one character per team, each rolls", () => {
    const result = run(
      input("the-fissure", [
        { characterId: "doc", category: "science" },
        { characterId: "vb", category: "investigation" },
      ]),
      [6, 6, 1, 1, 1, 1, 4, 4, 4, 4, 1],
    );
    if (!result.ok) throw new Error("failed");
    expect(result.state.teams.map((t) => t.carriedSubplotDice)).toEqual([1, 1]);
  });

  test("a category the special does not allow is refused", () => {
    const result = run(input("the-fissure", [{ characterId: "doc", category: "image" }]), []);
    expect(result).toMatchObject({ ok: false, problems: [{ code: "wrong-category" }] });
  });
});

describe("Power Switch (L2273)", () => {
  const carriers = { fragmentsCarriedOff: 3, fragmentCarrierIds: ["doc"] };

  test("a carrier who passes TN2 swaps one minor power for good", () => {
    const result = run(input("seek-and-find", [{ characterId: "doc", category: "science", swap: { from: "flight", to: "stun" } }], carriers), [4, 4, 1, 1, 1, 1]);
    if (!result.ok) throw new Error("failed");
    expect(characterById(result.state, "doc").build.powers).toEqual([{ power: "stun", tier: "minor", source: "power-switch" }]);
  });

  test("a failed check changes nothing", () => {
    const result = run(input("seek-and-find", [{ characterId: "doc", category: "science", swap: { from: "flight", to: "stun" } }], carriers), [4, 1, 1, 1, 1, 1]);
    expect(result.ok && characterById(result.state, "doc").build.powers[0]!.power).toBe("flight");
  });

  test.each<[string, SpecialCheckChoice, string]>([
    ["not a carrier", { characterId: "star", category: "magical" }, "not-eligible"],
    ["gives up a power it lacks", { characterId: "doc", category: "magical", swap: { from: "stun", to: "leaping" } }, "not-a-held-minor"],
    ["takes a major-only power", { characterId: "doc", category: "magical", swap: { from: "flight", to: "speed" } }, "not-a-minor-power"],
    ["takes a power it has", { characterId: "doc", category: "magical", swap: { from: "flight", to: "flight" } }, "already-held"],
  ])("refused: %s", (_label, choice, code) => {
    const result = run(input("seek-and-find", [choice], carriers), []);
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toContain(code);
  });

  test("suggested: every living carrier, with its better category (ties: the first listed)", () => {
    const i = input("seek-and-find", undefined, { fragmentsCarriedOff: 3, fragmentCarrierIds: ["doc", "star"] });
    const savant = { ...i, teams: i.teams.map((t) => ({ ...t, characters: t.characters.map((c) => (c.id === "star" ? member("star", { powers: ["savant"] }) : c)) })) };
    expect(suggestSpecialChecks(initialPostBattleState(savant), savant)).toEqual([
      { characterId: "star", category: "science" }, // Savant +2D Science
      { characterId: "doc", category: "magical" }, // Arcane +2D and Medicine +2D: a tie
    ]);
  });
});

describe("The March of Science (L2451)", () => {
  const march = (choice: Partial<SpecialCheckChoice> = {}): SpecialCheckChoice => ({
    characterId: "doc",
    category: "science",
    teammateId: "star",
    pool: "melee-attack",
    ...choice,
  });

  test("success: the teammate gains a permanent +1 Re-roll on the chosen pool", () => {
    const result = run(input("the-weapon", [march()]), [6, 6, 1, 1, 1, 1]);
    if (!result.ok) throw new Error("failed");
    expect(characterById(result.state, "star").state.marchOfScienceRerolls).toEqual(["melee-attack"]);
  });

  test.each([
    ["the Initiative pool", "initiative"],
    ["an in-battle check", "perception"],
    ["a check category", "investigation"],
  ] as const)("success: the Re-roll may go to a non-combat pool, %s (L2451)", (_label, pool) => {
    const result = run(input("the-weapon", [march({ pool })]), [6, 6, 1, 1, 1, 1]);
    if (!result.ok) throw new Error("failed");
    expect(characterById(result.state, "star").state.marchOfScienceRerolls).toEqual([pool]);
    expect(result.events.at(-1)?.summary).toContain(`Star gains +1 Re-roll on ${pool} for good`);
  });

  test("failure: the researcher misses the next battle", () => {
    const result = run(input("the-weapon", [march()]), [6, 1, 1, 1, 1, 1]);
    expect(result.ok && characterById(result.state, "doc").state.nextBattle.missesBattle).toBe(true);
  });

  test.each<[string, SpecialCheckChoice, string]>([
    ["no Medicine or Science background", march({ characterId: "plain" }), "not-eligible"],
    ["no teammate named", { characterId: "doc", category: "science" }, "missing-reward-target"],
    ["the researcher itself", march({ teammateId: "doc" }), "invalid-teammate"],
    ["a foe", march({ teammateId: "va" }), "invalid-teammate"],
    ["a pool that does not exist", march({ pool: "ko-check" as SpecialCheckChoice["pool"] }), "invalid-pool"],
  ])("refused: %s", (_label, choice, code) => {
    const i = input("the-weapon", [choice]);
    expect(validateSpecialChecks(initialPostBattleState(i), i, [choice]).map((p) => p.code)).toContain(code);
  });

  test("nobody is volunteered when the players chose nothing", () => {
    const i = input("the-weapon", undefined);
    expect(suggestSpecialChecks(initialPostBattleState(i), i)).toEqual([]);
  });
});

describe("suggestSpecialChecks", () => {
  test("Media Blitz: each team's member and category with the most expected goals above TN3", () => {
    const i = input("rooftop-rumble", undefined);
    expect(suggestSpecialChecks(initialPostBattleState(i), i)).toEqual([
      { characterId: "star", category: "creative" },
      { characterId: "va", category: "resource" },
    ]);
  });

  test("Crossover: only the winner", () => {
    const i = input("team-up", undefined);
    expect(suggestSpecialChecks(initialPostBattleState(i), i).map((c) => c.characterId)).toEqual(["doc"]);
  });
});

describe("specialCheckOptions", () => {
  const optionsOf = (i: PostBattleInput) => specialCheckOptions(initialPostBattleState(i), i);
  const ids = (i: PostBattleInput) => optionsOf(i).rollers.map((r) => r.characterId);

  test.each<[string, PostBattleInput, "one-per-team" | "one" | "each", string[]]>([
    ["Media Blitz: every active member of every team, one per team", input("rooftop-rumble", undefined), "one-per-team", ["star", "doc", "plain", "va", "vb"]],
    ["Crossover: the winning team's members only, one in all", input("team-up", undefined), "one", ["star", "doc", "plain"]],
    ["Power Switch: each fragment carrier", input("seek-and-find", undefined, { fragmentsCarriedOff: 3, fragmentCarrierIds: ["doc"] }), "each", ["doc"]],
    ["The March of Science: each member with Medicine or Science", input("the-weapon", undefined), "each", ["doc"]],
  ])("%s", (_label, i, limit, rollers) => {
    expect(optionsOf(i).limit).toBe(limit);
    expect(ids(i)).toEqual(rollers);
  });

  test("the rollers are exactly the characters validateSpecialChecks accepts", () => {
    const i = input("rooftop-rumble", undefined);
    const state = initialPostBattleState(i);
    for (const { characterId } of specialCheckOptions(state, i).rollers) {
      expect(validateSpecialChecks(state, i, [{ characterId, category: "image" }])).toEqual([]);
    }
  });

  test("A New Fastness: no rollers; the winner may take the fortress unless it holds a base", () => {
    expect(optionsOf(input("fortress-assault", undefined))).toMatchObject({ limit: "none", rollers: [], fortressTeamId: "home" });
    expect(optionsOf(input("fortress-assault", undefined, {}, { homeBase: true })).fortressTeamId).toBeUndefined();
    expect(optionsOf(input("fortress-assault", undefined, {}, { homeResult: "draw" })).fortressTeamId).toBeUndefined();
  });
});
