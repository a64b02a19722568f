import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { seededDice } from "../../dice";
import type { Bump, SmfCharacter } from "../character";
import { BUMPS_PER_MILESTONE, STORY_POINTS_PER_MILESTONE } from "../data/bump-tables";
import type { InjuryOutcome } from "../data/injury-table";
import { SCENARIO_IDS, scenarioById, type D6Face } from "../data/scenarios";
import type { SmfTeamState } from "../team";
import { isBumpEligible, suggestBumpAllocation, validateBumpAllocation } from "./bump-allocation";
import { member, squad } from "../testing/fixtures";
import { injuryOutcomeOdds, rollInjury } from "./roll-injury";
import { replayPostBattle, runPostBattle } from "./run-post-battle";
import type { KnockedOutCharacter, PostBattleEvent, PostBattleInput, StoryPointSpend, TeamBattleReport } from "./types";

const TEMPLATES: Array<Parameters<typeof member>[1]> = [
  { archetype: "brick", backgrounds: ["blue-collar", "athletics"], powers: ["regen"] },
  { archetype: "mentalist", backgrounds: ["science", "journalist"] },
  { archetype: "blaster", backgrounds: ["military", "espionage"], powers: ["magic-artifact"] },
  { archetype: "sorcerer", backgrounds: ["arcane", "art"] },
  { archetype: "wildcard", backgrounds: ["medicine", "criminal"], powers: ["vampire"] },
  { archetype: "wildcard", backgrounds: ["exploration", "performance"], powers: ["immortal"] },
  { archetype: "speedster", backgrounds: ["athletics", "business"] },
  { archetype: "street-level", kind: "sidekick", backgrounds: [] },
  { kind: "henchmen", backgrounds: ["criminal"] },
];

const memberArb = fc.record({
  template: fc.nat(TEMPLATES.length - 1),
  status: fc.constantFrom("active", "active", "active", "active", "captured", "dead"),
  weirdRows: fc.subarray([1, 2, 3, 4, 5, 6] as const),
  generalRows: fc.subarray([1, 2, 3, 4] as const),
  curses: fc.nat(2),
  isWeirdActive: fc.boolean(),
  ko: fc.option(fc.record({ track: fc.constantFrom("body", "psyche", "both"), furtherHarm: fc.nat(3), isByVampire: fc.boolean(), injurer: fc.nat(3) }), { freq: 2 }),
});

const teamArb = fc.record({
  members: fc.array(memberArb, { minLength: 4, maxLength: 7 }),
  earned: fc.integer({ min: 1, max: 30 }),
  spent: fc.nat(12),
  isHeroic: fc.boolean(),
  base: fc.option(fc.nat(4)),
  achievements: fc.record({
    fragments: fc.nat(2),
    civilians: fc.nat(3),
    rift: fc.nat(2),
    hasDiplomat: fc.boolean(),
    hasArtifact: fc.boolean(),
    spaceGodGoals: fc.option(fc.nat(6)),
    hasLostBase: fc.boolean(),
  }),
  spends: fc.array(fc.constantFrom("guest-star", "curse-lift", "vehicle"), { maxLength: 3 }),
});

const battleArb = fc.record({
  teams: fc.array(teamArb, { minLength: 2, maxLength: 4 }),
  winner: fc.integer({ min: -1, max: 3 }),
  scenario: fc.constantFrom(...SCENARIO_IDS),
  eventFace: fc.integer({ min: 1, max: 6 }),
  isNonRandom: fc.boolean(),
  seed: fc.integer(),
});

type BattleSpec = typeof battleArb extends fc.Arbitrary<infer T> ? T : never;

function buildMember(teamIndex: number, index: number, spec: BattleSpec["teams"][number]["members"][number]): SmfCharacter {
  const template = TEMPLATES[spec.template]!;
  const isPlainCharacter = (template.kind ?? "character") === "character";
  const bumps: Bump[] = isPlainCharacter
    ? [...spec.weirdRows.map((row): Bump => ({ table: "weird", row, issue: 1 })), ...spec.generalRows.map((row): Bump => ({ table: "general", row, issue: 1 }))]
    : [];
  return member(`t${teamIndex}-m${index}`, {
    ...template,
    name: `T${teamIndex} M${index}`,
    state: { status: spec.status, bumps, curses: spec.curses, weirdBumpsActive: spec.isWeirdActive },
  });
}

/** Turns a generated spec into a valid post-battle input (achievements only where the scenario allows). */
function buildInput(spec: BattleSpec): PostBattleInput {
  const scenario = scenarioById(spec.scenario);
  const event = scenario.events[spec.eventFace as D6Face];
  const winner = spec.winner >= spec.teams.length ? 0 : spec.winner;
  const teams: SmfTeamState[] = spec.teams.map((t, ti) => {
    const earned = t.earned;
    return squad(
      `team-${ti}`,
      t.members.map((m, i) => buildMember(ti, i, m)),
      {
        name: `Team ${ti}`,
        alignment: t.isHeroic ? "heroes" : "villains",
        storyPoints: { earned, balance: Math.max(0, earned - t.spent) },
        milestonesReached: Math.floor(earned / STORY_POINTS_PER_MILESTONE),
        ...(t.base !== null ? { base: { wonInIssue: 1, battlesWhileHeld: t.base } } : {}),
      },
    );
  });
  let fragmentsLeft = 5;
  let isArtifactTaken = false;
  let isDiplomatTaken = false;
  const reports = teams.map((team, ti): TeamBattleReport => {
    const t = spec.teams[ti]!;
    const fielded = team.characters.filter((c) => c.state.status === "active");
    const others = teams.filter((_, j) => j !== ti);
    const knockedOut: KnockedOutCharacter[] = [];
    fielded.forEach((c, i) => {
      const ko = t.members[team.characters.indexOf(c)]!.ko;
      if (!ko) return;
      const injurer = others[ko.injurer % others.length]!;
      const vampire = injurer.characters.find((x) => x.state.status === "active" && x.build.powers.some((p) => p.power === "vampire"));
      knockedOut.push({
        characterId: c.id,
        track: ko.track,
        furtherHarm: ko.furtherHarm,
        injuredByTeamId: injurer.teamId,
        ...(ko.isByVampire && vampire && i % 2 === 0 ? { vampireId: vampire.id } : {}),
      });
    });
    const a = t.achievements;
    const report: TeamBattleReport = {
      teamId: team.teamId,
      result: winner < 0 ? "draw" : ti === winner ? "won" : "lost",
      fieldedCharacterIds: fielded.map((c) => c.id),
      knockedOut,
      hasLostBase: a.hasLostBase,
    };
    if (spec.scenario === "seek-and-find") {
      const n = Math.min(a.fragments, fragmentsLeft);
      fragmentsLeft -= n;
      report.fragmentsCarriedOff = n;
      report.fragmentCarrierIds = fielded.slice(0, n).map((c) => c.id);
    }
    if (spec.scenario === "the-fissure") report.riftClosedOrSecretsStolen = a.rift;
    if (spec.scenario === "fortress-assault" && ti === 0) report.isFortressDefender = true;
    if (event === "civilians") report.civiliansRescued = a.civilians;
    if (event === "alien-artifact" && a.hasArtifact && !isArtifactTaken && fielded[0]) {
      isArtifactTaken = true;
      report.artifactCarrierId = fielded[0].id;
    }
    if (event === "rogue-alien-diplomat" && a.hasDiplomat && !isDiplomatTaken) {
      isDiplomatTaken = true;
      report.hasDiplomat = true;
    }
    if (event === "toga-wearing-space-god" && a.spaceGodGoals !== null && fielded[1]) {
      report.spaceGodCommunions = [{ characterId: fielded[1].id, goals: a.spaceGodGoals }];
    }
    return report;
  });
  const spends: StoryPointSpend[] = spec.teams.flatMap((t, ti) =>
    t.spends.map((kind): StoryPointSpend => {
      const teamId = `team-${ti}`;
      if (kind === "curse-lift") return { kind, teamId, characterId: teams[ti]!.characters[0]!.id };
      return { kind, teamId };
    }),
  );
  return {
    report: { issue: 7, scenarioId: spec.scenario, specialEventId: event, teams: reports },
    teams,
    options: { storyPointGoal: 20, isAdvancementNonRandom: spec.isNonRandom, allowVehicles: true },
    choices: { spends, ...(spec.scenario === "fortress-assault" ? { special: { takeFortress: true } } : {}) },
  };
}

/** Independent Ruling R13 check over the bump events: per milestone, distinct members, firsts before seconds. */
function r13Violations(input: PostBattleInput, finalTeams: readonly SmfTeamState[], events: readonly PostBattleEvent[]): string[] {
  const out: string[] = [];
  for (const team of input.teams) {
    const final = finalTeams.find((t) => t.teamId === team.teamId)!;
    // Final statuses (nothing changes status after the bumps); thralls raised in Phase 1 count as members.
    const eligible = final.characters.filter(isBumpEligible);
    const counts = new Map(final.characters.map((c) => [c.id, team.characters.find((x) => x.id === c.id)?.state.bumps.length ?? 0]));
    const groups: string[][] = [];
    for (const e of events) {
      if (e.teamId !== team.teamId) continue;
      if (e.kind === "milestone") groups.push([]);
      if (e.kind === "bump") groups.at(-1)!.push(e.characterId!);
    }
    for (const group of groups) {
      if (group.length !== Math.min(BUMPS_PER_MILESTONE, eligible.length)) out.push(`${team.teamId}: ${group.length} bumps in a milestone`);
      if (new Set(group).size !== group.length) out.push(`${team.teamId}: one member twice in a milestone`);
      const lacking = eligible.filter((c) => counts.get(c.id) === 0).map((c) => c.id);
      if (group.some((id) => counts.get(id)! > 0) && lacking.some((id) => !group.includes(id))) out.push(`${team.teamId}: second before first`);
      for (const id of group) counts.set(id, counts.get(id)! + 1);
    }
  }
  return out;
}

describe("post-battle properties", () => {
  test("a whole sequence: balances never negative, earned never lower, milestones = floor(earned / 5), R13 holds, replay is exact", () => {
    fc.assert(
      fc.property(battleArb, (spec) => {
        const input = buildInput(spec);
        const result = runPostBattle(input, seededDice(spec.seed));
        if (!result.ok) throw new Error(`${result.failedStep}: ${JSON.stringify(result.problems)}`);
        for (const before of input.teams) {
          const after = result.state.teams.find((t) => t.teamId === before.teamId)!;
          expect(after.storyPoints.balance).toBeGreaterThanOrEqual(0);
          expect(after.storyPoints.earned).toBeGreaterThanOrEqual(before.storyPoints.earned);
          expect(after.milestonesReached).toBe(Math.floor(after.storyPoints.earned / STORY_POINTS_PER_MILESTONE));
        }
        for (const entry of result.ledger) {
          expect(entry.balance).toBeGreaterThanOrEqual(0);
          expect(entry.delta).not.toBe(0);
        }
        expect(r13Violations(input, result.state.teams, result.events)).toEqual([]);
        expect(replayPostBattle(input, result.events)).toEqual(result);
      }),
      { numRuns: 150 },
    );
  });

  test("Ruling R13: every suggested allocation validates and gives firsts before seconds", () => {
    fc.assert(
      fc.property(fc.array(memberArb, { minLength: 1, maxLength: 7 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), (members, milestones, isNonRandom) => {
        const team = squad(
          "t",
          members.map((m, i) => buildMember(0, i, m)),
          { storyPoints: { earned: 5 * milestones, balance: 0 } },
        );
        const picks = suggestBumpAllocation(team, milestones, isNonRandom);
        expect(validateBumpAllocation(team, picks, milestones, isNonRandom)).toEqual([]);
        const eligible = team.characters.filter(isBumpEligible);
        const per = Math.min(BUMPS_PER_MILESTONE, eligible.length);
        const counts = new Map(team.characters.map((c) => [c.id, c.state.bumps.length]));
        for (let m = 0; m < milestones; m++) {
          const group = picks.slice(m * per, (m + 1) * per).map((p) => p.characterId);
          const lacking = eligible.filter((c) => counts.get(c.id) === 0).map((c) => c.id);
          if (group.some((id) => counts.get(id)! > 0)) expect(lacking.filter((id) => !group.includes(id))).toEqual([]);
          for (const id of group) counts.set(id, counts.get(id)! + 1);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("injury odds sum to 1 and match a seeded simulation of the same roll", () => {
    fc.assert(
      fc.property(
        fc.record({
          track: fc.constantFrom("body", "psyche", "both"),
          furtherHarm: fc.nat(3),
          isVampireMelee: fc.boolean(),
          isPutDownByHero: fc.boolean(),
          hasRegen: fc.boolean(),
          hasSpectacularDeath: fc.boolean(),
          seed: fc.integer(),
        }),
        (m) => {
          const character = member("x", {
            powers: m.hasRegen ? ["regen"] : [],
            state: m.hasSpectacularDeath ? { bumps: [{ table: "weird", row: 4, issue: 1 }], weirdBumpsActive: true } : {},
          });
          const odds = injuryOutcomeOdds(character, m);
          expect(odds.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
          const dice = seededDice(m.seed);
          const n = 4000;
          const counts = new Map<InjuryOutcome, number>();
          for (let i = 0; i < n; i++) {
            const { outcome } = rollInjury(character, m, dice);
            counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
          }
          // 5 standard deviations of a proportion at p = 0.5 with n = 4000.
          for (const { outcome, probability } of odds) expect(Math.abs((counts.get(outcome) ?? 0) / n - probability)).toBeLessThan(0.04);
        },
      ),
      { numRuns: 25, seed: 7 },
    );
  });
});
