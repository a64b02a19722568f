import "server-only";
import { z } from "zod";
import { importedCopyName } from "@/lib/export/imported-copy-name";
import type { CampaignImportWrite, CampaignUpload } from "@/lib/games/game-server";
import { findGameSystemOfExportFormat } from "@/lib/games/registry";
import { gameServer } from "@/lib/games/server-registry";
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
import type { CheckedUpload } from "./read-upload";
import { invalidCampaignFileMessage, refusedCampaignImport, type CampaignImportPreviewView } from "@/lib/views/campaign-import-preview";

type Importer = NonNullable<NonNullable<ReturnType<typeof gameServer>>["import"]>["campaignFile"];
type Dispatch = { ok: true; importer: NonNullable<Importer>; upload: CampaignUpload } | { ok: false; problem: string };

const envelopeSchema = z.object({ format: z.string() });

const TEXT_RULES = {
  maxBytes: MAX_CAMPAIGN_IMPORT_BYTES,
  maxItems: MAX_CAMPAIGN_IMPORT_ITEMS,
  tooLarge: campaignTooLargeMessage,
  empty: EMPTY_CAMPAIGN_FILE_MESSAGE,
  notJson: NOT_JSON_CAMPAIGN_MESSAGE,
};

/**
 * parseImportText's answer for an upload a reading thread already held to the same limits
 * (read-upload.ts CAMPAIGN_READ_LIMITS: size, nesting, items) and walked for control characters:
 * only the parse is left for this thread, and none at all for a file the worker found wanting.
 */
function parseChecked({ text, verdict }: CheckedUpload): { ok: true; json: unknown } | { ok: false; error: string } {
  if (text.trim() === "") return { ok: false, error: EMPTY_CAMPAIGN_FILE_MESSAGE };
  if (verdict === "not-json") return { ok: false, error: NOT_JSON_CAMPAIGN_MESSAGE };
  if (verdict === "control-characters") return { ok: false, error: CONTROL_CHARACTERS_IN_FILE_MESSAGE };
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false, error: NOT_JSON_CAMPAIGN_MESSAGE };
  }
}

function quotedFormat(format: string): string {
  return format.length > 60 ? `${format.slice(0, 60)}…` : format;
}

/**
 * Reads the unpacked upload as far as its format, within the same size, depth and item limits
 * every system's reader keeps (checked on a reading thread for an upload), and finds the system whose campaign files have that format. A
 * format no system writes, or a system that cannot read its files back yet, is refused by name.
 */
function dispatch(file: string | CheckedUpload): Dispatch {
  const text = typeof file === "string" ? file : file.text;
  const parsed = typeof file === "string" ? parseImportText(file, TEXT_RULES) : parseChecked(file);
  if (!parsed.ok) return { ok: false, problem: parsed.error };
  const envelope = envelopeSchema.safeParse(parsed.json);
  if (!envelope.success) return { ok: false, problem: NO_FORMAT_CAMPAIGN_MESSAGE };
  const { format } = envelope.data;
  const system = findGameSystemOfExportFormat(format);
  if (!system) {
    // A team file names its own format; it is the likeliest wrong file to choose here.
    if (/\.team$/.test(format)) {
      return { ok: false, problem: "This is a team export. Import it from a campaign's team list (“Import a team”), or choose a campaign export here." };
    }
    return { ok: false, problem: `This JSON is not a Longbox campaign export: no game system writes files of the format “${quotedFormat(format)}”.` };
  }
  const importer = gameServer(system.id)?.import?.campaignFile;
  if (!importer) return { ok: false, problem: `This is a campaign file of ${system.name}, whose campaigns this Longbox cannot import yet.` };
  return { ok: true, importer, upload: { text, json: parsed.json } };
}

/** What importing this text would create, for any signed-in user: every problem, or what it holds. Writes nothing. */
export async function previewCampaignFile(userId: string, file: string | CheckedUpload): Promise<CampaignImportPreviewView> {
  const found = dispatch(file);
  if (!found.ok) return refusedCampaignImport([found.problem]);
  return found.importer.preview(userId, found.upload);
}

/**
 * Imports the file as a NEW campaign organised by `userId`, through its system's importer (which
 * writes it in one transaction), named as a copy ("<name> (imported)"). Refusal, writing nothing:
 * - invalid-file: the file has a problem (previewCampaignFile lists them).
 */
export async function importCampaignFile(userId: string, file: string | CheckedUpload): Promise<CampaignImportWrite> {
  const found = dispatch(file);
  if (!found.ok) return { ok: false, code: "invalid-file", message: invalidCampaignFileMessage(1) };
  // The names the importer's campaigns already have, so the copy's is free among them; the game
  // writes it with the rest, in its one transaction.
  const mine = await db.campaign.findMany({ where: { memberships: { some: { userId } } }, select: { name: true } });
  const taken = new Set(mine.map((c) => c.name));
  return found.importer.write(userId, found.upload, (fileName) => importedCopyName(fileName, taken));
}
