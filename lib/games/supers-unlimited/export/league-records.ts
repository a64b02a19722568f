import { z } from "zod";
import type { CampaignRecordsCheck } from "@/lib/export/campaign-envelope-check";
import type { CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import { SU_RULES_VERSION } from "@/lib/rules/supers-unlimited";
import { SU_CAMPAIGN_EXPORT_FORMAT, supersUnlimited } from "../index";
import type { CheckedSuLeagueFile } from "./campaign-file-check";
import { SU_LEAGUE_FILE_VERSION } from "./league-file";
import { readSuLeagueFile } from "./read-league-file";

/**
 * Supers Unlimited's own records in the shared campaign file (its `game` section): each team's
 * cards (Character rows, by the envelope's character references) and its battles with their
 * records, in the shapes of its league file (league-file.ts). Every id inside their stored JSON
 * is written as the envelope's reference of its row (team-1, character-2, battle-3, entry-4).
 */
const json = z.unknown();
export const leagueRecordsSchema = z.strictObject({
  cards: z.array(
    z.strictObject({
      ref: z.string(),
      team: z.string(),
      position: json,
      card: json,
      state: json,
      formatVersion: json,
      retiredAt: json,
      hasFought: json,
      createdAt: json,
    }),
  ),
  battles: z.array(z.looseObject({ ref: z.string() })),
});
export type LeagueRecords = z.infer<typeof leagueRecordsSchema>;

const CHARACTER_REFERENCE = /\bcharacter-([1-9][0-9]{0,6})\b/g;
const CARD_REFERENCE = /\bcard-([1-9][0-9]{0,6})\b/g;

/** `value` with every reference matched by `pattern` (whole, inside text, or as a key) rewritten. */
function rewritten(value: unknown, pattern: RegExp, to: string): unknown {
  const rewrite = (text: string) => text.replace(pattern, (_, n: string) => `${to}-${n}`);
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return rewrite(item);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, inner]) => [rewrite(key), walk(inner)]));
    return item;
  };
  return walk(value);
}

/** The league file's "card-N" for the envelope's "character-N", and back. */
export const asCardRefs = (value: unknown) => rewritten(value, CHARACTER_REFERENCE, "card");
export const asCharacterRefs = (value: unknown) => rewritten(value, CARD_REFERENCE, "character");

/**
 * The league the envelope and its records describe, as Supers Unlimited's league file: so the
 * envelope is held to every rule its league file is (readSuLeagueFile: the settings, each card by
 * the card rules, the battles' statuses and sides, every reference, the journal's kinds), and
 * written by the same code. Characters are its cards ("card-N" for "character-N").
 */
export function leagueFileOf(envelope: CampaignFileEnvelope, records: LeagueRecords): unknown {
  const { campaign } = envelope;
  return asCardRefs({
    format: SU_CAMPAIGN_EXPORT_FORMAT,
    formatVersion: SU_LEAGUE_FILE_VERSION,
    rulesVersion: SU_RULES_VERSION,
    exportedAt: envelope.exportedAt,
    league: {
      name: campaign.name,
      settings: campaign.settings,
      reportConfirmation: campaign.reportConfirmation,
      teamControl: campaign.teamControl,
      appDiceOnly: campaign.appDiceOnly,
      optionsLockedAt: campaign.optionsLockedAt,
      archivedAt: campaign.archivedAt,
      finishedAt: campaign.finished?.at ?? null,
      winners: campaign.finished ? campaign.finished.winners.map((winner) => ({ teamId: winner.team, teamName: winner.teamName, balance: winner.balance })) : null,
      finishedByBattle: campaign.finished?.byBattle ?? null,
      createdAt: campaign.createdAt,
    },
    members: envelope.people.map((person) => ({ name: person.name, role: person.role })),
    teams: envelope.teams.map((team) => ({
      ref: team.ref,
      name: team.name,
      alignment: team.alignment,
      ownerLabel: team.ownerName,
      notes: team.notes,
      state: team.state,
      archivedAt: team.archivedAt,
      createdAt: team.createdAt,
      cards: records.cards.filter((card) => card.team === team.ref).map(({ team: _team, ...card }) => card),
    })),
    battles: records.battles,
    ledger: envelope.ledger.map((entry) => ({
      ref: entry.ref,
      team: entry.team,
      currency: entry.currency,
      delta: entry.delta,
      reason: entry.reason,
      note: entry.note,
      battle: entry.battle,
      reverses: entry.reverses,
      actorLabel: entry.actorName,
      createdAt: entry.createdAt,
    })),
    rolls: envelope.rollLog.map((roll) => ({
      sequence: roll.sequence,
      battle: roll.battle,
      slot: roll.slot,
      purpose: roll.purpose,
      label: roll.label,
      sides: roll.sides,
      faces: roll.faces,
      source: roll.source,
      team: roll.team,
      teamName: roll.teamName,
      card: roll.character,
      cardName: roll.characterName,
      actorLabel: roll.actorName,
      createdAt: roll.createdAt,
    })),
    journal: envelope.journal.map((line) => ({ kind: line.kind, summary: line.summary, actorLabel: line.actorName, payload: line.payload, createdAt: line.createdAt })),
  });
}

/** A league file's problem in the envelope's words: its league is the campaign, its cards and battles the game's. */
function envelopeProblem(problem: string): string {
  const line = asCharacterRefs(problem) as string;
  if (line.startsWith("league.")) return `campaign.${line.slice("league.".length)}`;
  if (line.startsWith("rolls")) return `rollLog${line.slice("rolls".length)}`;
  if (line.startsWith("battles") || /^teams\[\d+\]\.cards/.test(line)) return `game.${line}`;
  return line;
}

/** Supers Unlimited's check of its records in the shared campaign file (lib/export/campaign-envelope-check.ts), on an import reading thread. */
export const leagueRecordsCheck: CampaignRecordsCheck<CheckedSuLeagueFile> = {
  gameSystem: supersUnlimited.id,
  read(json, envelope) {
    const parsed = leagueRecordsSchema.safeParse(json);
    if (!parsed.success) return { ok: false, problems: parsed.error.issues.slice(0, 5).map((issue) => `game.${issue.path.join(".")}: ${issue.message}`) };
    const teams = new Set(envelope.teams.map((team) => team.ref));
    const strays = parsed.data.cards.filter((card) => !teams.has(card.team));
    if (strays.length > 0) return { ok: false, problems: strays.map((card) => `game.cards: no team “${card.team}” in this file.`) };
    const reading = readSuLeagueFile(leagueFileOf(envelope, parsed.data));
    if (!reading.ok) return { ok: false, problems: reading.problems.map(envelopeProblem) };
    const { file } = reading;
    return {
      ok: true,
      reading: {
        records: reading,
        battleRefs: file.battles.map((battle) => battle.ref),
        characterRefs: file.teams.flatMap((team) => team.cards.map((card) => asCharacterRefs(card.ref) as string)),
        battles: file.battles.length,
        members: { noun: "card", byTeam: Object.fromEntries(file.teams.map((team) => [team.ref, team.cards.filter((card) => card.retiredAt === null).length])) },
      },
    };
  },
};
