import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { campaignFileGames } from "@/lib/games/server-registry";
import { db } from "@/lib/server/db";
import { importCampaignFile, previewCampaignFile } from "@/lib/server/import/campaign-file-import";
import { createUser } from "./factories";

// The shared file of a game that keeps no records of its own is played round in a test-only game's
// own test (tests/games/catalog.ts lists them); here, the files made before the shared file.

describe("campaign files exported before the shared file still import", () => {
  const fixtures = [
    ["SUPER_MISSION_FORCE", "smf-before-envelope.json"],
    ["SUPERS_UNLIMITED", "supers-unlimited-before-envelope.json"],
    ["VSGMR", "vsgmr-before-envelope.json"],
  ] as const;
  for (const [gameSystem, name] of fixtures) {
    test(`a ${gameSystem} file made by the exporter before it`, async () => {
      const text = readFileSync(`tests/fixtures/campaign-files/${name}`, "utf8");
      const importer = await createUser({ name: "Ivy Importer" });
      const preview = await previewCampaignFile(importer.id, text, campaignFileGames);
      expect(preview).toMatchObject({ canImport: true, problems: [] });
      const imported = await importCampaignFile(importer.id, text, campaignFileGames);
      if (!imported.ok) throw new Error(imported.message);
      const campaign = await db.campaign.findUniqueOrThrow({ where: { id: imported.campaign.id }, select: { gameSystem: true, _count: { select: { teams: true, rolls: true } } } });
      expect(campaign.gameSystem).toBe(gameSystem);
      expect(campaign._count.teams).toBeGreaterThan(0);
      expect(campaign._count.rolls).toBeGreaterThan(0);
    });
  }
});
