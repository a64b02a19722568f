import type { CampaignAccess } from "@/lib/server/authz/authorize";

/** A file a member downloads: the body (written as JSON) and its name. */
export interface GameFile {
  file: unknown;
  fileName: string;
}

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
  /** The export downloads (lib/server/export/export-response.ts), in the system's own file format. */
  export: {
    /** For a member who passed authorizeCampaign(…, "campaign:view"); a system without campaign files yet has none (its download answers 404). */
    campaignFile?(access: CampaignAccess): Promise<GameFile>;
    /** For a member who passed authorizeTeam(…, "team:view"). */
    teamFile(teamId: string): Promise<GameFile>;
  };
}
