import { FRAGMENT_COUNT, type KnockedOutCharacter, type ScenarioId, type SpecialEventId, type TeamBattleReport } from "@/lib/rules/smf";
import type { PlanRandom } from "./seed-plan";

/**
 * A plausible report for a seeded battle, drawn from the plan's random stream (pure code): one
 * winner or now and then a draw, some KOs on every side (more on the losers) so the injury table
 * gets rolled, and the scenario's and event's achievements the way tables record them.
 */

export interface ReportableBattle {
  scenarioId: ScenarioId;
  specialEventId: SpecialEventId | null;
  /** The battle's teams in order, with their line-ups (Battle.teams[].lineUp). */
  teams: ReadonlyArray<{ teamId: string; lineUp: ReadonlyArray<{ characterId: string }> }>;
  /** Captured characters of the campaign (Ruling R19): some are rescued in this battle. */
  capturedIds: readonly string[];
}

export interface SeedReport {
  teams: TeamBattleReport[];
  releasedCharacterIds?: string[];
}

const DRAW_CHANCE = 0.1;
const KO_CHANCE = { won: 0.09, lost: 0.16, draw: 0.12 } as const;
const RESCUE_CHANCE = 0.4;

export function seedReport(random: PlanRandom, battle: ReportableBattle): SeedReport {
  const isDraw = random.chance(DRAW_CHANCE);
  const winner = random.int(battle.teams.length);
  const foesOf = (teamId: string) => battle.teams.filter((t) => t.teamId !== teamId).map((t) => t.teamId);

  const teams = battle.teams.map(({ teamId, lineUp }, index): TeamBattleReport => {
    const result = isDraw ? "draw" : index === winner ? "won" : "lost";
    const fielded = lineUp.map((m) => m.characterId);
    const knockedOut = fielded.filter(() => random.chance(KO_CHANCE[result])).map((characterId): KnockedOutCharacter => ({
      characterId,
      track: random.pick(["body", "body", "body", "psyche", "psyche", "both"] as const),
      furtherHarm: random.pick([0, 0, 0, 0, 0, 1, 1, 2]),
      injuredByTeamId: random.pick(foesOf(teamId)),
    }));
    return { teamId, result, fieldedCharacterIds: fielded, knockedOut };
  });

  addScenarioAchievements(random, battle.scenarioId, teams);
  addEventAchievements(random, battle.specialEventId, teams);
  const released = battle.capturedIds.filter(() => random.chance(RESCUE_CHANCE));
  return { teams, ...(released.length > 0 ? { releasedCharacterIds: released } : {}) };
}

function addScenarioAchievements(random: PlanRandom, scenario: ScenarioId, teams: TeamBattleReport[]) {
  switch (scenario) {
    case "seek-and-find": {
      let left = FRAGMENT_COUNT;
      for (const team of random.shuffle(teams)) {
        const carried = Math.min(left, random.int(3));
        left -= carried;
        team.fragmentsCarriedOff = carried;
        team.fragmentCarrierIds = random.shuffle(team.fieldedCharacterIds).slice(0, carried);
      }
      return;
    }
    case "the-fissure":
      for (const team of teams) team.riftClosedOrSecretsStolen = random.chance(0.8) ? 1 + random.int(2) : 0;
      return;
    case "fortress-assault":
      random.pick(teams).isFortressDefender = true;
      return;
    default:
      return;
  }
}

function addEventAchievements(random: PlanRandom, event: SpecialEventId | null, teams: TeamBattleReport[]) {
  switch (event) {
    case "alien-artifact": {
      if (!random.chance(0.9)) return;
      const holder = random.pick(teams);
      holder.artifactCarrierId = random.pick(holder.fieldedCharacterIds);
      return;
    }
    case "civilians":
      for (const team of teams) team.civiliansRescued = random.chance(0.8) ? 1 + random.int(2) : 0;
      return;
    case "rogue-alien-diplomat":
      if (random.chance(0.9)) random.pick(teams).hasDiplomat = true;
      return;
    case "toga-wearing-space-god":
      for (const team of teams) {
        if (random.chance(0.7)) team.spaceGodCommunions = [{ characterId: random.pick(team.fieldedCharacterIds), goals: random.int(5) }];
      }
      return;
    default:
      return;
  }
}
