import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { initialPostBattleState, problemText, validatePostBattleInput, type BattleReport, type TeamBattleReport } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { advanceBattle, loadRecordedFaces } from "./advance-battle";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { postBattleInput } from "@/lib/games/smf/battles/battle-stages";
import type { BattleProblem } from "./create-battle";
import { lockBattle, toJson } from "./load-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { superMissionForce } from "@/lib/games/smf";

export interface ReportBattleInput {
  teams: TeamBattleReport[];
  releasedCharacterIds?: string[];
}

export type ReportBattleResult = { ok: true; progress: BattleProgress } | (ServiceFailure<"wrong-stage" | "illegal-report" | "not-allowed"> & { problems?: BattleProblem[] });

const RESULT_ROW = { won: "WON", lost: "LOST", draw: "DRAW" } as const;

/**
 * The battle's report: result, KOs and achievements per team. The rules check it whole (one
 * winner, KO'ed characters were fielded, the scenario's achievements fit…); a refusal saves
 * nothing. If the campaign asks for it, the report waits for confirmation; otherwise the
 * post-battle sequence starts at once.
 */
export async function reportBattle(access: CampaignAccess, battleId: string, input: ReportBattleInput): Promise<ReportBattleResult> {
  return db.$transaction(async (tx) => {
    const loaded = await lockBattle(tx, battleId);
    if (loaded.row.status !== "REPORTING") return { ok: false, code: "wrong-stage", message: wrongStageMessage(loaded, "report") };
    const data = loaded.data;
    const report: BattleReport = {
      issue: loaded.row.issue,
      scenarioId: data.preBattle!.scenario.scenarioId,
      specialEventId: data.preBattle!.specialEvent.eventId,
      teams: input.teams,
      ...(input.releasedCharacterIds?.length ? { releasedCharacterIds: input.releasedCharacterIds } : {}),
    };
    const battleTeamIds = data.teams.map((t) => t.teamId).sort();
    if (JSON.stringify(input.teams.map((t) => t.teamId).sort()) !== JSON.stringify(battleTeamIds)) {
      return { ok: false, code: "illegal-report", message: "The report must cover every team of the battle, once." };
    }
    const problems = validatePostBattleInput(postBattleInput(data, report));
    if (problems.length > 0) {
      return {
        ok: false,
        code: "illegal-report",
        message: "The report breaks a rule, so nothing was saved.",
        problems: problems.map((p) => ({ ...(p.teamId ? { teamId: p.teamId } : {}), message: problemText(p) })),
      };
    }

    const needsConfirmation = loaded.row.campaign.reportConfirmation !== "NONE";
    for (const team of input.teams) {
      await tx.battleTeam.update({ where: { battleId_teamId: { battleId, teamId: team.teamId } }, data: { result: RESULT_ROW[team.result] } });
    }
    await tx.battle.update({
      where: { id: battleId },
      data: {
        report: toJson(report),
        reportedById: access.userId,
        reportedByName: access.actorName,
        reportedAt: new Date(),
        status: needsConfirmation ? "AWAITING_CONFIRMATION" : "POST_BATTLE",
        ...(needsConfirmation ? {} : { postBattleState: toJson(initialPostBattleState(postBattleInput(data, report))) }),
      },
    });
    await recordActivity(tx, {
      campaignId: loaded.row.campaignId,
      actor: access,
      kind: "BATTLE_REPORTED",
      summary: `${access.actorName} reported issue #${loaded.row.issue}${needsConfirmation ? "; it waits for confirmation" : ""}.`,
      payload: { v: 1, battleId, issue: loaded.row.issue },
    });
    const reloaded = await lockBattle(tx, battleId);
    const progress = await advanceBattle(tx, reloaded, await loadRecordedFaces(tx, battleId), access);
    await battleChanged(tx, superMissionForce, battleId, access, needsConfirmation ? "reported the battle; the report waits for confirmation" : "reported the battle");
    return { ok: true, progress };
  }, BATTLE_TRANSACTION);
}

export type ConfirmReportResult = { ok: true; progress: BattleProgress } | ServiceFailure<"wrong-stage" | "not-allowed">;

/**
 * Confirms (or sends back) a report that waits for it. Campaign.reportConfirmation OPPONENT: an
 * organiser, or the owner of a team in the battle who did not report it; ORGANISER: an organiser.
 */
export async function confirmReport(access: CampaignAccess, battleId: string, isConfirmed: boolean): Promise<ConfirmReportResult> {
  return db.$transaction(async (tx) => {
    const loaded = await lockBattle(tx, battleId);
    if (loaded.row.status !== "AWAITING_CONFIRMATION") return { ok: false, code: "wrong-stage", message: wrongStageMessage(loaded, "confirm") };
    if (!mayConfirm(access, loaded)) return { ok: false, code: "not-allowed", message: confirmerMessage(loaded) };
    const data = loaded.data;
    await tx.battle.update({
      where: { id: battleId },
      data: isConfirmed
        ? {
            status: "POST_BATTLE",
            confirmedById: access.userId,
            confirmedByName: access.actorName,
            confirmedAt: new Date(),
            postBattleState: toJson(initialPostBattleState(postBattleInput(data))),
          }
        : { status: "REPORTING", report: Prisma.DbNull, reportedById: null, reportedByName: null, reportedAt: null },
    });
    if (!isConfirmed) await tx.battleTeam.updateMany({ where: { battleId }, data: { result: null } });
    await recordActivity(tx, {
      campaignId: loaded.row.campaignId,
      actor: access,
      kind: "BATTLE_CONFIRMED",
      summary: isConfirmed
        ? `${access.actorName} confirmed the report of issue #${loaded.row.issue}.`
        : `${access.actorName} sent the report of issue #${loaded.row.issue} back to be corrected.`,
      payload: { v: 1, battleId, issue: loaded.row.issue, isConfirmed },
    });
    const reloaded = await lockBattle(tx, battleId);
    const progress = await advanceBattle(tx, reloaded, await loadRecordedFaces(tx, battleId), access);
    await battleChanged(tx, superMissionForce, battleId, access, isConfirmed ? "confirmed the report" : "sent the report back to be corrected");
    return { ok: true, progress };
  }, BATTLE_TRANSACTION);
}

export function mayConfirm(access: CampaignAccess, loaded: LoadedBattle): boolean {
  if (can(access.role, "battle:undo")) return true; // organisers and co-organisers
  if (loaded.row.campaign.reportConfirmation !== "OPPONENT") return false;
  if (!can(access.role, "battle:confirm", { isOwner: true })) return false;
  const ownsTeam = loaded.row.teams.some((t) => t.ownerId === access.userId);
  return ownsTeam && loaded.row.reportedById !== access.userId;
}

function confirmerMessage(loaded: LoadedBattle): string {
  return loaded.row.campaign.reportConfirmation === "OPPONENT"
    ? "The report waits for a player of another team in the battle, or an organiser, to confirm it."
    : "The report waits for an organiser to confirm it.";
}

export function wrongStageMessage(loaded: LoadedBattle, action: string): string {
  const where: Record<string, string> = {
    SETUP: "the pre-battle choices are not locked yet",
    PRE_BATTLE: "the pre-battle dice are still being rolled",
    REPORTING: "it has not been reported yet",
    AWAITING_CONFIRMATION: "its report waits for confirmation",
    POST_BATTLE: "its post-battle sequence is under way",
    RESOLVED: "it is already resolved",
    UNDONE: "it was undone",
    CANCELLED: "it was cancelled",
  };
  return `Issue #${loaded.row.issue} cannot ${action} now: ${where[loaded.row.status]}.`;
}
