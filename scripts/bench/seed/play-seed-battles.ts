import { seededDice } from "@/lib/rules/dice";
import { isLineUpMember, MAX_LINE_UP_WEIGHT, SCENARIO_IDS, type PostBattleChoices, type PostBattleStepId, type SmfTeamState } from "@/lib/rules/smf";
import { authorizeBattle, type CampaignAccess } from "@/lib/server/authz/authorize";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { playBattle } from "../../lib/play-battle";
import { planRandom, streamSeed, type PlanRandom, type SeedCampaignPlan } from "./seed-plan";
import { seedReport } from "./seed-report";
import { seedSpends } from "./seed-spends";
import { accessOrThrow, seedFailure, type SeededCampaign, type SeedTeam } from "./set-up-seed-campaign";

/**
 * A seeded campaign's battles, one after another (issues follow each other, and a team plays one
 * battle at a time), each through the real battle services from set-up to resolved
 * (scripts/lib/play-battle.ts). Who plays, line-ups, reports and the app's dice all come from
 * the seed, per campaign and issue.
 */

const BATTLE_STREAM = 2;
const PRE_BATTLE_DICE = 3;
const POST_BATTLE_DICE = 4;

/** Half the time the players agree the scenario; otherwise the pre-battle rolls it (L2078). */
const AGREED_SCENARIO_CHANCE = 0.5;

const TAKE_FORTRESS_CHANCE = 0.2;

/** How many teams take the table: mostly the whole campaign, sometimes three or two (Ruling R10). */
const TABLE_SIZES = [4, 4, 4, 4, 4, 3, 3, 2] as const;

export async function playSeedBattles(seed: number, plan: SeedCampaignPlan, campaign: SeededCampaign, count: number, onResolved: () => void) {
  for (let issue = 1; issue <= count; issue++) {
    const random = planRandom(streamSeed(seed, BATTLE_STREAM, plan.number, issue));
    const { teams: states } = await loadTeamStates(campaign.id);
    const table = pickTable(random, states);
    if (table.length < 2) throw new Error(`Campaign #${plan.number} has fewer than two teams able to field anyone before issue #${issue}.`);

    const reporter = campaign.teams.find((t) => t.id === table[0]!.teamId)!.owner;
    const scenario = random.chance(AGREED_SCENARIO_CHANCE) ? { scenarioChoice: random.pick(SCENARIO_IDS) } : {};
    const created = await createBattle(await accessOrThrow(reporter.id, campaign.id, "battle:create"), { teams: table, ...scenario });
    if (!created.ok) throw seedFailure(`setting up issue #${issue} of campaign #${plan.number}`, created);

    const capturedIds = states.flatMap((t) => t.characters.filter((c) => c.state.status === "captured").map((c) => c.id));
    await playBattle(await battleAccess(reporter.id, created.battleId), created.battleId, {
      dice: {
        "pre-battle": seededDice(streamSeed(seed, PRE_BATTLE_DICE, plan.number, issue)),
        "post-battle": seededDice(streamSeed(seed, POST_BATTLE_DICE, plan.number, issue)),
      },
      keyPrefix: "seed",
      report: (loaded) =>
        seedReport(random, {
          scenarioId: loaded.data.preBattle!.scenario.scenarioId,
          specialEventId: loaded.data.preBattle!.specialEvent.eventId ?? null,
          teams: loaded.data.teams,
          capturedIds,
        }),
      confirmer: () => battleAccess(confirmerOf(plan, campaign, table[1]!.teamId, reporter.id), created.battleId),
      decide: (step, loaded) => seedChoices(random, step, loaded),
      // Phase 3 spends story points of every team at the table: the organiser makes them.
      decider: (step) => battleAccess(step === "special-guest-stars" ? campaign.organiser.id : reporter.id, created.battleId),
      fail: seedFailure,
      onResolved,
      newIssue: created.issue,
    });
  }
}

/** Available members: characters and henchmen who are active and not sitting this one out (R18, R19). */
function availableIds(team: SmfTeamState): string[] {
  return team.characters.filter((c) => isLineUpMember(c) && c.state.status === "active" && !c.state.nextBattle.missesBattle).map((c) => c.id);
}

/**
 * The teams of the next battle and their line-ups: up to four of each team's available members
 * (one archetype each, so any four are legal, L238 and Ruling R4), now and then three.
 */
function pickTable(random: PlanRandom, states: readonly SmfTeamState[]) {
  const able = random.shuffle(states.filter((t) => availableIds(t).length > 0));
  const size = Math.min(able.length, random.pick(TABLE_SIZES));
  return able.slice(0, size).map((team) => ({
    teamId: team.teamId,
    fieldedIds: random.shuffle(availableIds(team)).slice(0, random.chance(0.8) ? MAX_LINE_UP_WEIGHT : MAX_LINE_UP_WEIGHT - 1),
  }));
}

/**
 * The players' decisions: the winner of a Fortress Assault now and then keeps the fortress as its
 * base (A New Fastness, L2183: +1 SP after each battle it fights), Phase 3 spends (seed-spends.ts);
 * every other step takes the defaults (suggested special checks, bump picks, upkeep paid).
 */
function seedChoices(random: PlanRandom, step: PostBattleStepId, loaded: LoadedBattle): PostBattleChoices {
  if (step === "special-guest-stars") return { spends: seedSpends(random, loaded.data.postBattleState!.teams) };
  if (step === "scenario-special" && loaded.data.report?.scenarioId === "fortress-assault") return { special: { takeFortress: random.chance(TAKE_FORTRESS_CHANCE) } };
  return {};
}

/** Who confirms a report (only campaigns that ask for it): the first opponent's owner, or the organiser. */
function confirmerOf(plan: SeedCampaignPlan, campaign: SeededCampaign, opponentTeamId: string, reporterId: string): string {
  const opponent: SeedTeam | undefined = campaign.teams.find((t) => t.id === opponentTeamId);
  if (plan.settings.reportConfirmation === "OPPONENT" && opponent && opponent.owner.id !== reporterId) return opponent.owner.id;
  return campaign.organiser.id;
}

async function battleAccess(userId: string, battleId: string): Promise<CampaignAccess> {
  const result = await authorizeBattle(userId, battleId, "battle:play");
  if (!result.ok) throw seedFailure("opening a battle", result);
  return result.access;
}
