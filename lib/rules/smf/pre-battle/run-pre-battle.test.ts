import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { scriptedDice, seededDice } from "../../dice";
import type { PowerPick } from "../character";
import { SMF_RULES_VERSION } from "../rules-version";
import { countingDice, member, squad } from "../testing/fixtures";
import { PRE_BATTLE_STEPS } from "./pre-battle-record";
import { runPreBattle, type PreBattleInput, type PreBattleResult } from "./run-pre-battle";

const SIDEKICK: PowerPick = { power: "servitor-sidekick", tier: "minor", choices: { sidekickPower: "flight" } };

function scottsTeam() {
  return squad(
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
  );
}

function skysTeam() {
  return squad(
    "sky",
    [
      member("serpent", { name: "Serpent", backgrounds: ["military", "criminal"] }),
      member("hexa", { name: "Hexa", backgrounds: ["arcane", "art"], build: { archetype: "mentalist" } }),
      member("gang", { name: "Gang", kind: "henchmen", backgrounds: ["criminal"] }),
    ],
    { name: "Sky's team", alignment: "villains" },
  );
}

/** Team-Up guest star, two teams: Scott 4D [6,6,1,1] = 4 goals beats Sky 4D [4,1,1,1] = 1; D6 3 → Brick. */
const GUEST_TWO = [6, 6, 1, 1, 4, 1, 1, 1, 3];

function bookInput(): PreBattleInput {
  return {
    teams: [
      { team: scottsTeam(), fieldedIds: ["doc", "wild", "giant", "grav"] },
      { team: skysTeam(), fieldedIds: ["serpent", "hexa", "gang"] },
    ],
    scenarioId: "team-up",
  };
}

function expectOk(result: ReturnType<typeof runPreBattle>): PreBattleResult {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.problems)}`);
  return result;
}

function thrownCount(result: PreBattleResult): number {
  return result.records.reduce((n, r) => n + r.thrown.length, 0);
}

describe("runPreBattle: the book's Giantess vs Serpent set-up (L1966, L2068, L2074)", () => {
  const faces = [
    2, // subplot table → Adventure, Military
    5,
    3, // Scott: 5 has no character, 3 → Giantess
    6,
    6,
    4,
    1,
    2,
    3, // Giantess 6D Military = 5 goals → 3D
    1, // Sky: 1 → Serpent
    6,
    6,
    6,
    4,
    1,
    1, // Serpent 6D Military = 7 goals → 5D
    1, // Team-Up special event D6 1 → Curse
    4,
    1,
    1, // Scott's curse target 4 → Grav-Girl; Chance [1,1] = 0 goals → cursed
    2,
    4,
    4, // Sky's curse target 2 → Hexa; Chance [4,4] → not cursed
    ...GUEST_TWO, // Team-Up guest star → Scott's team, Brick
    4,
    1, // Grav-Girl's sidekick: 1+ Chance → starts the battle
    6,
    1, // Grav-Girl's Weird bumps: 2+ Chance → active
  ];

  function run() {
    const dice = scriptedDice(faces);
    const result = expectOk(runPreBattle(bookInput(), dice));
    dice.assertExhausted();
    return result;
  }

  test("every die thrown is in the records, in step order", () => {
    const result = run();
    expect(thrownCount(result)).toBe(faces.length);
    expect(result.records.flatMap((r) => r.thrown.map((d) => d.face))).toEqual(faces);
    expect(result.records.map((r) => r.step)).toEqual([
      "subplot-table",
      "subplot-driver",
      "subplot-check",
      "subplot-driver",
      "subplot-check",
      "scenario",
      "special-event",
      "curse-event",
      "curse-event",
      "guest-star",
      "sidekick-arrival",
      "weird-bump-activation",
    ]);
    expect(result.records.every((r) => PRE_BATTLE_STEPS.includes(r.step))).toBe(true);
    expect(result.rulesVersion).toBe(SMF_RULES_VERSION);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  test("drivers, subplot dice and the positive connection", () => {
    const result = run();
    const [scott, sky] = result.teams;
    expect(scott!.driver).toEqual({ characterId: "giant", name: "Giantess" });
    expect(scott!.subplotCheck).toMatchObject({ category: "military", choice: "default", earnedSubplotDice: 3 });
    expect(scott!).toMatchObject({ earnedSubplotDice: 3, carriedSubplotDice: 1, subplotPool: 4 });
    expect(sky!).toMatchObject({ earnedSubplotDice: 5, carriedSubplotDice: 0, subplotPool: 5 });
    expect(result.connections).toHaveLength(1);
    expect(result.connections[0]).toMatchObject({ kind: "positive", category: "military" });
    expect(scott!.connections).toEqual(result.connections);
    expect(sky!.connections).toEqual(result.connections);
  });

  test("Curse event, sidekick and Weird bumps; the changes the app must store", () => {
    const result = run();
    expect(result.specialEvent).toMatchObject({ eventId: "curse", face: 1 });
    const [scott, sky] = result.teams;
    expect(scott!.curseEvent).toMatchObject({ target: { characterId: "grav" }, isCursed: true });
    expect(sky!.curseEvent).toMatchObject({ target: { characterId: "hexa" }, isCursed: false });
    expect(scott!.sidekicks).toMatchObject([{ owner: { characterId: "grav" }, arrivesRound: 1 }]);
    expect(scott!.weirdBumps).toMatchObject([{ character: { characterId: "grav" }, isActive: true }]);
    expect(scott!.notes).toEqual(["Grav-Girl: cursed, +1 to all TNs"]);
    expect(result.changes).toEqual({
      curses: [{ teamId: "scott", characterId: "grav", delta: 1, reason: "curse-event" }],
      ledger: [],
      weirdBumpsActive: [{ teamId: "scott", characterId: "grav", isActive: true }],
      teamResets: [
        { teamId: "scott", carriedSubplotDice: 0, replacedSidekickIds: [] },
        { teamId: "sky", carriedSubplotDice: 0, replacedSidekickIds: [] },
      ],
    });
  });

  test("the team card reads as plain lines", () => {
    expect(run().teams[0]!.lines).toEqual([
      "Scott's team subplot driver: 1 Doc Shock, 2 Wildman, 3 Giantess, 4 Grav-Girl; D6 5 (no one, roll again), D6 3 → Giantess",
      "Giantess drives Military: 6D [6,6,4,1,2,3] = 5 goals vs TN 2: success, 3 above → +3D subplot dice",
      "Subplot pool: 4D (3 earned + 1 carried over); at most +2D on one throw",
      "Giantess and Serpent both drove Military and both earned subplot dice: positive connection, each needs a 2+ Chance roll to attack the other this battle",
      "Curse on Scott's team: 1 Doc Shock, 2 Wildman, 3 Giantess, 4 Grav-Girl; D6 4 → Grav-Girl; Chance 2D [1,1] = 0 goals → Grav-Girl is cursed (+1 to all TNs)",
      "Team-Up guest star: Scott's team 4D [6,6,1,1] = 4 goals, Sky's team 4D [4,1,1,1] = 1 goal → Scott's team wins and rolls D6 3 → Brick, joining at round 2 from its own edge",
      "Grav-Girl's servitor/sidekick: 1+ Chance 2D [4,1] = 1 goal → starts the battle",
      "Grav-Girl's Weird bumps (Fabled Luck): 2+ Chance 2D [6,1] = 2 goals → active this battle",
      "Grav-Girl: cursed, +1 to all TNs",
    ]);
  });

  test("the input teams are not changed", () => {
    const input = bookInput();
    const before = JSON.stringify(input);
    runPreBattle(input, scriptedDice(faces));
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe("runPreBattle: choices", () => {
  test("a subplot preference in play is driven (the player's choice)", () => {
    const input = bookInput();
    input.teams[0]!.subplotPreference = ["adventure"];
    input.specialEventId = "traps";
    // table 2; Scott 3 → Giantess; Adventure 4D; Sky 1 → Serpent; Military 6D; no event die; sidekick; weird.
    const dice = scriptedDice([2, 3, 6, 6, 1, 1, 1, 4, 1, 1, 1, 1, 1, ...GUEST_TWO, 4, 1, 1, 1]);
    const result = expectOk(runPreBattle(input, dice));
    dice.assertExhausted();
    expect(result.teams[0]!.subplotCheck).toMatchObject({ category: "adventure", choice: "player", earnedSubplotDice: 2 });
    expect(result.teams[1]!.subplotCheck).toMatchObject({ category: "military", earnedSubplotDice: 0 });
    expect(result.connections).toEqual([]);
    expect(result.specialEvent).toMatchObject({ eventId: "traps", source: "chosen" });
  });

  test("curse lift by magic replaces the subplot roll: no driver, no check, no connection; pool = carried dice", () => {
    const input = bookInput();
    const scott = input.teams[0]!.team;
    scott.characters[1]!.state.curses = 1; // Wildman
    input.teams[0]!.curseLiftByMagic = { casterId: "doc", targetId: "wild" };
    input.specialEventId = "dire-enemies";
    const dice = scriptedDice([
      2, // table
      4,
      4,
      4,
      1,
      1,
      1, // Doc Shock 6D Magical vs TN3 → lifted
      1,
      6,
      6,
      6,
      4,
      1,
      1, // Sky: Serpent
      ...GUEST_TWO,
      4,
      1, // sidekick
      1,
      1, // weird
    ]);
    const result = expectOk(runPreBattle(input, dice));
    dice.assertExhausted();
    const card = result.teams[0]!;
    expect(card.driver).toBeUndefined();
    expect(card.subplotCheck).toBeUndefined();
    expect(card.curseLiftByMagic).toMatchObject({ caster: { characterId: "doc" }, target: { characterId: "wild" }, tn: 3, isLifted: true });
    expect(card).toMatchObject({ earnedSubplotDice: 0, carriedSubplotDice: 1, subplotPool: 1 });
    expect(result.connections).toEqual([]);
    expect(result.changes.curses).toEqual([{ teamId: "scott", characterId: "wild", delta: -1, reason: "curse-lift-magic" }]);
    expect(card.notes).toEqual([]);
    expect(result.teams[0]!.weirdBumps[0]!.isActive).toBe(false);
  });

  test("curses lifted with SP come first, lower the driver's TN, and become ledger entries", () => {
    const input = bookInput();
    const sky = input.teams[1]!.team;
    sky.characters[0]!.state.curses = 2; // Serpent
    sky.storyPoints = { earned: 4, balance: 2 };
    input.teams[1]!.curseLiftsWithStoryPoints = ["serpent"];
    input.specialEventId = "dire-enemies";
    const dice = scriptedDice([2, 3, 1, 1, 1, 1, 1, 1, 1, 6, 6, 6, 4, 1, 1, ...GUEST_TWO, 1, 1, 1, 1]);
    const result = expectOk(runPreBattle(input, dice));
    dice.assertExhausted();
    expect(result.records[0]).toMatchObject({ step: "curse-lift-story-point", teamId: "sky" });
    expect(result.teams[1]!.subplotCheck).toMatchObject({ tn: 3, earnedSubplotDice: 4 }); // TN 2 + 1 remaining curse
    expect(result.changes.ledger).toEqual([
      { teamId: "sky", delta: -1, reason: "curse-lift", characterId: "serpent", earned: 4, balance: 1, note: "lift a curse from Serpent (L2473)" },
    ]);
    expect(result.changes.curses).toEqual([{ teamId: "sky", characterId: "serpent", delta: -1, reason: "curse-lift-story-point" }]);
    expect(result.teams[1]!.notes).toEqual(["Serpent: cursed, +1 to all TNs"]);
    expect(sky.storyPoints.balance).toBe(2);
  });

  test("late arrivals: unpaid Magic Artifact and a wiped-out henchmen group", () => {
    const input = bookInput();
    input.teams[1]!.team.characters[1]!.build.powers.push({ power: "magic-artifact", tier: "minor" });
    input.teams[1]!.isMagicArtifactUpkeepUnpaid = true;
    input.teams[1]!.wipedOutHenchmenIds = ["gang"];
    input.specialEventId = "traps";
    const result = expectOk(runPreBattle(input, seededDice(7)));
    expect(result.teams[1]!.lateArrivals.map((a) => [a.character.characterId, a.round])).toEqual([
      ["hexa", 3],
      ["gang", 2],
    ]);
    expect(result.teams[1]!.lines.at(-1)).toContain("round 2");
  });

  test("three teams: connections pairwise (Ruling R10)", () => {
    const third = squad("third", [member("t1", { name: "Trooper", backgrounds: ["military", "art"] })], { name: "Third" });
    const input = bookInput();
    input.teams.push({ team: third, fieldedIds: ["t1"] });
    input.specialEventId = "traps";
    // table 2; Giantess 6D 5 goals; Serpent 6D 7 goals; Trooper (only member, no pick die) 6D 1 goal;
    // guest star: Scott 4 goals, Sky 1, Third 0, D6 3.
    const dice = scriptedDice([2, 3, 6, 6, 4, 1, 2, 3, 1, 6, 6, 6, 4, 1, 1, 4, 1, 1, 1, 1, 1, 6, 6, 1, 1, 4, 1, 1, 1, 1, 1, 1, 1, 3, 4, 1, 6, 1]);
    const result = expectOk(runPreBattle(input, dice));
    dice.assertExhausted();
    expect(result.connections.map((c) => [c.between[0].teamId, c.between[1].teamId, c.kind])).toEqual([
      ["scott", "sky", "positive"],
      ["scott", "third", "negative"],
      ["sky", "third", "negative"],
    ]);
    expect(result.teams[2]!.connections).toHaveLength(2);
  });
});

describe("runPreBattle: Team-Up's guest star (L2289–L2305)", () => {
  test("subplot dice added to the roll come off each card's pool; the winner's pick is used", () => {
    const input = bookInput();
    input.teams[0]!.guestStar = { subplotDice: 2, choice: { kind: "pick", archetype: "speedster" } };
    input.teams[1]!.guestStar = { subplotDice: 2, choice: { kind: "roll" } };
    input.specialEventId = "traps";
    const dice = scriptedDice([
      2,
      5,
      3,
      6,
      6,
      4,
      1,
      2,
      3,
      1,
      6,
      6,
      6,
      4,
      1,
      1, // table, Giantess 3D earned (+1 carried), Serpent 5D earned
      6,
      6,
      1,
      1,
      1,
      1, // Scott 6D = 4 goals
      4,
      1,
      1,
      1,
      1,
      1, // Sky 6D = 1 goal; Scott picks, so no table die
      4,
      1,
      6,
      1, // sidekick, Weird bumps
    ]);
    const result = expectOk(runPreBattle(input, dice));
    dice.assertExhausted();
    expect(result.guestStar).toMatchObject({ winner: { teamId: "scott" }, archetype: "speedster", source: "picked" });
    const [scott, sky] = result.teams;
    expect(scott).toMatchObject({ earnedSubplotDice: 3, carriedSubplotDice: 1, guestStarSubplotDice: 2, subplotPool: 2 });
    expect(sky).toMatchObject({ earnedSubplotDice: 5, guestStarSubplotDice: 2, subplotPool: 3 });
    expect(scott!.guestStar).toEqual(result.guestStar);
    expect(scott!.lines).toContain("Subplot pool: 2D (3 earned + 1 carried over − 2 added to the guest-star roll); at most +2D on one throw");
    expect(sky!.lines).toContain(result.guestStar!.summary);
    expect(result.records.map((r) => r.step).indexOf("guest-star")).toBe(result.records.findIndex((r) => r.step === "special-event") + 1);
  });

  test("a spend beyond the pool the subplot check left adds the whole pool instead", () => {
    const input = bookInput();
    input.teams[0]!.subplotPreference = ["adventure"];
    input.teams[1]!.guestStar = { subplotDice: 2 };
    input.specialEventId = "traps";
    // Serpent's 6D [4,1,1,1,1,1] earns nothing and Sky carries nothing: Sky throws a plain 4D.
    const dice = scriptedDice([
      2,
      3,
      6,
      6,
      1,
      1, // table; Giantess 4D Adventure = 4 goals → 2D
      1,
      4,
      1,
      1,
      1,
      1,
      1, // Serpent 6D Military = 1 goal → nothing
      1,
      1,
      1,
      1, // Scott 4D = 0 goals
      6,
      6,
      1,
      1, // Sky 4D = 4 goals
      2, // D6 2 → Brawler
      4,
      1,
      1,
      1, // sidekick, Weird bumps
    ]);
    const result = expectOk(runPreBattle(input, dice));
    dice.assertExhausted();
    expect(result.guestStar!.entrants[1]).toEqual({ teamId: "sky", teamName: "Sky's team", subplotDiceSpent: 0, subplotPoolAfter: 0 });
    expect(result.guestStar).toMatchObject({ winner: { teamId: "sky" }, archetype: "brawler", face: 2 });
    expect(result.teams[1]).toMatchObject({ subplotPool: 0, guestStarSubplotDice: 0 });
  });

  test("other scenarios have no guest star and ignore the guest-star input", () => {
    const input = { ...bookInput(), scenarioId: "the-fissure" as const, specialEventId: "traps" as const };
    input.teams[0]!.guestStar = { subplotDice: 1 };
    const dice = countingDice(seededDice(11));
    const result = expectOk(runPreBattle(input, dice));
    expect(result.records.some((r) => r.step === "guest-star")).toBe(false);
    expect(result.guestStar).toBeUndefined();
    expect(result.teams[0]!.guestStar).toBeUndefined();
    expect(result.teams[0]!.subplotPool).toBe(result.teams[0]!.earnedSubplotDice + 1);
    expect(thrownCount(result)).toBe(dice.count());
  });
});

describe("runPreBattle: illegal input throws no die", () => {
  test.each([
    {
      label: "no teams",
      change: (i: PreBattleInput) => void (i.teams = []),
      codes: ["no-teams"],
    },
    {
      label: "a team listed twice",
      change: (i: PreBattleInput) => void i.teams.push(i.teams[0]!),
      codes: ["duplicate-team"],
    },
    {
      label: "an unknown fielded character",
      change: (i: PreBattleInput) => void i.teams[0]!.fieldedIds.push("ghost"),
      codes: ["unknown-character"],
    },
    {
      label: "a captured character fielded (Ruling R19)",
      change: (i: PreBattleInput) => void (i.teams[0]!.team.characters[0]!.state.status = "captured"),
      codes: ["character-unavailable"],
    },
    {
      label: "seven members fielded (Ruling R4)",
      change: (i: PreBattleInput) => {
        const extra = [1, 2, 3, 4].map((n) => member(`x${n}`));
        i.teams[1]!.team.characters.push(...extra);
        i.teams[1]!.fieldedIds.push(...extra.map((c) => c.id));
      },
      codes: ["too-many-members"],
    },
    {
      label: "only a vehicle fielded",
      change: (i: PreBattleInput) => {
        i.teams[1]!.team.characters.push(member("car", { kind: "vehicle" }));
        i.teams[1]!.fieldedIds = ["car"];
      },
      codes: ["no-eligible-driver"],
    },
    {
      label: "SP curse lift with a short balance (Ruling R8)",
      change: (i: PreBattleInput) => {
        i.teams[0]!.team.characters[0]!.state.curses = 2;
        i.teams[0]!.curseLiftsWithStoryPoints = ["doc", "doc"];
      },
      codes: ["insufficient-balance"],
    },
    {
      label: "magic lift by a Brawler",
      change: (i: PreBattleInput) => {
        i.teams[0]!.team.characters[0]!.state.curses = 1;
        i.teams[0]!.curseLiftByMagic = { casterId: "wild", targetId: "doc" };
      },
      codes: ["caster-cannot-lift"],
    },
    {
      label: "magic lift on a curse already lifted with SP",
      change: (i: PreBattleInput) => {
        i.teams[0]!.team.characters[1]!.state.curses = 1;
        i.teams[0]!.curseLiftsWithStoryPoints = ["wild"];
        i.teams[0]!.curseLiftByMagic = { casterId: "doc", targetId: "wild" };
      },
      codes: ["target-not-cursed"],
    },
    {
      label: "a sidekick choice that is not a sidekick",
      change: (i: PreBattleInput) => void (i.teams[0]!.sidekickChoices = { grav: "wild" }),
      codes: ["unknown-sidekick"],
    },
    {
      label: "+3D of subplot dice on the guest-star roll (L2289)",
      change: (i: PreBattleInput) => void (i.teams[0]!.guestStar = { subplotDice: 3 }),
      codes: ["subplot-dice-over-cap"],
    },
    {
      label: "a Powerhouse guest star (L2291)",
      change: (i: PreBattleInput) => void (i.teams[1]!.guestStar = { choice: { kind: "pick", archetype: "powerhouse" as "brick" } }),
      codes: ["guest-star-not-allowed"],
    },
    {
      label: "two problems on two teams",
      change: (i: PreBattleInput) => {
        i.teams[0]!.fieldedIds = [];
        i.teams[1]!.fieldedIds = ["serpent", "serpent"];
      },
      codes: ["no-fielded-characters", "duplicate-character"],
    },
  ])("$label → $codes", ({ change, codes }) => {
    const input = bookInput();
    change(input);
    const result = runPreBattle(input, scriptedDice([]));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.code)).toEqual(codes);
  });
});

describe("runPreBattle: properties over seeded dice", () => {
  test("every die rolled is recorded; pools = earned + carried; drivers are fielded", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const dice = countingDice(seededDice(seed));
        const input = bookInput();
        const result = expectOk(runPreBattle(input, dice));
        expect(thrownCount(result)).toBe(dice.count());
        result.teams.forEach((card, i) => {
          expect(card.subplotPool).toBe(card.earnedSubplotDice + card.carriedSubplotDice - (card.guestStarSubplotDice ?? 0));
          expect(input.teams[i]!.fieldedIds).toContain(card.driver!.characterId);
          expect(card.earnedSubplotDice).toBe(Math.max(0, card.subplotCheck!.check.goals - card.subplotCheck!.tn));
        });
      }),
      { numRuns: 200 },
    );
  });

  test("fixed seed: the same seed gives the same pre-battle", () => {
    const a = expectOk(runPreBattle({ ...bookInput(), scenarioId: undefined }, seededDice(2024)));
    const b = expectOk(runPreBattle({ ...bookInput(), scenarioId: undefined }, seededDice(2024)));
    expect(a).toEqual(b);
    expect(a.scenario.source).toBe("rolled");
  });
});
