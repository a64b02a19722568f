import type { IdSource } from "@/lib/export/new-row-id";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CampaignAccess } from "@/lib/authz/campaign-access";
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
 * The file references of a campaign's rows in the shared campaign file, made by the generic
 * writer (lib/server/export/campaign-envelope-export.ts) from the generic tables: "team-1",
 * "character-3", "battle-2". A game's records point at teams, characters and battles by them,
 * never by a database id. Each throws for an id that is not the campaign's.
 */
export interface EnvelopeRefs {
  team(id: string): string;
  character(id: string): string;
  battle(id: string): string;
  /** A ledger entry ("entry-4"), which a game's battle record may name. */
  entry(id: string): string;
}

/** What a game's writer of its records hands back: the new ids of its rows the generic rows point at, by file reference. */
export interface WrittenRecords {
  battles: ReadonlyMap<string, string>;
  characters: ReadonlyMap<string, string>;
}

/**
 * A game's part of the shared campaign file (lib/schemas/campaign-file-envelope.ts): only its own
 * records (the envelope's `game` section). The generic export and import write and read
 * everything else (the campaign, people, teams, ledger, roll log, journal, sessions); the game
 * writes no generic table but its own rows. Its pure check of the records sits in its
 * export/campaign-file-check.ts (campaignRecordsCheck).
 */
export interface CampaignRecordsServer<Written = unknown, Records = Written> {
  /** The campaign's records in the game's shape (plain JSON), pointing at rows by `refs`; null when it has none. */
  exportRecords(campaignId: string, refs: EnvelopeRefs): Promise<Written | null>;
  /**
   * Writes the records (as its check read them: `Records`) into the new campaign, inside the import's one
   * transaction, after its teams: `teams` maps each team's file reference to its new id. `newId`
   * makes ids in the import's order. Throwing rolls the whole import back.
   */
  importRecords(
    tx: Prisma.TransactionClient,
    input: {
      campaignId: string;
      records: Records;
      teams: ReadonlyMap<string, string>;
      /** The ledger entries' new ids by reference (the generic import writes them after the game's rows). */
      entries: ReadonlyMap<string, string>;
      newId: IdSource;
      organiser: { userId: string; actorName: string };
    },
  ): Promise<WrittenRecords>;
  /**
   * The key the game's own services would have given an imported ledger entry (not a reversal:
   * those are "<reversed entry's id>:undo" in every game), so a retried write after the import
   * still finds it; null: the import's own.
   */
  ledgerKey?(entry: { teamId: string; battleId: string | null; reason: string }): string | null;
}

/**
 * What a game system's server side offers the generic services and routes, beside its pure
 * contract (game-system.ts): the parts that read the database in the system's own shapes. Looked
 * up by lib/games/server-registry.ts; a system without one (a test-only system) offers none of it,
 * and the generic code answers as for something that is not there.
 */
export interface GameServer {
  /**
   * What the game does when one of its sessions is undone (lib/server/sessions/undo-session.ts):
   * called inside the undo's transaction, under the campaign's lock, before the session is marked
   * undone, so what the session changed (sheets, ledger rows) is reversed with it or not at all. A
   * failure refuses the undo and writes nothing (a game that undoes only its latest session says so).
   */
  sessions?: {
    undo(tx: Prisma.TransactionClient, input: { access: CampaignAccess; session: { id: string; kind: string; number: number } }): Promise<{ ok: true } | ServiceFailure<string>>;
  };
  /** What the system's standings rank by beyond the ledger and the record (StandingsMetrics.stats), per team id. */
  standings?: {
    stats(campaignId: string): Promise<ReadonlyMap<string, Record<string, number>>>;
  };
  /**
   * Its records in the shared campaign file. A server without `export.campaignFile` (a file of its
   * own) has its campaign downloaded as the shared file, with these records or none.
   */
  campaignRecords?: CampaignRecordsServer;
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
