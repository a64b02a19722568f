import { campaignFileGames } from "@/lib/games/server-registry";
import { createRequire } from "node:module";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, test } from "vitest";
import {
  CAMPAIGN_ENVELOPE_CHECK_EXPORT,
  CAMPAIGN_ENVELOPE_CHECK_PATH,
  CAMPAIGN_FILE_CHECK_EXPORT,
  CAMPAIGN_FILE_CHECK_PATH,
  CAMPAIGN_RECORDS_CHECK_EXPORT,
} from "@/lib/export/campaign-file-check";
import { CAMPAIGN_FILE_ENVELOPE_FORMAT } from "@/lib/schemas/campaign-file-envelope";
import { findGameSystemOfExportFormat } from "@/lib/games/registry";
import { campaignFileCheck as suCheck } from "@/lib/games/supers-unlimited/export/campaign-file-check";
import { SU_CAMPAIGN_EXPORT_FORMAT } from "@/lib/games/supers-unlimited";
import { previewCampaignFile } from "./campaign-file-import";
import { loadCampaignFileChecks } from "./check-bundle";
import { ReadPool } from "./read-pool";
import type { CheckNames } from "./check-bundle";
import { readUpload } from "./read-upload";

/**
 * A league file inside every limit that is costly to CHECK rather than to parse: its roll log is
 * `count` empty objects, each of which the game's schema refuses field by field. 6,000 of them are
 * 12 KB and 12,000 items, parsed in a millisecond; checking them took 1.5–2.5 s of the request
 * thread on a loaded 2-core machine before the check moved to the reading threads.
 */
function costlyToCheck(count: number): string {
  return `{"format":"${SU_CAMPAIGN_EXPORT_FORMAT}","rolls":[${Array.from({ length: count }, () => "{}").join(",")}]}`;
}

const pools: ReadPool[] = [];
function testPool(): ReadPool {
  // A budget no check here comes near: this test is about where the check runs, not how long it may.
  const pool = new ReadPool({ size: 1, maxWaiting: 4, cpuBudgetMs: 120_000 });
  pools.push(pool);
  return pool;
}
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

describe("a campaign file's game check runs on a reading thread, not the request thread (security issue #23, item 1)", () => {
  test("previewing a file that is costly to check holds the event loop under 500 ms, and answers the game's own problems", async () => {
    const text = costlyToCheck(6_000);
    expect(text.length).toBeLessThan(20_000);
    const pool = testPool();
    // The first file starts the worker, which bundles the checks: not what is measured here.
    await readUpload(new File([gzipSync("[1]")], "campaign.json.gz"), pool);
    const reading = await readUpload(new File([gzipSync(text)], "campaign.json.gz"), pool);
    if (!reading.ok) throw new Error(reading.message);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // Its first turns only start the count: the delays measured are those between later turns.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const preview = await previewCampaignFile("a-user", reading, campaignFileGames, pool);
    // The delay of a turn is recorded when its timer next fires: let it fire after the preview.
    await new Promise((resolve) => setTimeout(resolve, 50));
    delay.disable();
    const longestMs = delay.max / 1e6;
    console.log(`[check-off-thread] preview of a league file of 6,000 empty rolls: longest event-loop delay ${longestMs.toFixed(1)} ms`);

    // The same problems, in the same words, as the game's check gives on its own.
    expect(preview).toEqual(suCheck.preview(JSON.parse(text)));
    expect(preview.canImport).toBe(false);
    expect(preview.problems.length).toBeGreaterThan(0);
    // Checked here, the same file held the loop 1.5–2.5 s. On a reading thread this thread only
    // encodes 12 KB: idle, a few ms; the bound leaves room for a 2-core machine busy with other work.
    expect(longestMs).toBeLessThan(500);
  });

  test("the reading threads find every game's check by its folder, one per format a game writes, and the shared file's", () => {
    const names: CheckNames = {
      checkPath: CAMPAIGN_FILE_CHECK_PATH,
      checkExport: CAMPAIGN_FILE_CHECK_EXPORT,
      recordsExport: CAMPAIGN_RECORDS_CHECK_EXPORT,
      envelopePath: CAMPAIGN_ENVELOPE_CHECK_PATH,
      envelopeExport: CAMPAIGN_ENVELOPE_CHECK_EXPORT,
    };
    const { checks } = loadCampaignFileChecks(createRequire(import.meta.url), process.cwd(), names, null);
    const formats = checks.map((check) => check.format);
    expect(formats.length).toBeGreaterThan(1);
    expect(new Set(formats).size).toBe(formats.length);
    expect(formats).toContain(CAMPAIGN_FILE_ENVELOPE_FORMAT);
    for (const format of formats.filter((one) => one !== CAMPAIGN_FILE_ENVELOPE_FORMAT)) expect(findGameSystemOfExportFormat(format)?.exportFormat).toBe(format);
    // The bundle runs each game's own code: its answers are those of the game's module.
    const su = checks.find((check) => check.format === SU_CAMPAIGN_EXPORT_FORMAT)!;
    const json = JSON.parse(costlyToCheck(3));
    expect(su.preview(json)).toEqual(suCheck.preview(json));
  });
});
