import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { ServiceFailure } from "@/lib/service-result";

/** A file a member downloads: the body (written as JSON) and its name. */
export interface GameFile {
  file: unknown;
  fileName: string;
}

/** What an imported campaign is called, from the name its file gives it. */
export type CopyName = (fileName: string) => string;

export type CampaignImportWrite = { ok: true; campaign: { id: string; name: string } } | ServiceFailure<"invalid-file">;

/**
 * What a game system's server side offers the generic services and routes, beside its pure
 * contract (game-system.ts): the parts that read the database in the system's own shapes. Looked
 * up by lib/games/server-registry.ts; a system without one (a test-only system) offers none of it,
 * and the generic code answers as for something that is not there.
 */
export interface GameServer {
  /** What the system's standings rank by beyond the ledger and the record (StandingsMetrics.stats), per team id. */
  standings?: {
    stats(campaignId: string): Promise<ReadonlyMap<string, Record<string, number>>>;
  };
  /** The export downloads (lib/server/export/export-response.ts), in the system's own file format; none: no downloads. */
  export?: {
    /** For a member who passed authorizeCampaign(…, "campaign:view"); a system without campaign files yet has none (its download answers 404). */
    campaignFile?(access: CampaignAccess): Promise<GameFile>;
    /** For a member who passed authorizeTeam(…, "team:view"); a system without team files has none (its download answers 404). */
    teamFile?(teamId: string): Promise<GameFile>;
  };
  /**
   * Reading the system's campaign files back (the generic /campaigns/import). A system without it
   * refuses its own files with a clear message. Any signed-in user may: the import is a NEW
   * campaign the user organises. The file is checked, and its preview made, on an import reading
   * thread by the system's own lib/games/<game>/export/campaign-file-check.ts
   * (lib/export/campaign-file-check.ts), afresh for each request, never trusting an earlier preview.
   */
  import?: {
    campaignFile?: {
      /**
       * Writes the campaign in one transaction. `file` is what the system's campaign-file-check.ts
       * `read` answered for this upload (its typed shape, passed between threads). `copyName` turns
       * the file's campaign name into the copy's ("<name> (imported)"), written in that transaction.
       */
      write(userId: string, file: unknown, copyName: CopyName): Promise<CampaignImportWrite>;
    };
  };
}
