import "server-only";
import { exportFileName } from "@/lib/export/export-file-name";
import type { CampaignRecordsServer, EnvelopeRefs, GameFile } from "@/lib/game-contract/game-server";
import { CAMPAIGN_FILE_ENVELOPE_FORMAT, CAMPAIGN_FILE_ENVELOPE_VERSION, type CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import { displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { ROLL_LOG_EXPORT_SELECT } from "./roll-log-select";

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** File references for ids in the order given: "team-1", "team-2"… */
function refsOf(kind: string, ids: readonly string[]): (id: string) => string {
  const refs = new Map(ids.map((id, index) => [id, `${kind}-${index + 1}`]));
  return (id) => {
    const ref = refs.get(id);
    if (ref === undefined) throw new Error(`The ${kind} ${id} is not one of the exported campaign's.`);
    return ref;
  };
}

/** Campaign.winners (STORED AS JSON: Array<{ teamId, teamName, balance }>), or none when it holds anything else. */
function winnersOf(stored: unknown): Array<{ teamId: string; teamName: string; balance: number }> {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (one): one is { teamId: string; teamName: string; balance: number } =>
      typeof one === "object" && one !== null && typeof one.teamId === "string" && typeof one.teamName === "string" && Number.isInteger(one.balance),
  );
}

/**
 * A journal line's payload, a team's state or a session's details, with every id of the campaign's rows and people it names replaced by
 * the row's file reference (an account by "person-N"): links to the old campaign point at nothing
 * in a copy, and an id leaves Longbox in no file.
 */
function withoutIds(value: unknown, refOf: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return refOf.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => withoutIds(item, refOf));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [refOf.get(key) ?? key, withoutIds(item, refOf)]));
  return value;
}

/**
 * The shared campaign file of a campaign (lib/schemas/campaign-file-envelope.ts): the generic
 * tables read here, and the game's own records from its `records` (handed in by the caller, which
 * read the catalog; none: the game keeps none). Rows point at each other by file references and
 * people are names: no e-mail address and no id of the campaign's rows or people leaves in it.
 */
export async function buildCampaignEnvelope(campaignId: string, records: CampaignRecordsServer | null, exportedAt = new Date()): Promise<CampaignFileEnvelope> {
  const [campaign, members, teams, characters, battles, ledger, rolls, journal, sessions] = await Promise.all([
    db.campaign.findUniqueOrThrow({
      where: { id: campaignId },
      select: {
        name: true,
        gameSystem: true,
        settings: true,
        reportConfirmation: true,
        teamControl: true,
        appDiceOnly: true,
        optionsLockedAt: true,
        archivedAt: true,
        createdAt: true,
        finishedAt: true,
        winners: true,
        finishedByBattleId: true,
      },
    }),
    db.membership.findMany({
      where: { campaignId, leftAt: null },
      orderBy: [{ joinedAt: "asc" }, { id: "asc" }],
      select: { role: true, joinedAt: true, user: { select: { id: true, name: true } } },
    }),
    db.team.findMany({
      where: { campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true, ownerName: true, alignment: true, notes: true, state: true, archivedAt: true, createdAt: true },
    }),
    // By team (in the teams' order), then place on the roster: the same order after an import, whose rows share one time.
    db.character.findMany({
      where: { team: { campaignId } },
      orderBy: [{ team: { createdAt: "asc" } }, { teamId: "asc" }, { position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      select: { id: true },
    }),
    db.battle.findMany({ where: { campaignId }, orderBy: { issue: "asc" }, select: { id: true } }),
    db.storyPointEntry.findMany({
      where: { campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, teamId: true, battleId: true, currency: true, reason: true, delta: true, note: true, reversesEntryId: true, actorName: true, createdAt: true },
    }),
    db.roll.findMany({ where: { campaignId }, orderBy: { sequence: "asc" }, select: ROLL_LOG_EXPORT_SELECT }),
    db.activityEvent.findMany({
      where: { campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { kind: true, actorName: true, summary: true, payload: true, createdAt: true },
    }),
    db.playSession.findMany({
      where: { campaignId },
      orderBy: [{ playedOn: "asc" }, { kind: "asc" }, { number: "asc" }],
      select: {
        id: true,
        kind: true,
        number: true,
        title: true,
        playedOn: true,
        notes: true,
        details: true,
        createdByName: true,
        createdAt: true,
        undoneAt: true,
        undoneByName: true,
      },
    }),
  ]);
  const refs: EnvelopeRefs = {
    team: refsOf(
      "team",
      teams.map((team) => team.id),
    ),
    character: refsOf(
      "character",
      characters.map((character) => character.id),
    ),
    battle: refsOf(
      "battle",
      battles.map((battle) => battle.id),
    ),
    entry: refsOf(
      "entry",
      ledger.map((entry) => entry.id),
    ),
  };
  const entryRef = refs.entry;
  const game = records ? await records.exportRecords(campaignId, refs) : null;
  const refOf = new Map<string, string>([
    ...teams.map((team) => [team.id, refs.team(team.id)] as const),
    ...characters.map((character) => [character.id, refs.character(character.id)] as const),
    ...battles.map((battle) => [battle.id, refs.battle(battle.id)] as const),
    ...ledger.map((entry) => [entry.id, entryRef(entry.id)] as const),
    ...sessions.map((session, index) => [session.id, `session-${index + 1}`] as const),
    ...members.map((member, index) => [member.user.id, `person-${index + 1}`] as const),
    [campaignId, "campaign"],
  ]);
  return {
    format: CAMPAIGN_FILE_ENVELOPE_FORMAT,
    formatVersion: CAMPAIGN_FILE_ENVELOPE_VERSION,
    gameSystem: campaign.gameSystem,
    exportedAt: iso(exportedAt),
    campaign: {
      name: campaign.name,
      settings: campaign.settings,
      reportConfirmation: campaign.reportConfirmation,
      teamControl: campaign.teamControl,
      appDiceOnly: campaign.appDiceOnly,
      optionsLockedAt: isoOrNull(campaign.optionsLockedAt),
      archivedAt: isoOrNull(campaign.archivedAt),
      createdAt: iso(campaign.createdAt),
      finished: campaign.finishedAt
        ? {
            at: iso(campaign.finishedAt),
            byBattle: campaign.finishedByBattleId ? refs.battle(campaign.finishedByBattleId) : null,
            winners: winnersOf(campaign.winners).map((winner) => ({ team: refs.team(winner.teamId), teamName: winner.teamName, balance: winner.balance })),
          }
        : null,
    },
    people: members.map((member) => ({ name: displayName(member.user), role: member.role, joinedAt: iso(member.joinedAt) })),
    teams: teams.map((team) => ({
      ref: refs.team(team.id),
      name: team.name,
      ownerName: team.ownerName,
      alignment: team.alignment,
      notes: team.notes,
      state: withoutIds(team.state, refOf),
      archivedAt: isoOrNull(team.archivedAt),
      createdAt: iso(team.createdAt),
    })),
    ledger: ledger.map((entry) => ({
      ref: entryRef(entry.id),
      team: refs.team(entry.teamId),
      currency: entry.currency,
      delta: entry.delta,
      reason: entry.reason,
      note: entry.note,
      battle: entry.battleId ? refs.battle(entry.battleId) : null,
      reverses: entry.reversesEntryId ? entryRef(entry.reversesEntryId) : null,
      actorName: entry.actorName,
      createdAt: iso(entry.createdAt),
    })),
    rollLog: rolls.map((roll) => ({
      sequence: roll.sequence,
      battle: roll.battleId ? refs.battle(roll.battleId) : null,
      slot: roll.slot,
      purpose: roll.purpose,
      label: roll.label,
      sides: roll.sides,
      faces: roll.faces,
      source: roll.source,
      team: roll.teamId ? refs.team(roll.teamId) : null,
      teamName: roll.teamName,
      character: roll.characterId ? refs.character(roll.characterId) : null,
      characterName: roll.characterName,
      actorName: roll.actorName,
      createdAt: iso(roll.createdAt),
    })),
    journal: journal.map((line) => ({
      kind: line.kind,
      actorName: line.actorName,
      summary: line.summary,
      payload: withoutIds(line.payload, refOf),
      createdAt: iso(line.createdAt),
    })),
    sessions: sessions.map((session) => ({
      kind: session.kind,
      number: session.number,
      title: session.title,
      playedOn: session.playedOn.toISOString().slice(0, 10),
      notes: session.notes,
      details: withoutIds(session.details, refOf) as typeof session.details,
      createdByName: session.createdByName,
      createdAt: iso(session.createdAt),
      undoneAt: isoOrNull(session.undoneAt),
      undoneByName: session.undoneByName,
    })),
    game,
  };
}

/** The download of the shared campaign file: its body and name. */
export async function campaignEnvelopeFile(campaignId: string, records: CampaignRecordsServer | null, exportedAt = new Date()): Promise<GameFile> {
  const file = await buildCampaignEnvelope(campaignId, records, exportedAt);
  return { file, fileName: exportFileName(file.campaign.name, "campaign") };
}
