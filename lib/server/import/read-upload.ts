import "server-only";
import { gunzipSync } from "node:zlib";
import { campaignTooLargeMessage, campaignUploadTooLargeMessage, MAX_CAMPAIGN_IMPORT_BYTES, MAX_CAMPAIGN_UPLOAD_BYTES } from "@/lib/export/import-limits";
import { NOT_JSON_CAMPAIGN_MESSAGE } from "@/lib/export/read-campaign-file";

export type UploadReading = { ok: true; text: string } | { ok: false; message: string };

const GZIP_MAGIC = [0x1f, 0x8b] as const;

/**
 * The text of an uploaded campaign export. The import form gzips the file in the browser (see
 * MAX_CAMPAIGN_UPLOAD_BYTES); a plain JSON file is read as it is. Unpacking stops one byte past
 * the largest export Longbox reads, so a small upload cannot unpack into gigabytes.
 */
export async function readUpload(file: Blob): Promise<UploadReading> {
  if (file.size > MAX_CAMPAIGN_UPLOAD_BYTES) return { ok: false, message: campaignUploadTooLargeMessage(file.size) };
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_CAMPAIGN_IMPORT_BYTES + 1 });
    } catch (error) {
      if (error instanceof RangeError) return { ok: false, message: campaignTooLargeMessage(MAX_CAMPAIGN_IMPORT_BYTES + 1) };
      return { ok: false, message: "The file is compressed, but damaged: it could not be unpacked. Choose the export again." };
    }
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: NOT_JSON_CAMPAIGN_MESSAGE };
  }
}
