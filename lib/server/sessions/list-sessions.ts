import "server-only";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

export interface SessionRow {
  id: string;
  kind: string;
  number: number;
  title: string;
  /** The day it was played, YYYY-MM-DD. */
  playedOn: string;
  notes: string;
  createdByName: string;
  undoneAt: Date | null;
  undoneByName: string | null;
}

/** The campaign's sessions, latest played first (PlaySession's [campaignId, playedOn] index), undone ones included and marked. One query. */
export async function listSessions(access: CampaignAccess): Promise<SessionRow[]> {
  const rows = await db.playSession.findMany({
    where: { campaignId: access.campaignId },
    orderBy: [{ playedOn: "desc" }, { createdAt: "desc" }],
    select: { id: true, kind: true, number: true, title: true, playedOn: true, notes: true, createdByName: true, undoneAt: true, undoneByName: true },
  });
  return rows.map((row) => ({ ...row, playedOn: row.playedOn.toISOString().slice(0, 10) }));
}
