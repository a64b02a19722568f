import type { VsgmrFigure } from "@/lib/rules/vsgmr";
import { vsgmr, VSGMR_CAMPAIGN_EXPORT_FORMAT } from "../index";
import { SOLO_ENEMY, readVsgmrDetails } from "../battles/battle-details";
import type { VsgmrSeriesSettings } from "../campaign-settings";
import { VSGMR_SERIES_FILE_VERSION, type SeriesBattle, type SeriesForce, type SeriesLedgerEntry, type SeriesRoll, type VsgmrSeriesFile } from "./series-file-schema";

/** A series as the database holds it: what the writer needs of each row, ids included. */
export interface SeriesSource {
  campaign: {
    name: string;
    settings: VsgmrSeriesSettings;
    teamControl: "ANYONE" | "OWNERS";
    appDiceOnly: boolean;
    reportConfirmation: "NONE" | "OPPONENT" | "ORGANISER";
    optionsLockedAt: Date | null;
    createdAt: Date;
  };
  teams: ReadonlyArray<{
    id: string;
    name: string;
    ownerName: string;
    alignment: "HEROES" | "VILLAINS";
    notes: string;
    archivedAt: Date | null;
    createdAt: Date;
    characters: ReadonlyArray<{ id: string; name: string; position: number; build: unknown; hasFought: boolean; retiredAt: Date | null; createdAt: Date }>;
  }>;
  battles: ReadonlyArray<{
    id: string;
    issue: number;
    status: string;
    details: unknown;
    createdByName: string;
    createdAt: Date;
    resolvedAt: Date | null;
    undoneAt: Date | null;
    undoneByName: string | null;
    cancelledAt: Date | null;
    teams: ReadonlyArray<{ teamId: string; position: number; teamName: string; ownerName: string; result: "WON" | "LOST" | "DRAW" | null }>;
    /** The battle tracker's taps (BattleTrackEntry rows). */
    track?: ReadonlyArray<{ id: string; payload: unknown; actorName: string; createdAt: Date }>;
  }>;
  ledger: ReadonlyArray<{
    id: string;
    teamId: string;
    battleId: string | null;
    currency: string;
    reason: string;
    delta: number;
    note: string;
    reversesEntryId: string | null;
    actorName: string;
    createdAt: Date;
  }>;
  rolls: ReadonlyArray<{
    sequence: number;
    battleId: string | null;
    slot: string;
    purpose: string;
    label: string;
    sides: number;
    faces: number[];
    source: "APP" | "PHYSICAL";
    teamId: string | null;
    teamName: string | null;
    actorName: string;
    createdAt: Date;
  }>;
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const byTimeThenId = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The "longbox.vsgmr.series" file of a series (series-file-schema.ts). References are made from
 * the rows' order (forces by creation, figures by their place, battles by issue, ledger rows by
 * time, rolls by number), so the same series always writes the same file apart from its dates,
 * whatever ids its rows have. Owners and actors are their names only.
 */
/** References a caller gives the rows instead of the file's own (the shared campaign file's: lib/game-contract/game-server.ts EnvelopeRefs). */
export interface SeriesRefs {
  force(teamId: string): string;
  figure(characterId: string): string;
  battle(battleId: string): string;
}

export function buildSeriesFile(source: SeriesSource, exportedAt: Date, given?: SeriesRefs): VsgmrSeriesFile {
  const forceRef = new Map<string, string>();
  const figureRef = new Map<string, string>();
  const teams = [...source.teams].sort(byTimeThenId);
  const forces: SeriesForce[] = teams.map((team, t) => {
    const ref = given ? given.force(team.id) : `force-${t + 1}`;
    forceRef.set(team.id, ref);
    const characters = [...team.characters].sort((a, b) => a.position - b.position || byTimeThenId(a, b));
    return {
      ref,
      name: team.name,
      owner: team.ownerName,
      alignment: team.alignment,
      notes: team.notes,
      isArchived: team.archivedAt !== null,
      createdAt: iso(team.createdAt),
      figures: characters.map((row, c) => {
        const figureRefText = given ? given.figure(row.id) : `figure-${t + 1}-${c + 1}`;
        figureRef.set(row.id, figureRefText);
        // The row's name wins, as forceFromRows reads it.
        return { ref: figureRefText, isRetired: row.retiredAt !== null, hasFought: row.hasFought, figure: { ...(row.build as VsgmrFigure), name: row.name } };
      }),
    };
  });
  const toForce = (teamId: string) => forceRef.get(teamId) ?? teamId;

  const battleRef = new Map<string, string>();
  const battles: SeriesBattle[] = [...source.battles]
    .sort((a, b) => a.issue - b.issue)
    .map((battle) => {
      const ref = given ? given.battle(battle.id) : `battle-${battle.issue}`;
      battleRef.set(battle.id, ref);
      const details = readVsgmrDetails(battle.details);
      const recruit = details.result?.recruit ?? null;
      // The set-up's figures gone from their forces since get references of their own in the battle, which its taps name too.
      const goneRef = new Map<string, string>();
      const setUpOf = (teamId: string): NonNullable<SeriesBattle["forces"][number]["setUp"]> =>
        (details.forces?.[teamId] ?? []).map(({ id, build }) => {
          const kept = figureRef.get(id);
          if (kept) return { figure: kept, isGone: false, build };
          const gone = goneRef.get(id) ?? `gone-${battle.issue}-${goneRef.size + 1}`;
          goneRef.set(id, gone);
          return { figure: gone, isGone: true, build };
        });
      const sides = [...battle.teams].sort((a, b) => a.position - b.position).map((side) => ({ side, setUp: details.forces ? setUpOf(side.teamId) : undefined }));
      const track = trackEntriesOf(battle.track ?? [], (id) => figureRef.get(id) ?? goneRef.get(id) ?? id, toForce);
      return {
        ref,
        issue: battle.issue,
        status: battle.status as SeriesBattle["status"],
        scenarioId: details.scenarioId,
        createdBy: battle.createdByName,
        createdAt: iso(battle.createdAt),
        resolvedAt: isoOrNull(battle.resolvedAt),
        undoneAt: isoOrNull(battle.undoneAt),
        undoneBy: battle.undoneByName,
        cancelledAt: isoOrNull(battle.cancelledAt),
        forces: sides.map(({ side, setUp }) => ({
          force: toForce(side.teamId),
          name: side.teamName,
          owner: side.ownerName,
          role: details.roles[side.teamId] ?? null,
          forceHalves: details.forceHalves[side.teamId] ?? 0,
          result: side.result,
          ...(setUp ? { setUp } : {}),
        })),
        solo: details.solo
          ? {
              enemyName: details.solo.enemyName,
              sampleArmyId: details.solo.sampleArmyId,
              role: details.roles[SOLO_ENEMY] ?? null,
              forceHalves: details.forceHalves[SOLO_ENEMY] ?? 0,
              figures: details.solo.figures,
              turns: details.solo.turns as unknown as NonNullable<SeriesBattle["solo"]>["turns"],
              outflankedArrived: details.solo.outflankedArrived,
            }
          : null,
        result: details.result
          ? {
              endCondition: details.result.endCondition,
              recruit: recruit ? { force: toForce(recruit.teamId), figure: figureRef.get(recruit.characterId) ?? null, name: recruit.name } : null,
            }
          : null,
        ...(track.length > 0 ? { track } : {}),
      };
    });

  const entryRef = new Map<string, string>();
  const ledger: SeriesLedgerEntry[] = [...source.ledger].sort(byTimeThenId).map((entry, e) => {
    const ref = `entry-${e + 1}`;
    entryRef.set(entry.id, ref);
    return {
      ref,
      force: toForce(entry.teamId),
      battle: entry.battleId ? (battleRef.get(entry.battleId) ?? entry.battleId) : null,
      currency: entry.currency as SeriesLedgerEntry["currency"],
      reason: entry.reason as SeriesLedgerEntry["reason"],
      delta: entry.delta,
      note: entry.note,
      reverses: entry.reversesEntryId ? (entryRef.get(entry.reversesEntryId) ?? entry.reversesEntryId) : null,
      actor: entry.actorName,
      createdAt: iso(entry.createdAt),
    };
  });

  const rolls: SeriesRoll[] = [...source.rolls]
    .sort((a, b) => a.sequence - b.sequence)
    .map((roll) => ({
      sequence: roll.sequence,
      battle: roll.battleId ? (battleRef.get(roll.battleId) ?? roll.battleId) : null,
      slot: roll.slot,
      purpose: roll.purpose,
      label: roll.label,
      sides: roll.sides,
      faces: [...roll.faces],
      source: roll.source,
      // A roll's force that has since gone keeps its name only.
      force: roll.teamId ? (forceRef.get(roll.teamId) ?? null) : null,
      forceName: roll.teamName,
      actor: roll.actorName,
      createdAt: iso(roll.createdAt),
    }));

  return {
    format: VSGMR_CAMPAIGN_EXPORT_FORMAT,
    version: VSGMR_SERIES_FILE_VERSION,
    exportedAt: iso(exportedAt),
    rulesEdition: vsgmr.rulesEdition,
    series: {
      name: source.campaign.name,
      settings: source.campaign.settings,
      teamControl: source.campaign.teamControl,
      appDiceOnly: source.campaign.appDiceOnly,
      reportConfirmation: source.campaign.reportConfirmation,
      optionsLockedAt: isoOrNull(source.campaign.optionsLockedAt),
      createdAt: iso(source.campaign.createdAt),
    },
    forces,
    battles,
    ledger,
    rolls,
  };
}

/** A battle's tracker taps in file references, oldest first: figures, sides and struck taps by reference. */
function trackEntriesOf(
  rows: NonNullable<SeriesSource["battles"][number]["track"]>,
  figure: (id: string) => string,
  side: (teamId: string) => string,
): NonNullable<SeriesBattle["track"]> {
  const tapRef = new Map<string, string>();
  return [...rows].sort(byTimeThenId).map((row, index) => {
    const ref = `tap-${index + 1}`;
    tapRef.set(row.id, ref);
    const payload = { ...(row.payload as Record<string, unknown>) };
    if (typeof payload.figureId === "string") payload.figureId = figure(payload.figureId);
    for (const key of ["side", "bySide"] as const) if (typeof payload[key] === "string") payload[key] = side(payload[key]);
    if (typeof payload.entryId === "string") payload.entryId = tapRef.get(payload.entryId) ?? payload.entryId;
    return { ref, payload: payload as NonNullable<SeriesBattle["track"]>[number]["payload"], actor: row.actorName, createdAt: iso(row.createdAt) };
  });
}
