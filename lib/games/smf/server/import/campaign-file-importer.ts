import "server-only";
import type { CampaignExport } from "@/lib/games/smf/export/campaign-export-schema";
import type { GameServer } from "@/lib/game-contract/game-server";
import { importCampaignReading } from "./import-campaign";

/**
 * SMF's campaign import behind the generic contract: its file was checked on an import reading
 * thread by export/campaign-file-check.ts (which also makes the preview), so only the write is here.
 */
export const smfCampaignFileImporter: NonNullable<NonNullable<GameServer["import"]>["campaignFile"]> = {
  write(userId, file, copyName) {
    return importCampaignReading(userId, () => ({ ok: true, file: file as CampaignExport }), copyName);
  },
};
