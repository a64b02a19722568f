import { describe, expect, test } from "vitest";
import type { PowerPick } from "./character";
import { validateBumpAllocation } from "./post-battle/bump-allocation";
import { validatePostBattleInput } from "./post-battle/run-post-battle";
import { applyStoryPointSpend } from "./post-battle/spend-story-points";
import type { BattleReport, BumpPick, PostBattleChoices, StoryPointSpend, TeamBattleReport } from "./post-battle/types";
import { runPreBattle, type PreBattleTeamInput } from "./pre-battle/run-pre-battle";
import { correctStoryPoints } from "./story-points/ledger";
import { battleInput, member, squad, teamReport } from "./testing/fixtures";
import { scriptedDice } from "../dice";

// The roster's problem-wording.test.ts, for the battle: pre-battle choices, post-battle reports
// and decisions, and story-point spends are refused in plain words, with the book line or ruling
// in `rule`. Every id below is hyphenated and differs from its name, so a message quoting an id
// instead of a name is caught.

interface Shown {
  code: string;
  message: string;
}

/** English words that happen to be hyphenated; anything else lowercase-hyphenated is an id. */
const HYPHENATED_WORDS = ["line-up", "non-random", "non-combat", "guest-star"];

function expectPlainWords(p: Shown): void {
  expect(p.message, p.code).not.toMatch(/\(L\d/);
  expect(p.message, p.code).not.toMatch(/Rulings? R\d/);
  // An id that names nothing is quoted as given (there is no name to show), so quotes are skipped.
  const unquoted = p.message.replaceAll(/"[^"]*"/g, "");
  const words = HYPHENATED_WORDS.reduce((m, w) => m.replaceAll(w, w.replace("-", " ")), unquoted);
  expect(words, `${p.code}: ${p.message}`).not.toMatch(/\b[a-z]+-[a-z-]+\b/);
  // Nor a stored field's name ("fragmentsCarriedOff", "spaceGodCommunions.goals").
  expect(p.message, p.code).not.toMatch(/\b[a-z]+[A-Z]\w*/);
}

const SIDEKICK: PowerPick = { power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "flight" } };

function heroes() {
  return squad(
    "team-heroes",
    [
      member("doc-shock", { name: "Doc Shock", archetype: "sorcerer", backgrounds: ["arcane", "science"] }),
      member("wild-man", { name: "Wildman", archetype: "brawler" }),
      member("grav-girl", { name: "Grav Girl", build: { archetype: "wildcard", powers: [SIDEKICK] } }),
      member("little-grav", { name: "Little Grav", kind: "sidekick", state: { status: "dead" } }),
      member("arrow-man", { name: "Arrow Man", build: { archetype: "blaster", powers: [{ power: "archery", tier: "major" }] } }),
      member("hex-queen", { name: "Hex Queen", build: { archetype: "sorcerer", powers: [{ power: "sorcery", tier: "major" }] } }),
      member("fallen-one", { name: "Fallen One", state: { status: "captured" } }),
      member("cursed-one", { name: "Cursed One", state: { curses: 1 } }),
    ],
    { name: "The Heroes", storyPoints: { earned: 0, balance: 0 } },
  );
}

function villains() {
  return squad("team-villains", [member("iron-maw", { name: "Iron Maw" }), member("blood-count", { name: "Blood Count" })], { name: "The Villains" });
}

function third() {
  return squad("team-third", [member("odd-one", { name: "Odd One" })], { name: "The Third" });
}

const PRE_BATTLE: [string, Partial<PreBattleTeamInput>][] = [
  ["nobody fielded", { fieldedIds: [] }],
  ["the same character twice", { fieldedIds: ["doc-shock", "doc-shock"] }],
  ["a captured character", { fieldedIds: ["fallen-one"] }],
  ["seven members", { fieldedIds: ["doc-shock", "wild-man", "grav-girl", "arrow-man", "hex-queen", "cursed-one", "team-heroes-extra"] }],
  ["a curse lift by someone who cannot cast", { fieldedIds: ["wild-man", "cursed-one"], curseLiftByMagic: { casterId: "wild-man", targetId: "cursed-one" } }],
  ["a curse lift on someone not cursed", { fieldedIds: ["doc-shock", "wild-man"], curseLiftByMagic: { casterId: "doc-shock", targetId: "wild-man" } }],
  ["curse lifts the team cannot pay for", { fieldedIds: ["doc-shock"], curseLiftsWithStoryPoints: ["cursed-one"] }],
  ["three subplot dice for the guest star", { fieldedIds: ["doc-shock"], guestStar: { subplotDice: 3 } }],
  ["a Powerhouse guest star", { fieldedIds: ["doc-shock"], guestStar: { choice: { kind: "pick", archetype: "powerhouse" as never } } }],
  ["a face-4 guest star that is not on the table", { fieldedIds: ["doc-shock"], guestStar: { choice: { kind: "roll", onFour: "brick" as never } } }],
  ["a sidekick that is not the owner's", { fieldedIds: ["grav-girl"], sidekickChoices: { "grav-girl": "wild-man" } }],
];

describe("pre-battle problems are plain words", () => {
  test.each(PRE_BATTLE)("%s", (_label, extra) => {
    const team = heroes();
    const seven = extra.fieldedIds?.includes("team-heroes-extra") ? { ...team, characters: [...team.characters, member("team-heroes-extra", { name: "Extra" })] } : team;
    const result = runPreBattle(
      {
        teams: [
          { team: seven, fieldedIds: ["doc-shock"], ...extra },
          { team: villains(), fieldedIds: ["iron-maw"] },
        ],
        scenarioId: "team-up",
      },
      scriptedDice([]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) for (const p of result.problems) expectPlainWords(p);
  });

  test("the member limit cites ruling R4, outside the message", () => {
    const team = heroes();
    const many = { ...team, characters: [...team.characters, member("team-heroes-extra", { name: "Extra" })] };
    const result = runPreBattle(
      { teams: [{ team: many, fieldedIds: ["doc-shock", "wild-man", "grav-girl", "arrow-man", "hex-queen", "cursed-one", "team-heroes-extra"] }] },
      scriptedDice([]),
    );
    expect(result.ok ? [] : result.problems).toContainEqual(
      expect.objectContaining({ code: "too-many-members", message: "The Heroes fields 7 members; at most 6.", rule: { ruling: "R4" } }),
    );
  });
});

const ko = (characterId: string, extra = {}) => ({ characterId, track: "body" as const, furtherHarm: 0, ...extra });

const POST_BATTLE: [string, Partial<TeamBattleReport>, Partial<BattleReport>, PostBattleChoices][] = [
  ["two winners", {}, { teams: [] }, {}],
  ["a KO'ed member not fielded, twice, with bad harm", { fieldedCharacterIds: ["doc-shock"], knockedOut: [ko("wild-man"), ko("wild-man", { furtherHarm: -1 })] }, {}, {}],
  ["injured by its own team, a vampire that is not one", { knockedOut: [ko("doc-shock", { injuredByTeamId: "team-heroes", vampireId: "blood-count" })] }, {}, {}],
  ["seven civilians", { civiliansRescued: 7 }, { specialEventId: "civilians" }, {}],
  ["six fragments, carried by strangers", { fragmentsCarriedOff: 6, fragmentCarrierIds: ["iron-maw"] }, { scenarioId: "seek-and-find" }, {}],
  ["achievements this scenario and event cannot score", { fragmentsCarriedOff: 1, riftClosedOrSecretsStolen: 1, hasDiplomat: true }, { scenarioId: "rooftop-rumble" }, {}],
  ["fragments carried off by half a team", { fragmentsCarriedOff: 1.5 }, { scenarioId: "seek-and-find" }, {}],
  [
    "one character communing twice",
    {
      spaceGodCommunions: [
        { characterId: "doc-shock", goals: 4 },
        { characterId: "doc-shock", goals: 5 },
      ],
    },
    { specialEventId: "toga-wearing-space-god" },
    {},
  ],
  ["releasing someone not captured", {}, { releasedCharacterIds: ["wild-man"] }, {}],
  ["an illegal thrall power", {}, {}, { thrallPowers: { "iron-maw": "magic-artifact" } }],
  ["declined upkeep for someone who did not fight", {}, {}, { declinedArtifactUpkeep: ["odd-one"] }],
  ["bump picks for a team not in the campaign", {}, {}, { bumps: { "team-nobody": [] } }],
];

describe("post-battle problems are plain words", () => {
  test.each(POST_BATTLE)("%s", (_label, homeExtra, report, choices) => {
    const input = battleInput([heroes(), villains(), third()], [teamReport(heroes(), "won", homeExtra), teamReport(villains(), "won")], { report, choices });
    const problems = validatePostBattleInput(input);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expectPlainWords(p);
  });

  test("with three teams, a KO without its injuring team cites ruling R10", () => {
    const input = battleInput(
      [heroes(), villains(), third()],
      [teamReport(heroes(), "won", { knockedOut: [ko("wild-man")] }), teamReport(villains(), "lost"), teamReport(third(), "lost")],
    );
    expect(validatePostBattleInput(input)).toEqual([
      expect.objectContaining({ code: "missing-injuring-team", message: "With more than two teams, record which team KO'ed Wildman.", rule: { ruling: "R10" } }),
    ]);
  });

  const pick = (characterId: string, extra: Partial<BumpPick> = {}): BumpPick => ({ characterId, table: "general", ...extra });
  const BUMPS: [string, BumpPick[], number, boolean][] = [
    ["the same member twice in a milestone", [pick("wild-man"), pick("wild-man")], 1, false],
    ["a second bump before everyone has a first", [pick("wild-man"), pick("doc-shock"), pick("wild-man"), pick("doc-shock")], 2, false],
    [
      "a row chosen where bumps are rolled, a background not owned",
      [pick("wild-man", { row: 2, preferredBackgrounds: ["blue-collar"] }), pick("doc-shock", { table: "no-such-table" as never })],
      1,
      false,
    ],
    ["no row under non-random advancement", [pick("wild-man"), pick("doc-shock")], 1, true],
    ["a new power the member cannot gain", [pick("wild-man", { newPower: "sorcery" }), pick("doc-shock")], 1, false],
  ];
  test.each(BUMPS)("bumps: %s", (_label, picks, milestones, isNonRandom) => {
    const members = [member("wild-man", { name: "Wildman" }), member("doc-shock", { name: "Doc Shock" }), member("odd-one", { name: "Odd One" })];
    const team = squad("team-bumps", members, { name: "The Bumpers" });
    const problems = validateBumpAllocation(team, picks, milestones, isNonRandom);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expectPlainWords(p);
  });
});

const SPENDS: [string, StoryPointSpend, boolean][] = [
  ["a guest star without the SP", { kind: "guest-star", teamId: "team-heroes" }, true],
  ["a vehicle where vehicles are not allowed", { kind: "vehicle", teamId: "team-heroes" }, false],
  ["a vehicle that is not one", { kind: "vehicle", teamId: "team-heroes", vehicleId: "wild-man" }, true],
  [
    "a quiver of powers that are not trick arrows",
    { kind: "quiver", teamId: "team-heroes", characterId: "arrow-man", quiver: ["force-field", "super-strength", "power-blasts"] },
    true,
  ],
  ["a quiver for someone without Archery", { kind: "quiver", teamId: "team-heroes", characterId: "wild-man", quiver: [] }, true],
  [
    "a grimoire of excluded powers",
    { kind: "grimoire", teamId: "team-heroes", characterId: "hex-queen", grimoire: { major: "sorcery", minors: ["magic-artifact", "legion"] } },
    true,
  ],
  ["a curse lift on someone not cursed", { kind: "curse-lift", teamId: "team-heroes", characterId: "wild-man" }, true],
  ["a curse lift without the SP", { kind: "curse-lift", teamId: "team-heroes", characterId: "cursed-one" }, true],
];

describe("story-point spends are refused in plain words", () => {
  test.each(SPENDS)("%s", (_label, spend, allowVehicles) => {
    const result = applyStoryPointSpend(heroes(), spend, { allowVehicles });
    expect(result.ok).toBe(false);
    if (!result.ok) expectPlainWords(result.error);
  });

  test("too few SP for a guest star cites the cost's book line", () => {
    const result = applyStoryPointSpend(heroes(), { kind: "guest-star", teamId: "team-heroes" }, {});
    expect(result).toEqual({
      ok: false,
      error: { code: "insufficient-balance", message: "The Heroes has 0 SP; a special guest star for the next game costs 2.", rule: { line: 2694 } },
    });
  });

  test("a correction below 0 cites ruling R8", () => {
    const result = correctStoryPoints(heroes(), -1, "typo");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expectPlainWords(result.error);
      expect(result.error.rule).toEqual({ ruling: "R8" });
    }
  });
});
