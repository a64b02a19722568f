import "server-only";
import { authorizeCampaign, authorizeTeam } from "@/lib/server/authz/authorize";
import { gameServer } from "@/lib/games/server-registry";

/**
 * The export route handlers' answers. Anyone who may not see the team or campaign, or who asks
 * for a team under another campaign's address, gets the same bare 404 as an id that does not
 * exist, so the answer reveals nothing. The file is the campaign's game system's own format; a
 * system that writes no files answers 404 as well.
 */

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

export async function teamExportResponse(userId: string, campaignId: string, teamId: string): Promise<Response> {
  const authorized = await authorizeTeam(userId, teamId, "team:view");
  if (!authorized.ok || authorized.team.campaignId !== campaignId) return notFound();
  const server = gameServer(authorized.access.gameSystem);
  if (!server) return notFound();
  const { file, fileName } = await server.export.teamFile(teamId);
  return jsonDownload(file, fileName);
}

export async function campaignExportResponse(userId: string, campaignId: string): Promise<Response> {
  const authorized = await authorizeCampaign(userId, campaignId, "campaign:view");
  if (!authorized.ok) return notFound();
  const campaignFile = gameServer(authorized.access.gameSystem)?.export.campaignFile;
  if (!campaignFile) return notFound();
  const { file, fileName } = await campaignFile(authorized.access);
  return jsonDownload(file, fileName);
}
