/**
 * How much an import reads. Kept free of imports so the import forms (client components) can
 * check a chosen file's size before reading it. A roster rarely passes 15 entries; 40 leaves room
 * for the retired and the fallen while keeping a preview quick to check.
 */
export const MAX_IMPORT_BYTES = 512 * 1024;
export const MAX_IMPORT_CHARACTERS = 40;
/**
 * The most items (commas and opening brackets: lib/export/json-depth.ts textShapeProblem) a file
 * may hold, checked before it is parsed. Real exports hold about one item per 20 bytes minified
 * (one per 37 indented); these leave room for a dense file at the size limit, and refuse files
 * of millions of tiny values such as `[0,0,0,…]` before any parsing.
 */
export const MAX_IMPORT_ITEMS = 50_000;
/**
 * Parsing costs by the item, not by the byte: 1.9 million short strings in 31 MB (a 57 KB gzip)
 * took seconds where a real export of that size takes far less (security issue #23, item 1).
 * Longbox's downloads are indented, about one item per 37 bytes, and what the form uploads is
 * gzipped within MAX_CAMPAIGN_UPLOAD_BYTES (about fifteen-fold: some 14 MB unpacked, 400,000
 * items), so this leaves room for a file that packs a quarter better.
 */
export const MAX_CAMPAIGN_IMPORT_ITEMS = 500_000;
/**
 * Bytes inside strings (keys and values) a campaign file may hold: three quarters of the size
 * limit, since every real export spends a good part of its bytes on indentation, brackets and
 * numbers. Counted as the file is unpacked (lib/server/import/read-worker.ts).
 */
export const MAX_CAMPAIGN_IMPORT_STRING_BYTES = 24 * 1024 * 1024;

/** "The file is 600 KB; Longbox reads team exports of up to 512 KB." */
export function tooLargeMessage(bytes: number): string {
  return `The file is ${Math.ceil(bytes / 1024)} KB; Longbox reads team exports of up to ${MAX_IMPORT_BYTES / 1024} KB.`;
}

/**
 * A whole campaign. Its size is mostly the battles' stored rules records: every battle keeps the
 * snapshot of every active team, the pre-battle cards and the post-battle state, about 3 KB per
 * character per battle (measured: 35 KB minified for a battle of two teams in a campaign of three
 * small ones), and the download is indented, about twice that. A campaign the size of the
 * benchmark's (4 teams of 7, 20 battles, 400 rolls, 200 ledger entries) is about 4 MB; 32 MB takes
 * some 170 such battles, and a file that size still parses in well under a second.
 */
export const MAX_CAMPAIGN_IMPORT_BYTES = 32 * 1024 * 1024;
/**
 * What the import form may send. The browser gzips the file first (JSON like this shrinks about
 * fifteen-fold), and the upload must stay under Next's server action body limit (1 MB unless
 * next.config.js raises `experimental.serverActions.bodySizeLimit`; the form's other bytes need
 * room too). Raise both together.
 */
export const MAX_CAMPAIGN_UPLOAD_BYTES = 1024 * 1024 - 64 * 1024;
export const MAX_CAMPAIGN_TEAMS = 200;
/** A campaign team keeps its retired, dead and battle-born characters: more than a team export. */
export const MAX_CAMPAIGN_TEAM_CHARACTERS = 400;
export const MAX_CAMPAIGN_BATTLES = 5_000;
export const MAX_CAMPAIGN_ROLLS = 250_000;
export const MAX_CAMPAIGN_LEDGER_ENTRIES = 100_000;
export const MAX_CAMPAIGN_ACTIVITY = 100_000;
/** Nesting deeper than any stored rules record, so a hostile file cannot exhaust the stack. */
export const MAX_JSON_DEPTH = 40;

/** Numbers as people read them ("500,000"). Not toLocaleString: the one-date-formatter check reads any such call as a date. */
const plainNumber = new Intl.NumberFormat("en");
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

export function campaignUploadTooLargeMessage(bytes: number): string {
  return `Even compressed, the file is ${megabytes(bytes)} MB; this Longbox takes uploads of up to ${megabytes(MAX_CAMPAIGN_UPLOAD_BYTES)} MB.`;
}

export function campaignTooLargeMessage(bytes: number): string {
  return `The file is ${(bytes / (1024 * 1024)).toFixed(1)} MB; Longbox reads campaign exports of up to ${MAX_CAMPAIGN_IMPORT_BYTES / (1024 * 1024)} MB.`;
}

/** Said by every system's campaign import, before the file's format is known. */
export const EMPTY_CAMPAIGN_FILE_MESSAGE = "Choose a campaign export file.";
export const NOT_JSON_CAMPAIGN_MESSAGE = "This is not a JSON file, so it cannot be a Longbox campaign export.";
export const NO_FORMAT_CAMPAIGN_MESSAGE = "This JSON is not a Longbox export: it has no format.";

/** Refusals of the reading threads (lib/server/import/read-upload.ts), each naming its limit. */
export function tooManyItemsMessage(limit: number): string {
  return `The file holds more than ${plainNumber.format(limit)} separate values (texts, numbers, lists); a Longbox export of this kind holds fewer, so it is not read.`;
}

export function tooMuchTextMessage(limit: number): string {
  return `The texts in the file add up to more than ${Math.round(limit / (1024 * 1024))} MB; a Longbox export of this kind holds less, so it is not read.`;
}

export function tooSlowMessage(budgetMs: number): string {
  return `Reading the file took more than ${plainNumber.format(budgetMs / 1000)} seconds of the server's time, far longer than any Longbox export needs, so it was stopped and not read.`;
}

export const IMPORTS_BUSY_MESSAGE = "Longbox is reading many files for other people right now. Try again in a moment.";
