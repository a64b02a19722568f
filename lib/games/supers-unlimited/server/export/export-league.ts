import "server-only";
import { requireTeamAlignment } from "@/lib/schemas/team";
import { exportFileName } from "@/lib/export/export-file-name";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { ROLL_LOG_EXPORT_SELECT } from "@/lib/server/export/roll-log-select";
import { buildSuLeagueFile, type SuLeagueFile } from "../../export/league-file";

/**
 * The "longbox.supers-unlimited.league" file, for a member who passed authorizeCampaign(…,
 * "campaign:view"). One query per table whatever the league's size; ties in time are ordered by
 * id, so two exports of one league list rows in the same order. Members travel as their display
 * names only.
 */
export async function exportSuLeagueFile(access: CampaignAccess, exportedAt = new Date()): Promise<{ file: SuLeagueFile; fileName: string }> {
  const { campaignId } = access;
  const [league, memberships, teams, battles, ledger, rolls, activity] = await Promise.all([
    db.campaign.findUniqueOrThrow({
      where: { id: campaignId },
      select: {
        name: true,
        settings: true,
        reportConfirmation: true,
        teamControl: true,
        appDiceOnly: true,
        optionsLockedAt: true,
        archivedAt: true,
        finishedAt: true,
        winners: true,
        finishedByBattleId: true,
        createdAt: true,
      },
    }),
    db.membership.findMany({
      where: { campaignId, leftAt: null },
      orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
      select: { role: true, user: { select: { id: true, name: true } } },
    }),
    db.team.findMany({
      where: { campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        name: true,
        alignment: true,
        ownerName: true,
        notes: true,
        state: true,
        archivedAt: true,
        createdAt: true,
        characters: {
          orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
          select: { id: true, position: true, build: true, state: true, formatVersion: true, retiredAt: true, hasFought: true, createdAt: true },
        },
      },
    }),
    db.battle.findMany({
      where: { campaignId },
      orderBy: { issue: "asc" },
      select: {
        id: true,
        issue: true,
        status: true,
        details: true,
        snapshot: true,
        preBattleChoices: true,
        preBattle: true,
        report: true,
        postBattleChoices: true,
        postBattleStep: true,
        postBattleState: true,
        applyCount: true,
        createdByName: true,
        createdAt: true,
        reportedByName: true,
        reportedAt: true,
        confirmedByName: true,
        confirmedAt: true,
        resolvedAt: true,
        undoneByName: true,
        undoneAt: true,
        cancelledAt: true,
        teams: { orderBy: { position: "asc" }, select: { teamId: true, position: true, teamName: true, ownerName: true, lineUp: true, result: true } },
      },
    }),
    db.storyPointEntry.findMany({
      where: { campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, teamId: true, currency: true, delta: true, reason: true, note: true, battleId: true, reversesEntryId: true, actorName: true, createdAt: true },
    }),
    db.roll.findMany({ where: { campaignId }, orderBy: { sequence: "asc" }, select: ROLL_LOG_EXPORT_SELECT }),
    db.activityEvent.findMany({
      where: { campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { kind: true, summary: true, actorName: true, payload: true, createdAt: true },
    }),
  ]);
  const members = memberships.map((membership) => ({ name: displayName(membership.user), role: membership.role }));
  const file = buildSuLeagueFile(
    { league, members, teams: teams.map((team) => ({ ...team, alignment: requireTeamAlignment(team.alignment) })), battles, ledger, rolls, activity },
    exportedAt,
  );
  return { file, fileName: exportFileName(league.name, "campaign") };
}
