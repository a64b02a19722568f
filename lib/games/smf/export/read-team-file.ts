import { z } from "zod";
import type { CharacterCampaignState } from "@/lib/rules/smf";
import { CAMPAIGN_EXPORT_FORMAT } from "./campaign-export-schema";
import { characterCampaignStateSchema } from "./character-state-schema";
import { describeIssues } from "@/lib/export/describe-issues";
import { MAX_IMPORT_BYTES, MAX_IMPORT_CHARACTERS, MAX_IMPORT_ITEMS, tooLargeMessage } from "@/lib/export/import-limits";
import { parseImportText } from "@/lib/export/json-depth";
import { CURRENT_RULES_EDITION, SMF_GAME, type RulesEdition } from "./rules-edition";
import {
  exportedCharacterSchema,
  exportedTeamSchema,
  teamExportSchema,
  TEAM_EXPORT_FORMAT,
  TEAM_EXPORT_VERSION,
  type ExportedCharacter,
  type ExportedTeam,
} from "./team-export-schema";

/**
 * Reads a team export for an import, saying what is wrong in words a player can act on.
 *
 * File-level problems stop the reading: too large, not JSON, not a team export, a format version
 * or character format this code does not read, a team header that does not fit, too many
 * characters, two characters with one id. Each character is then read on its own, so one bad
 * entry is reported as that entry's problem. A character's campaign `state` that does not fit is
 * not an error: it comes back as null and the import gives that character a fresh state.
 */

export type ReadableCharacter = Omit<ExportedCharacter, "state"> & { state: CharacterCampaignState | null };

export interface TeamFileCharacter {
  /** 1-based place in the file: "Character 3". */
  number: number;
  /** The name as written (or "" when there is none), so messages can name an unreadable entry. */
  name: string;
  /** Null when the entry does not fit the format; `errors` says why. */
  character: ReadableCharacter | null;
  errors: string[];
}

export type TeamFileReading =
  { ok: false; errors: string[] } | { ok: true; exportedAt: string; rulesEdition: RulesEdition; team: Omit<ExportedTeam, "characters">; characters: TeamFileCharacter[] };

const envelopeSchema = z.object({ format: z.unknown(), formatVersion: z.unknown() });
const headerSchema = teamExportSchema.extend({
  team: exportedTeamSchema.extend({ characters: z.array(z.unknown()) }),
});
const lenientCharacterSchema = exportedCharacterSchema.extend({ state: z.unknown() });

export const EMPTY_FILE_MESSAGE = "Choose a team export file, or paste its text.";
export const NOT_JSON_MESSAGE = "This is not a JSON file, so it cannot be a Longbox team export.";

function fail(...errors: string[]): TeamFileReading {
  return { ok: false, errors };
}

/** A value from the file, short enough to quote in a message: a hostile file can put anything there. */
export function quoted(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "string") return value.length > 20 ? `“${value.slice(0, 20)}…”` : `“${value}”`;
  return value === null ? "null" : Array.isArray(value) ? "a list" : typeof value === "object" ? "an object" : "missing";
}

function checkEnvelope(json: unknown): string | null {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return "This JSON is not a Longbox export: it has no format.";
  const { format, formatVersion } = envelope.data;
  if (format === CAMPAIGN_EXPORT_FORMAT) return "This is a whole-campaign export. Import a team export instead: a team page's “Export as JSON”.";
  if (format !== TEAM_EXPORT_FORMAT) return "This JSON is not a Longbox team export: its format is not “longbox.team”.";
  if (formatVersion !== TEAM_EXPORT_VERSION) {
    const newer = typeof formatVersion === "number" && formatVersion > TEAM_EXPORT_VERSION;
    return `This team export is format version ${quoted(formatVersion)}${newer ? ", from a newer Longbox" : ""}; this Longbox reads version ${TEAM_EXPORT_VERSION}.`;
  }
  return null;
}

export function checkRulesEdition(value: unknown): string | null {
  const edition = z.object({ game: z.unknown(), characterFormat: z.unknown(), rulesVersion: z.string() }).safeParse(value);
  if (!edition.success) return "The file does not say which rules its characters were built under (rulesEdition).";
  if (edition.data.game !== SMF_GAME) return "The file's characters are for another game, not Super Mission Force.";
  if (edition.data.characterFormat !== CURRENT_RULES_EDITION.characterFormat) {
    return `The file's characters are stored in format ${quoted(edition.data.characterFormat)}; this Longbox reads format ${CURRENT_RULES_EDITION.characterFormat}.`;
  }
  return null;
}

function readCharacter(raw: unknown, index: number): TeamFileCharacter {
  const rawName = typeof raw === "object" && raw !== null && "name" in raw && typeof raw.name === "string" ? raw.name.trim() : "";
  const parsed = lenientCharacterSchema.safeParse(raw);
  if (!parsed.success) return { number: index + 1, name: rawName, character: null, errors: describeIssues(parsed.error.issues) };
  const state = characterCampaignStateSchema.safeParse(parsed.data.state);
  return { number: index + 1, name: parsed.data.name, character: { ...parsed.data, state: state.success ? state.data : null }, errors: [] };
}

export function readTeamFile(text: string): TeamFileReading {
  const parsedText = parseImportText(text, {
    maxBytes: MAX_IMPORT_BYTES,
    maxItems: MAX_IMPORT_ITEMS,
    tooLarge: tooLargeMessage,
    empty: EMPTY_FILE_MESSAGE,
    notJson: NOT_JSON_MESSAGE,
  });
  if (!parsedText.ok) return fail(parsedText.error);
  const { json } = parsedText;

  const envelopeError = checkEnvelope(json);
  if (envelopeError) return fail(envelopeError);
  const editionError = checkRulesEdition((json as { rulesEdition?: unknown }).rulesEdition);
  if (editionError) return fail(editionError);

  const rawCharacters = (json as { team?: { characters?: unknown } }).team?.characters;
  if (Array.isArray(rawCharacters) && rawCharacters.length > MAX_IMPORT_CHARACTERS) {
    return fail(`The team has ${rawCharacters.length} characters; an import takes at most ${MAX_IMPORT_CHARACTERS}.`);
  }
  const header = headerSchema.safeParse(json);
  if (!header.success) return fail(...describeIssues(header.error.issues));

  const characters = header.data.team.characters.map(readCharacter);
  const ids = characters.flatMap((item) => (item.character ? [item.character.id] : []));
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) return fail(`Two characters in the file share the id “${repeated}”, so links between them cannot be followed.`);

  const { id, name, alignment, notes, ownerName, isArchived, createdAt, storyPoints } = header.data.team;
  const team = { id, name, alignment, notes, ownerName, isArchived, createdAt, storyPoints };
  return { ok: true, exportedAt: header.data.exportedAt, rulesEdition: header.data.rulesEdition, team, characters };
}
