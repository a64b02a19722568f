import "server-only";
import { asActivityKind } from "@/lib/activity/activity-kinds";
import { withBattleResult, withBattleStatus } from "@/lib/battles/battle-status";
import { buildCampaignExport } from "@/lib/games/smf/export/build-campaign-export";
import type { CampaignExport } from "@/lib/games/smf/export/campaign-export-schema";
import { exportFileName } from "@/lib/export/export-file-name";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { superMissionForce, type SmfCampaignSettings } from "@/lib/games/smf";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readSmfBattleDetails } from "@/lib/rules/smf";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { ROLL_LOG_EXPORT_SELECT } from "@/lib/server/export/roll-log-select";
import { EXPORT_TEAM_SELECT, loadTeamSources } from "./load-team-sources";

const EXPORT_CAMPAIGN_SELECT = {
  id: true,
  name: true,
  gameSystem: true,
  settings: true,
  reportConfirmation: true,
  teamControl: true,
  appDiceOnly: true,
  optionsLockedAt: true,
  archivedAt: true,
  createdAt: true,
  rollSequence: true,
  finishedAt: true,
  winners: true,
  finishedByBattleId: true,
} as const satisfies Prisma.CampaignSelect;

/** Every battle column but the account ids (people travel by name). */
const EXPORT_BATTLE_SELECT = {
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
  postBattleEvents: true,
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
} as const satisfies Prisma.BattleSelect;

// The SMF campaign file carries each roll's stored id (its format, which the import remaps).
const EXPORT_ROLL_SELECT = { id: true, ...ROLL_LOG_EXPORT_SELECT } as const satisfies Prisma.RollSelect;

/**
 * The "longbox.campaign" file, for a member who passed authorizeCampaign(…, "campaign:view"): the
 * settings, every team (archived ones too) with its roster and counters, active members by display
 * name (their emails are read only to derive a name, as everywhere, and never written), the whole
 * ledger with its links, every battle with its stored records, the roll log and the activity
 * feed. One query per table whatever the campaign's size; ties in time are ordered by id, so two
 * exports of one campaign list rows in the same order.
 */
/** The file keeps SMF's battle details as the flat fields it always had (its format does not change with the table). */
function withDetailsFlat<T extends { details: unknown }>({ details, ...battle }: T) {
  const { scenarioChoice, specialEventChoice, scenarioId, specialEventId } = readSmfBattleDetails(details);
  return { ...battle, scenarioChoice, specialEventChoice, scenarioId, specialEventId };
}

export async function exportCampaignFile(access: CampaignAccess, exportedAt = new Date()): Promise<{ file: CampaignExport; fileName: string }> {
  const file = await loadCampaignExport(access.campaignId, exportedAt);
  return { file, fileName: exportFileName(file.campaign.name, "campaign") };
}

/** The campaign as SMF's "longbox.campaign" file, its rows named by their ids (campaign-records.ts names them by the shared file's references). */
export async function loadCampaignExport(campaignId: string, exportedAt: Date): Promise<CampaignExport> {
  const [campaign, memberships, teams, ledger, battles, rolls, activity] = await Promise.all([
    db.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: EXPORT_CAMPAIGN_SELECT }),
    db.membership.findMany({
      where: { campaignId, leftAt: null },
      orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
      select: { role: true, joinedAt: true, user: { select: { id: true, name: true } } },
    }),
    db.team.findMany({ where: { campaignId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: EXPORT_TEAM_SELECT }),
    db.storyPointEntry.findMany({
      where: { campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, teamId: true, delta: true, reason: true, note: true, battleId: true, reversesEntryId: true, actorName: true, createdAt: true },
    }),
    db.battle
      .findMany({ where: { campaignId }, orderBy: { issue: "asc" }, select: EXPORT_BATTLE_SELECT })
      .then((rows) => rows.map((row) => withDetailsFlat({ ...withBattleStatus(row), teams: row.teams.map(withBattleResult) }))),
    db.roll.findMany({ where: { campaignId }, orderBy: { sequence: "asc" }, select: EXPORT_ROLL_SELECT }),
    db.activityEvent
      .findMany({
        where: { campaignId },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { kind: true, summary: true, actorName: true, createdAt: true, payload: true },
      })
      .then((lines) => lines.map((line) => ({ ...line, kind: asActivityKind(line.kind) }))),
  ]);
  const members = memberships.map((membership) => ({ name: displayName(membership.user), role: membership.role, joinedAt: membership.joinedAt }));
  // The file keeps its fields: the system's settings (checked by its schema) fill the options it always carried.
  const { version: _version, ...options } = readCampaignSettings<SmfCampaignSettings>(superMissionForce, campaign);
  return buildCampaignExport({ campaign: { ...campaign, ...options }, members, teams: await loadTeamSources(teams), ledger, battles, rolls, activity }, exportedAt);
}
