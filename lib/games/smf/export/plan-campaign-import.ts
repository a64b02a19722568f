import type { RollSource } from "@/lib/generated/prisma/enums";
import type { ActivityKind } from "@/lib/activity/activity-payload";
import type { BattleResult, BattleStatus } from "@/lib/battles/battle-status";
import type { TeamAlignment } from "@/lib/schemas/team";
import {
  smfBattleDetails,
  SMF_CHARACTER_FORMAT,
  SMF_LEDGER_CURRENCY,
  type CharacterBuild,
  type CharacterCampaignState,
  type SmfBattleDetails,
  type SmfCharacterRowKind,
} from "@/lib/rules/smf";
import type { CampaignRow } from "./build-campaign-export";
import type { CampaignExport } from "./campaign-export-schema";
import { checkCampaignRosters } from "./check-campaign-rosters";
import { hasLinks, linkedStateIds, remapLinks } from "./character-links";
import type { IdSource } from "@/lib/export/new-row-id";
import type { CampaignFileReading } from "./read-campaign-file";
import { recordedCharacterIds } from "./recorded-ids";
import { IdRemap } from "./remap-ids";
import { CURRENT_RULES_EDITION } from "./rules-edition";
import {
  ADVANCEMENT_TO_ROW,
  ALIGNMENT_TO_ROW,
  BATTLE_RESULT_TO_ROW,
  BATTLE_STATUS_TO_ROW,
  CHARACTER_KIND_TO_ROW,
  LEDGER_REASON_TO_ROW,
  REPORT_CONFIRMATION_TO_ROW,
  TEAM_CONTROL_TO_ROW,
  ROLL_SOURCE_TO_ROW,
  SOCIAL_SCIENCE_TO_ROW,
} from "./stored-values";

/**
 * What importing a campaign file would write, worked out without writing: the preview a person
 * reads and, when the file has no problem, the rows (lib/games/smf/server/import/import-campaign.ts writes
 * them in one transaction).
 *
 * Every row gets a new id (new-row-id.ts) and every reference is rewritten with the same map
 * (remap-ids.ts): ledger → team, battle and reversed entry; battle teams → team; line-ups, rolls,
 * character links, team counters, the battles' rules records and activity payloads → characters,
 * teams and battles. Times are kept as the file has them. People are names only: no team, battle
 * or roll is linked to an account (ownerId, actorId … null); the service makes the importer the
 * organiser. Keys that must be unique across Longbox (ledger idempotency keys, roll request keys)
 * are made anew, in the shapes the app reads: a team's starting entry keeps its key, a reversal
 * ends in ":undo" (undo-battle.ts), anything else is "import:<new id>".
 */

export interface CampaignImportPreview {
  /** Problems with the file; when there are any, nothing can be imported. */
  fileErrors: string[];
  /**
   * Roster characters whose builds today's builder check would refuse (check-campaign-rosters.ts).
   * They are imported as they are: the campaign is rebuilt as it was played, and the app's own
   * sample characters are among them.
   */
  rosterNotes: string[];
  campaign: {
    name: string;
    exportedAt: string;
    rulesVersion: string;
    isOtherRulesVersion: boolean;
    storyPointGoal: number;
    isArchived: boolean;
    isFinished: boolean;
  } | null;
  teams: { name: string; alignment: TeamAlignment; ownerName: string; isArchived: boolean; characterCount: number; balance: number; earned: number }[];
  /** Members in the file, by name: they do not become members of the imported campaign. */
  members: { name: string; role: string }[];
  counts: {
    battles: number;
    resolvedBattles: number;
    undoneBattles: number;
    openBattles: number;
    cancelledBattles: number;
    rolls: number;
    ledgerEntries: number;
    activity: number;
  };
  canImport: boolean;
}

type Json = unknown;

export interface CampaignImportPlan {
  campaign: CampaignRow;

  teams: {
    id: string;
    campaignId: string;
    ownerId: null;
    ownerName: string;
    name: string;
    alignment: TeamAlignment;
    notes: string;
    state: Json;
    archivedAt: Date | null;
    createdAt: Date;
  }[];
  characters: {
    id: string;
    teamId: string;
    position: number;
    name: string;
    kind: SmfCharacterRowKind;
    build: CharacterBuild;
    state: CharacterCampaignState;
    formatVersion: number;
    retiredAt: Date | null;
    hasFought: boolean;
    createdAt: Date;
  }[];
  battles: {
    id: string;
    campaignId: string;
    issue: number;
    status: BattleStatus;
    details: SmfBattleDetails;
    snapshot: Json | null;
    preBattleChoices: Json | null;
    preBattle: Json | null;
    report: Json | null;
    reportedByName: string | null;
    reportedAt: Date | null;
    confirmedByName: string | null;
    confirmedAt: Date | null;
    postBattleChoices: Json;
    postBattleStep: number;
    postBattleState: Json | null;
    postBattleEvents: Json;
    applyCount: number;
    createdByName: string;
    createdAt: Date;
    resolvedAt: Date | null;
    undoneAt: Date | null;
    undoneByName: string | null;
    cancelledAt: Date | null;
  }[];
  battleTeams: { id: string; battleId: string; teamId: string; position: number; teamName: string; ownerId: null; ownerName: string; lineUp: Json; result: BattleResult | null }[];
  ledger: {
    id: string;
    teamId: string;
    campaignId: string;
    delta: number;
    currency: string;
    reason: string;
    note: string;
    battleId: string | null;
    reversesEntryId: string | null;
    actorId: null;
    actorName: string;
    idempotencyKey: string;
    createdAt: Date;
  }[];
  rolls: {
    id: string;
    campaignId: string;
    battleId: string | null;
    sequence: number;
    slot: string;
    requestKey: string;
    purpose: string;
    label: string;
    sides: number;
    faces: number[];
    source: RollSource;
    /** Always true: the faces came from the file, not from this Longbox's dice or a player here. */
    isImported: true;
    teamId: string | null;
    teamName: string | null;
    characterId: string | null;
    characterName: string | null;
    actorId: null;
    actorName: string;
    createdAt: Date;
  }[];
  activity: { campaignId: string; actorId: null; actorName: string; kind: ActivityKind; summary: string; payload: Json; createdAt: Date }[];
}

const date = (iso: string) => new Date(iso);
const nullableDate = (iso: string | null) => (iso === null ? null : new Date(iso));

const OPEN: ReadonlySet<string> = new Set(["setup", "pre-battle", "reporting", "awaiting-confirmation", "post-battle"]);

function previewOf(file: CampaignExport): CampaignImportPreview {
  const battles = file.battles;
  return {
    fileErrors: [],
    rosterNotes: checkCampaignRosters(file),
    campaign: {
      name: file.campaign.name,
      exportedAt: file.exportedAt,
      rulesVersion: file.rulesEdition.rulesVersion,
      isOtherRulesVersion: file.rulesEdition.rulesVersion !== CURRENT_RULES_EDITION.rulesVersion,
      storyPointGoal: file.campaign.settings.storyPointGoal,
      isArchived: file.campaign.archivedAt !== null,
      isFinished: file.campaign.finished !== null,
    },
    teams: file.teams.map((team) => ({
      name: team.name,
      alignment: ALIGNMENT_TO_ROW[team.alignment],
      ownerName: team.ownerName,
      isArchived: team.isArchived,
      characterCount: team.characters.length,
      balance: team.storyPoints.balance,
      earned: team.storyPoints.earned,
    })),
    members: file.members.map((member) => ({ name: member.name, role: member.role })),
    counts: {
      battles: battles.length,
      resolvedBattles: battles.filter((b) => b.status === "resolved").length,
      undoneBattles: battles.filter((b) => b.status === "undone").length,
      openBattles: battles.filter((b) => OPEN.has(b.status)).length,
      cancelledBattles: battles.filter((b) => b.status === "cancelled").length,
      rolls: file.rolls.length,
      ledgerEntries: file.storyPointLedger.length,
      activity: file.activity?.length ?? 0,
    },
    canImport: true,
  };
}

const EMPTY_COUNTS: CampaignImportPreview["counts"] = {
  battles: 0,
  resolvedBattles: 0,
  undoneBattles: 0,
  openBattles: 0,
  cancelledBattles: 0,
  rolls: 0,
  ledgerEntries: 0,
  activity: 0,
};

/** The ids a file holds, rows first in file order, then those only its records and links name. */
function idsOf(file: CampaignExport, newId: IdSource, preset?: ReadonlyMap<string, string>): IdRemap {
  const ids = new IdRemap(newId, preset);
  ids.add(file.campaign.id);
  for (const team of file.teams) ids.add(team.id);
  for (const team of file.teams) for (const character of team.characters) ids.add(character.id);
  for (const battle of file.battles) ids.add(battle.id);
  for (const entry of file.storyPointLedger) ids.add(entry.id);
  for (const roll of file.rolls) ids.add(roll.id);
  // Characters that only records and links name (deleted since): new ids too, so no old id survives.
  for (const battle of file.battles) for (const id of recordedCharacterIds(battle)) ids.add(id);
  for (const team of file.teams) {
    const { replacedSidekickIds, artifactUpkeepDeclined, wipedOutHenchmenIds } = team.counters;
    for (const id of [...replacedSidekickIds, ...artifactUpkeepDeclined, ...wipedOutHenchmenIds]) ids.add(id);
    for (const character of team.characters) {
      for (const id of linkedStateIds(character.state)) ids.add(id);
      for (const pick of character.build.powers) if (pick.choices?.rapportPartnerId !== undefined) ids.add(pick.choices.rapportPartnerId);
    }
  }
  for (const line of file.activity ?? []) {
    for (const key of ["teamId", "characterId", "battleId"]) if (typeof line.payload[key] === "string" && line.payload[key] !== "") ids.add(line.payload[key]);
    const winners = line.payload.winners;
    if (Array.isArray(winners)) for (const id of winners) if (typeof id === "string") ids.add(id);
  }
  return ids;
}

function ledgerKey(entry: CampaignExport["storyPointLedger"][number], ids: IdRemap, startingTeams: Set<string>): string {
  if (entry.reversesEntryId !== null) return `${ids.get(entry.reversesEntryId)}:undo`;
  if (entry.reason === "starting" && !startingTeams.has(entry.teamId)) {
    startingTeams.add(entry.teamId);
    return `team:${ids.get(entry.teamId)}:starting`;
  }
  return `import:${ids.get(entry.id)}`;
}

function buildPlan(file: CampaignExport, ids: IdRemap): CampaignImportPlan {
  const campaignId = ids.get(file.campaign.id);
  const { settings, finished } = file.campaign;
  const startingTeams = new Set<string>();
  return {
    campaign: {
      id: campaignId,
      name: file.campaign.name,
      storyPointGoal: settings.storyPointGoal,
      allowVehicles: settings.allowVehicles,
      allowAlternatePowerLevels: settings.allowAlternatePowerLevels,
      advancement: ADVANCEMENT_TO_ROW[settings.advancement],
      socialScienceVariant: SOCIAL_SCIENCE_TO_ROW[settings.socialScienceVariant],
      reportConfirmation: REPORT_CONFIRMATION_TO_ROW[settings.reportConfirmation],
      teamControl: TEAM_CONTROL_TO_ROW[settings.teamControl ?? "anyone"],
      appDiceOnly: settings.appDiceOnly ?? false,
      optionsLockedAt: nullableDate(file.campaign.optionsLockedAt),
      archivedAt: nullableDate(file.campaign.archivedAt),
      createdAt: date(file.campaign.createdAt),
      rollSequence: file.campaign.rollSequence,
      finishedAt: finished ? date(finished.finishedAt) : null,
      winners: finished ? finished.winners.map((w) => ({ ...w, teamId: ids.get(w.teamId) })) : null,
      finishedByBattleId: finished ? ids.nullable(finished.battleId) : null,
    },
    teams: file.teams.map((team) => ({
      id: ids.get(team.id),
      campaignId,
      ownerId: null,
      ownerName: team.ownerName,
      name: team.name,
      alignment: ALIGNMENT_TO_ROW[team.alignment],
      notes: team.notes,
      state: ids.json(team.counters),
      archivedAt: nullableDate(team.archivedAt),
      createdAt: date(team.createdAt),
    })),
    characters: file.teams.flatMap((team) =>
      team.characters.map((character) => {
        const linked = hasLinks(character.build, character.state) ? remapLinks(character.build, character.state, ids.known) : character;
        return {
          id: ids.get(character.id),
          teamId: ids.get(team.id),
          position: character.position,
          name: character.name,
          kind: CHARACTER_KIND_TO_ROW[character.kind],
          build: linked.build,
          state: linked.state,
          formatVersion: SMF_CHARACTER_FORMAT,
          retiredAt: nullableDate(character.retiredAt),
          hasFought: character.hasFought,
          createdAt: date(character.createdAt),
        };
      }),
    ),
    battles: file.battles.map((battle) => ({
      id: ids.get(battle.id),
      campaignId,
      issue: battle.issue,
      status: BATTLE_STATUS_TO_ROW[battle.status],
      details: smfBattleDetails({
        scenarioChoice: battle.scenarioChoice,
        specialEventChoice: battle.specialEventChoice,
        scenarioId: battle.scenarioId,
        specialEventId: battle.specialEventId,
      }),
      snapshot: ids.json(battle.snapshot),
      preBattleChoices: ids.json(battle.preBattleChoices ?? null),
      preBattle: ids.json(battle.preBattle ?? null),
      report: ids.json(battle.report),
      reportedByName: battle.reportedByName,
      reportedAt: nullableDate(battle.reportedAt),
      confirmedByName: battle.confirmedByName,
      confirmedAt: nullableDate(battle.confirmedAt),
      postBattleChoices: ids.json(battle.postBattleChoices ?? {}),
      postBattleStep: battle.postBattleStep,
      postBattleState: ids.json(battle.postBattleState),
      postBattleEvents: ids.json(battle.postBattleEvents),
      applyCount: battle.applyCount,
      createdByName: battle.createdByName,
      createdAt: date(battle.createdAt),
      resolvedAt: nullableDate(battle.resolvedAt),
      undoneAt: nullableDate(battle.undoneAt),
      undoneByName: battle.undoneByName,
      cancelledAt: nullableDate(battle.cancelledAt),
    })),
    battleTeams: file.battles.flatMap((battle) =>
      battle.teams.map((team) => ({
        id: ids.fresh(),
        battleId: ids.get(battle.id),
        teamId: ids.get(team.teamId),
        position: team.position,
        teamName: team.teamName,
        ownerId: null,
        ownerName: team.ownerName,
        lineUp: ids.json(team.lineUp),
        result: team.result ? BATTLE_RESULT_TO_ROW[team.result] : null,
      })),
    ),
    ledger: file.storyPointLedger.map((entry) => ({
      id: ids.get(entry.id),
      teamId: ids.get(entry.teamId),
      campaignId,
      currency: SMF_LEDGER_CURRENCY,
      delta: entry.delta,
      reason: LEDGER_REASON_TO_ROW[entry.reason],
      note: entry.note,
      battleId: ids.nullable(entry.battleId),
      reversesEntryId: ids.nullable(entry.reversesEntryId),
      actorId: null,
      actorName: entry.actorName,
      idempotencyKey: ledgerKey(entry, ids, startingTeams),
      createdAt: date(entry.createdAt),
    })),
    rolls: file.rolls.map((roll) => ({
      id: ids.get(roll.id),
      campaignId,
      battleId: ids.nullable(roll.battleId),
      sequence: roll.sequence,
      slot: roll.slot,
      requestKey: `import:${ids.get(roll.id)}`,
      purpose: roll.purpose,
      label: roll.label,
      sides: roll.sides,
      faces: roll.faces,
      source: ROLL_SOURCE_TO_ROW[roll.source],
      isImported: true,
      teamId: ids.nullable(roll.teamId),
      teamName: roll.teamName,
      characterId: ids.nullable(roll.characterId),
      characterName: roll.characterName,
      actorId: null,
      actorName: roll.actorName,
      createdAt: date(roll.createdAt),
    })),
    activity: (file.activity ?? []).map((line) => ({
      campaignId,
      actorId: null,
      actorName: line.actorName,
      kind: line.kind,
      summary: line.summary,
      payload: ids.json(line.payload),
      createdAt: date(line.createdAt),
    })),
  };
}

/**
 * The preview of a read file, and the plan when the reading found no problem. `newId` makes the
 * new ids (new-row-id.ts; tests pass a counter); `preset` the new ids of rows already written
 * (by the file's reference), which the plan keeps.
 */
export function planCampaignImport(
  reading: CampaignFileReading,
  newId: IdSource,
  preset?: ReadonlyMap<string, string>,
): { preview: CampaignImportPreview; plan: CampaignImportPlan | null } {
  if (!reading.ok) return { preview: { fileErrors: reading.errors, rosterNotes: [], campaign: null, teams: [], members: [], counts: EMPTY_COUNTS, canImport: false }, plan: null };
  return { preview: previewOf(reading.file), plan: buildPlan(reading.file, idsOf(reading.file, newId, preset)) };
}
