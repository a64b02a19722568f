import { seededDice, type Dice } from "@/lib/rules/dice";
import { isLineUpMember, type SmfTeamState, type TeamBattleReport } from "@/lib/rules/smf";
import { authorizeBattle, type CampaignAccess } from "@/lib/server/authz/authorize";
import type { LineUpEntry } from "@/lib/server/battles/battle-record";
import { createBattle } from "@/lib/server/battles/create-battle";
import { getBattleView } from "@/lib/server/battles/get-battle-view";
import { loadTeamStates } from "@/lib/server/battles/load-team-states";
import { lockPreBattleChoices } from "@/lib/server/battles/lock-pre-battle-choices";
import { OPEN_STATUSES } from "@/lib/server/battles/open-battles";
import { choosePostBattle } from "@/lib/server/battles/post-battle-choices";
import { confirmReport, reportBattle } from "@/lib/server/battles/report-battle";
import { throwDice } from "@/lib/server/battles/throw-dice";
import { db } from "@/lib/server/db";
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
 * Moves one battle on until it is resolved, the way the battle screens do: lock the (empty)
 * pre-battle choices, let the app roll every die with the plan's seeded dice, report the plan's
 * result, take the default post-battle choices. The reporting player makes every move.
 */
async function finishBattle(world: DemoWorld, battleId: string, plan: DemoBattlePlan, log: DemoLog) {
  const access = await battleAccess(world.players[plan.reportedBy].id, battleId);
  const dice = { "pre-battle": seededDice(plan.preBattleSeed), "post-battle": seededDice(plan.postBattleSeed) } satisfies Record<string, Dice>;
  // Far more moves than a battle takes: a battle that stops moving is a bug, not a reason to spin.
  for (let move = 0; move < 100; move++) {
    const view = await getBattleView(access, battleId);
    if (!view) throw new Error(`Battle ${battleId} is not in the demo campaign.`);
    const { progress, loaded } = view;
    const issue = loaded.row.issue;
    switch (progress.kind) {
      case "setup": {
        const locked = await lockPreBattleChoices(access, battleId, []);
        if (!locked.ok) throw demoFailure(`locking the pre-battle of issue #${issue}`, locked);
        break;
      }
      case "needs-dice": {
        const slot = view.nextRoll!.slot;
        // A key per battle and slot: a re-run after a crash between two throws cannot roll a slot twice.
        const thrown = await throwDice(access, battleId, { slot, requestKey: `demo:${battleId}:${slot}`, source: "app", rollRest: true }, dice[progress.stage.kind]);
        if (!thrown.ok) throw demoFailure(`rolling for issue #${issue}`, thrown);
        break;
      }
      case "reporting": {
        const lineUps = new Map(loaded.data.teams.map((t) => [t.teamId, t.lineUp]));
        const reported = await reportBattle(access, battleId, { teams: SIDES.map((side) => sideReport(plan, side, world.teamIds[side], lineUps.get(world.teamIds[side]) ?? [])) });
        if (!reported.ok) throw demoFailure(`reporting issue #${issue}`, reported);
        log.created({ kind: "battle-reported", issue, summary: `Reported issue #${issue}.` });
        break;
      }
      case "awaiting-confirmation": {
        // Only if someone changed how reports are confirmed: the organiser confirms.
        const confirmed = await confirmReport(await battleAccess(world.players.organiser.id, battleId), battleId, true);
        if (!confirmed.ok) throw demoFailure(`confirming issue #${issue}`, confirmed);
        break;
      }
      case "needs-decision": {
        const chosen = await choosePostBattle(access, battleId, progress.step, {});
        if (!chosen.ok) throw demoFailure(`confirming the ${progress.step} step of issue #${issue}`, chosen);
        break;
      }
      case "refused":
        throw demoFailure(`the ${progress.step} step of issue #${issue}`, { code: "refused", message: "the rules refused the step's choices", problems: progress.problems });
      case "finished":
        if (progress.status !== "RESOLVED") throw new Error(`Issue #${issue} was ${progress.status.toLowerCase()}; the demo cannot finish it.`);
        log.created({ kind: "battle-resolved", issue, summary: `Issue #${issue} is resolved.` });
        return;
    }
  }
  throw new Error(`Battle ${battleId} did not settle.`);
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
