import { gameServer } from "@/lib/games/server-registry";
import { requireUser } from "@/lib/server/auth/current-user";
import { teamExportResponse } from "@/lib/server/export/export-response";

export const dynamic = "force-dynamic";

/** The team export ("longbox.team") as a JSON download, for any member of the team's campaign. */
export async function GET(_request: Request, { params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}`);
  return teamExportResponse(user.id, campaignId, teamId, gameServer);
}
