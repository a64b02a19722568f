import "server-only";
import { importedCopyName } from "@/lib/export/imported-copy-name";
import type { CampaignImportWrite } from "@/lib/game-contract/game-server";
import type { GameServer } from "@/lib/game-contract/game-server";
import {
  campaignTooLargeMessage,
  EMPTY_CAMPAIGN_FILE_MESSAGE,
  MAX_CAMPAIGN_IMPORT_BYTES,
  MAX_CAMPAIGN_IMPORT_ITEMS,
  NO_FORMAT_CAMPAIGN_MESSAGE,
  NOT_JSON_CAMPAIGN_MESSAGE,
} from "@/lib/export/import-limits";
import { CONTROL_CHARACTERS_IN_FILE_MESSAGE, parseImportText } from "@/lib/export/json-depth";
import { db } from "@/lib/server/db";
import { readPool, type ReadPool } from "./read-pool";
import { checkCampaignText, IMPORT_FAILED_MESSAGE, type CheckedUpload } from "./read-upload";
import type { CheckAnswer, CheckMode } from "./read-worker";
import { invalidCampaignFileMessage, refusedCampaignImport, type CampaignImportPreviewView } from "@/lib/views/campaign-import-preview";
import type { EnvelopeRead } from "@/lib/export/campaign-envelope-check";
import { CAMPAIGN_FILE_ENVELOPE_FORMAT } from "@/lib/schemas/campaign-file-envelope";
import { envelopeGameProblems, writeCampaignEnvelope, type EnvelopeGame } from "./campaign-envelope-import";

type Importer = NonNullable<NonNullable<GameServer["import"]>["campaignFile"]>;

/**
 * The catalog's answers for a campaign file (the catalog's campaignFileGames,
 * handed in by the action); this module names no game.
 * - byFormat: for a game's own format (the files before the shared one), the game that writes
 *   files of it, with its importer when it can read them back; null for a format no game writes.
 * - byId: for the shared campaign file, the game it names (Campaign.gameSystem) with its writer of
 *   its own records; null for a game this Longbox does not offer.
 */
type CampaignFileGame = { name: string; importer: Importer | null } | null;
export interface CampaignFileGames {
  byFormat(format: string): Promise<CampaignFileGame> | CampaignFileGame;
  byId(gameSystemId: string): Promise<EnvelopeGame | null> | EnvelopeGame | null;
}
/** The game's check of the file (run on a reading thread), with its importer; or the one problem found before it. */
type Dispatch =
  | { ok: true; importer: Importer; answer: Extract<CheckAnswer, { hasCheck: true }> }
  /** The shared campaign file: the reading thread's answer, for the game the catalog gave by its id (or null: the answer was a refusal). */
  | { ok: true; envelope: true; game: EnvelopeGame | null; answer: Extract<CheckAnswer, { hasCheck: true }> }
  /** `isUnread`: the reading thread refused or could not read the file (busy, too slow, a limit): its words are the answer. */
  | { ok: false; problem: string; isUnread?: boolean };

const TEXT_RULES = {
  maxBytes: MAX_CAMPAIGN_IMPORT_BYTES,
  maxItems: MAX_CAMPAIGN_IMPORT_ITEMS,
  tooLarge: campaignTooLargeMessage,
  empty: EMPTY_CAMPAIGN_FILE_MESSAGE,
  notJson: NOT_JSON_CAMPAIGN_MESSAGE,
};

/**
 * What a reading thread found wanting in an upload it already held to the same limits
 * (read-upload.ts CAMPAIGN_READ_LIMITS: size, nesting, items) and walked for control characters.
 */
function uploadProblem({ verdict }: CheckedUpload): string | null {
  if (verdict === "empty") return EMPTY_CAMPAIGN_FILE_MESSAGE;
  if (verdict === "not-json") return NOT_JSON_CAMPAIGN_MESSAGE;
  if (verdict === "control-characters") return CONTROL_CHARACTERS_IN_FILE_MESSAGE;
  return null;
}

function quotedFormat(format: string): string {
  return format.length > 60 ? `${format.slice(0, 60)}…` : format;
}

/**
 * Has the file checked on a reading thread (read-pool.ts) by its game's campaign-file check
 * (lib/export/campaign-file-check.ts), which finds the game by the file's format, and asks the
 * catalog (`games`) for the system whose campaign files have that format. A format no system writes, or a system that
 * cannot read its files back yet, is refused by name. This thread neither decodes, parses nor
 * checks an upload: a text (callers inside the server, and tests) is still read here first, within
 * the same limits, for their own words.
 */
async function dispatch(file: string | CheckedUpload, mode: CheckMode, games: CampaignFileGames, pool: ReadPool): Promise<Dispatch> {
  if (typeof file === "string") {
    const parsed = parseImportText(file, TEXT_RULES);
    if (!parsed.ok) return { ok: false, problem: parsed.error };
  } else {
    const problem = uploadProblem(file);
    if (problem !== null) return { ok: false, problem };
  }
  const checked = await checkCampaignText(typeof file === "string" ? file : file.bytes, mode, pool);
  if (!checked.ok) return { ok: false, problem: checked.message, isUnread: true };
  const { answer } = checked;
  if (answer.format === null) return { ok: false, problem: NO_FORMAT_CAMPAIGN_MESSAGE };
  const { format } = answer;
  if (format === CAMPAIGN_FILE_ENVELOPE_FORMAT && answer.hasCheck) {
    const gameSystemId = "read" in answer ? (answer.read.ok ? (answer.read.file as EnvelopeRead).envelope.gameSystem : null) : answer.preview.campaign?.systemName;
    if (gameSystemId === null || gameSystemId === undefined) return { ok: true, envelope: true, game: null, answer };
    const game = await games.byId(gameSystemId);
    if (!game) return { ok: false, problem: `This is a campaign file of a game this Longbox does not offer (“${quotedFormat(gameSystemId)}”).` };
    return { ok: true, envelope: true, game, answer };
  }
  const system = await games.byFormat(format);
  if (!system) {
    // A team file names its own format; it is the likeliest wrong file to choose here.
    if (/\.team$/.test(format)) {
      return { ok: false, problem: "This is a team export. Import it from a campaign's team list (“Import a team”), or choose a campaign export here." };
    }
    return { ok: false, problem: `This JSON is not a Longbox campaign export: no game system writes files of the format “${quotedFormat(format)}”.` };
  }
  const { importer } = system;
  if (!importer || !answer.hasCheck) {
    if (importer) console.error(`[import] ${system.name} imports campaign files but has no check of them (lib/export/campaign-file-check.ts)`);
    return { ok: false, problem: `This is a campaign file of ${system.name}, whose campaigns this Longbox cannot import yet.` };
  }
  return { ok: true, importer, answer };
}

/** What importing this text would create, for any signed-in user: every problem, or what it holds. Writes nothing. */
export async function previewCampaignFile(userId: string, file: string | CheckedUpload, games: CampaignFileGames, pool: ReadPool = readPool()): Promise<CampaignImportPreviewView> {
  const found = await dispatch(file, "preview", games, pool);
  if (!found.ok) return refusedCampaignImport([found.problem]);
  if (!("preview" in found.answer)) return refusedCampaignImport([IMPORT_FAILED_MESSAGE]);
  const { preview } = found.answer;
  if (!("envelope" in found) || !found.game || !preview.canImport) return preview;
  // The reading thread knows no game's rules: its settings and kinds of session are checked here, and its name given.
  const problems = await envelopeProblemsOf(file, found.game, pool);
  if (problems.length > 0) return refusedCampaignImport(problems);
  return { ...preview, campaign: preview.campaign && { ...preview.campaign, systemName: found.game.system.name } };
}

/**
 * Imports the file as a NEW campaign organised by `userId`, through its system's importer (which
 * writes it in one transaction), named as a copy ("<name> (imported)"). Refusal, writing nothing:
 * - invalid-file: the file has a problem (previewCampaignFile lists them).
 */
export async function importCampaignFile(userId: string, file: string | CheckedUpload, games: CampaignFileGames, pool: ReadPool = readPool()): Promise<CampaignImportWrite> {
  const found = await dispatch(file, "read", games, pool);
  if (!found.ok) return { ok: false, code: "invalid-file", message: found.isUnread ? found.problem : invalidCampaignFileMessage(1) };
  const read = "read" in found.answer ? found.answer.read : null;
  if (read === null) return { ok: false, code: "invalid-file", message: IMPORT_FAILED_MESSAGE };
  if (!read.ok) return { ok: false, code: "invalid-file", message: invalidCampaignFileMessage(read.problemCount) };
  // The names the importer's campaigns already have, so the copy's is free among them; the game
  // writes it with the rest, in its one transaction.
  const mine = await db.campaign.findMany({ where: { memberships: { some: { userId } } }, select: { name: true } });
  const taken = new Set(mine.map((c) => c.name));
  const copyName = (fileName: string) => importedCopyName(fileName, taken);
  if ("envelope" in found) {
    if (!found.game) return { ok: false, code: "invalid-file", message: IMPORT_FAILED_MESSAGE };
    const written = await writeCampaignEnvelope(userId, read.file as EnvelopeRead, found.game, copyName);
    return written.ok ? written : { ok: false, code: "invalid-file", message: written.message };
  }
  return found.importer.write(userId, read.file, copyName);
}

/** The game's own problems with a shared file the reading thread found sound (read again there: the preview carries no settings). */
async function envelopeProblemsOf(file: string | CheckedUpload, game: EnvelopeGame, pool: ReadPool): Promise<string[]> {
  const checked = await checkCampaignText(typeof file === "string" ? file : file.bytes, "read", pool);
  if (!checked.ok) return [checked.message];
  const { answer } = checked;
  if (!("read" in answer) || !answer.read.ok) return [IMPORT_FAILED_MESSAGE];
  return envelopeGameProblems(answer.read.file as EnvelopeRead, game);
}
