import { gameServer } from "@/lib/games/server-registry";
import { requireUser } from "@/lib/server/auth/current-user";
import { campaignExportResponse } from "@/lib/server/export/export-response";

export const dynamic = "force-dynamic";

/** The campaign export ("longbox.campaign") as a JSON download, for any member. */
export async function GET(_request: Request, { params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}`);
  return campaignExportResponse(user.id, campaignId, gameServer);
}
