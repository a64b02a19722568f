import type { CampaignRole, ReportConfirmation, RollSource, TeamControl } from "@/lib/generated/prisma/enums";
import type { ActivityKind } from "@/lib/activity/activity-payload";
import type { BattleResult, BattleStatus } from "@/lib/battles/battle-status";
import type { ScenarioId, SpecialEventId } from "@/lib/rules/smf";
import type { AdvancementMode, SocialScienceVariant } from "./stored-values";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import type { ExportedBattle, ExportedRoll } from "./campaign-battle-schema";
import { CAMPAIGN_EXPORT_FORMAT, CAMPAIGN_EXPORT_VERSION, type CampaignExport, type ExportedActivity } from "./campaign-export-schema";
import type { CampaignTeam } from "./campaign-team-schema";
import { exportTeam, type TeamExportSource } from "./build-team-export";
import { CURRENT_RULES_EDITION } from "./rules-edition";
import {
  ADVANCEMENT_FROM_ROW,
  BATTLE_RESULT_FROM_ROW,
  BATTLE_STATUS_FROM_ROW,
  ledgerReasonFromRow,
  REPORT_CONFIRMATION_FROM_ROW,
  TEAM_CONTROL_FROM_ROW,
  ROLE_FROM_ROW,
  ROLL_SOURCE_FROM_ROW,
  SOCIAL_SCIENCE_FROM_ROW,
} from "./stored-values";

/** A team as the server loaded it for a campaign export: the team export's source plus its campaign fields. */
export interface CampaignTeamSource extends TeamExportSource {
  /** Team.state: SMF's TeamCounters, exported as the file's `counters`. */
  state: unknown;
  roster: readonly (TeamExportSource["roster"][number] & { hasFought: boolean; createdAt: Date; retiredAt: Date | null })[];
}

export interface BattleSource {
  id: string;
  issue: number;
  status: BattleStatus;
  scenarioChoice: ScenarioId | null;
  specialEventChoice: SpecialEventId | null;
  scenarioId: ScenarioId | null;
  specialEventId: SpecialEventId | null;
  snapshot: unknown;
  preBattleChoices: unknown;
  preBattle: unknown;
  report: unknown;
  postBattleChoices: unknown;
  postBattleStep: number;
  postBattleState: unknown;
  postBattleEvents: unknown;
  applyCount: number;
  createdByName: string;
  createdAt: Date;
  reportedByName: string | null;
  reportedAt: Date | null;
  confirmedByName: string | null;
  confirmedAt: Date | null;
  resolvedAt: Date | null;
  undoneByName: string | null;
  undoneAt: Date | null;
  cancelledAt: Date | null;
  teams: readonly { teamId: string; position: number; teamName: string; ownerName: string; lineUp: unknown; result: BattleResult | null }[];
}

export interface RollRowSource {
  id: string;
  sequence: number;
  battleId: string | null;
  slot: string;
  purpose: string;
  label: string;
  sides: number;
  faces: number[];
  source: RollSource;
  teamId: string | null;
  teamName: string | null;
  characterId: string | null;
  characterName: string | null;
  actorName: string;
  createdAt: Date;
}

/** The campaign row's own fields, as exported and as an import writes them again. */
export interface CampaignRow {
  id: string;
  name: string;
  storyPointGoal: number;
  allowVehicles: boolean;
  allowAlternatePowerLevels: boolean;
  advancement: AdvancementMode;
  socialScienceVariant: SocialScienceVariant;
  reportConfirmation: ReportConfirmation;
  teamControl: TeamControl;
  appDiceOnly: boolean;
  optionsLockedAt: Date | null;
  archivedAt: Date | null;
  createdAt: Date;
  rollSequence: number;
  finishedAt: Date | null;
  winners: unknown;
  finishedByBattleId: string | null;
}

/** A campaign as the server loaded it. People come by display name: the source never holds an email or account id. */
export interface CampaignExportSource {
  campaign: CampaignRow;

  members: readonly { name: string; role: CampaignRole; joinedAt: Date }[];
  teams: readonly CampaignTeamSource[];
  ledger: readonly {
    id: string;
    teamId: string;
    delta: number;
    reason: string;
    note: string;
    battleId: string | null;
    reversesEntryId: string | null;
    actorName: string;
    createdAt: Date;
  }[];
  battles: readonly BattleSource[];
  rolls: readonly RollRowSource[];
  activity?: readonly { kind: ActivityKind; summary: string; actorName: string; createdAt: Date; payload: unknown }[];
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** The payload keys that name an account or an invite: blanked, as people travel by name only. */
const ACCOUNT_KEYS = ["userId", "inviteId"] as const;

/** An activity line's payload without account or invite ids (an import could not resolve them, and they say who someone is). */
export function exportablePayload(payload: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...(payload && typeof payload === "object" && !Array.isArray(payload) ? payload : {}) };
  for (const key of ACCOUNT_KEYS) if (key in copy) copy[key] = copy[key] === null ? null : "";
  return copy;
}

function exportCampaignTeam(source: CampaignTeamSource): CampaignTeam {
  const team = exportTeam(source);
  return {
    ...team,
    archivedAt: iso(source.archivedAt),
    counters: readCounters(source.state),
    characters: team.characters.map((character, index) => {
      const row = source.roster[index]!;
      return { ...character, hasFought: row.hasFought, createdAt: row.createdAt.toISOString(), retiredAt: iso(row.retiredAt) };
    }),
  };
}

function exportBattle(battle: BattleSource): ExportedBattle {
  return {
    id: battle.id,
    issue: battle.issue,
    status: BATTLE_STATUS_FROM_ROW[battle.status],
    scenarioChoice: battle.scenarioChoice,
    specialEventChoice: battle.specialEventChoice,
    scenarioId: battle.scenarioId,
    specialEventId: battle.specialEventId,
    teams: battle.teams.map((team) => ({
      teamId: team.teamId,
      position: team.position,
      teamName: team.teamName,
      ownerName: team.ownerName,
      lineUp: team.lineUp as ExportedBattle["teams"][number]["lineUp"],
      result: team.result ? BATTLE_RESULT_FROM_ROW[team.result] : null,
    })),
    snapshot: battle.snapshot as ExportedBattle["snapshot"],
    preBattleChoices: battle.preBattleChoices,
    preBattle: battle.preBattle,
    report: battle.report as ExportedBattle["report"],
    postBattleChoices: battle.postBattleChoices,
    postBattleStep: battle.postBattleStep,
    postBattleState: battle.postBattleState as ExportedBattle["postBattleState"],
    postBattleEvents: battle.postBattleEvents as unknown[],
    applyCount: battle.applyCount,
    createdByName: battle.createdByName,
    createdAt: battle.createdAt.toISOString(),
    reportedByName: battle.reportedByName,
    reportedAt: iso(battle.reportedAt),
    confirmedByName: battle.confirmedByName,
    confirmedAt: iso(battle.confirmedAt),
    resolvedAt: iso(battle.resolvedAt),
    undoneByName: battle.undoneByName,
    undoneAt: iso(battle.undoneAt),
    cancelledAt: iso(battle.cancelledAt),
  };
}

function exportRoll(roll: RollRowSource): ExportedRoll {
  return { ...roll, source: ROLL_SOURCE_FROM_ROW[roll.source], faces: [...roll.faces], createdAt: roll.createdAt.toISOString() };
}

function exportActivity(line: NonNullable<CampaignExportSource["activity"]>[number]): ExportedActivity {
  return { kind: line.kind, summary: line.summary, actorName: line.actorName, createdAt: line.createdAt.toISOString(), payload: exportablePayload(line.payload) };
}

/** The "longbox.campaign" file. */
export function buildCampaignExport(source: CampaignExportSource, exportedAt: Date): CampaignExport {
  const { campaign } = source;
  return {
    format: CAMPAIGN_EXPORT_FORMAT,
    formatVersion: CAMPAIGN_EXPORT_VERSION,
    rulesEdition: CURRENT_RULES_EDITION,
    exportedAt: exportedAt.toISOString(),
    campaign: {
      id: campaign.id,
      name: campaign.name,
      settings: {
        storyPointGoal: campaign.storyPointGoal,
        allowVehicles: campaign.allowVehicles,
        allowAlternatePowerLevels: campaign.allowAlternatePowerLevels,
        advancement: ADVANCEMENT_FROM_ROW[campaign.advancement],
        socialScienceVariant: SOCIAL_SCIENCE_FROM_ROW[campaign.socialScienceVariant],
        reportConfirmation: REPORT_CONFIRMATION_FROM_ROW[campaign.reportConfirmation],
        teamControl: TEAM_CONTROL_FROM_ROW[campaign.teamControl],
        appDiceOnly: campaign.appDiceOnly,
      },
      optionsLockedAt: iso(campaign.optionsLockedAt),
      archivedAt: iso(campaign.archivedAt),
      createdAt: campaign.createdAt.toISOString(),
      rollSequence: campaign.rollSequence,
      finished: campaign.finishedAt
        ? {
            finishedAt: campaign.finishedAt.toISOString(),
            winners: (campaign.winners ?? []) as NonNullable<CampaignExport["campaign"]["finished"]>["winners"],
            battleId: campaign.finishedByBattleId,
          }
        : null,
    },
    members: source.members.map((member) => ({ name: member.name, role: ROLE_FROM_ROW[member.role], joinedAt: member.joinedAt.toISOString() })),
    teams: source.teams.map(exportCampaignTeam),
    storyPointLedger: source.ledger.map((entry) => ({
      id: entry.id,
      teamId: entry.teamId,
      delta: entry.delta,
      reason: ledgerReasonFromRow(entry.reason),
      note: entry.note,
      battleId: entry.battleId,
      reversesEntryId: entry.reversesEntryId,
      actorName: entry.actorName,
      createdAt: entry.createdAt.toISOString(),
    })),
    battles: source.battles.map(exportBattle),
    rolls: source.rolls.map(exportRoll),
    ...(source.activity ? { activity: source.activity.map(exportActivity) } : {}),
  };
}
