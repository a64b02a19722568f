import type { CampaignImportPreviewView } from "@/lib/views/campaign-import-preview";

/**
 * Where a game keeps the pure check of its campaign files, inside its own folder
 * (lib/games/<game>/export/campaign-file-check.ts, exporting `campaignFileCheck`). The import's
 * reading threads find every game's check by this path (lib/server/import/check-bundle.ts), so no
 * generic code names a game, and run it there: checking a whole file against the game's schema
 * costs up to seconds for a hostile file, which must never be the request thread's time
 * (security issue #23, item 1).
 */
export const CAMPAIGN_FILE_CHECK_PATH = "export/campaign-file-check.ts";
export const CAMPAIGN_FILE_CHECK_EXPORT = "campaignFileCheck";
/**
 * The same file's check of the game's own records in the shared campaign file (the envelope's
 * `game` section; lib/export/campaign-envelope-check.ts CampaignRecordsCheck), when it keeps any.
 * A game's file may export either check, or both (a game that reads its older files too).
 */
export const CAMPAIGN_RECORDS_CHECK_EXPORT = "campaignRecordsCheck";
/** The generic check of the shared campaign file, bundled with the games' (below the project folder). */
export const CAMPAIGN_ENVELOPE_CHECK_PATH = "lib/export/campaign-envelope-check.ts";
export const CAMPAIGN_ENVELOPE_CHECK_EXPORT = "campaignEnvelopeCheck";

/**
 * A game's file read into its typed shape, or how many problems it has (the preview lists them).
 * It crosses from a reading thread to the request thread by the structured clone: plain data,
 * arrays, Maps and Sets only, no functions or class instances.
 */
export type CampaignFileRead<File> = { ok: true; file: File } | { ok: false; problemCount: number };

/**
 * One game's check of its campaign files. Pure, and importing only pure modules (no database, no
 * "server-only", no Next): it runs on a reading thread, bundled apart from the server. Both parts
 * read the parsed JSON of a file whose `format` is the game's; neither trusts the other.
 */
export interface CampaignFileCheck<File> {
  /** The `format` the game's campaign files name. */
  format: string;
  /** Every problem of the file, or what importing it would create. */
  preview(json: unknown): CampaignImportPreviewView;
  /** The file in the game's typed shape, for its write (GameServer.import.campaignFile.write). */
  read(json: unknown): CampaignFileRead<File>;
}
