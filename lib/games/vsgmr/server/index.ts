import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import { exportVsgmrForceFile } from "./export/export-force";
import { seriesRecordsServer } from "./export/series-records";
import type { VsgmrSeriesFile } from "../export/series-file-schema";
import { importSeriesUpload } from "./import/import-series";

/**
 * VSGMR's server side, which generic services reach through lib/games/server-registry.ts (it finds it in this folder by its name, `server`): a
 * force's file; its records in the shared campaign file (forces' figures, battles); and its own
 * series files of before the shared one, still read back. Its standings need no stat beyond the ledger and the record
 * (wins, then points of enemy figures defeated, then fewer games).
 */
export const server: GameServer = {
  export: { teamFile: exportVsgmrForceFile },
  campaignRecords: seriesRecordsServer as GameServer["campaignRecords"],
  // Its series files, and its records in the shared file, are checked on an import reading thread by export/campaign-file-check.ts.
  import: { campaignFile: { write: (userId, file, copyName) => importSeriesUpload(userId, file as VsgmrSeriesFile, copyName) } },
};
