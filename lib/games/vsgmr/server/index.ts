import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import { exportVsgmrForceFile } from "./export/export-force";
import { exportVsgmrSeriesFile } from "./export/export-series";
import type { VsgmrSeriesFile } from "../export/series-file-schema";
import { importSeriesUpload } from "./import/import-series";

/**
 * VSGMR's server side, which the catalog's gameServer hands to the generic services: a
 * force's file and the series' file, written and read back. Its standings need no stat beyond the ledger and the record
 * (wins, then points of enemy figures defeated, then fewer games).
 */
export const vsgmrServer: GameServer = {
  export: { teamFile: exportVsgmrForceFile, campaignFile: exportVsgmrSeriesFile },
  // Its series files are checked on an import reading thread by export/campaign-file-check.ts.
  import: { campaignFile: { write: (userId, file, copyName) => importSeriesUpload(userId, file as VsgmrSeriesFile, copyName) } },
};
