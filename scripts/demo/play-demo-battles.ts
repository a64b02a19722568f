import { seededDice } from "@/lib/rules/dice";
import { isLineUpMember, type SmfTeamState, type TeamBattleReport } from "@/lib/rules/smf";
import { authorizeBattle, type CampaignAccess } from "@/lib/server/authz/authorize";
import type { LineUpEntry } from "@/lib/games/smf/battles/battle-record";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { OPEN_STATUSES } from "@/lib/server/battles/open-battles";
import { db } from "@/lib/server/db";
import { playBattle } from "../lib/play-battle";
import { DEMO_BATTLES, type DemoBattlePlan, type DemoPlayer, type DemoSide } from "./demo-plan";
import { demoFailure, type DemoLog } from "./demo-log";
import { accessOrThrow, type DemoUser } from "./set-up-demo-campaign";

export interface DemoWorld {
  campaignId: string;
  players: Record<DemoPlayer, DemoUser>;
  teamIds: Record<DemoSide, string>;
}

const SIDES = ["heroes", "villains"] as const satisfies readonly DemoSide[];

/**
 * Plays the planned battles the campaign has not resolved yet: an interrupted run's open battle
 * is finished first, from wherever it stopped, then the rest are set up and played. The plan of
 * the next battle is DEMO_BATTLES[number of resolved battles].
 */
export async function playDemoBattles(world: DemoWorld, log: DemoLog) {
  const battles = await db.battle.findMany({ where: { campaignId: world.campaignId }, orderBy: { issue: "asc" }, select: { id: true, status: true } });
  let resolved = battles.filter((b) => b.status === "RESOLVED").length;
  const open = battles.find((b) => (OPEN_STATUSES as readonly string[]).includes(b.status));
  if (open && resolved < DEMO_BATTLES.length) {
    await finishBattle(world, open.id, DEMO_BATTLES[resolved]!, log);
    resolved++;
  }
  for (; resolved < DEMO_BATTLES.length; resolved++) {
    const plan = DEMO_BATTLES[resolved]!;
    await finishBattle(world, await setUpBattle(world, plan, log), plan, log);
  }
}

/** Everyone who can take the table: characters and henchmen who are active and not sitting this one out (R18, R19). */
function availableIds(team: SmfTeamState): string[] {
  return team.characters.filter((c) => isLineUpMember(c) && c.state.status === "active" && !c.state.nextBattle.missesBattle).map((c) => c.id);
}

async function setUpBattle(world: DemoWorld, plan: DemoBattlePlan, log: DemoLog): Promise<string> {
  const access = await accessOrThrow(world.players[plan.reportedBy].id, world.campaignId, "battle:create");
  const { teams } = await loadTeamStates(world.campaignId);
  const created = await createBattle(access, {
    teams: SIDES.map((side) => ({ teamId: world.teamIds[side], fieldedIds: availableIds(teams.find((t) => t.teamId === world.teamIds[side])!) })),
    scenarioChoice: plan.scenario,
    specialEventChoice: plan.specialEvent,
  });
  if (!created.ok) throw demoFailure("setting up a battle", created);
  log.created({ kind: "battle-set-up", issue: created.issue, summary: `Set up issue #${created.issue}.` });
  return created.battleId;
}

async function battleAccess(userId: string, battleId: string): Promise<CampaignAccess> {
  const result = await authorizeBattle(userId, battleId, "battle:play");
  if (!result.ok) throw demoFailure("opening a battle", result);
  return result.access;
}

/**
 * Moves one battle on until it is resolved, the way the battle screens do (scripts/lib/play-battle.ts):
 * the app rolls every die with the plan's seeded dice, the plan's result is reported, the default
 * post-battle choices are taken. The reporting player makes every move; an organiser confirms a
 * report only if someone changed how reports are confirmed.
 */
async function finishBattle(world: DemoWorld, battleId: string, plan: DemoBattlePlan, log: DemoLog) {
  await playBattle(await battleAccess(world.players[plan.reportedBy].id, battleId), battleId, {
    dice: { "pre-battle": seededDice(plan.preBattleSeed), "post-battle": seededDice(plan.postBattleSeed) },
    keyPrefix: "demo",
    report: (loaded) => {
      const lineUps = new Map(loaded.data.teams.map((t) => [t.teamId, t.lineUp]));
      return { teams: SIDES.map((side) => sideReport(plan, side, world.teamIds[side], lineUps.get(world.teamIds[side]) ?? [])) };
    },
    confirmer: () => battleAccess(world.players.organiser.id, battleId),
    fail: demoFailure,
    onReported: (issue) => log.created({ kind: "battle-reported", issue, summary: `Reported issue #${issue}.` }),
    onResolved: (issue) => log.created({ kind: "battle-resolved", issue, summary: `Issue #${issue} is resolved.` }),
  });
}

/**
 * One team's part of the report, names resolved against the battle's line-up: a planned KO or
 * carrier who did not take the table (injured or captured earlier) is left out.
 */
export function sideReport(plan: DemoBattlePlan, side: DemoSide, teamId: string, lineUp: readonly LineUpEntry[]): TeamBattleReport {
  const idOf = (name: string) => lineUp.find((m) => m.name === name)?.characterId;
  const planned = plan.report[side];
  const result = plan.winner === "draw" ? "draw" : plan.winner === side ? "won" : "lost";
  const knockedOut = planned.knockedOut.flatMap(({ name, ...ko }) => {
    const characterId = idOf(name);
    return characterId ? [{ ...ko, characterId }] : [];
  });
  const carriers = (planned.fragmentCarriers ?? []).flatMap((name) => idOf(name) ?? []).slice(0, planned.achievements?.fragmentsCarriedOff ?? 0);
  const artifactCarrierId = planned.artifactCarrier ? idOf(planned.artifactCarrier) : undefined;
  return {
    teamId,
    result,
    fieldedCharacterIds: lineUp.map((m) => m.characterId),
    knockedOut,
    ...planned.achievements,
    ...(planned.fragmentCarriers ? { fragmentCarrierIds: carriers } : {}),
    ...(artifactCarrierId ? { artifactCarrierId } : {}),
  };
}
