import "server-only";
import type { GameServer } from "@/lib/game-contract/game-server";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { recordActivity } from "@/lib/server/activity/record-activity";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";

export type UndoSessionResult = { ok: true } | ServiceFailure<string>;

/**
 * Marks a session undone (the caller passed authorizeCampaign(…, "session:undo")): it stays on
 * record, struck through, and keeps its number. A session of another campaign is unknown here
 * ("unknown-session"; "already-undone" for one undone before). The campaign's game server, when it
 * has a `sessions.undo` (GameServer), reverses what the session changed in the same transaction,
 * or refuses the undo with its own failure.
 */
export async function undoSession(access: CampaignAccess, sessionId: string, server: GameServer | null = null): Promise<UndoSessionResult> {
  return db.$transaction(async (tx) => {
    await lockCampaign(tx, access.campaignId);
    const session = await tx.playSession.findFirst({ where: { id: sessionId, campaignId: access.campaignId }, select: { undoneAt: true, kind: true, number: true, title: true } });
    if (!session) return { ok: false, code: "unknown-session", message: "That session is not part of this campaign." };
    if (session.undoneAt) return { ok: false, code: "already-undone", message: "That session is already undone." };
    if (server?.sessions) {
      const reversed = await server.sessions.undo(tx, { access, session: { id: sessionId, kind: session.kind, number: session.number } });
      if (!reversed.ok) return reversed;
    }
    await tx.playSession.update({ where: { id: sessionId }, data: { undoneAt: new Date(), undoneByName: access.actorName } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "SESSION_UNDONE",
      summary: `${access.actorName} undid “${session.title}”.`,
      payload: { v: 1, sessionId, kind: session.kind, number: session.number },
    });
    return { ok: true };
  });
}
