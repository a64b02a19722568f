import "server-only";
import {
  campaignTooLargeMessage,
  campaignUploadTooLargeMessage,
  EMPTY_CAMPAIGN_FILE_MESSAGE,
  IMPORTS_BUSY_MESSAGE,
  MAX_CAMPAIGN_IMPORT_BYTES,
  MAX_CAMPAIGN_IMPORT_ITEMS,
  MAX_CAMPAIGN_IMPORT_STRING_BYTES,
  MAX_CAMPAIGN_UPLOAD_BYTES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ITEMS,
  MAX_JSON_DEPTH,
  NOT_JSON_CAMPAIGN_MESSAGE,
  tooLargeMessage,
  tooManyItemsMessage,
  tooMuchTextMessage,
  tooSlowMessage,
} from "@/lib/export/import-limits";
import { CONTROL_CHARACTERS_IN_FILE_MESSAGE, TOO_DEEP_MESSAGE } from "@/lib/export/json-depth";
import { readPool, type PoolReading, type ReadPool } from "./read-pool";
import type { CheckAnswer, CheckMode, ReadLimits, ReadVerdict } from "./read-worker";

/**
 * An upload a reading thread held to CAMPAIGN_READ_LIMITS: its unpacked bytes (checked UTF-8) and
 * what the worker found in them. The generic import hands the bytes on to a reading thread for
 * the game's check (campaign-file-import.ts); this thread never decodes or parses them.
 */
export interface CheckedUpload {
  bytes: Uint8Array;
  verdict: ReadVerdict;
}
export type UploadReading = ({ ok: true } & CheckedUpload) | { ok: false; message: string };
export type TextCheck = { ok: true } | { ok: false; message: string };
export type CampaignTextCheck = { ok: true; answer: CheckAnswer } | { ok: false; message: string };

export const DAMAGED_GZIP_MESSAGE = "The file is compressed, but damaged: it could not be unpacked. Choose the export again.";
export const IMPORT_FAILED_MESSAGE = "The file could not be read just now. Try again in a moment.";

/** What a campaign file of any system may ask of the reading threads. */
export const CAMPAIGN_READ_LIMITS: ReadLimits = {
  maxBytes: MAX_CAMPAIGN_IMPORT_BYTES,
  maxItems: MAX_CAMPAIGN_IMPORT_ITEMS,
  maxDepth: MAX_JSON_DEPTH,
  maxStringBytes: MAX_CAMPAIGN_IMPORT_STRING_BYTES,
};

/** What a team file of any system may ask of them (a team file is read whole by its system's reader after). */
export const TEAM_READ_LIMITS: ReadLimits = { maxBytes: MAX_IMPORT_BYTES, maxItems: MAX_IMPORT_ITEMS, maxDepth: MAX_JSON_DEPTH, maxStringBytes: MAX_IMPORT_BYTES };

/** The refusal of a file the pool did not read, in words naming the limit; null when it was read. */
function refusalOf(reading: PoolReading, limits: ReadLimits, pool: ReadPool, tooLarge: (bytes: number) => string): string | null {
  if (reading.ok) return null;
  switch (reading.reason) {
    case "limit":
      if (reading.limit === "bytes") return tooLarge(reading.unpackedBytes);
      if (reading.limit === "depth") return TOO_DEEP_MESSAGE;
      if (reading.limit === "items") return tooManyItemsMessage(limits.maxItems);
      return tooMuchTextMessage(limits.maxStringBytes);
    case "damaged":
      return reading.problem === "gzip" ? DAMAGED_GZIP_MESSAGE : NOT_JSON_CAMPAIGN_MESSAGE;
    case "too-slow":
      return tooSlowMessage(pool.options.cpuBudgetMs);
    case "busy":
      return IMPORTS_BUSY_MESSAGE;
    case "failed":
      return IMPORT_FAILED_MESSAGE;
  }
}

/**
 * The text of an uploaded campaign export. The import form gzips the file in the browser (see
 * MAX_CAMPAIGN_UPLOAD_BYTES); a plain JSON file is read as it is. Unpacking, the limits that bound
 * the work (bytes, items, depth, text) and the JSON parse run on a reading thread (read-pool.ts),
 * never this one, and stop at the first limit passed. A file that is not JSON, or holds control
 * characters, comes back with that verdict: the import says so in its own words.
 */
export async function readUpload(file: Blob, pool: ReadPool = readPool()): Promise<UploadReading> {
  if (file.size > MAX_CAMPAIGN_UPLOAD_BYTES) return { ok: false, message: campaignUploadTooLargeMessage(file.size) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const reading = await pool.read(bytes, true, CAMPAIGN_READ_LIMITS);
  // Unpacking stops one piece past the limit, so how far past it the whole file goes is unknown.
  const refusal = refusalOf(reading, CAMPAIGN_READ_LIMITS, pool, () => campaignTooLargeMessage(MAX_CAMPAIGN_IMPORT_BYTES + 1));
  if (refusal !== null || !reading.ok) return { ok: false, message: refusal ?? IMPORT_FAILED_MESSAGE };
  // Not decoded here: for the largest file that alone held this thread some 100 ms.
  return { ok: true, bytes: reading.bytes, verdict: reading.verdict };
}

/**
 * Runs a pasted or chosen team file's text (any system's) through a reading thread before its
 * system's reader sees it, so a hostile text is refused off this thread and counts against the
 * same cap on files read at once. Text past the size limit is left to the reader, which
 * refuses it by its size at once.
 */
export async function checkTeamText(text: string, pool: ReadPool = readPool()): Promise<TextCheck> {
  if (text.length > TEAM_READ_LIMITS.maxBytes) return { ok: true };
  const reading = await pool.read(new TextEncoder().encode(text), false, TEAM_READ_LIMITS);
  const refusal = refusalOf(reading, TEAM_READ_LIMITS, pool, tooLargeMessage);
  return refusal === null ? { ok: true } : { ok: false, message: refusal };
}

/**
 * Has a campaign file (its text, or an upload's bytes) read again on a reading thread, within CAMPAIGN_READ_LIMITS, and
 * checked there by its game's campaign-file check (read-worker.ts): for the preview, or read into
 * the game's shape for the write. This thread gets the check's answer, or the refusal in words.
 */
export async function checkCampaignText(file: string | Uint8Array, mode: CheckMode, pool: ReadPool = readPool()): Promise<CampaignTextCheck> {
  // The pool takes the bytes it is given (read-pool.ts): a copy, so the caller's stay whole.
  const bytes = typeof file === "string" ? new TextEncoder().encode(file) : new Uint8Array(file);
  const reading = await pool.read(bytes, false, CAMPAIGN_READ_LIMITS, mode);
  const refusal = refusalOf(reading, CAMPAIGN_READ_LIMITS, pool, campaignTooLargeMessage);
  if (refusal !== null || !reading.ok) return { ok: false, message: refusal ?? IMPORT_FAILED_MESSAGE };
  if (reading.verdict === "empty") return { ok: false, message: EMPTY_CAMPAIGN_FILE_MESSAGE };
  if (reading.verdict === "control-characters") return { ok: false, message: CONTROL_CHARACTERS_IN_FILE_MESSAGE };
  if (reading.verdict === "not-json" || !reading.check) return { ok: false, message: NOT_JSON_CAMPAIGN_MESSAGE };
  return { ok: true, answer: reading.check };
}
