import "server-only";
import { authorizeCampaign, authorizeTeam } from "@/lib/server/authz/authorize";
import type { GameServer } from "@/lib/game-contract/game-server";
import { campaignEnvelopeFile } from "./campaign-envelope-export";

/**
 * The export route handlers' answers. Anyone who may not see the team or campaign, or who asks
 * for a team under another campaign's address, gets the same bare 404 as an id that does not
 * exist, so the answer reveals nothing. The campaign file is the shared one
 * (campaign-envelope-export.ts) with the game's records, or a game's own format while it still
 * writes one; a campaign whose game has no server side answers 404 as well. The route hands in the catalog's lookup of a
 * game's server side (`servers`): this module names no game and reads no catalog.
 */

/** A game's server side by the campaign's Campaign.gameSystem: the catalog's lookup (gameServer), handed in by the route. */
export type GameServers = (gameSystemId: string) => Promise<GameServer | null> | GameServer | null;

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** A JSON file download. The name is an ASCII slug (export-file-name.ts), so it needs no quoting rules. */
export function jsonDownload(body: unknown, fileName: string): Response {
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      // A member's private data: never kept by a shared cache.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function teamExportResponse(userId: string, campaignId: string, teamId: string, servers: GameServers): Promise<Response> {
  const authorized = await authorizeTeam(userId, teamId, "team:view");
  if (!authorized.ok || authorized.team.campaignId !== campaignId) return notFound();
  const teamFile = (await servers(authorized.access.gameSystem))?.export?.teamFile;
  if (!teamFile) return notFound();
  const { file, fileName } = await teamFile(teamId);
  return jsonDownload(file, fileName);
}

export async function campaignExportResponse(userId: string, campaignId: string, servers: GameServers): Promise<Response> {
  const authorized = await authorizeCampaign(userId, campaignId, "campaign:view");
  if (!authorized.ok) return notFound();
  const server = await servers(authorized.access.gameSystem);
  if (!server) return notFound();
  // A game's file of its own (the formats before the shared one), or the shared file with its records.
  const own = server.export?.campaignFile;
  const { file, fileName } = own ? await own(authorized.access) : await campaignEnvelopeFile(campaignId, server.campaignRecords ?? null);
  return jsonDownload(file, fileName);
}
