import { SU_RULES_VERSION } from "@/lib/rules/supers-unlimited";
import { SU_CAMPAIGN_EXPORT_FORMAT } from "../index";

/** The league file's version. CHANGING THE SHAPE OF SuLeagueFile NEEDS A NEW VERSION (and reading the old one). */
export const SU_LEAGUE_FILE_VERSION = 1;

type Json = unknown;

/**
 * A whole Supers Unlimited league, exchanged as JSON, to rebuild it exactly elsewhere: its
 * settings, every team (archived ones too) with its cards (retired ones too) and state, every
 * battle with its details, line-ups and results, the VP ledger, the roll log and the journal.
 *
 * No internal id leaves Longbox: every row is named by a file-local reference ("team-1",
 * "card-4", "battle-2", "entry-7", "roll-3"), and every place a stored record named a row's id
 * (a card's own id, a line-up, a battle's details, a team's state) names its reference instead.
 * People travel as labels (the names Longbox shows), never as account ids or emails.
 */
export interface SuLeagueFile {
  format: typeof SU_CAMPAIGN_EXPORT_FORMAT;
  formatVersion: typeof SU_LEAGUE_FILE_VERSION;
  /** The rules the cards were checked with, for the reader's information. */
  rulesVersion: string;
  exportedAt: string;
  league: {
    name: string;
    settings: Json;
    reportConfirmation: string;
    teamControl: string;
    appDiceOnly: boolean;
    optionsLockedAt: string | null;
    archivedAt: string | null;
    finishedAt: string | null;
    winners: Json;
    finishedByBattle: string | null;
    createdAt: string;
  };
  /** Active members by label and role: they do not become members of an imported league. */
  members: { name: string; role: string }[];
  teams: {
    ref: string;
    name: string;
    alignment: string;
    ownerLabel: string;
    notes: string;
    state: Json;
    archivedAt: string | null;
    createdAt: string;
    cards: { ref: string; position: number; card: Json; state: Json; formatVersion: number; retiredAt: string | null; hasFought: boolean; createdAt: string }[];
  }[];
  battles: {
    ref: string;
    issue: number;
    status: string;
    details: Json;
    snapshot: Json;
    preBattleChoices: Json;
    preBattle: Json;
    report: Json;
    postBattleChoices: Json;
    postBattleStep: number;
    postBattleState: Json;
    applyCount: number;
    createdByLabel: string;
    createdAt: string;
    reportedByLabel: string | null;
    reportedAt: string | null;
    confirmedByLabel: string | null;
    confirmedAt: string | null;
    resolvedAt: string | null;
    undoneByLabel: string | null;
    undoneAt: string | null;
    cancelledAt: string | null;
    sides: { team: string; position: number; teamName: string; ownerLabel: string; lineUp: Json; result: string | null }[];
    /** The battle tracker's taps in order (Ruling SU-R43); a strike names the tap it undoes as "tap-N", its place in this list. Absent in older files. */
    tracker?: SuTrackerTapRecord[];
  }[];
  ledger: {
    ref: string;
    team: string;
    currency: string;
    delta: number;
    reason: string;
    note: string;
    battle: string | null;
    reverses: string | null;
    actorLabel: string;
    createdAt: string;
  }[];
  rolls: {
    sequence: number;
    battle: string | null;
    slot: string;
    purpose: string;
    label: string;
    sides: number;
    faces: number[];
    source: string;
    team: string | null;
    teamName: string | null;
    card: string | null;
    cardName: string | null;
    actorLabel: string;
    createdAt: string;
  }[];
  journal: { kind: string; summary: string; actorLabel: string; payload: Json; createdAt: string }[];
}

/** One tap of a battle's tracker as a file keeps it. */
export interface SuTrackerTapRecord {
  kind: string;
  payload: Json;
  actorLabel: string;
  createdAt: string;
}

/** The rows of a league as its loader read them (lib/games/supers-unlimited/server/export/export-league.ts). */
export interface SuLeagueSources {
  league: {
    name: string;
    settings: Json;
    reportConfirmation: string;
    teamControl: string;
    appDiceOnly: boolean;
    optionsLockedAt: Date | null;
    archivedAt: Date | null;
    finishedAt: Date | null;
    winners: Json;
    finishedByBattleId: string | null;
    createdAt: Date;
  };
  members: { name: string; role: string }[];
  teams: {
    id: string;
    name: string;
    alignment: string;
    ownerName: string;
    notes: string;
    state: Json;
    archivedAt: Date | null;
    createdAt: Date;
    characters: { id: string; position: number; build: Json; state: Json; formatVersion: number; retiredAt: Date | null; hasFought: boolean; createdAt: Date }[];
  }[];
  battles: {
    id: string;
    issue: number;
    status: string;
    details: Json;
    snapshot: Json;
    preBattleChoices: Json;
    preBattle: Json;
    report: Json;
    postBattleChoices: Json;
    postBattleStep: number;
    postBattleState: Json;
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
    teams: { teamId: string; position: number; teamName: string; ownerName: string; lineUp: Json; result: string | null }[];
  }[];
  ledger: {
    id: string;
    teamId: string;
    currency: string;
    delta: number;
    reason: string;
    note: string;
    battleId: string | null;
    reversesEntryId: string | null;
    actorName: string;
    createdAt: Date;
  }[];
  rolls: {
    sequence: number;
    battleId: string | null;
    slot: string;
    purpose: string;
    label: string;
    sides: number;
    faces: number[];
    source: string;
    teamId: string | null;
    teamName: string | null;
    characterId: string | null;
    characterName: string | null;
    actorName: string;
    createdAt: Date;
  }[];
  activity: { kind: string; summary: string; actorName: string; payload: Json; createdAt: Date }[];
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/**
 * `value` with every row id in it, wherever it stands (a whole string, inside a stored summary or
 * note, or an object's key, as a battle's VP by side), replaced by that row's file reference.
 */
const patterns = new WeakMap<ReadonlyMap<string, string>, RegExp>();

export function withReferences(value: Json, refs: ReadonlyMap<string, string>): Json {
  if (refs.size === 0) return value;
  // One pattern per league, not per field: a league's records are many small JSON values.
  const pattern = patterns.get(refs) ?? new RegExp([...refs.keys()].map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  patterns.set(refs, pattern);
  const rewrite = (text: string) => text.replace(pattern, (id) => refs.get(id) ?? id);
  const walk = (item: Json): Json => {
    if (typeof item === "string") return rewrite(item);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, inner]) => [rewrite(key), walk(inner)]));
    return item;
  };
  return walk(value);
}

/** The league file of these rows; pure, so two exports of one league are equal apart from `exportedAt`. */
export function buildSuLeagueFile(sources: SuLeagueSources, exportedAt: Date): SuLeagueFile {
  const refs = new Map<string, string>();
  let cardCount = 0;
  sources.teams.forEach((team, t) => {
    refs.set(team.id, `team-${t + 1}`);
    for (const character of team.characters) refs.set(character.id, `card-${++cardCount}`);
  });
  sources.battles.forEach((battle, b) => refs.set(battle.id, `battle-${b + 1}`));
  sources.ledger.forEach((entry, e) => refs.set(entry.id, `entry-${e + 1}`));
  const ref = (id: string | null): string | null => (id === null ? null : (refs.get(id) ?? null));
  const mustRef = (id: string): string => {
    const found = refs.get(id);
    if (!found) throw new Error(`A league row names ${id}, which is not in the league`);
    return found;
  };
  const { league } = sources;

  return {
    format: SU_CAMPAIGN_EXPORT_FORMAT,
    formatVersion: SU_LEAGUE_FILE_VERSION,
    rulesVersion: SU_RULES_VERSION,
    exportedAt: exportedAt.toISOString(),
    league: {
      name: league.name,
      settings: league.settings,
      reportConfirmation: league.reportConfirmation,
      teamControl: league.teamControl,
      appDiceOnly: league.appDiceOnly,
      optionsLockedAt: iso(league.optionsLockedAt),
      archivedAt: iso(league.archivedAt),
      finishedAt: iso(league.finishedAt),
      winners: withReferences(league.winners, refs),
      finishedByBattle: ref(league.finishedByBattleId),
      createdAt: league.createdAt.toISOString(),
    },
    members: sources.members.map(({ name, role }) => ({ name, role })),
    teams: sources.teams.map((team) => ({
      ref: mustRef(team.id),
      name: team.name,
      alignment: team.alignment,
      ownerLabel: team.ownerName,
      notes: team.notes,
      state: withReferences(team.state, refs),
      archivedAt: iso(team.archivedAt),
      createdAt: team.createdAt.toISOString(),
      cards: team.characters.map((character) => ({
        ref: mustRef(character.id),
        position: character.position,
        card: withReferences({ ...(character.build as object), id: character.id }, refs),
        state: withReferences(character.state, refs),
        formatVersion: character.formatVersion,
        retiredAt: iso(character.retiredAt),
        hasFought: character.hasFought,
        createdAt: character.createdAt.toISOString(),
      })),
    })),
    battles: sources.battles.map((battle) => ({
      ref: mustRef(battle.id),
      issue: battle.issue,
      status: battle.status,
      details: withReferences(battle.details, refs),
      snapshot: withReferences(battle.snapshot, refs),
      preBattleChoices: withReferences(battle.preBattleChoices, refs),
      preBattle: withReferences(battle.preBattle, refs),
      report: withReferences(battle.report, refs),
      postBattleChoices: withReferences(battle.postBattleChoices, refs),
      postBattleStep: battle.postBattleStep,
      postBattleState: withReferences(battle.postBattleState, refs),
      applyCount: battle.applyCount,
      createdByLabel: battle.createdByName,
      createdAt: battle.createdAt.toISOString(),
      reportedByLabel: battle.reportedByName,
      reportedAt: iso(battle.reportedAt),
      confirmedByLabel: battle.confirmedByName,
      confirmedAt: iso(battle.confirmedAt),
      resolvedAt: iso(battle.resolvedAt),
      undoneByLabel: battle.undoneByName,
      undoneAt: iso(battle.undoneAt),
      cancelledAt: iso(battle.cancelledAt),
      sides: battle.teams.map((side) => ({
        team: mustRef(side.teamId),
        position: side.position,
        teamName: side.teamName,
        ownerLabel: side.ownerName,
        lineUp: withReferences(side.lineUp, refs),
        result: side.result,
      })),
    })),
    ledger: sources.ledger.map((entry) => ({
      ref: mustRef(entry.id),
      team: mustRef(entry.teamId),
      currency: entry.currency,
      delta: entry.delta,
      reason: entry.reason,
      note: entry.note,
      battle: ref(entry.battleId),
      reverses: ref(entry.reversesEntryId),
      actorLabel: entry.actorName,
      createdAt: entry.createdAt.toISOString(),
    })),
    rolls: sources.rolls.map((roll) => ({
      sequence: roll.sequence,
      battle: ref(roll.battleId),
      slot: roll.slot,
      purpose: roll.purpose,
      label: roll.label,
      sides: roll.sides,
      faces: [...roll.faces],
      source: roll.source,
      team: ref(roll.teamId),
      teamName: roll.teamName,
      card: ref(roll.characterId),
      cardName: roll.characterName,
      actorLabel: roll.actorName,
      createdAt: roll.createdAt.toISOString(),
    })),
    journal: sources.activity.map((line) => ({
      kind: line.kind,
      summary: line.summary,
      actorLabel: line.actorName,
      payload: withReferences(line.payload, refs),
      createdAt: line.createdAt.toISOString(),
    })),
  };
}
