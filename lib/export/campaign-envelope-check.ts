import { ACTIVITY_PAYLOAD_SCHEMAS } from "@/lib/activity/activity-payload";
import { campaignFileEnvelopeSchema, CAMPAIGN_FILE_ENVELOPE_FORMAT, type CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import type { CampaignImportPreviewView } from "@/lib/views/campaign-import-preview";
import { refusedCampaignImport } from "@/lib/views/campaign-import-preview";
import type { CampaignFileCheck, CampaignFileRead } from "./campaign-file-check";
import { describeIssues } from "./describe-issues";

/**
 * What a game's records (the envelope's `game` section) are read into, with the references the
 * generic rows of the file may point at: the ledger and the roll log name the game's battles,
 * the roll log its characters.
 */
export interface CampaignRecordsReading<Records> {
  records: Records;
  battleRefs: readonly string[];
  characterRefs: readonly string[];
  /** For the preview: how many battles, and each team's members (by team reference) in the game's word. */
  battles: number;
  members: { noun: string; byTeam: Readonly<Record<string, number>> };
}

/**
 * A game's pure check of its own records in a campaign file, beside its other checks in
 * lib/games/<game>/export/campaign-file-check.ts (exported as CAMPAIGN_RECORDS_CHECK_EXPORT). It
 * runs on an import reading thread like every check there: pure, no database. It is given the
 * envelope (checked against its schema) beside its section: its records point at the file's teams,
 * and a game may hold the generic parts to its own rules too (its settings, its ledger's reasons).
 */
export interface CampaignRecordsCheck<Records> {
  /** The game's id (Campaign.gameSystem). */
  gameSystem: string;
  read(json: unknown, envelope: CampaignFileEnvelope): { ok: true; reading: CampaignRecordsReading<Records> } | { ok: false; problems: string[] };
}

/** The envelope read whole: its generic parts, and the game's records as the game read them (null: it keeps none). */
export interface EnvelopeRead {
  envelope: CampaignFileEnvelope;
  records: unknown;
}

const NO_RECORDS: CampaignRecordsReading<null> = { records: null, battleRefs: [], characterRefs: [], battles: 0, members: { noun: "member", byTeam: {} } };

function duplicates(refs: readonly string[]): string[] {
  const seen = new Set<string>();
  return refs.filter((one) => (seen.has(one) ? true : (seen.add(one), false)));
}

/** Every problem of the references between the file's parts. */
function referenceProblems(envelope: CampaignFileEnvelope, reading: CampaignRecordsReading<unknown>): string[] {
  const problems: string[] = [];
  const teams = new Set(envelope.teams.map((team) => team.ref));
  const battles = new Set(reading.battleRefs);
  const characters = new Set(reading.characterRefs);
  for (const ref of duplicates(envelope.teams.map((team) => team.ref))) problems.push(`teams: the reference “${ref}” is given twice.`);
  const earlier = new Set<string>();
  envelope.ledger.forEach((entry, index) => {
    if (!teams.has(entry.team)) problems.push(`ledger[${index}].team: no team “${entry.team}” in this file.`);
    if (entry.battle !== null && !battles.has(entry.battle)) problems.push(`ledger[${index}].battle: no battle “${entry.battle}” in this file.`);
    if (entry.reverses !== null && !earlier.has(entry.reverses)) problems.push(`ledger[${index}].reverses: no earlier entry “${entry.reverses}” in this file.`);
    if (earlier.has(entry.ref)) problems.push(`ledger[${index}].ref: the reference “${entry.ref}” is given twice.`);
    earlier.add(entry.ref);
  });
  const finished = envelope.campaign.finished;
  if (finished?.byBattle && !battles.has(finished.byBattle)) problems.push(`campaign.finished.byBattle: no battle “${finished.byBattle}” in this file.`);
  finished?.winners.forEach((winner, index) => {
    if (!teams.has(winner.team)) problems.push(`campaign.finished.winners[${index}].team: no team “${winner.team}” in this file.`);
  });
  const sequences = new Set<number>();
  envelope.rollLog.forEach((roll, index) => {
    if (roll.team !== null && !teams.has(roll.team)) problems.push(`rollLog[${index}].team: no team “${roll.team}” in this file.`);
    if (roll.battle !== null && !battles.has(roll.battle)) problems.push(`rollLog[${index}].battle: no battle “${roll.battle}” in this file.`);
    if (roll.character !== null && !characters.has(roll.character)) problems.push(`rollLog[${index}].character: no character “${roll.character}” in this file.`);
    if (sequences.has(roll.sequence)) problems.push(`rollLog[${index}].sequence: the number ${roll.sequence} is given twice.`);
    sequences.add(roll.sequence);
  });
  envelope.journal.forEach((line, index) => {
    const schema = Object.hasOwn(ACTIVITY_PAYLOAD_SCHEMAS, line.kind) ? ACTIVITY_PAYLOAD_SCHEMAS[line.kind as keyof typeof ACTIVITY_PAYLOAD_SCHEMAS] : null;
    if (!schema) problems.push(`journal[${index}].kind: “${line.kind}” is no kind of activity Longbox knows.`);
    else if (!schema.safeParse(line.payload).success) problems.push(`journal[${index}].payload: does not fit a line of the kind “${line.kind}”.`);
  });
  return problems;
}

type Checked = { ok: true; envelope: CampaignFileEnvelope; reading: CampaignRecordsReading<unknown> } | { ok: false; problems: string[] };

/** The envelope, its game's records and the references between them, checked; every problem found, in words naming where. */
export function checkEnvelope(json: unknown, recordsChecks: readonly CampaignRecordsCheck<unknown>[]): Checked {
  const parsed = campaignFileEnvelopeSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: describeIssues(parsed.error.issues) };
  const envelope = parsed.data;
  const check = recordsChecks.find((one) => one.gameSystem === envelope.gameSystem);
  let reading: CampaignRecordsReading<unknown> = NO_RECORDS;
  if (check) {
    const read = check.read(envelope.game, envelope);
    if (!read.ok) return { ok: false, problems: read.problems };
    reading = read.reading;
  } else if (envelope.game !== null) {
    return { ok: false, problems: ["game: this game keeps no records of its own in a campaign file, but the file holds some."] };
  }
  const problems = referenceProblems(envelope, reading);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, envelope, reading };
}

function preview(envelope: CampaignFileEnvelope, reading: CampaignRecordsReading<unknown>): CampaignImportPreviewView {
  const notes = [`Exported on ${envelope.exportedAt.slice(0, 10)}.`];
  if (envelope.people.length > 0) notes.push(`Played by ${envelope.people.map((person) => person.name).join(", ")}: the teams keep their owners' names but belong to no account.`);
  return {
    canImport: true,
    problems: [],
    warnings: [],
    notes,
    // The game's name is the catalog's: the request thread fills it in (campaign-file-import.ts).
    campaign: { name: envelope.campaign.name, systemName: envelope.gameSystem },
    teams: envelope.teams.map((team) => ({
      name: `${team.name}${team.archivedAt ? " (archived)" : ""}`,
      ownerLabel: team.ownerName,
      memberCount: reading.members.byTeam[team.ref] ?? 0,
      memberNoun: reading.members.noun,
    })),
    counts: { battles: reading.battles, ledgerEntries: envelope.ledger.length, rolls: envelope.rollLog.length, journalEntries: envelope.journal.length },
  };
}

/**
 * The check of the shared campaign file (CampaignFileCheck), with every game's records check the
 * reading thread loaded (lib/server/import/check-bundle.ts). A game without one keeps no records.
 */
export function campaignEnvelopeCheck(recordsChecks: readonly CampaignRecordsCheck<unknown>[]): CampaignFileCheck<EnvelopeRead> {
  return {
    format: CAMPAIGN_FILE_ENVELOPE_FORMAT,
    preview(json) {
      const checked = checkEnvelope(json, recordsChecks);
      return checked.ok ? preview(checked.envelope, checked.reading) : refusedCampaignImport(checked.problems);
    },
    read(json): CampaignFileRead<EnvelopeRead> {
      const checked = checkEnvelope(json, recordsChecks);
      return checked.ok ? { ok: true, file: { envelope: checked.envelope, records: checked.reading.records } } : { ok: false, problemCount: checked.problems.length };
    },
  };
}
