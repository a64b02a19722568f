import "server-only";
import type { RollOdds } from "@/lib/rules/roll-odds";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { battleGuestStars } from "@/lib/games/smf/battles/battle-record";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { decidingTeamIds, recordedFaces } from "./advance-battle";
import type { BattleProgress, RecordedFaces } from "@/lib/games/smf/battles/battle-progress";
import { advanceBattle } from "./advance-battle";
import { slotFor, stageSlotPrefix, stageThrowOdds, type BattleStage } from "@/lib/games/smf/battles/battle-stages";
import { loadBattle } from "./load-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { mayConfirm } from "./report-battle";
import { requestNames } from "./throw-dice";
import { requestLabel } from "@/lib/games/smf/battles/roll-labels";
import { battleTeamOwners, firstForeignTeam, mayActForTeam, requestTeamId } from "./team-control";
import type { BattleTable, BattleTeamOwner, BattleView, NextRoll } from "@/lib/games/smf/views/battle-view";
import { loadTrackedEntries } from "./track-battle";
import { cancelPermission, undoRefusal } from "./undo-battle";
import { battleTally, explainThrows } from "@/lib/games/smf/battles/explain-throws";

/**
 * Everything a battle page shows, read without writing: where the battle stands (computed the
 * same way the services move it), the next roll with its label and odds, the rolls so far.
 */
export async function getBattleView(access: CampaignAccess, battleId: string): Promise<BattleView | null> {
  return db.$transaction(async (tx) => {
    const loaded = await loadBattle(battleId, tx);
    if (!loaded || loaded.row.campaignId !== access.campaignId) return null;
    const rolls = await tx.roll.findMany({
      where: { battleId },
      orderBy: { sequence: "asc" },
      select: { id: true, sequence: true, slot: true, requestKey: true, label: true, faces: true, source: true, actorName: true, teamName: true, createdAt: true },
    });
    const recorded = recordedFaces(rolls);
    // advanceBattle only writes when a stage can complete, which every write path already did;
    // on a freshly loaded battle it just answers "what next" (the stored steps are not run again).
    const progress = await advanceBattle(tx, structuredClone(loaded), recorded, access);
    const explained = explainThrows(loaded, rolls, recorded);
    const isReported = loaded.data.report !== null && loaded.row.status !== "CANCELLED";
    const isOwner = loaded.row.teams.some((t) => t.ownerId === access.userId);
    const table = await tableFor(tx, access, loaded, progress);
    // The same two permissions cancelBattle checks, on the same rolls, so the button is offered only when it will be accepted.
    const mayCancelBeforeDice = can(access.role, "battle:cancel", { isOwner });
    const mayCancel = mayCancelBeforeDice && can(access.role, cancelPermission(rolls.length), { isOwner });
    const mayUndo = can(access.role, "battle:undo");
    const status = loaded.row.status;
    const guestStars = await guestStarsFor(tx, loaded);
    const undoBlock = mayUndo && (status === "RESOLVED" || status === "UNDONE") ? await undoRefusal(tx, loaded, status === "RESOLVED" ? "undo" : "redo") : null;
    return {
      loaded,
      progress,
      ...(progress.kind === "needs-dice" ? { nextRoll: nextRoll(access, loaded, progress, table.owners, recorded) } : {}),
      events: explained.events,
      ...(explained.lastThrow ? { lastThrow: explained.lastThrow } : {}),
      ...(isReported ? { tally: battleTally(loaded, explained.events) } : {}),
      rolls,
      guestStars,
      may: {
        play: can(access.role, "battle:play", { isOwner }),
        confirm: loaded.row.status === "AWAITING_CONFIRMATION" && mayConfirm(access, loaded),
        cancel: mayCancel,
        undo: mayUndo && !undoBlock,
      },
      ...(undoBlock ? { undoNote: undoBlock.message } : {}),
      ...(undoBlock?.blockers?.length ? { undoBlockers: undoBlock.blockers } : {}),
      ...(status === "REPORTING" ? { tracked: await loadTrackedEntries(battleId, tx) } : {}),
      table: table.view,
      ...(mayCancelBeforeDice && !mayCancel ? { cancelNote: "Dice have been thrown in this battle, so only an organiser or co-organiser can cancel it now." } : {}),
    };
  }, BATTLE_TRANSACTION);
}

/** Before the lock a team's booked guest stars are still on it (one query); after, the snapshot says what was used. */
async function guestStarsFor(tx: Prisma.TransactionClient, loaded: LoadedBattle): Promise<Record<string, number>> {
  const teamIds = loaded.data.teams.map((t) => t.teamId);
  if (loaded.row.status === "CANCELLED") return {};
  if (loaded.row.status !== "SETUP") return battleGuestStars(loaded.data.snapshot, teamIds);
  const teams = await tx.team.findMany({ where: { id: { in: teamIds } }, select: { id: true, state: true } });
  return battleGuestStars({ counters: Object.fromEntries(teams.map((t) => [t.id, readCounters(t.state)])) }, teamIds);
}

/** The same checks the services make (team-control.ts), read for the page so it offers only what will be accepted. */
async function tableFor(tx: Prisma.TransactionClient, access: CampaignAccess, loaded: LoadedBattle, progress: BattleProgress) {
  const isTeamControlled = loaded.row.campaign.teamControl === "OWNERS";
  const owners = isTeamControlled
    ? await battleTeamOwners(
        tx,
        loaded,
        (loaded.data.snapshot?.teams ?? []).map((t) => t.teamId),
      )
    : [];
  const battleTeamIds = loaded.data.teams.map((t) => t.teamId);
  const saved = loaded.row.status === "SETUP" && isTeamControlled ? (loaded.data.preBattleChoices ?? []).map((c) => c.teamId) : [];
  const isDeciding = progress.kind === "needs-decision" || progress.kind === "refused";
  const decisionWaitingFor = isDeciding ? firstForeignTeam(access, loaded, owners, decidingTeamIds(loaded, progress.step)) : undefined;
  const actForTeamIds = battleTeamIds.filter((teamId) =>
    mayActForTeam(
      access,
      loaded,
      owners.find((t) => t.teamId === teamId),
    ),
  );
  const isOwnTeam = (teamId: string) => owners.some((t) => t.teamId === teamId && t.ownerId === access.userId);
  const view: BattleTable = {
    isTeamControlled,
    isAppDiceOnly: loaded.row.campaign.appDiceOnly,
    actForTeamIds,
    choiceTeamIds: actForTeamIds.filter((teamId) => !saved.includes(teamId) || isOwnTeam(teamId)),
    choicesSavedTeamIds: saved,
    choicesMissing: isTeamControlled ? owners.filter((t) => battleTeamIds.includes(t.teamId) && !saved.includes(t.teamId)) : [],
    ...(decisionWaitingFor ? { decisionWaitingFor } : {}),
  };
  return { owners, view };
}

function nextRoll(
  access: CampaignAccess,
  loaded: LoadedBattle,
  progress: Extract<BattleProgress, { kind: "needs-dice" }>,
  owners: BattleTeamOwner[],
  recorded: RecordedFaces,
): NextRoll {
  const { request, stage } = progress;
  const names = requestNames(loaded, request);
  const teamId = requestTeamId(loaded, request);
  const team = teamId ? owners.find((t) => t.teamId === teamId) : undefined;
  const roll: NextRoll = { slot: slotFor(stage, request.index), request, label: requestLabel(request, names), ...names };
  if (!mayActForTeam(access, loaded, team)) roll.waitingFor = team!;
  const odds = oddsFor(loaded, stage, recorded.get(stageSlotPrefix(stage)) ?? []);
  if (odds) roll.odds = odds;
  return roll;
}

/** Odds only inform: a failure to work them out is logged and the roll is offered without them. */
function oddsFor(loaded: LoadedBattle, stage: BattleStage, faces: readonly number[]): RollOdds | undefined {
  try {
    return stageThrowOdds(loaded.data, stage, faces);
  } catch (error) {
    console.error("[battle odds]", loaded.row.id, error);
    return undefined;
  }
}
