import "server-only";
import { createGunzip } from "node:zlib";
import {
  campaignTooLargeMessage,
  campaignUploadTooLargeMessage,
  MAX_CAMPAIGN_IMPORT_BYTES,
  MAX_CAMPAIGN_UPLOAD_BYTES,
  NOT_JSON_CAMPAIGN_MESSAGE,
} from "@/lib/export/import-limits";

export type UploadReading = { ok: true; text: string } | { ok: false; message: string };

const GZIP_MAGIC = [0x1f, 0x8b] as const;
/** Unpacked a piece at a time, so the event loop turns between pieces and no buffer is sized by the file's own claims. */
const INFLATE_CHUNK_BYTES = 64 * 1024;

export const DAMAGED_GZIP_MESSAGE = "The file is compressed, but damaged: it could not be unpacked. Choose the export again.";

type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" | "damaged" };

/**
 * Unpacks gzip as a stream and stops as soon as the output passes `limit`: a small upload that
 * would unpack into gigabytes costs at most `limit` bytes and the time to unpack them, never the
 * whole expansion (found by the hostile probe of the security issue, item 5).
 */
export function gunzipWithin(packed: Uint8Array, limit: number): Promise<Inflated> {
  return new Promise((resolve) => {
    const gunzip = createGunzip({ chunkSize: INFLATE_CHUNK_BYTES });
    const pieces: Buffer[] = [];
    let total = 0;
    let isSettled = false;
    const settle = (result: Inflated) => {
      if (isSettled) return;
      isSettled = true;
      resolve(result);
    };
    gunzip.on("data", (piece: Buffer) => {
      total += piece.length;
      if (total > limit) {
        pieces.length = 0;
        gunzip.destroy();
        settle({ ok: false, reason: "too-large" });
        return;
      }
      pieces.push(piece);
    });
    gunzip.on("error", () => settle({ ok: false, reason: "damaged" }));
    gunzip.on("end", () => settle({ ok: true, bytes: Buffer.concat(pieces, total) }));
    gunzip.end(packed);
  });
}

/**
 * The text of an uploaded campaign export. The import form gzips the file in the browser (see
 * MAX_CAMPAIGN_UPLOAD_BYTES); a plain JSON file is read as it is. Unpacking stops one piece past
 * the largest export Longbox reads.
 */
export async function readUpload(file: Blob): Promise<UploadReading> {
  if (file.size > MAX_CAMPAIGN_UPLOAD_BYTES) return { ok: false, message: campaignUploadTooLargeMessage(file.size) };
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    const inflated = await gunzipWithin(bytes, MAX_CAMPAIGN_IMPORT_BYTES);
    if (!inflated.ok) return { ok: false, message: inflated.reason === "too-large" ? campaignTooLargeMessage(MAX_CAMPAIGN_IMPORT_BYTES + 1) : DAMAGED_GZIP_MESSAGE };
    bytes = inflated.bytes;
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: NOT_JSON_CAMPAIGN_MESSAGE };
  }
}
