import { z } from "zod";
import { CAMPAIGN_EXPORT_FORMAT, CAMPAIGN_EXPORT_VERSION, campaignExportSchema, type CampaignExport } from "./campaign-export-schema";
import { checkCampaignReferences } from "./check-campaign-references";
import { describeIssues } from "@/lib/export/describe-issues";
import {
  campaignTooLargeMessage,
  MAX_CAMPAIGN_ACTIVITY,
  MAX_CAMPAIGN_BATTLES,
  MAX_CAMPAIGN_IMPORT_BYTES,
  MAX_CAMPAIGN_IMPORT_ITEMS,
  MAX_CAMPAIGN_LEDGER_ENTRIES,
  MAX_CAMPAIGN_ROLLS,
  MAX_CAMPAIGN_TEAMS,
} from "@/lib/export/import-limits";
import { parseImportText } from "@/lib/export/json-depth";
import { checkRulesEdition, quoted } from "./read-team-file";
import { TEAM_EXPORT_FORMAT } from "./team-export-schema";

/**
 * Reads a campaign export for an import, saying what is wrong in words a person can act on. Any
 * problem refuses the whole file: a campaign is rebuilt exactly or not at all.
 *
 * In order, each stopping the reading: too large, empty, nested too deep or holding too many items
 * (before parsing), not JSON, holding control characters, not a campaign
 * export (a team export is pointed to its own import), a format version this code does not read
 * (version 1 files lack the battles and roll log), another game or character format, more teams,
 * battles, rolls, ledger entries or activity lines than an import reads, a shape
 * that does not fit the format (zod's issues, at most five lines), and references inside the file
 * that do not resolve or do not agree (check-campaign-references.ts).
 */
export type CampaignFileReading = { ok: false; errors: string[] } | { ok: true; file: CampaignExport };

import { EMPTY_CAMPAIGN_FILE_MESSAGE, NOT_JSON_CAMPAIGN_MESSAGE } from "@/lib/export/import-limits";
export { EMPTY_CAMPAIGN_FILE_MESSAGE, NOT_JSON_CAMPAIGN_MESSAGE };
export { TOO_DEEP_MESSAGE } from "@/lib/export/json-depth";
export const TEAM_FILE_MESSAGE = "This is a team export. Import it from a campaign's team list (“Import a team”), or choose a campaign export here.";
export const NO_FORMAT_MESSAGE = "This JSON is not a Longbox export: it has no format.";
export const OTHER_FORMAT_MESSAGE = "This JSON is not a Longbox campaign export: its format is not “longbox.campaign”.";
export const VERSION_1_MESSAGE =
  "This campaign export is format version 1, written before exports carried battles and the roll log, so the campaign cannot be rebuilt from it. Export the campaign again from its Longbox, then import the new file.";

const envelopeSchema = z.object({ format: z.unknown(), formatVersion: z.unknown() });

function fail(...errors: string[]): CampaignFileReading {
  return { ok: false, errors };
}

function checkEnvelope(json: unknown): string | null {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return NO_FORMAT_MESSAGE;
  const { format, formatVersion } = envelope.data;
  if (format === TEAM_EXPORT_FORMAT) return TEAM_FILE_MESSAGE;
  if (format !== CAMPAIGN_EXPORT_FORMAT) return OTHER_FORMAT_MESSAGE;
  if (formatVersion === 1) return VERSION_1_MESSAGE;
  if (formatVersion !== CAMPAIGN_EXPORT_VERSION) {
    const newer = typeof formatVersion === "number" && formatVersion > CAMPAIGN_EXPORT_VERSION;
    return `This campaign export is format version ${quoted(formatVersion)}${newer ? ", from a newer Longbox" : ""}; this Longbox reads version ${CAMPAIGN_EXPORT_VERSION}.`;
  }
  return null;
}

/** What a campaign holds lists of, with how many of each an import reads. */
const COUNTED_LISTS = [
  ["teams", "teams", MAX_CAMPAIGN_TEAMS],
  ["battles", "battles", MAX_CAMPAIGN_BATTLES],
  ["rolls", "rolls", MAX_CAMPAIGN_ROLLS],
  ["storyPointLedger", "story point entries", MAX_CAMPAIGN_LEDGER_ENTRIES],
  ["activity", "activity lines", MAX_CAMPAIGN_ACTIVITY],
] as const;

/**
 * The first list longer than an import reads, before the shape is checked: the schema's own
 * maximum only applies after it has checked every element, which for a list of a million rolls
 * is most of the work a hostile file asks for.
 */
function countProblem(json: unknown): string | null {
  for (const [key, label, limit] of COUNTED_LISTS) {
    const list = (json as Record<string, unknown>)[key];
    if (Array.isArray(list) && list.length > limit) return `The file holds ${list.length} ${label}; Longbox imports campaigns of up to ${limit}.`;
  }
  return null;
}

/**
 * A campaign file's text, or the file already parsed by the generic import within these same
 * limits (lib/server/import/campaign-file-import.ts), which is not parsed a second time.
 */
export type CampaignFileInput = string | { json: unknown };

export function readCampaignFile(input: CampaignFileInput): CampaignFileReading {
  if (typeof input !== "string") return readCampaignJson(input.json);
  const parsedText = parseImportText(input, {
    maxBytes: MAX_CAMPAIGN_IMPORT_BYTES,
    maxItems: MAX_CAMPAIGN_IMPORT_ITEMS,
    tooLarge: campaignTooLargeMessage,
    empty: EMPTY_CAMPAIGN_FILE_MESSAGE,
    notJson: NOT_JSON_CAMPAIGN_MESSAGE,
  });
  if (!parsedText.ok) return fail(parsedText.error);
  return readCampaignJson(parsedText.json);
}

function readCampaignJson(json: unknown): CampaignFileReading {
  const envelopeError = checkEnvelope(json);
  if (envelopeError) return fail(envelopeError);
  const editionError = checkRulesEdition((json as { rulesEdition?: unknown }).rulesEdition);
  if (editionError) return fail(editionError);
  const tooMany = countProblem(json);
  if (tooMany) return fail(tooMany);

  const parsed = campaignExportSchema.safeParse(json);
  if (!parsed.success) return fail(...describeIssues(parsed.error.issues));
  const problems = checkCampaignReferences(parsed.data);
  if (problems.length > 0) return fail(...problems);
  return { ok: true, file: parsed.data };
}
