import { createGzip, gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { campaignTooLargeMessage, MAX_CAMPAIGN_IMPORT_BYTES, MAX_CAMPAIGN_UPLOAD_BYTES } from "@/lib/export/import-limits";
import { DAMAGED_GZIP_MESSAGE, gunzipWithin, readUpload } from "./read-upload";

/** gzip of `megabytes` MB of spaces, made a megabyte at a time so the test itself never holds the expansion. */
function gzipBomb(megabytes: number): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const gzip = createGzip({ level: 9 });
    const pieces: Buffer[] = [];
    gzip.on("data", (piece: Buffer) => pieces.push(piece));
    gzip.on("end", () => resolve(Buffer.concat(pieces) as Buffer<ArrayBuffer>));
    gzip.on("error", reject);
    const megabyte = Buffer.alloc(1024 * 1024, 0x20);
    for (let index = 0; index < megabytes; index++) gzip.write(megabyte);
    gzip.end();
  });
}

describe("readUpload (security issue, item 5)", () => {
  test("a gzip bomb is refused quickly, without unpacking it whole and without holding up other requests", async () => {
    const bomb = await gzipBomb(256);
    expect(bomb.length).toBeLessThan(MAX_CAMPAIGN_UPLOAD_BYTES);

    // Other requests' turns: each pass of the event loop while the upload is read.
    let turns = 0;
    let peakBuffers = 0;
    const baseline = process.memoryUsage().arrayBuffers;
    let isReading = true;
    const tick = () => {
      turns++;
      peakBuffers = Math.max(peakBuffers, process.memoryUsage().arrayBuffers - baseline);
      if (isReading) setImmediate(tick);
    };
    setImmediate(tick);
    const started = performance.now();
    const reading = await readUpload(new File([bomb], "campaign.json.gz"));
    const elapsed = performance.now() - started;
    isReading = false;

    expect(reading).toEqual({ ok: false, message: campaignTooLargeMessage(MAX_CAMPAIGN_IMPORT_BYTES + 1) });
    expect(elapsed).toBeLessThan(3_000);
    // Unpacking a piece at a time lets the loop turn hundreds of times; a synchronous gunzip, never.
    expect(turns).toBeGreaterThan(20);
    // Never more than the limit and a piece in memory, far from the 256 MB it would unpack to.
    expect(peakBuffers).toBeLessThan(MAX_CAMPAIGN_IMPORT_BYTES + 16 * 1024 * 1024);
  });

  test("stops at the limit: one byte over is refused, the limit itself is read", async () => {
    const atLimit = gzipSync(Buffer.alloc(4096, 0x20));
    expect(await gunzipWithin(atLimit, 4096)).toMatchObject({ ok: true });
    expect(await gunzipWithin(atLimit, 4095)).toEqual({ ok: false, reason: "too-large" });
  });

  test("a gzipped export is read; a damaged one is refused with its own message", async () => {
    const text = JSON.stringify({ format: "longbox.campaign", note: "Ünïcode" });
    expect(await readUpload(new File([gzipSync(text)], "campaign.json.gz"))).toEqual({ ok: true, text });
    expect(await readUpload(new File([gzipSync(text).subarray(0, 20)], "campaign.json.gz"))).toEqual({ ok: false, message: DAMAGED_GZIP_MESSAGE });
  });
});
