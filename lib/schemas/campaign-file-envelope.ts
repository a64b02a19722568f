import { z } from "zod";
import { hasNoControlCharacters } from "./plain-text";

/**
 * The campaign file every game shares (STORED AS JSON in a member's download): the generic parts
 * of a campaign, written and read by generic code (lib/server/export/campaign-envelope-export.ts,
 * lib/server/import/campaign-envelope-import.ts), and one `game` section only the campaign's game
 * writes and reads (its own records: battles, characters, cards, forces…). Rows point at each
 * other by file references ("team-1"), never by a database id: the import makes new rows.
 *
 * Changing a shape here needs a new FORMAT_VERSION and a reading of the older one.
 */
export const CAMPAIGN_FILE_ENVELOPE_FORMAT = "longbox.campaign-file";
export const CAMPAIGN_FILE_ENVELOPE_VERSION = 1;

const MAX_TEXT = 20_000;
const MAX_NAME = 200;

const text = (max: number) =>
  z
    .string()
    .max(max, { error: `At most ${max} characters.` })
    .refine(hasNoControlCharacters, { error: "Holds control characters." });
const name = text(MAX_NAME).min(1, { error: "Give it a name." });
const ref = z.string().regex(/^[a-z]+-[0-9]{1,7}$/, { error: "Not a reference of this file (like “team-1”)." });
const date = z.iso.datetime({ error: "Not a date and time (ISO 8601, UTC)." });
/** Any JSON value: the game's shapes (settings, a team's state, a session's details) are checked by the game. */
const jsonValue: z.ZodType<unknown> = z.json();

export const envelopeCampaignSchema = z.strictObject({
  name,
  /** The game's settings, checked by its own settings schema when read. */
  settings: jsonValue,
  reportConfirmation: z.enum(["NONE", "OPPONENT", "ORGANISER"]),
  teamControl: z.enum(["ANYONE", "OWNERS"]),
  appDiceOnly: z.boolean(),
  optionsLockedAt: date.nullable(),
  archivedAt: date.nullable(),
  createdAt: date,
  /** When a team reached the campaign's goal (Campaign.finishedAt, winners, finishedByBattleId), or null. */
  finished: z
    .strictObject({
      at: date,
      byBattle: ref.nullable(),
      winners: z.array(z.strictObject({ team: ref, teamName: text(MAX_NAME), balance: z.number().int() })).max(100),
    })
    .nullable(),
});

/** Who played: names and roles only (an imported campaign has no member but its importer). */
export const envelopePersonSchema = z.strictObject({
  name: text(MAX_NAME),
  role: z.enum(["ORGANISER", "CO_ORGANISER", "PLAYER", "VIEWER"]),
  joinedAt: date,
});

export const envelopeTeamSchema = z.strictObject({
  ref,
  name,
  ownerName: text(MAX_NAME),
  /** The game's word for the side, or none (a game without alignments). */
  alignment: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{0,39}$/, { error: "Not a word of the game (like “HEROES”)." })
    .nullable(),
  notes: text(MAX_TEXT),
  /** The game's own state of the team (Team.state), as stored but for the ids of the campaign's rows, given as their references. */
  state: jsonValue,
  archivedAt: date.nullable(),
  createdAt: date,
});

export const envelopeLedgerEntrySchema = z.strictObject({
  ref,
  team: ref,
  currency: text(40).min(1),
  delta: z.number().int().min(-1_000_000).max(1_000_000),
  reason: text(60).min(1),
  note: text(MAX_TEXT),
  /** One of the game's battle references, or none. */
  battle: ref.nullable(),
  /** The entry this one reverses (an earlier entry of this file). */
  reverses: ref.nullable(),
  actorName: text(MAX_NAME),
  createdAt: date,
});

export const envelopeRollSchema = z.strictObject({
  sequence: z.number().int().min(1),
  battle: ref.nullable(),
  slot: text(200),
  purpose: text(200),
  label: text(MAX_NAME),
  sides: z.number().int().min(2).max(1000),
  faces: z.array(z.number().int().min(1).max(1000)).min(1).max(200),
  source: z.enum(["APP", "PHYSICAL"]),
  team: ref.nullable(),
  teamName: text(MAX_NAME).nullable(),
  /** One of the game's character references, or none. */
  character: ref.nullable(),
  characterName: text(MAX_NAME).nullable(),
  actorName: text(MAX_NAME),
  createdAt: date,
});

/** A line of the campaign's recent activity; its kind and payload are checked against the declared kinds when read. */
export const envelopeJournalLineSchema = z.strictObject({
  kind: text(60).min(1),
  actorName: text(MAX_NAME),
  summary: text(MAX_TEXT),
  payload: jsonValue,
  createdAt: date,
});

export const envelopeSessionSchema = z.strictObject({
  kind: text(60).min(1),
  number: z.number().int().min(1),
  title: text(MAX_NAME),
  playedOn: z.iso.date({ error: "Not a date (YYYY-MM-DD)." }),
  notes: text(MAX_TEXT),
  details: jsonValue.nullable(),
  createdByName: text(MAX_NAME),
  createdAt: date,
  undoneAt: date.nullable(),
  undoneByName: text(MAX_NAME).nullable(),
});

export const campaignFileEnvelopeSchema = z.strictObject({
  format: z.literal(CAMPAIGN_FILE_ENVELOPE_FORMAT),
  formatVersion: z.literal(CAMPAIGN_FILE_ENVELOPE_VERSION, { error: `This Longbox reads version ${CAMPAIGN_FILE_ENVELOPE_VERSION} of campaign files.` }),
  /** The id of the campaign's game (Campaign.gameSystem): the file imports as a campaign of that game only. */
  gameSystem: text(60).min(1),
  exportedAt: date,
  campaign: envelopeCampaignSchema,
  people: z.array(envelopePersonSchema),
  teams: z.array(envelopeTeamSchema),
  ledger: z.array(envelopeLedgerEntrySchema),
  rollLog: z.array(envelopeRollSchema),
  journal: z.array(envelopeJournalLineSchema),
  sessions: z.array(envelopeSessionSchema),
  /** The game's own records, in its shape (its CampaignRecordsCheck reads them); null when it keeps none. */
  game: jsonValue.nullable(),
});

export type CampaignFileEnvelope = z.infer<typeof campaignFileEnvelopeSchema>;
export type EnvelopeTeam = z.infer<typeof envelopeTeamSchema>;
export type EnvelopeLedgerEntry = z.infer<typeof envelopeLedgerEntrySchema>;
export type EnvelopeRoll = z.infer<typeof envelopeRollSchema>;
export type EnvelopeJournalLine = z.infer<typeof envelopeJournalLineSchema>;
export type EnvelopeSession = z.infer<typeof envelopeSessionSchema>;
