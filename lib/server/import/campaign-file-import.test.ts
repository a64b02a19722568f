import { campaignFileGames } from "@/lib/games/server-registry";
import { describe, expect, test } from "vitest";
import { CAMPAIGN_EXPORT_FORMAT } from "@/lib/games/smf/export/campaign-export-schema";
import { NO_FORMAT_CAMPAIGN_MESSAGE, NOT_JSON_CAMPAIGN_MESSAGE } from "@/lib/export/import-limits";
import { DEFAULT_GAME_SYSTEM_ID, gameSystem, registerGameSystemForTests } from "@/lib/games/registry";
import { importCampaignFile, previewCampaignFile } from "./campaign-file-import";

// A system that writes campaign files but has no server side, so no importer.
registerGameSystemForTests({ ...gameSystem(DEFAULT_GAME_SYSTEM_ID), id: "IMPORT_SEAM_TEST", name: "Seam Test", exportFormat: "longbox.seam-test", permissions: undefined });

// Only the refusals before a system's importer is reached: none of them reads the database.
describe("the generic campaign import finds the system by the file's format", () => {
  test.each([
    ["not JSON", "{ nope", NOT_JSON_CAMPAIGN_MESSAGE],
    ["JSON without a format", JSON.stringify({ hello: "world" }), NO_FORMAT_CAMPAIGN_MESSAGE],
    ["a format that is not a string", JSON.stringify({ format: 7 }), NO_FORMAT_CAMPAIGN_MESSAGE],
    ["a format no system writes", JSON.stringify({ format: "longbox.chess" }), "no game system writes files of the format “longbox.chess”"],
    ["a team file", JSON.stringify({ format: "longbox.team", formatVersion: 1 }), "This is a team export."],
    [
      "a system that cannot read its files back yet",
      JSON.stringify({ format: "longbox.seam-test" }),
      "This is a campaign file of Seam Test, whose campaigns this Longbox cannot import yet.",
    ],
  ])("refuses %s, naming the problem", async (_label, text, message) => {
    const preview = await previewCampaignFile("user-1", text, campaignFileGames);
    expect(preview.canImport).toBe(false);
    expect(preview.campaign).toBeNull();
    expect(preview.problems).toHaveLength(1);
    expect(preview.problems[0]).toContain(message);
    expect(await importCampaignFile("user-1", text, campaignFileGames)).toEqual({
      ok: false,
      code: "invalid-file",
      message: "Nothing was imported: the file has a problem. Check it again to see it.",
    });
  });

  test("an SMF campaign file reaches SMF's importer, which names what is wrong with it", async () => {
    const preview = await previewCampaignFile("user-1", JSON.stringify({ format: CAMPAIGN_EXPORT_FORMAT, formatVersion: 1 }), campaignFileGames);
    expect(preview.problems).toEqual([expect.stringContaining("format version 1")]);
  });
});
