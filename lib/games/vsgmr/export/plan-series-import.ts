import type { IdSource } from "@/lib/export/new-row-id";
import { defeatedEntryKey } from "../battles/battle-result";
import { SOLO_ENEMY, type VsgmrBattleDetails } from "../battles/battle-details";
import { VSGMR_FIGURE_FORMAT_VERSION, VSGMR_FIGURE_KIND } from "../force-form";
import type { SeriesBattle, VsgmrSeriesFile } from "./series-file-schema";

type SetUpFigure = NonNullable<SeriesBattle["forces"][number]["setUp"]>[number];

/** What an import would bring, for the preview: names and counts, nothing of the database. */
export interface SeriesImportSummary {
  name: string;
  forces: Array<{ name: string; owner: string; figures: number; isArchived: boolean }>;
  battles: number;
  soloBattles: number;
  resolvedBattles: number;
  ledgerEntries: number;
  rolls: number;
}

/**
 * The rows a checked series file becomes, every id new and every reference rewritten, ready to be
 * written in one transaction. People are names only: forces, battle sides and actors point at no
 * account (the importer, as the new series' organiser, manages them all).
 */
export interface SeriesImportPlan {
  campaign: {
    id: string;
    name: string;
    settings: VsgmrSeriesFile["series"]["settings"];
    teamControl: "ANYONE" | "OWNERS";
    appDiceOnly: boolean;
    reportConfirmation: "NONE" | "OPPONENT" | "ORGANISER";
    optionsLockedAt: Date | null;
    rollSequence: number;
  };
  teams: Array<{
    id: string;
    campaignId: string;
    ownerId: null;
    ownerName: string;
    name: string;
    alignment: "HEROES" | "VILLAINS";
    notes: string;
    archivedAt: Date | null;
    createdAt: Date;
  }>;
  characters: Array<{
    id: string;
    teamId: string;
    position: number;
    name: string;
    kind: string;
    build: unknown;
    state: Record<string, never>;
    formatVersion: number;
    retiredAt: Date | null;
    hasFought: boolean;
  }>;
  battles: Array<{
    id: string;
    campaignId: string;
    issue: number;
    status: "REPORTING" | "RESOLVED" | "UNDONE" | "CANCELLED";
    details: VsgmrBattleDetails;
    createdById: null;
    createdByName: string;
    createdAt: Date;
    resolvedAt: Date | null;
    undoneAt: Date | null;
    undoneByName: string | null;
    cancelledAt: Date | null;
  }>;
  battleTeams: Array<{
    id: string;
    battleId: string;
    teamId: string;
    position: number;
    teamName: string;
    ownerId: null;
    ownerName: string;
    lineUp: never[];
    result: "WON" | "LOST" | "DRAW" | null;
  }>;
  ledger: Array<{
    id: string;
    teamId: string;
    campaignId: string;
    currency: string;
    delta: number;
    reason: string;
    note: string;
    battleId: string | null;
    reversesEntryId: string | null;
    actorId: null;
    actorName: string;
    idempotencyKey: string;
    createdAt: Date;
  }>;
  rolls: Array<{
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
    source: "APP" | "PHYSICAL";
    isImported: true;
    teamId: string | null;
    teamName: string | null;
    actorId: null;
    actorName: string;
    createdAt: Date;
  }>;
}

export function summarizeSeriesFile(file: VsgmrSeriesFile): SeriesImportSummary {
  return {
    name: file.series.name,
    forces: file.forces.map((force) => ({ name: force.name, owner: force.owner, figures: force.figures.filter((f) => !f.isRetired).length, isArchived: force.isArchived })),
    battles: file.battles.length,
    soloBattles: file.battles.filter((b) => b.solo).length,
    resolvedBattles: file.battles.filter((b) => b.status === "RESOLVED").length,
    ledgerEntries: file.ledger.length,
    rolls: file.rolls.length,
  };
}

const date = (iso: string) => new Date(iso);
const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The rows of a file readSeriesFile accepted (its references are known to lead somewhere). */
export function planSeriesImport(file: VsgmrSeriesFile, newId: IdSource): SeriesImportPlan {
  const campaignId = newId();
  const teamIds = new Map<string, string>();
  const figureIds = new Map<string, string>();
  const teams: SeriesImportPlan["teams"] = [];
  const characters: SeriesImportPlan["characters"] = [];
  for (const force of file.forces) {
    const teamId = newId();
    teamIds.set(force.ref, teamId);
    teams.push({
      id: teamId,
      campaignId,
      ownerId: null,
      ownerName: force.owner,
      name: force.name,
      alignment: force.alignment,
      notes: force.notes,
      archivedAt: force.isArchived ? date(file.exportedAt) : null,
      createdAt: date(force.createdAt),
    });
    force.figures.forEach((entry, position) => {
      const id = newId();
      figureIds.set(entry.ref, id);
      characters.push({
        id,
        teamId,
        position,
        name: entry.figure.name,
        kind: VSGMR_FIGURE_KIND,
        build: entry.figure,
        state: {},
        formatVersion: VSGMR_FIGURE_FORMAT_VERSION,
        retiredAt: entry.isRetired ? date(file.exportedAt) : null,
        hasFought: entry.hasFought,
      });
    });
  }
  const team = (ref: string) => teamIds.get(ref)!;

  const battleIds = new Map<string, string>();
  const battles: SeriesImportPlan["battles"] = [];
  const battleTeams: SeriesImportPlan["battleTeams"] = [];
  for (const battle of file.battles) {
    const id = newId();
    battleIds.set(battle.ref, id);
    const roles: VsgmrBattleDetails["roles"] = {};
    const forceHalves: VsgmrBattleDetails["forceHalves"] = {};
    for (const side of battle.forces) {
      if (side.role) roles[team(side.force)] = side.role as VsgmrBattleDetails["roles"][string];
      forceHalves[team(side.force)] = side.forceHalves;
    }
    if (battle.solo) {
      if (battle.solo.role) roles[SOLO_ENEMY] = battle.solo.role as VsgmrBattleDetails["roles"][string];
      forceHalves[SOLO_ENEMY] = battle.solo.forceHalves;
    }
    const recruit = battle.result?.recruit;
    // The set-up the battle plays (Ruling VS-R26): a figure gone from its force since gets an id of its own.
    const goneIds = new Map<string, string>();
    const figureId = (entry: SetUpFigure) => {
      if (!entry.isGone) return figureIds.get(entry.figure)!;
      const gone = goneIds.get(entry.figure) ?? newId();
      goneIds.set(entry.figure, gone);
      return gone;
    };
    const setUp = battle.forces.every((side) => side.setUp !== undefined)
      ? Object.fromEntries(battle.forces.map((side) => [team(side.force), side.setUp!.map((entry) => ({ id: figureId(entry), build: entry.build }))]))
      : undefined;
    const details: VsgmrBattleDetails = {
      v: 1,
      scenarioId: battle.scenarioId,
      roles,
      forceHalves,
      ...(setUp ? { forces: setUp } : {}),
      solo: battle.solo
        ? {
            enemyName: battle.solo.enemyName,
            sampleArmyId: battle.solo.sampleArmyId,
            figures: battle.solo.figures,
            turns: battle.solo.turns as unknown as NonNullable<VsgmrBattleDetails["solo"]>["turns"],
            outflankedArrived: battle.solo.outflankedArrived,
          }
        : null,
      result: battle.result
        ? {
            endCondition: battle.result.endCondition,
            // A figure that is gone keeps an id that leads nowhere, as after an undo.
            recruit: recruit ? { teamId: team(recruit.force), characterId: recruit.figure ? figureIds.get(recruit.figure)! : newId(), name: recruit.name } : null,
          }
        : null,
    };
    battles.push({
      id,
      campaignId,
      issue: battle.issue,
      status: battle.status,
      details,
      createdById: null,
      createdByName: battle.createdBy,
      createdAt: date(battle.createdAt),
      resolvedAt: dateOrNull(battle.resolvedAt),
      undoneAt: dateOrNull(battle.undoneAt),
      undoneByName: battle.undoneBy,
      cancelledAt: dateOrNull(battle.cancelledAt),
    });
    battle.forces.forEach((side, position) =>
      battleTeams.push({
        id: newId(),
        battleId: id,
        teamId: team(side.force),
        position,
        teamName: side.name,
        ownerId: null,
        ownerName: side.owner,
        lineUp: [],
        result: side.result,
      }),
    );
  }

  const entryIds = new Map<string, string>();
  const ledger: SeriesImportPlan["ledger"] = file.ledger.map((entry) => {
    const id = newId();
    entryIds.set(entry.ref, id);
    const teamId = team(entry.force);
    const battleId = entry.battle ? battleIds.get(entry.battle)! : null;
    const reversesEntryId = entry.reverses ? entryIds.get(entry.reverses)! : null;
    // The keys the services would have written, so a retried write after the import still finds them.
    const idempotencyKey = reversesEntryId
      ? `${reversesEntryId}:undo`
      : battleId && entry.reason === "FIGURES_DEFEATED"
        ? defeatedEntryKey(battleId, teamId)
        : `vsgmr:imported:${id}`;
    return {
      id,
      teamId,
      campaignId,
      currency: entry.currency,
      delta: entry.delta,
      reason: entry.reason,
      note: entry.note,
      battleId,
      reversesEntryId,
      actorId: null,
      actorName: entry.actor,
      idempotencyKey,
      createdAt: date(entry.createdAt),
    };
  });

  const rolls: SeriesImportPlan["rolls"] = file.rolls.map((roll) => {
    const id = newId();
    return {
      id,
      campaignId,
      battleId: roll.battle ? battleIds.get(roll.battle)! : null,
      sequence: roll.sequence,
      slot: roll.slot,
      requestKey: `imported:${id}`,
      purpose: roll.purpose,
      label: roll.label,
      sides: roll.sides,
      faces: roll.faces,
      source: roll.source,
      isImported: true,
      teamId: roll.force ? team(roll.force) : null,
      teamName: roll.forceName,
      actorId: null,
      actorName: roll.actor,
      createdAt: date(roll.createdAt),
    };
  });

  return {
    campaign: {
      id: campaignId,
      name: file.series.name,
      settings: file.series.settings,
      teamControl: file.series.teamControl,
      appDiceOnly: file.series.appDiceOnly,
      reportConfirmation: file.series.reportConfirmation,
      optionsLockedAt: dateOrNull(file.series.optionsLockedAt),
      rollSequence: file.rolls.reduce((max, roll) => Math.max(max, roll.sequence), 0),
    },
    teams,
    characters,
    battles,
    battleTeams,
    ledger,
    rolls,
  };
}

/**
 * The new ids of a battle's set-up figures (the plan's details), by the file's references, gone
 * figures' included: its tracker taps name them. The plan keeps the file's order.
 */
export function setUpFigureIds(battle: SeriesBattle, details: VsgmrBattleDetails, teamOf: (forceRef: string) => string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const side of battle.forces) {
    const planned = details.forces?.[teamOf(side.force)] ?? [];
    side.setUp?.forEach((entry, index) => {
      const figure = planned[index];
      if (figure) ids.set(entry.figure, figure.id);
    });
  }
  return ids;
}
